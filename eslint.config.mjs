import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      // Other build folders (NEXT_DIST_DIR): the benchmarks' .next-bench, parallel checkouts.
      '.next-*/**',
      'node_modules/**',
      'drizzle/**',
      'bench/.work/**',
      // The framework-floor apps of the benchmarks: plain JavaScript, not part of the site.
      'bench/empty-app/**',
      'bench/styled-floor/**',
      'test-results/**',
      'test-results-*/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
];

export default config;
