/**
 * Summarises a V8 CPU profile (`node --cpu-prof`) over a time window: where a server's busy time
 * went by kind of work, and the functions with the most self time.
 */

export interface CpuProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: CpuProfileNode[];
  /** Microseconds on the host's monotonic clock (the one `process.hrtime` reads). */
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Kinds of work, in the order a sample is tried against them (the first that matches takes it). */
export const PROFILE_CATEGORIES = [
  'garbage collection',
  'writing the response',
  'ETag hashing',
  'cache handler',
  'rendering',
  'proxy',
  'async hooks',
  'rest',
] as const;
export type ProfileCategory = (typeof PROFILE_CATEGORIES)[number];

export interface ProfileSummary {
  /** Length of the window asked for, and how much of it the samples cover. */
  windowMs: number;
  samples: number;
  /** Time the process waited for work (`(idle)`): left out of every share. */
  idleMs: number;
  busyMs: number;
  /** Share of the busy time (0..1) of each category, in PROFILE_CATEGORIES order. */
  categories: { name: ProfileCategory; ms: number; share: number }[];
  /** The functions with the most self time, largest first; share of the busy time. */
  top: {
    functionName: string;
    location: string;
    selfMs: number;
    share: number;
    /** The category most of its self time was counted in. */
    category: ProfileCategory;
  }[];
}

export interface ProfileWindow {
  fromMicros: number;
  toMicros: number;
}

type Frame = CpuProfileNode['callFrame'];

/** React's server renderers (react-dom/server, the RSC renderer): a cached page calls none. */
const REACT_RENDER_FUNCTIONS = new Set([
  'renderToReadableStream',
  'renderToPipeableStream',
  'renderElement',
  'renderNode',
  'renderNodeDestructive',
  'renderWithHooks',
  'renderChildrenArray',
  'renderModel',
  'renderModelDestructive',
  'retryTask',
  'performWork',
]);

const WRITE_FUNCTIONS = new Set(['writev', 'writevGeneric']);
/** Next's ETag of a cached payload: an FNV-1a hash over the whole HTML string. */
const ETAG_FUNCTIONS = new Set(['generateETag', 'fnv1a52']);
const ETAG_FILE = /next\/dist\/server\/lib\/etag\.js$/;
/**
 * How the hash reads once bundled into a build chunk, where it is an anonymous arrow inside the
 * minified `sendRenderResult`: a `charCodeAt` loop multiplying by 435, the low half of FNV's
 * 52-bit prime, close to where the function starts.
 */
const FNV_REACH = 200;
const looksLikeFnv = (code: string) => code.includes('charCodeAt(') && /\b435\s*\*/.test(code);

/** The lines of a script by its profile URL, when it can be read (built chunks on disk). */
export type SourceReader = (url: string) => readonly string[] | undefined;

/** Whether a frame is Next's ETag hash: by name, by file, or by the code it runs. */
export function etagFrame(frame: Frame, source?: SourceReader): boolean {
  if (ETAG_FUNCTIONS.has(frame.functionName) || ETAG_FILE.test(frame.url)) return true;
  if (frame.functionName !== '' || !frame.url.includes('/server/chunks/')) return false;
  const line = source?.(frame.url)?.[frame.lineNumber];
  if (line === undefined) return false;
  return looksLikeFnv(line.slice(frame.columnNumber, frame.columnNumber + FNV_REACH));
}
/** The handler's source file, or the chunk the build bundles it into (installed at start). */
const CACHE_HANDLER_FILE =
  /lib\/cache\/cache-handler\.mjs$|\/server\/chunks\/(?:ssr\/)?lib_cache_cache-handler_mjs_/;
const INCREMENTAL_CACHE_FILE = /next\/dist\/server\/lib\/incremental-cache\//;
const ASYNC_HOOKS_FILE = /^node:(internal\/)?async_(hooks|local_storage)/;

const anyFrame = (stack: Frame[], test: (frame: Frame) => boolean) => stack.some(test);

/**
 * The kind of work one sample was doing, from its stack (leaf first). Specific work wins over the
 * code that called it: a response written from inside the proxy counts as writing.
 */
export function classifyStack(
  stack: Frame[],
  isEtag: (frame: Frame) => boolean = (frame) => etagFrame(frame),
): ProfileCategory {
  const leaf = stack[0];
  if (leaf?.functionName === '(garbage collector)') return 'garbage collection';
  if (anyFrame(stack, (f) => WRITE_FUNCTIONS.has(f.functionName))) return 'writing the response';
  if (anyFrame(stack, isEtag)) return 'ETag hashing';
  const cache = (f: Frame) =>
    CACHE_HANDLER_FILE.test(f.url) ||
    (f.functionName === 'get' && INCREMENTAL_CACHE_FILE.test(f.url));
  if (anyFrame(stack, cache)) return 'cache handler';
  if (anyFrame(stack, (f) => REACT_RENDER_FUNCTIONS.has(f.functionName))) return 'rendering';
  if (anyFrame(stack, (f) => f.functionName === 'runMiddleware')) return 'proxy';
  // `AsyncLocalStorage.run` wraps whole requests: only time spent inside the hooks' own code
  // (the innermost frame that has a source) is theirs.
  const own = stack.find((f) => f.url !== '');
  if (own && ASYNC_HOOKS_FILE.test(own.url)) return 'async hooks';
  return 'rest';
}

