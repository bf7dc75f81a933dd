// The fast suites: core, server and the app's components rendered for H5 in jsdom.
// tests/weapp and tests/e2e need builds first and have their own configs (see scripts/test.mjs).
/** @type {import('jest').Config} */
module.exports = {
  projects: ['<rootDir>/packages/core', '<rootDir>/packages/server', '<rootDir>/tests/app'],
};
