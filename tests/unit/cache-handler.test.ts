/** @jest-environment node */
import CacheHandler, { MAX_ENTRIES, markTagsChanged } from '@/lib/cache/cache-handler.mjs';

const PAGE_TAGS = 'x-next-cache-tags';

/** A cached page as Next stores it: its tags travel in a header. */
function page(html: string, tags: string[]) {
  return { kind: 'APP_PAGE', html, headers: { [PAGE_TAGS]: tags.join(',') } };
}

async function render(
  handler: CacheHandler,
  key: string,
  value: unknown,
  ctx?: { tags: string[] },
) {
  expect(await handler.get(key, ctx)).toBeNull();
  await handler.set(key, value, ctx);
}

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('sonara.cache-handler')];
});

describe('cache handler', () => {
  it('serves a stored page until a tag it read changes, then misses once', async () => {
    const handler = new CacheHandler();
    await render(handler, '/careers', page('<h1>Jobs</h1>', ['_N_T_/careers', 'jobs']));
    expect(await handler.get('/careers')).toMatchObject({ value: { html: '<h1>Jobs</h1>' } });

    markTagsChanged(['tracking-pixels']);
    expect(await handler.get('/careers')).not.toBeNull();

    markTagsChanged(['jobs']);
    expect(await handler.get('/careers')).toBeNull();
    await handler.set('/careers', page('<h1>New jobs</h1>', ['jobs']));
    expect(await handler.get('/careers')).toMatchObject({ value: { html: '<h1>New jobs</h1>' } });
  });

  it('does not keep a render that read its data before a change it finished after', async () => {
    const handler = new CacheHandler();
    expect(await handler.get('/')).toBeNull(); // the render starts and reads the pixels...
    markTagsChanged(['tracking-pixels']); // ...an admin disables one meanwhile...
    await handler.set('/', page('<script>old pixel</script>', ['tracking-pixels'])); // ...it stores
    expect(await handler.get('/')).toBeNull();
  });

  it('keeps a render whose data was read after the change', async () => {
    const handler = new CacheHandler();
    markTagsChanged(['tracking-pixels']);
    await render(handler, '/', page('<p>fresh</p>', ['tracking-pixels']));
    expect(await handler.get('/')).not.toBeNull();
  });

  it('checks cached data by the tags given when storing and the soft tags given when reading', async () => {
    const handler = new CacheHandler();
    const data = { kind: 'FETCH', data: { body: '[]' } };
    await render(handler, 'active-jobs', data, { tags: ['jobs'] });
    expect(await handler.get('active-jobs', { tags: ['jobs'] })).not.toBeNull();
    markTagsChanged(['_N_T_/careers']);
    expect(
      await handler.get('active-jobs', { tags: ['jobs'], softTags: ['_N_T_/careers'] }),
    ).toBeNull();
    await render(handler, 'active-jobs', data, { tags: ['jobs'] });
    await handler.revalidateTag('jobs');
    expect(await handler.get('active-jobs', { tags: ['jobs'] })).toBeNull();
  });

  it('never stores a server error in place of a page', async () => {
    const handler = new CacheHandler();
    await render(handler, '/careers', page('<h1>Jobs</h1>', ['jobs']));
    markTagsChanged(['jobs']);
    await render(handler, '/careers', { ...page('', ['jobs']), status: 500 });
    expect(await handler.get('/careers')).toBeNull();
    await render(handler, '/careers', { ...page('<h1>Jobs</h1>', ['jobs']), status: 200 });
    expect(await handler.get('/careers')).toMatchObject({ value: { status: 200 } });
  });

  it('is shared by every instance in the process (Next makes one per request)', async () => {
    await render(new CacheHandler(), '/faq', page('<h1>FAQ</h1>', []));
    expect(await new CacheHandler().get('/faq')).not.toBeNull();
  });

  it('drops the least recently used entry beyond its bound', async () => {
    const handler = new CacheHandler();
    for (let index = 0; index < MAX_ENTRIES; index += 1) {
      await handler.set(`/page-${index}`, page(`${index}`, []));
    }
    expect(await handler.get('/page-0')).not.toBeNull(); // now the most recently used
    await handler.set('/one-more', page('more', []));
    expect(await handler.get('/page-0')).not.toBeNull();
    expect(await handler.get('/page-1')).toBeNull();
    expect(await handler.get('/one-more')).not.toBeNull();
  });
});

describe('cache handler bounds', () => {
  beforeEach(() => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('sonara.cache-handler')];
  });

  it('keeps no more than its bound of misses that stored nothing (redirects, errors)', async () => {
    const handler = new CacheHandler();
    for (let index = 0; index <= 2 * MAX_ENTRIES; index += 1) {
      await handler.get(`/blog/no-such-post-${index}`);
    }
    const state = (globalThis as Record<symbol, { missedAt: Map<string, number> }>)[
      Symbol.for('sonara.cache-handler')
    ];
    expect(state?.missedAt.size).toBe(MAX_ENTRIES);
  });
});
