import { gzipSync } from 'node:zlib';
import { buildSync } from 'esbuild';
import { ROOT } from './paths';

/** The analytics beacon's budget: 1.0 KB gzip. */
export const BEACON_BUDGET_BYTES = 1024;

export interface BeaconSize {
  rawBytes: number;
  gzipBytes: number;
  budgetBytes: number;
}

/**
 * The analytics beacon's own code (the component, its send function and the constants they use),
 * bundled and minified as a browser gets it inside the page's chunk, then gzip -9. React and
 * Next's router are left out: every page loads them anyway.
 */
export function measureBeacon(): BeaconSize {
  const result = buildSync({
    stdin: {
      contents:
        "export { AnalyticsBeacon } from '@/components/analytics/analytics-beacon';\n" +
        "export { track } from '@/lib/analytics/track';\n",
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    jsx: 'automatic',
    external: ['react', 'react/jsx-runtime', 'next/navigation'],
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return {
    rawBytes: code.byteLength,
    gzipBytes: gzipSync(code, { level: 9 }).byteLength,
    budgetBytes: BEACON_BUDGET_BYTES,
  };
}
