const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  // Every core: Jest's default leaves one free, which on a 2-core machine is half of them.
  maxWorkers: '100%',
  // Several suites read every content file, render pages or encode pictures in their setup:
  // a few seconds on a quiet machine, past Jest's 5 s default when the machine is busy.
  testTimeout: 30_000,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/out/', '/.next/', '/.bench/'],
};

module.exports = createJestConfig(config);
