/** @jest-environment node */
import CacheHandler from '@/lib/cache/cache-handler.mjs';
import {
  MAX_ENTRIES,
  MAX_OTHER_ENTRIES,
  PARTIAL_RENDER_ATTRIBUTE,
  createPageStore,
} from '@/lib/cache/page-store.mjs';
import { changedTags, pollTagRevisions } from '@/lib/cache/tag-revisions.mjs';
import { expireTagsInProcess } from '@/lib/cache/in-process-expiry.mjs';

const PAGE_TAGS = 'x-next-cache-tags';

/** A cached page as Next stores it: its tags travel in a header. */
function page(html: string, tags: string[], status?: number) {
  return { kind: 'APP_PAGE', html, status, headers: { [PAGE_TAGS]: tags.join(',') } };
}

type Store = ReturnType<typeof createPageStore>;

function render(store: Store, key: string, value: unknown, ctx?: { tags: string[] }) {
  expect(store.get(key, ctx)).toBeNull();
  store.set(key, value, ctx);
}

describe('page store', () => {
  it('serves a stored page until a tag it read changes, then misses once', () => {
    const store = createPageStore();
    render(store, '/careers', page('<h1>Jobs</h1>', ['_N_T_/careers', 'jobs']));
    expect(store.get('/careers')).toMatchObject({ value: { html: '<h1>Jobs</h1>' } });

    store.expireTags(['tracking-pixels']);
    expect(store.get('/careers')).not.toBeNull();

    store.expireTags(['jobs']);
    expect(store.get('/careers')).toBeNull();
    store.set('/careers', page('<h1>New jobs</h1>', ['jobs']));
    expect(store.get('/careers')).toMatchObject({ value: { html: '<h1>New jobs</h1>' } });
  });

  it('does not keep a render that read its data before a change it finished after', () => {
    const store = createPageStore();
    expect(store.get('/')).toBeNull(); // the render starts and reads the pixels...
    store.expireTags(['tracking-pixels']); // ...an admin disables one meanwhile...
    store.set('/', page('<script>old pixel</script>', ['tracking-pixels'])); // ...it stores
    expect(store.get('/')).toBeNull();
  });

  it('keeps a render whose data was read after the change', () => {
    const store = createPageStore();
    store.expireTags(['tracking-pixels']);
    render(store, '/', page('<p>fresh</p>', ['tracking-pixels']));
    expect(store.get('/')).not.toBeNull();
  });

  it('checks cached data by the tags given when storing and the soft tags given when reading', () => {
    const store = createPageStore();
    const data = { kind: 'FETCH', data: { body: '[]' } };
    render(store, 'active-jobs', data, { tags: ['jobs'] });
    expect(store.get('active-jobs', { tags: ['jobs'] })).not.toBeNull();
    store.expireTags(['_N_T_/careers']);
    expect(store.get('active-jobs', { tags: ['jobs'], softTags: ['_N_T_/careers'] })).toBeNull();
  });

  it('never stores a server error in place of a page', () => {
    const store = createPageStore();
    render(store, '/careers', page('<h1>Jobs</h1>', ['jobs']));
    store.expireTags(['jobs']);
    render(store, '/careers', page('', ['jobs'], 500));
    expect(store.get('/careers')).toBeNull();
    render(store, '/careers', page('<h1>Jobs</h1>', ['jobs'], 200));
    expect(store.get('/careers')).toMatchObject({ value: { status: 200 } });
  });

  it('drops the least recently used page beyond its bound', () => {
    const store = createPageStore({ maxEntries: 3 });
    for (const key of ['/a', '/b', '/c']) store.set(key, page(key, []));
    expect(store.get('/a')).not.toBeNull(); // now the most recently used
    store.set('/d', page('/d', []));
    expect(store.get('/a')).not.toBeNull();
    expect(store.get('/b')).toBeNull();
    expect(store.get('/d')).not.toBeNull();
  });

  it('never lets 404s and redirects for unknown addresses displace a page', () => {
    const store = createPageStore();
    render(store, '/careers', page('<h1>Jobs</h1>', ['jobs']));
    render(store, '/blog/a-post', page('<h1>A post</h1>', []));
    for (let index = 0; index <= 2 * MAX_ENTRIES; index += 1) {
      const slug = `no-such-${index}`;
      render(store, `/careers/${slug}`, page('<h1>Not found</h1>', [], 404));
      render(store, `/blog/${slug}`, page('', [], 307));
      render(store, `/old/${slug}`, { kind: 'REDIRECT', props: {} });
    }
    expect(store.get('/careers')).not.toBeNull();
    expect(store.get('/blog/a-post')).not.toBeNull();
    expect(store.size()).toEqual({ pages: 2, others: MAX_OTHER_ENTRIES, misses: 0 });
    // A recent 404 is still answered from the cache.
    expect(store.get(`/old/no-such-${2 * MAX_ENTRIES}`)).not.toBeNull();
  });

  it('keeps a bounded number of misses that stored nothing', () => {
    const store = createPageStore({ maxEntries: 10, maxOther: 5 });
    for (let index = 0; index < 100; index += 1) store.get(`/no-such-${index}`);
    expect(store.size().misses).toBe(15);
  });
});

