import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Integration tests: services and route handlers against PGlite and, when configured, PostgreSQL. */
/** @type {import('jest').Config} */
const config = {
  displayName: 'integration',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
  testTimeout: 60_000,
  // A build's standalone server holds copies of package.json and lib/: not modules of the tests.
  modulePathIgnorePatterns: ['<rootDir>/\\.next/', '<rootDir>/\\.next-[^/]+/'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/helpers/empty-module.js',
    '^next/cache$': '<rootDir>/tests/helpers/next-cache.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
};

// better-auth and its helpers ship ES modules only; jest (CommonJS on Node 20) needs them compiled,
// so those packages are taken out of next/jest's "never transform node_modules" rule.
const ESM_ONLY_PACKAGES = [
  'better-auth',
  '@better-auth',
  'better-call',
  'rou3',
  'defu',
  'jose',
  'nanostores',
  '@noble',
];

export default async function integrationConfig() {
  const resolved = await createJestConfig(config)();
  const esm = ESM_ONLY_PACKAGES.join('|');
  return {
    ...resolved,
    // next/jest's first pattern ignores node_modules except the packages Next transpiles (an
    // alternation); the ESM-only packages join that alternation.
    transformIgnorePatterns: resolved.transformIgnorePatterns.map((pattern, index) =>
      index === 0 ? pattern.replace('(?!(', `(?!(${esm}|`) : pattern,
    ),
  };
}
