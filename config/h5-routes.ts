import path from 'node:path';
import { createSwcRegister } from '@tarojs/helper';

// Taro compiles only config/ when it loads this config; the route table is TypeScript in packages/core, so it
// is read through the same compiler, widened to core's sources for this one require.
const configDir = __dirname;
const coreSources = path.resolve(__dirname, '..', 'packages', 'core', 'src');

/** router.customRoutes for the H5 build: every page at its spec URLs (packages/core/src/navigation/h5-paths.ts). */
export function h5CustomRoutes(): Record<string, string[]> {
  createSwcRegister({ only: [(file: string) => file.startsWith(configDir) || file.startsWith(coreSources)] });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const navigation = require('../packages/core/src/navigation') as typeof import('../packages/core/src/navigation');
  return navigation.h5CustomRoutes();
}
