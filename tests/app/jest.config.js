const path = require('node:path');
const { swcTransform } = require('../jest/swc-transform');

const root = path.resolve(__dirname, '../..');

/** App components rendered with React in jsdom, Taro primitives mapped to DOM elements. */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'app',
  rootDir: root,
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/tests/app'],
  testMatch: ['**/*.test.tsx', '**/*.test.ts'],
  setupFiles: ['<rootDir>/tests/jest/app-globals.ts'],
  moduleNameMapper: {
    '^@tarojs/taro$': '<rootDir>/tests/jest/taro-fake.ts',
    '^@tarojs/components$': '<rootDir>/tests/jest/taro-components.tsx',
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.css$': '<rootDir>/tests/jest/style-stub.ts',
    // The ES module file the H5 build's router stand-in imports; jest runs the package's CommonJS build.
    '^universal-router/module\\.js$': 'universal-router',
  },
  transform: {
    '^.+\\.tsx?$': swcTransform({ jsx: true }),
  },
};
