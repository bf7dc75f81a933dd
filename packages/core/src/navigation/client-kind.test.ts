import { clientFromUserAgent, compareVersions, isMiniProgram, isNativeApp } from './client-kind';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

describe('client detection from the H5 user agent', () => {
  it('reads our fund app and its version', () => {
    const client = clientFromUserAgent(`${IPHONE} FundApp/5.3.1`);
    expect(client).toEqual({ kind: 'fund_app', appVersion: '5.3.1' });
    expect(isNativeApp(client)).toBe(true);
  });

  it('tells the stock and futures apps apart', () => {
    expect(clientFromUserAgent(`${IPHONE} StockApp/4.0`).kind).toBe('stock_app');
    expect(clientFromUserAgent(`${IPHONE} FuturesApp/6.1.2`).kind).toBe('futures_app');
  });

  it('recognises the messaging-app browser', () => {
    const client = clientFromUserAgent(`${IPHONE} MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN`);
    expect(client).toEqual({ kind: 'wechat_browser', appVersion: null });
    expect(isNativeApp(client)).toBe(false);
    expect(isMiniProgram(client)).toBe(false);
  });

  it('falls back to a plain browser', () => {
    expect(clientFromUserAgent(IPHONE)).toEqual({ kind: 'browser', appVersion: null });
  });
});

describe('version comparison', () => {
  it('compares numerically, not as text', () => {
    expect(compareVersions('5.10.0', '5.3.0')).toBe(1);
    expect(compareVersions('5.3', '5.3.0')).toBe(0);
    expect(compareVersions('5.2.9', '5.3.0')).toBe(-1);
  });
});
