import { openUrlFor, specUrlOfPage } from './page-address';
import * as h5 from './page-address.h5';

describe('page addresses in mini programs', () => {
  it('opens the page path with path params and query', () => {
    expect(openUrlFor('/s/000001/buy/?amount=100')).toBe('/trade/fund-buy/index?symbol=000001&amount=100');
    expect(openUrlFor('/no/such/')).toBeNull();
  });

  it('reads a stacked page back as its spec URL, options decoded', () => {
    expect(specUrlOfPage({ route: 'trade/fund-buy/index', options: { symbol: '000001', amount: '100' } })).toBe('/s/000001/buy/?amount=100');
    expect(specUrlOfPage({ route: 'research/funds-diagnosis-search/index', options: { q: encodeURIComponent('白酒') } })).toBe(`/symbols/funds/diagnosis/search?q=${encodeURIComponent('白酒')}`);
    expect(specUrlOfPage(undefined)).toBeNull();
  });
});

describe('page addresses on H5', () => {
  it('opens the spec URL itself, an alias as the route’s own spelling', () => {
    expect(h5.openUrlFor('/s/000001/buy/?amount=100')).toBe('/s/000001/buy/?amount=100');
    expect(h5.openUrlFor('/managers/12/')).toBe('/symbols/funds/managers/12/');
    expect(h5.openUrlFor('/accounts/trade_password/change')).toBe('/accounts/trade_password/change/');
    expect(h5.openUrlFor('/no/such/')).toBeNull();
  });

  it('reads a stacked page from its address and params, without Taro’s own keys', () => {
    const page = { route: '/s/000001/buy/', $taroParams: { symbol: '000001', amount: '100', stamp: '3', $taroTimestamp: '17' } };
    expect(h5.specUrlOfPage(page)).toBe('/s/000001/buy/?amount=100');
    expect(h5.specUrlOfPage({ route: '/pages/not-found/index', $taroParams: {} })).toBeNull();
  });
});
