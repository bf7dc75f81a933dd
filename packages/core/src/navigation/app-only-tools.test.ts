import type { ClientInfo } from './client-kind';
import { APP_ONLY_TOOLS, appOnlyToolGate, supportsInAppRoutes } from './app-only-tools';

const app = (version: string | null): ClientInfo => ({ kind: 'fund_app', appVersion: version });

describe('app-only tools', () => {
  it('covers asset health and fund model', () => {
    expect([...APP_ONLY_TOOLS].sort()).toEqual(['asset_health', 'fund_model']);
  });

  it('asks to download the app everywhere outside our native apps', () => {
    for (const kind of ['weapp', 'qq', 'wechat_browser', 'qq_browser', 'browser'] as const) {
      expect(appOnlyToolGate('asset_health', { kind, appVersion: null })).toEqual({ kind: 'download_confirm', tool: 'asset_health' });
    }
  });

  it('opens inside any of our native apps', () => {
    expect(appOnlyToolGate('fund_model', app('5.3.0'))).toEqual({ kind: 'open', tool: 'fund_model', newInAppRoute: true });
    expect(appOnlyToolGate('fund_model', { kind: 'stock_app', appVersion: '4.0' })).toEqual({ kind: 'open', tool: 'fund_model', newInAppRoute: false });
  });
});

describe('in-app routes from 5.3.0', () => {
  it('needs version 5.3.0 or later, compared by number', () => {
    expect(supportsInAppRoutes(app('5.3.0'))).toBe(true);
    expect(supportsInAppRoutes(app('5.3'))).toBe(true);
    expect(supportsInAppRoutes(app('5.10.0'))).toBe(true);
    expect(supportsInAppRoutes(app('6.0'))).toBe(true);
    expect(supportsInAppRoutes(app('5.2.9'))).toBe(false);
    expect(supportsInAppRoutes(app('4.9.12'))).toBe(false);
  });

  it('is off when the version is unknown or outside the app', () => {
    expect(supportsInAppRoutes(app(null))).toBe(false);
    expect(supportsInAppRoutes({ kind: 'weapp', appVersion: '5.3.0' })).toBe(false);
  });
});
