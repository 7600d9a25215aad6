import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit and component tests: pure logic in node, components in jsdom (per-file docblock). */
/** @type {import('jest').Config} */
const config = {
  displayName: 'unit',
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/tests/helpers/setup-dom.ts'],
  // A build's standalone server holds copies of package.json and lib/: not modules of the tests.
  modulePathIgnorePatterns: ['<rootDir>/\\.next/', '<rootDir>/\\.next-[^/]+/'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/helpers/empty-module.js',
    '^next/cache$': '<rootDir>/tests/helpers/next-cache.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
};

export default createJestConfig(config);
