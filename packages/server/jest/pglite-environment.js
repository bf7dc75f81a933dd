// PGlite loads its WASM and Node built-ins with dynamic import(), which Jest's module sandbox refuses
// unless Node runs with --experimental-vm-modules. The fix that needs no flag: load PGlite here, in
// the real Node context of the environment, and hand the sandbox that module (see pglite-module.js).
const { TestEnvironment } = require('jest-environment-node');

// The test database templates' files, read once per worker and shared by its test files (each file has its
// own module registry, so a cache in the server's code would be read again for every file).
const templateImages = new Map();

class PgliteEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    this.global.__PGLITE_MODULE__ = require('@electric-sql/pglite');
    this.global.__FUND_TEMPLATE_IMAGES__ = templateImages;
  }
}

module.exports = PgliteEnvironment;
