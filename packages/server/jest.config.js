// Server tests build the app and call it with inject, over an in-memory PGlite.
const { swcTransform } = require('../../tests/jest/swc-transform');
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'server',
  testEnvironment: '<rootDir>/jest/pglite-environment.js',
  moduleNameMapper: { '^@electric-sql/pglite$': '<rootDir>/jest/pglite-module.js' },
  roots: ['<rootDir>/src'],
  // Test databases start from templates (migrated, or with the demo seed) made once per source version.
  globalSetup: '<rootDir>/src/testing/test-templates-setup.ts',
  transform: {
    // inject's light-my-request pulls cookie@2, which ships only ES modules: compile just that to CommonJS.
    'light-my-request/node_modules/cookie/.+\\.js$': ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs' } }],
    '^.+\\.tsx?$': swcTransform(),
  },
  transformIgnorePatterns: ['^(?!.*light-my-request/node_modules/cookie/).*/node_modules/'],
  // PGlite's first open in a process takes a few seconds (WASM start-up).
  testTimeout: 30000,
  // Each suite's database is single-threaded WASM (or one PostgreSQL backend): two workers use both cores.
  maxWorkers: 2,
};
