import type { NextConfig } from 'next';
import { securityHeaders } from './lib/http/security-headers';

const isProduction = process.env.NODE_ENV === 'production';

const downloadHeaders = [
  { key: 'Content-Security-Policy', value: "sandbox; default-src 'none'; frame-ancestors 'none'" },
  { key: 'Referrer-Policy', value: 'no-referrer' },
];

/** Next.js's own defaults: a file is a page or route only with one of these. */
const PAGE_EXTENSIONS = ['tsx', 'ts', 'jsx', 'js'];

const nextConfig: NextConfig = {
  // `npm run bench -- --analytics` builds with SONARA_BENCH_ROUTES=1, which makes `route.bench.ts`
  // files routes too (the empty handler /api/event is measured against). Any other build leaves
  // them out, so the site never serves them.
  pageExtensions:
    process.env.SONARA_BENCH_ROUTES === '1' ? ['bench.ts', ...PAGE_EXTENSIONS] : PAGE_EXTENSIONS,
  // A separate build folder lets parallel checkouts or benchmark builds avoid each other.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // A self-contained server under <distDir>/standalone (server.js plus only the node_modules it
  // needs): what the container runs. `scripts/standalone.sh` adds public/ and the static assets.
  output: 'standalone',
  // Read from disk at run time through process.cwd(), which the file tracer cannot follow: the
  // migrations (applied at every start) and the blog's Markdown (pages render on first request).
  outputFileTracingIncludes: { '/**/*': ['./drizzle/**/*', './content/blog/**/*'] },
  poweredByHeader: false,
  // proxy.ts answers an address with a trailing slash itself, with the security headers, which
  // Next.js's own redirect for it does not carry.
  skipTrailingSlashRedirect: true,
  // Next.js would hash every byte of a page's HTML on every request to answer 304 to a browser
  // that sends the same ETag back: a fifth of the server's time on a cached page, to save a
  // repeat visitor about 15 KB of gzip. Pages go out whole instead.
  generateEtags: false,
  reactStrictMode: true,
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@node-rs/argon2'],
  // The site's own page cache: pages and cached data in memory, expired by tag, also when the tag
  // changed through another instance (lib/cache/cache-handler.mjs). No second in-memory copy in
  // front of it, which would miss those other instances' changes.
  cacheHandler: require.resolve('./lib/cache/cache-handler.mjs'),
  cacheMaxMemorySize: 0,
  // app/global-not-found.tsx answers every unknown address as a page of its own, served complete
  // (a catch-all page calling notFound() was served as an empty shell the browser filled in).
  experimental: { globalNotFound: true },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders(isProduction) },
      // Resume downloads (uploaded by strangers): a sandbox CSP in case a browser renders one anyway.
      // Config headers win over a route's own, so the stricter policy has to be set here.
      { source: '/api/resumes/:path*', headers: downloadHeaders },
      { source: '/api/admin/leads/:type/:id/resume', headers: downloadHeaders },
    ];
  },
};

export default nextConfig;
