import { createHmac } from 'node:crypto';
import { and, eq, notLike } from 'drizzle-orm';
import type { AdminPreviewLink } from '@/lib/admin/blog';
import {
  createPost,
  publishPost,
  schedulePost,
  withdrawPost,
  deletePost,
} from '@/lib/blog/post-store';
import type { BlogPostFormInput } from '@/lib/blog/post-schema';
import { createPreviewLink, findPreview } from '@/lib/blog/preview-links';
import { PREVIEW_PATH_PREFIX } from '@/lib/blog/preview-path';
import {
  PREVIEW_LINK_MAX_AGE_MS,
  signPreviewToken,
  verifyPreviewToken,
} from '@/lib/blog/preview-token';
import { INTERNAL_SECRET_KEYS } from '@/lib/config/setting-keys';
import { auditLog, blogPosts, settings } from '@/lib/db/schema';
import { getBlogPreviewKey } from '@/lib/settings/stored-secrets';
import { DATABASE_KINDS, type TestDatabase } from '@/tests/helpers/db';
import {
  adminCookie,
  callAdmin,
  releaseTestDatabase,
  useTestDatabase,
} from '@/tests/integration/admin-harness';

const DRAFT: BlogPostFormInput = {
  title: 'Preview: Voice Agents for Veterinary Clinics',
  excerpt: 'How clinics answer every after-hours call without a night shift.',
  body: '## Why\n\nBecause pets do not keep office hours.',
  tags: ['AI Voice Agents', 'Veterinary'],
  imageSrc: '/images/blog/solutions-comparison.svg',
  imageAlt: 'Three columns with check marks',
  imageWidth: 1200,
  imageHeight: 630,
};

const NOW = new Date('2026-11-27T12:00:00Z');
const HOUR = 3_600_000;

const tokenOf = (path: string) => path.slice(PREVIEW_PATH_PREFIX.length);
const at = (ms: number) => new Date(NOW.getTime() + ms);

/** A token with any claims, signed with `key` the way the site signs them. */
function forge(key: string, claims: unknown): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const mac = createHmac('sha256', key).update(`blog-preview:${payload}`).digest('base64url');
  return `${payload}.${mac}`;
}

/** The same text with the character at `index` replaced by another valid one. */
function flip(text: string, index: number): string {
  const char = text[index] === 'A' ? 'B' : 'A';
  return `${text.slice(0, index)}${char}${text.slice(index + 1)}`;
}