describe('cache handler', () => {
  it('is shared by every instance in the process (Next makes one per request)', async () => {
    await new CacheHandler().set('/faq', page('<h1>FAQ</h1>', []));
    expect(await new CacheHandler().get('/faq')).not.toBeNull();
  });

  it('expires what Next asks it to through revalidateTag', async () => {
    const handler = new CacheHandler();
    expect(await handler.get('/careers')).toBeNull();
    await handler.set('/careers', page('<h1>Jobs</h1>', ['jobs']));
    await handler.revalidateTag(['jobs']);
    expect(await handler.get('/careers')).toBeNull();
  });

  it('expires what the server’s own timers ask it to, outside any request', async () => {
    const handler = new CacheHandler();
    await handler.set('/blog', page('<h1>Blog</h1>', ['blog']));
    expect(await handler.get('/blog')).not.toBeNull();
    expect(expireTagsInProcess(['blog'])).toBe(true);
    expect(await handler.get('/blog')).toBeNull();
  });
});

describe('tag revisions of other instances', () => {
  it('reports each tag whose revision changed since the last look, and first-seen tags', () => {
    const seen = new Map<string, number>();
    expect(changedTags([{ tag: 'jobs', revision: '1' }], seen)).toEqual(['jobs']);
    expect(changedTags([{ tag: 'jobs', revision: 1 }], seen)).toEqual([]);
    expect(
      changedTags(
        [
          { tag: 'jobs', revision: 2 },
          { tag: 'tracking-pixels', revision: 4 },
        ],
        seen,
      ),
    ).toEqual(['jobs', 'tracking-pixels']);
  });

  it('polls until stopped, reports one failure per outage and goes on after it', async () => {
    const answers: (() => Promise<{ tag: string; revision: number }[]>)[] = [
      async () => [{ tag: 'jobs', revision: 1 }],
      async () => Promise.reject(new Error('down')),
      async () => Promise.reject(new Error('still down')),
      async () => [{ tag: 'jobs', revision: 2 }],
    ];
    const changes: string[][] = [];
    const errors: unknown[] = [];
    await new Promise<void>((done) => {
      const stop = pollTagRevisions(
        () => (answers.shift() ?? (async () => [{ tag: 'jobs', revision: 2 }]))(),
        (tags) => {
          changes.push(tags);
          if (changes.length === 2) {
            stop();
            done();
          }
        },
        { intervalMs: 5, onError: (error) => errors.push(error) },
      );
    });
    expect(changes).toEqual([['jobs'], ['jobs']]);
    expect(errors).toHaveLength(1);
  });
});

describe('a page rendered without part of its data', () => {
  it('is served once but never kept in place of the complete page', () => {
    const store = createPageStore();
    render(store, '/faq', page(`<template ${PARTIAL_RENDER_ATTRIBUTE}="tracking-pixels">`, []));
    expect(store.get('/faq')).toBeNull();
    store.set('/faq', page('<h1>FAQ</h1>', []));
    expect(store.get('/faq')).not.toBeNull();
  });
});
