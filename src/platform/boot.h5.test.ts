import { actAsGuest, resetTaroFake } from '../../tests/jest/taro-fake';
import { bootPlatform } from './boot.h5';

// Taro's runtime ships only ES modules, which jest does not load: the page-mount patch is tested in E2E.
jest.mock('./sliced-mount.h5', () => ({ mountPagesInSlices: () => undefined }));
// Taro's alias table as the H5 router fills it from customRoutes: exact addresses only.
jest.mock('@tarojs/router', () => ({
  routesAlias: { getOrigin: (url: string) => (url === '/accounts/trade_password/change/' ? '/accounts/trade-password-change/index' : url) },
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { routesAlias } = require('@tarojs/router') as { routesAlias: { getOrigin: (url: string) => string } };

const address = () => window.location.pathname + window.location.search;
const open = (url: string) => {
  window.history.replaceState(null, '', url);
  bootPlatform();
};

beforeEach(() => resetTaroFake());

describe('the H5 address bar at boot', () => {
  it('keeps a spec URL as it is: the router opens it through customRoutes', () => {
    open('/s/000001/buy/?amount=100');
    expect(address()).toBe('/s/000001/buy/?amount=100');
    open('/');
    expect(address()).toBe('/');
  });

  it('turns an old page-path link into its spec URL', () => {
    open('/trade/fund-buy/index?symbol=000001&amount=100');
    expect(address()).toBe('/s/000001/buy/?amount=100');
    open('/no/such/page/');
    expect(address()).toBe('/no/such/page/');
  });

  it('sends a guest at a login-only address to login with next set', () => {
    actAsGuest();
    open('/accounts/trade_password/change/');
    expect(window.location.pathname).toBe('/accounts/login/');
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/accounts/trade_password/change/');
  });

  it('lets Taro find the page config of an address with params through the route table', () => {
    open('/');
    expect(routesAlias.getOrigin('/s/000001/')).toBe('/symbols/fund-detail/index');
    expect(routesAlias.getOrigin('/accounts/trade_password/change/')).toBe('/accounts/trade-password-change/index');
    expect(routesAlias.getOrigin('/no/such/')).toBe('/no/such/');
  });
});
