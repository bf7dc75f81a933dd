const path = require('node:path');

/** Components compiled by `taro build native-components --type weapp`, run under miniprogram-simulate. */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'weapp',
  rootDir: path.resolve(__dirname, '../..'),
  roots: ['<rootDir>/tests/weapp'],
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/tests/weapp/setup.js'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tests/weapp/tsconfig.json' }] },
};
