import { defineConfig, type UserConfigExport } from '@tarojs/cli';
import path from 'node:path';
import devConfig from './dev';
import prodConfig from './prod';
import { PrecompressPlugin } from './precompress-plugin';
import { minifyWithSwc } from './minify';
import { sharePageLibraries } from './split-chunks';
import { apiBaseFor } from './api-base';
import { h5CustomRoutes } from './h5-routes';
import { StartupSlicesPlugin } from './startup-slices';
import { rootFontSizeCss } from './root-font-size';

// The API base is fixed at build time (see api-base.ts for the defaults).
const apiBase = apiBaseFor(process.env.TARO_ENV, process.env.TARO_APP_API_BASE);
// `taro build native-components` writes beside, not over, the app build.
const nativeComponents = process.argv.includes('native-components');
// FUND_DIST moves every build (and what npm start serves) to another folder, so parallel work can build apart.
const distRoot = process.env.FUND_DIST ?? 'dist';
// The workspace packages ship TypeScript sources: let Taro's babel compile them like src/.
const workspaceSources = [path.resolve(__dirname, '..', 'packages', 'core', 'src')];
const nodeModule = (file: string) => path.resolve(__dirname, '..', 'node_modules', file);
// Evaluated before the H5 entry, a task each (startup-slices.ts): the first two are the entry's first imports,
// the others pure; the heaviest of what the entry evaluates.
const warmBeforeEntry = [
  nodeModule('@tarojs/plugin-platform-h5/dist/runtime/index.js'),
  nodeModule('@tarojs/taro-h5/dist/api/taro.js'),
  nodeModule('@tarojs/router/dist/index.js'),
  path.resolve(__dirname, '..', 'packages', 'core', 'src', 'navigation', 'route-urls.ts'),
  nodeModule('react-dom/index.js'),
];

const DESIGN_WIDTH = 750;
const DEVICE_RATIO = { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 };

export default defineConfig<'webpack5'>(async (merge, { mode }) => {
  const base: UserConfigExport<'webpack5'> = {
    projectName: 'fund-mini',
    date: '2026-11-22',
    designWidth: DESIGN_WIDTH,
    deviceRatio: DEVICE_RATIO,
    sourceRoot: 'src',
    outputRoot: nativeComponents ? `${distRoot}/native-weapp` : `${distRoot}/${process.env.TARO_ENV ?? 'weapp'}`,
    plugins: [],
    defineConstants: {
      'process.env.TARO_APP_API_BASE': JSON.stringify(apiBase),
      // Subscribe-message template ids (topic=id,…), as each mini program's console assigned them; none: 消息提醒暂未开通.
      'process.env.TARO_APP_SUBSCRIBE_TEMPLATES': JSON.stringify(process.env.TARO_APP_SUBSCRIBE_TEMPLATES ?? ''),
    },
    alias: {
      '@': path.resolve(__dirname, '..', 'src'),
    },
    copy: { patterns: [], options: {} },
    framework: 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: { enable: false },
    mini: {
      compile: { include: workspaceSources },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
      optimizeMainPackage: { enable: true },
    },
    h5: {
      compile: { include: workspaceSources },
      publicPath: '/',
      staticDirectory: 'static',
      // src/index.html writes this rule instead of Taro's root-size script (root-font-size.ts says why).
      htmlPluginOption: { rootFontSizeCss: rootFontSizeCss(DESIGN_WIDTH, DEVICE_RATIO[DESIGN_WIDTH]) },
      // The address bar shows the spec's URLs (/s/000001/, /accounts/trade_password/change/), not page paths.
      router: { mode: 'browser', customRoutes: process.env.TARO_ENV === 'h5' ? h5CustomRoutes() : {} },
      output: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[contenthash:8].js' },
      miniCssExtractPluginOption: { ignoreOrder: true, filename: 'css/[name].[contenthash:8].css', chunkFilename: 'css/[name].[contenthash:8].css' },
      webpackChain(chain) {
        chain.plugin('precompress').use(PrecompressPlugin);
        minifyWithSwc(chain);
        sharePageLibraries(chain);
        chain.plugin('startup-slices').use(StartupSlicesPlugin, [warmBeforeEntry, path.resolve(__dirname, '..', 'src', 'app.config.ts')]);
        // Platform.js parses the user agent when loaded; Taro's H5 API loads it for a call the app does not make.
        chain.resolve.alias.set('platform$', path.resolve(__dirname, '..', 'src', 'platform', 'user-agent-library.h5.ts'));
        // Taro's router compiles every route's pattern in the task that shows the first page: compiled in slices instead.
        chain.resolve.alias.set('universal-router$', path.resolve(__dirname, '..', 'src', 'platform', 'sliced-router.h5.ts'));
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
    },
  };
  return merge({}, base, mode === 'development' ? devConfig : prodConfig);
});
