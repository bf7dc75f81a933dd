// Mapped over '@electric-sql/pglite' in tests: the module loaded outside the sandbox by the environment.
module.exports = globalThis.__PGLITE_MODULE__;
