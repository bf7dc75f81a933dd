const path = require('node:path');
const { swcTransform } = require('../jest/swc-transform');

/**
 * Tests that attack whole server processes: killed mid-burst and restarted, or two nodes on one
 * PostgreSQL. Run under scripts/with-postgres.mjs (TEST_DATABASE_URL names the server).
 */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'cluster',
  rootDir: path.resolve(__dirname, '../..'),
  roots: ['<rootDir>/tests/cluster'],
  testEnvironment: 'node',
  testTimeout: 180000,
  maxWorkers: 1,
  transform: { '^.+\\.ts$': swcTransform() },
};
