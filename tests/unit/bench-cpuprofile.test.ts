/** @jest-environment node */
import {
  classifyStack,
  etagFrame,
  summarizeProfile,
  type CpuProfile,
  type CpuProfileNode,
} from '@/bench/src/cpuprofile';

type Frame = CpuProfileNode['callFrame'];

const CHUNK = 'file:///app/.next-bench/server/chunks/ssr/page.js';
/** A minified chunk line: `sendRenderResult` with the FNV hash inlined as an arrow at column 40. */
const CHUNK_LINES = [
  `a=>{${'a.setHeader("X-Powered-By","Next.js");'.repeat(8)}}, async function d(a){let j=a.toUnchunkedString();let c=(a=>{let b=a.length,c=0,e=8997;for(;c<b;)e^=a.charCodeAt(c++),d=435*e;return e})(j);a.end(j)}`,
];
const fnvColumn = CHUNK_LINES[0]!.indexOf('a=>{let b');

const frame = (functionName: string, url = '', lineNumber = 0, columnNumber = 0): Frame => ({
  functionName,
  url,
  lineNumber,
  columnNumber,
});

/**
 * A server's profile: a root with idle time, GC, a render, the ETag hash and the socket write
 * under the bundled `sendRenderResult`, the proxy, AsyncLocalStorage's own code, the cache
 * handler, and the HTTP parser.
 */
function serverProfile(): CpuProfile {
  const nodes: CpuProfileNode[] = [
    { id: 1, callFrame: frame('(root)'), children: [2, 3, 4, 5] },
    { id: 2, callFrame: frame('(idle)') },
    { id: 3, callFrame: frame('(garbage collector)') },
    {
      id: 4,
      callFrame: frame('processTicksAndRejections', 'node:internal/process/task_queues', 94),
      children: [6, 7, 10, 12, 13],
    },
    {
      id: 5,
      callFrame: frame('renderWithHooks', 'file:///app/node_modules/react-dom/server.js', 10),
    },
    { id: 6, callFrame: frame('d', CHUNK, 0, 0), children: [8, 9] },
    {
      id: 7,
      callFrame: frame(
        'runMiddleware',
        'file:///app/node_modules/next/dist/server/next-server.js',
        1142,
      ),
      children: [11],
    },
    { id: 8, callFrame: frame('', CHUNK, 0, fnvColumn) },
    { id: 9, callFrame: frame('writev') },
    { id: 10, callFrame: frame('_propagate', 'node:async_hooks', 318) },
    { id: 11, callFrame: frame('', 'file:///app/.next-bench/server/chunks/proxy.js', 0, 5) },
    { id: 12, callFrame: frame('get', 'file:///app/lib/cache/cache-handler.mjs', 20) },
    { id: 13, callFrame: frame('parserOnHeadersComplete', 'node:_http_common', 71) },
  ];
  // One sample a millisecond: two renders (the warm-up), then the load.
  const samples = [5, 5, 2, 3, 8, 8, 9, 11, 10, 12, 13];
  return {
    nodes,
    startTime: 1_000,
    endTime: 1_000 + (samples.length + 1) * 1_000,
    samples,
    timeDeltas: samples.map(() => 1_000),
  };
}

describe('summarizeProfile (the CPU profile section of the bench)', () => {
  const profile = serverProfile();
  // The first sample lands at 2,000 µs: the window opens at the third, after the warm-up's renders.
  const window = { fromMicros: 4_000, toMicros: profile.endTime };
  const summary = summarizeProfile(profile, window, {
    root: '/app',
    source: (url) => (url === CHUNK ? CHUNK_LINES : undefined),
  });
  const share = (name: string) => summary.categories.find((c) => c.name === name)?.share;

  it('counts only the samples inside the load window, idle time apart', () => {
    expect(summary.samples).toBe(9);
    expect(summary.idleMs).toBe(1);
    expect(summary.busyMs).toBe(8);
    expect(share('rendering')).toBe(0);
  });

  it('splits the busy time by kind of work, the shares adding up to 1', () => {
    expect(share('ETag hashing')).toBe(0.25);
    expect(share('writing the response')).toBe(0.125);
    expect(share('garbage collection')).toBe(0.125);
    expect(share('proxy')).toBe(0.125);
    expect(share('async hooks')).toBe(0.125);
    expect(share('cache handler')).toBe(0.125);
    expect(share('rest')).toBe(0.125);
    expect(summary.categories.reduce((sum, c) => sum + c.share, 0)).toBeCloseTo(1);
  });

  it('ranks functions by self time, with where they are and what they were counted as', () => {
    expect(summary.top[0]).toEqual({
      functionName: '(anonymous)',
      location: `.next-bench/server/chunks/ssr/page.js:1:${fnvColumn + 1}`,
      selfMs: 2,
      share: 0.25,
      category: 'ETag hashing',
    });
    expect(summary.top.map((entry) => entry.functionName)).not.toContain('(idle)');
    expect(summary.top.find((entry) => entry.functionName === 'get')?.location).toBe(
      'lib/cache/cache-handler.mjs:21:1',
    );
  });

  it('counts a render when the window covers it (a page rendered per request shows)', () => {
    const all = summarizeProfile(profile, { fromMicros: 0, toMicros: profile.endTime });
    expect(all.categories.find((c) => c.name === 'rendering')?.ms).toBe(2);
  });
});

describe('classifyStack', () => {
  it("counts the cache handler's code as the cache handler, as source or as the built chunk", () => {
    for (const url of [
      'file:///app/lib/cache/cache-handler.mjs',
      'file:///app/.next-bench/server/chunks/lib_cache_cache-handler_mjs_1lewbwz47jfb_._.js',
    ]) {
      expect(classifyStack([frame('get', url, 20), frame('(root)')])).toBe('cache handler');
    }
  });

  it('gives a write under the proxy to writing, not to the proxy', () => {
    expect(classifyStack([frame('writev'), frame('runMiddleware'), frame('(root)')])).toBe(
      'writing the response',
    );
  });

  it('counts async hooks only as the innermost code, not as the AsyncLocalStorage.run around a request', () => {
    const run = frame('run', 'node:async_hooks', 340);
    expect(classifyStack([frame('handleRequest', 'file:///app/x.js'), run])).toBe('rest');
    expect(classifyStack([frame('(program)'), frame('_propagate', 'node:async_hooks'), run])).toBe(
      'async hooks',
    );
  });
});

describe('etagFrame', () => {
  it("recognises Next's hash by name, by file, and by its code once bundled", () => {
    expect(
      etagFrame(frame('fnv1a52', 'file:///app/node_modules/next/dist/server/lib/etag.js')),
    ).toBe(true);
    expect(etagFrame(frame('', 'file:///app/node_modules/next/dist/server/lib/etag.js', 30))).toBe(
      true,
    );
    expect(etagFrame(frame('', CHUNK, 0, fnvColumn), () => CHUNK_LINES)).toBe(true);
  });

  it('leaves other anonymous functions of the chunk alone, and chunks it cannot read', () => {
    expect(etagFrame(frame('', CHUNK, 0, 0), () => CHUNK_LINES)).toBe(false);
    expect(etagFrame(frame('', CHUNK, 0, fnvColumn), () => undefined)).toBe(false);
  });
});
