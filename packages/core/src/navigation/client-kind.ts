// Which client the app runs in. The spec gates app-only tools and newer in-app routes on this.

export type ClientKind =
  | 'weapp' // WeChat mini program
  | 'qq' // QQ mini program
  | 'fund_app' // our native fund app's web view
  | 'stock_app'
  | 'futures_app'
  | 'wechat_browser' // the messaging app's built-in browser
  | 'qq_browser'
  | 'browser'; // any other H5 browser

export interface ClientInfo {
  kind: ClientKind;
  /** The native app's version when inside one of our apps, e.g. "5.3.1"; null elsewhere. */
  appVersion: string | null;
}

// Our native apps append "<Name>/<version>" to the web view's user agent.
const APP_MARKERS: ReadonlyArray<readonly [RegExp, ClientKind]> = [
  [/\bFundApp\/(\d+(?:\.\d+){0,3})/i, 'fund_app'],
  [/\bStockApp\/(\d+(?:\.\d+){0,3})/i, 'stock_app'],
  [/\bFuturesApp\/(\d+(?:\.\d+){0,3})/i, 'futures_app'],
];

/** Reads the client from an H5 user agent. Mini programs know their kind at build time and skip this. */
export function clientFromUserAgent(userAgent: string): ClientInfo {
  for (const [pattern, kind] of APP_MARKERS) {
    const match = pattern.exec(userAgent);
    if (match) return { kind, appVersion: match[1] ?? null };
  }
  if (/MicroMessenger\//i.test(userAgent)) return { kind: 'wechat_browser', appVersion: null };
  if (/\bQQ\/\d/i.test(userAgent)) return { kind: 'qq_browser', appVersion: null };
  return { kind: 'browser', appVersion: null };
}

export function isNativeApp(client: ClientInfo): boolean {
  return client.kind === 'fund_app' || client.kind === 'stock_app' || client.kind === 'futures_app';
}

export function isMiniProgram(client: ClientInfo): boolean {
  return client.kind === 'weapp' || client.kind === 'qq';
}

/** Compares dotted versions numerically: "5.10.0" > "5.3.0". */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const pb = b.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff < 0 ? -1 : 1;
  }
  return 0;
}
