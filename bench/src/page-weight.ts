import { gzipSync } from 'node:zlib';

/**
 * Page weight from real responses: the HTML of a page, and the JavaScript and CSS it makes the
 * browser load at first (its `<script src>` other than `nomodule`, script preloads and
 * stylesheets), each gzip-sized.
 * Shared by the bench's size budgets and the bundle gate (tests/e2e/gates-bundle.spec.ts).
 */

export interface PageAssets {
  scripts: string[];
  stylesheets: string[];
  /** Assets on other origins (tracking pixels): listed, not counted. */
  external: string[];
}

export interface AssetSize {
  url: string;
  bytes: number;
  gzipBytes: number;
}

export interface PageWeight {
  path: string;
  status: number;
  htmlBytes: number;
  htmlGzipBytes: number;
  jsBytes: number;
  jsGzipBytes: number;
  cssBytes: number;
  cssGzipBytes: number;
  scripts: AssetSize[];
  stylesheets: AssetSize[];
  external: string[];
  /** Cache headers of the HTML response (served from cache or rendered for this request). */
  cache: { nextjsCache: string | null; cacheControl: string | null; prerender: string | null };
}

/** gzip at zlib's default level (6), the level `next start` compresses with. */
export function gzipSize(bytes: Uint8Array): number {
  return gzipSync(bytes).length;
}

function attributes(tag: string): Map<string, string> {
  const result = new Map<string, string>();
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  const inner = tag.replace(/^<\s*[a-zA-Z]+/, '').replace(/\/?>$/, '');
  for (const match of inner.matchAll(pattern)) {
    const name = match[1]?.toLowerCase();
    if (name) result.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return result;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** Script and stylesheet URLs of an HTML document, absolute against `pageUrl`, de-duplicated. */
export function extractAssets(html: string, pageUrl: string): PageAssets {
  const origin = new URL(pageUrl).origin;
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  const external = new Set<string>();
  const add = (target: Set<string>, href: string | undefined) => {
    if (!href) return;
    const url = new URL(href, pageUrl);
    if (url.origin === origin) target.add(url.href);
    else external.add(url.href);
  };
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    // `nomodule` scripts (Next.js's legacy polyfills) are skipped by every browser that runs modules.
    if (!attrs.has('nomodule')) add(scripts, attrs.get('src'));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    const as = attrs.get('as')?.toLowerCase();
    if (rel.includes('stylesheet') || (rel.includes('preload') && as === 'style')) {
      add(stylesheets, attrs.get('href'));
    } else if (rel.includes('modulepreload') || (rel.includes('preload') && as === 'script')) {
      add(scripts, attrs.get('href'));
    }
  }
  return { scripts: [...scripts], stylesheets: [...stylesheets], external: [...external] };
}

/** Fetches a URL uncompressed (so the byte count is the asset's own) and returns its bytes. */
async function fetchBytes(
  url: string,
): Promise<{ status: number; bytes: Uint8Array; headers: Headers }> {
  const response = await fetch(url, {
    headers: { 'accept-encoding': 'identity' },
    redirect: 'follow',
    signal: AbortSignal.timeout(30_000),
  });
  return {
    status: response.status,
    bytes: new Uint8Array(await response.arrayBuffer()),
    headers: response.headers,
  };
}

async function sizeAssets(urls: string[]): Promise<AssetSize[]> {
  return Promise.all(
    urls.map(async (url) => {
      const { status, bytes } = await fetchBytes(url);
      if (status !== 200) throw new Error(`${url} answered ${status}`);
      return { url, bytes: bytes.length, gzipBytes: gzipSize(bytes) };
    }),
  );
}

const sum = (sizes: AssetSize[], key: 'bytes' | 'gzipBytes') =>
  sizes.reduce((total, size) => total + size[key], 0);

/** Measures one page of a running server: HTML, first-load JS and CSS, raw and gzip. */
export async function measurePageWeight(baseUrl: string, path: string): Promise<PageWeight> {
  const pageUrl = new URL(path, baseUrl).href;
  const page = await fetchBytes(pageUrl);
  const html = new TextDecoder().decode(page.bytes);
  const assets = extractAssets(html, pageUrl);
  const [scripts, stylesheets] = await Promise.all([
    sizeAssets(assets.scripts),
    sizeAssets(assets.stylesheets),
  ]);
  return {
    path,
    status: page.status,
    htmlBytes: page.bytes.length,
    htmlGzipBytes: gzipSize(page.bytes),
    jsBytes: sum(scripts, 'bytes'),
    jsGzipBytes: sum(scripts, 'gzipBytes'),
    cssBytes: sum(stylesheets, 'bytes'),
    cssGzipBytes: sum(stylesheets, 'gzipBytes'),
    scripts,
    stylesheets,
    external: assets.external,
    cache: {
      nextjsCache: page.headers.get('x-nextjs-cache'),
      cacheControl: page.headers.get('cache-control'),
      prerender: page.headers.get('x-nextjs-prerender'),
    },
  };
}
