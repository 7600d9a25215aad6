import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Integration tests: services and route handlers against PGlite and, when configured, PostgreSQL. */
/** @type {import('jest').Config} */
const config = {
  displayName: 'integration',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
  testTimeout: 60_000,
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/helpers/empty-module.js',
    '^@/(.*)$': '<rootDir>/$1',
  },
};

export default createJestConfig(config);
