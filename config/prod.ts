import type { UserConfigExport } from '@tarojs/cli';

export default {
  // No progress bar in production builds: CI logs stay readable; errors and warnings still print.
  logger: { quiet: true, stats: false },
  mini: {},
  h5: {},
} satisfies UserConfigExport<'webpack5'>;
