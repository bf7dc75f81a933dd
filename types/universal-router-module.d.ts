// universal-router's ES module file, imported by path where the package name is aliased (src/platform/sliced-router.h5.ts).
declare module 'universal-router/module.js' {
  export * from 'universal-router';
  export { default } from 'universal-router';
}
