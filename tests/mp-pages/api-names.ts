// The APIs each platform's global really has, so a call to anything else is caught as the real runtime
// would fail it. WeChat: the `Wx` interface of miniprogram-api-typings (WeChat's own typings). QQ: Taro's
// list for QQ (the shared API lists plus the QQ plugin's own), the only machine-readable list at hand.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const read = (rel: string): string => readFileSync(path.join(ROOT, 'node_modules', rel), 'utf8');

// Names the typings file shows at method indentation inside `interface Wx` that are parameters or fields of
// nested examples, not APIs.
const NOT_APIS = new Set(['BSSID', 'SSID', 'data', 'err', 'error', 'filePath', 'res']);

function wechatApis(): Set<string> {
  const text = read('miniprogram-api-typings/types/wx/lib.wx.api.d.ts');
  const start = text.indexOf('    interface Wx {');
  if (start === -1) throw new Error('miniprogram-api-typings: interface Wx not found');
  const names = new Set<string>();
  for (const m of text.slice(start).matchAll(/^ {8}([a-zA-Z]\w*)[<(:]/gm)) {
    if (!NOT_APIS.has(m[1] ?? '')) names.add(m[1] ?? '');
  }
  return names;
}

/** The string members of every `new Set([...])` in a Taro runtime file: its API lists. */
function taroSets(rel: string): string[] {
  const text = read(rel);
  return [...text.matchAll(/new Set\(\[([\s\S]*?)\]\)/g)].flatMap((m) => [...(m[1] ?? '').matchAll(/'(\w+)'/g)].map((q) => q[1] ?? ''));
}

// APIs the platform has that Taro's lists omit: sync calls and events it does not promisify, and request,
// which Taro wraps on its own.
const SYNC_BASICS = [
  'request',
  'getSystemInfoSync', 'getStorageSync', 'setStorageSync', 'removeStorageSync', 'clearStorageSync', 'getStorageInfoSync',
  'getLaunchOptionsSync', 'getEnterOptionsSync', 'getMenuButtonBoundingClientRect', 'getUpdateManager', 'createSelectorQuery',
  'createIntersectionObserver', 'createCanvasContext', 'createAnimation', 'nextTick', 'canIUse', 'onAppShow', 'onAppHide',
  'offAppShow', 'offAppHide', 'onError', 'onUnhandledRejection', 'onPageNotFound', 'onNetworkStatusChange', 'getAccountInfoSync',
  'getRealtimeLogManager', 'getLogManager', 'reportAnalytics', 'getFileSystemManager', 'arrayBufferToBase64', 'base64ToArrayBuffer',
];

function qqApis(): Set<string> {
  return new Set([...taroSets('@tarojs/shared/dist/native-apis.js'), ...taroSets('@tarojs/plugin-platform-qq/dist/runtime.js'), ...SYNC_BASICS]);
}

export type Platform = 'weapp' | 'qq';

export function platformApis(platform: Platform): Set<string> {
  return platform === 'weapp' ? wechatApis() : qqApis();
}
