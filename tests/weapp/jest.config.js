const path = require('node:path');
const { swcTransform } = require('../jest/swc-transform');

/** Components compiled by `taro build native-components --type weapp`, run under miniprogram-simulate. */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'weapp',
  rootDir: path.resolve(__dirname, '../..'),
  roots: ['<rootDir>/tests/weapp'],
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/tests/weapp/setup.js'],
  transform: { '^.+\\.ts$': swcTransform() },
};