/** A readable place for a function (line:column, from 1): the path from node_modules or the root. */
export function shortLocation(frame: Frame, root: string): string {
  if (!frame.url) return '(native)';
  const url = frame.url.replace(/^file:\/\//, '');
  const fromModules = url.lastIndexOf('node_modules/');
  const short =
    fromModules >= 0
      ? url.slice(fromModules + 'node_modules/'.length)
      : url.startsWith(`${root}/`)
        ? url.slice(root.length + 1)
        : url;
  // Minified chunks hold whole modules on one line: the column tells their functions apart.
  return `${short}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
}

/**
 * Time per category and the top functions by self time over the samples taken inside `window`
 * (each sample weighs the time until the next one). `(idle)` is counted apart.
 */
export function summarizeProfile(
  profile: CpuProfile,
  window: ProfileWindow,
  options: { root: string; top?: number; source?: SourceReader } = { root: '' },
): ProfileSummary {
  // One verdict per frame, not one per sample that has it on its stack.
  const etagVerdicts = new Map<Frame, boolean>();
  const isEtag = (frame: Frame) => {
    let verdict = etagVerdicts.get(frame);
    if (verdict === undefined) {
      verdict = etagFrame(frame, options.source);
      etagVerdicts.set(frame, verdict);
    }
    return verdict;
  };
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parents.set(child, node.id);
  }
  const stacks = new Map<number, Frame[]>();
  const stackOf = (id: number): Frame[] => {
    const known = stacks.get(id);
    if (known) return known;
    const stack: Frame[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const node = nodes.get(at);
      if (node) stack.push(node.callFrame);
    }
    stacks.set(id, stack);
    return stack;
  };

  const perNode = new Map<number, number>();
  let samples = 0;
  let time = profile.startTime;
  for (let index = 0; index < profile.samples.length; index += 1) {
    time += profile.timeDeltas[index] ?? 0;
    const next = time + (profile.timeDeltas[index + 1] ?? profile.endTime - time);
    if (time < window.fromMicros || time >= window.toMicros) continue;
    const id = profile.samples[index];
    if (id === undefined) continue;
    samples += 1;
    perNode.set(id, (perNode.get(id) ?? 0) + Math.max(0, next - time));
  }

  const byCategory = new Map<ProfileCategory, number>();
  const bySelf = new Map<
    string,
    {
      functionName: string;
      location: string;
      micros: number;
      categories: Map<ProfileCategory, number>;
    }
  >();
  let idle = 0;
  let busy = 0;
  for (const [id, micros] of perNode) {
    const stack = stackOf(id);
    const leaf = stack[0];
    if (!leaf || leaf.functionName === '(idle)') {
      idle += micros;
      continue;
    }
    busy += micros;
    const category = classifyStack(stack, isEtag);
    byCategory.set(category, (byCategory.get(category) ?? 0) + micros);
    const functionName = leaf.functionName || '(anonymous)';
    const location = shortLocation(leaf, options.root);
    const key = `${functionName} ${location}`;
    const seen = bySelf.get(key) ?? { functionName, location, micros: 0, categories: new Map() };
    seen.micros += micros;
    seen.categories.set(category, (seen.categories.get(category) ?? 0) + micros);
    bySelf.set(key, seen);
  }

  const ms = (micros: number) => Math.round(micros / 100) / 10;
  const share = (micros: number) => (busy > 0 ? Math.round((micros / busy) * 1000) / 1000 : 0);
  return {
    windowMs: ms(window.toMicros - window.fromMicros),
    samples,
    idleMs: ms(idle),
    busyMs: ms(busy),
    categories: PROFILE_CATEGORIES.map((name) => {
      const micros = byCategory.get(name) ?? 0;
      return { name, ms: ms(micros), share: share(micros) };
    }),
    top: [...bySelf.values()]
      .sort((a, b) => b.micros - a.micros)
      .slice(0, options.top ?? 15)
      .map(({ functionName, location, micros, categories }) => ({
        functionName,
        location,
        selfMs: ms(micros),
        share: share(micros),
        category: [...categories].reduce((a, b) => (b[1] > a[1] ? b : a))[0],
      })),
  };
}