describe.each(DATABASE_KINDS)('blog preview links on %s', (kind) => {
  let database: TestDatabase;
  let key: string;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    key = await getBlogPreviewKey(database.db);
  });

  afterAll(async () => {
    await releaseTestDatabase(database);
  });

  beforeEach(async () => {
    await database.db.delete(blogPosts).where(notLike(blogPosts.id, 'post-seed-%'));
  });

  it('keeps one generated key in settings, shared by every instance', async () => {
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(await getBlogPreviewKey(database.db)).toBe(key);
    const rows = await database.db
      .select()
      .from(settings)
      .where(eq(settings.key, INTERNAL_SECRET_KEYS.blogPreviewKey));
    expect(rows.map((row) => row.value)).toEqual([key]);
  });

  it('signs a link to one post that shows its current content until it expires 24 h later', async () => {
    const draft = await createPost(database.db, { ...DRAFT, slug: 'preview-draft' }, NOW);
    const link = await createPreviewLink(database.db, draft.id, NOW);
    expect(link.path.startsWith(PREVIEW_PATH_PREFIX)).toBe(true);
    expect(link.expiresAt).toEqual(at(24 * HOUR));
    const token = tokenOf(link.path);
    expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/);

    expect(verifyPreviewToken(key, token, NOW)).toEqual({
      ok: true,
      postId: draft.id,
      expiresAt: link.expiresAt,
    });
    const shown = await findPreview(database.db, token, NOW);
    expect(shown).toMatchObject({
      kind: 'post',
      status: 'draft',
      publishAt: null,
      expiresAt: link.expiresAt,
      post: { slug: 'preview-draft', title: DRAFT.title, content: DRAFT.body, tags: DRAFT.tags },
    });
    // A draft has no date yet: it shows the one publishing it now would give it.
    expect(shown.kind === 'post' && shown.post.date).toBe('2026-11-27');

    // Valid up to its last second, refused from then on.
    expect((await findPreview(database.db, token, at(24 * HOUR - 1_000))).kind).toBe('post');
    for (const late of [at(24 * HOUR), at(30 * 24 * HOUR)]) {
      expect(verifyPreviewToken(key, token, late)).toEqual({ ok: false, reason: 'expired' });
      expect(await findPreview(database.db, token, late)).toEqual({
        kind: 'invalid',
        expired: true,
      });
    }
  });

  it('shows a post in every status, as saved now', async () => {
    const post = await createPost(database.db, { ...DRAFT, slug: 'preview-every-status' }, NOW);
    const token = tokenOf((await createPreviewLink(database.db, post.id, NOW)).path);
    const shown = async () => {
      const preview = await findPreview(database.db, token, NOW);
      if (preview.kind !== 'post') throw new Error(`no post: ${JSON.stringify(preview)}`);
      return { status: preview.status, date: preview.post.date, title: preview.post.title };
    };
    const publishAt = new Date('2026-12-01T03:00:00Z');
    await schedulePost(database.db, post.id, publishAt, NOW);
    // The company's calendar day of the publishing time (03:00 UTC is still Nov 30 in Miami).
    expect(await shown()).toMatchObject({ status: 'scheduled', date: '2026-11-30' });
    await publishPost(database.db, post.id, NOW);
    expect(await shown()).toMatchObject({ status: 'published', date: '2026-11-27' });
    await withdrawPost(database.db, post.id, 'archived', NOW);
    expect(await shown()).toMatchObject({ status: 'archived', date: '2026-11-27' });
    await database.db
      .update(blogPosts)
      .set({ title: 'Edited After the Link Was Made' })
      .where(eq(blogPosts.id, post.id));
    expect(await shown()).toMatchObject({ title: 'Edited After the Link Was Made' });

    await deletePost(database.db, post.id, NOW);
    expect(await findPreview(database.db, token, NOW)).toEqual({ kind: 'missing' });
  });

  it('refuses a tampered token, one for another post and one signed with another key', async () => {
    const mine = await createPost(database.db, { ...DRAFT, slug: 'preview-mine' }, NOW);
    const other = await createPost(database.db, { ...DRAFT, slug: 'preview-other' }, NOW);
    const token = tokenOf((await createPreviewLink(database.db, mine.id, NOW)).path);
    const [payload = '', mac = ''] = token.split('.');
    const expires = Math.floor(at(24 * HOUR).getTime() / 1000);

    const refused: [string, string][] = [
      ['a changed payload', `${flip(payload, 3)}.${mac}`],
      ['a changed signature', `${payload}.${flip(mac, 10)}`],
      ['the last character of the signature', `${payload}.${flip(mac, mac.length - 1)}`],
      [
        'its signature on another post',
        `${forge('x', { p: other.id, e: expires }).split('.')[0]}.${mac}`,
      ],
      ['another key', forge('another-key', { p: mine.id, e: expires })],
      [
        'a longer expiry, same signature',
        `${forge('x', { p: mine.id, e: expires + 3600 }).split('.')[0]}.${mac}`,
      ],
    ];
    for (const [what, bad] of refused) {
      expect([what, verifyPreviewToken(key, bad, NOW)]).toEqual([
        what,
        { ok: false, reason: 'signature' },
      ]);
      expect([what, await findPreview(database.db, bad, NOW)]).toEqual([
        what,
        { kind: 'invalid', expired: false },
      ]);
    }
    for (const malformed of [
      '',
      'abc',
      payload,
      `${payload}.`,
      `${payload}.${mac}x`,
      `${payload}.${mac}.${mac}`,
      `${payload}.${mac.slice(1)}=`,
      'a\u0000b.c',
      '\ud800',
      'x'.repeat(5_000),
      // Well signed, but not claims this site makes.
      forge(key, { p: mine.id }),
      forge(key, { p: '', e: expires }),
      forge(key, { p: mine.id, e: 'tomorrow' }),
      forge(key, [mine.id, expires]),
      `${Buffer.from('not json').toString('base64url')}.${createHmac('sha256', key)
        .update(`blog-preview:${Buffer.from('not json').toString('base64url')}`)
        .digest('base64url')}`,
    ]) {
      expect(verifyPreviewToken(key, malformed, NOW).ok).toBe(false);
      expect(await findPreview(database.db, malformed, NOW)).toEqual({
        kind: 'invalid',
        expired: false,
      });
    }
    // The genuine one still names its own post.
    expect(await findPreview(database.db, token, NOW)).toMatchObject({
      kind: 'post',
      post: { slug: 'preview-mine' },
    });
  });

  it('caps a link at 24 hours: it is never signed for longer, and a longer one is refused', () => {
    expect(() => signPreviewToken(key, 'post-x', at(24 * HOUR + 1_000), NOW)).toThrow(RangeError);
    expect(() => signPreviewToken(key, 'post-x', NOW, NOW)).toThrow(RangeError);
    expect(() => signPreviewToken(key, 'post-x', at(-HOUR), NOW)).toThrow(RangeError);
    expect(PREVIEW_LINK_MAX_AGE_MS).toBe(24 * HOUR);

    const seconds = (ms: number) => Math.floor(at(ms).getTime() / 1000);
    // Signed with the site's own key (as if by a mistake elsewhere) and still refused.
    for (const ahead of [25 * HOUR, 365 * 24 * HOUR]) {
      expect(verifyPreviewToken(key, forge(key, { p: 'post-x', e: seconds(ahead) }), NOW)).toEqual({
        ok: false,
        reason: 'too-long',
      });
    }
    // Another instance's clock may run a minute ahead of this one.
    expect(
      verifyPreviewToken(key, forge(key, { p: 'post-x', e: seconds(24 * HOUR + 60_000) }), NOW).ok,
    ).toBe(true);
  });
});

