const path = require('node:path');
const { swcTransform } = require('../jest/swc-transform');

/** Journeys in Debian's Chromium against the server `npm start` runs (built H5 + /api/v1). */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'e2e',
  rootDir: path.resolve(__dirname, '../..'),
  roots: ['<rootDir>/tests/e2e'],
  testEnvironment: '<rootDir>/tests/e2e/environment.js',
  // A failed test leaves a screenshot of each open page and its last API answers (failure-report.ts).
  setupFilesAfterEnv: ['<rootDir>/tests/e2e/failure-report.ts'],
  globalSetup: '<rootDir>/tests/e2e/global-setup.mjs',
  globalTeardown: '<rootDir>/tests/e2e/global-teardown.mjs',
  testTimeout: 60000,
  maxWorkers: 1,
  testSequencer: '<rootDir>/tests/e2e/shuffle-sequencer.js',
  transform: { '^.+\\.ts$': swcTransform() },
};