describe.each(DATABASE_KINDS)('POST /api/admin/blog/{id}/preview on %s', (kind) => {
  let database: TestDatabase;
  let cookie: string;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    cookie = await adminCookie(database);
  });

  afterAll(async () => {
    await releaseTestDatabase(database);
  });

  const preview = (id: string, options: { cookie?: string } = { cookie }) =>
    callAdmin('blog/[id]/preview', { method: 'POST', params: { id }, ...options });

  it('answers 201 with the link and its expiry, and audits it without the link', async () => {
    const post = await createPost(database.db, { ...DRAFT, slug: 'preview-endpoint' });
    const before = Date.now();
    const response = await preview(post.id);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as AdminPreviewLink;
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'url']);
    expect(body.url.startsWith(PREVIEW_PATH_PREFIX)).toBe(true);
    const expiresAt = Date.parse(body.expiresAt);
    expect(new Date(expiresAt).toISOString()).toBe(body.expiresAt);
    expect(expiresAt).toBeGreaterThan(before + 24 * HOUR - 2_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 24 * HOUR);

    const shown = await findPreview(database.db, tokenOf(body.url));
    expect(shown).toMatchObject({ kind: 'post', status: 'draft', post: { slug: post.slug } });

    const rows = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, post.id), eq(auditLog.action, 'blog.preview-link')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorName: 'test_admin',
      details: { slug: post.slug, status: 'draft', expiresAt: body.expiresAt },
    });
    expect(JSON.stringify(rows[0])).not.toContain(tokenOf(body.url).split('.')[1]);
  });

  it('answers 404 for an unknown or unstorable post id, and audits nothing', async () => {
    const audited = async () => (await database.db.select().from(auditLog)).length;
    const count = await audited();
    for (const id of ['post-none', 'a\u0000b', 'x'.repeat(500)]) {
      const response = await preview(id);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'not_found', message: 'That blog post no longer exists.' },
      });
    }
    expect(await audited()).toBe(count);
  });

  it('refuses a caller without a session (401)', async () => {
    const response = await preview(
      'post-seed-revolutionizing-customer-experience-with-ai-voice-agents',
      {},
    );
    expect(response.status).toBe(401);
  });
});
