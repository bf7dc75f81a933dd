import { matchUrl, pageUrlFor, parsePageUrl, specUrlFor } from './route-urls';

const patternOf = (url: string): string | undefined => matchUrl(url)?.route.pattern;

describe('matching spec URLs', () => {
  it('prefers a literal segment over a path param', () => {
    expect(patternOf('/accounts/funds/income/')).toBe('/accounts/funds/income/');
    expect(patternOf('/accounts/funds/123/')).toBe('/accounts/funds/{id}/');
    expect(patternOf('/symbols/funds/managers/question/')).toBe('/symbols/funds/managers/question/');
    expect(patternOf('/symbols/funds/managers/88/')).toBe('/symbols/funds/managers/{id}/');
    expect(patternOf('/store/mine/')).toBe('/store/mine/');
    expect(patternOf('/store/42/')).toBe('/store/{id}/');
  });

  it('reads a fund sold from a portfolio apart from a plain fund sell', () => {
    expect(matchUrl('/s/000001/77/sell/')?.params).toEqual({ symbol: '000001', id: '77' });
    expect(patternOf('/s/000001/sell/')).toBe('/s/{symbol}/sell/');
  });

  it('reads a param inside a segment (funds_{type}) and keeps /symbols/funds/ for the tab', () => {
    expect(matchUrl('/symbols/funds_zs/?fund_type=zs&sort=-percent_year')).toMatchObject({
      params: { type: 'zs' },
      query: { fund_type: 'zs', sort: '-percent_year' },
    });
    expect(matchUrl('/symbols/funds/')?.route.page).toBe('pages/funds/index');
    expect(matchUrl('/symbols/funds_/')).toBeNull();
  });

  it('reads the bare /managers/ spelling as the manager routes', () => {
    expect(matchUrl('/managers/12/?goodAtType=stock')).toMatchObject({ params: { id: '12' }, query: { goodAtType: 'stock' } });
    expect(patternOf('/managers/assess/history')).toBe('/symbols/funds/managers/assess/history');
  });

  it('ignores an origin and a fragment, and refuses other sites and broken paths', () => {
    expect(patternOf('https://m.example.com/s/000001/?from=share')).toBe('/s/{symbol}/');
    expect(patternOf('/faq/#unionpay')).toBe('/faq/');
    expect(matchUrl('//evil.example.com/accounts/mine/')).toBeNull();
    expect(matchUrl('/accounts//mine/')).toBeNull();
    expect(matchUrl('accounts/mine/')).toBeNull();
    expect(matchUrl('/nowhere/')).toBeNull();
  });

  it('decodes the query: + is a space, the first value wins, bad escapes stay as written, __proto__ is data', () => {
    const match = matchUrl('/search/?q=%E5%9F%BA%E9%87%91+ETF&q=second&bad=%E5%9F&__proto__=x');
    expect(match?.query.q).toBe('基金 ETF');
    expect(match?.query.bad).toBe('%E5%9F');
    expect(Object.keys(match?.query ?? {})).toEqual(['q', 'bad', '__proto__']);
    expect(Object.getPrototypeOf(match?.query)).toBe(Object.prototype);
  });

  it('decodes path params, an encoded slash included', () => {
    expect(matchUrl('/statuses/%E6%96%87%2F1')?.params).toEqual({ id: '文/1' });
  });
});

describe('page URLs for Taro', () => {
  it('puts path params first, then the query, percent-encoded', () => {
    expect(pageUrlFor('/s/000001/buy/?amount=100')).toBe('/trade/fund-buy/index?symbol=000001&amount=100');
    // An unencoded '&' in the spec URL separates pairs, as in any browser; the raw Chinese is encoded on the way out.
    expect(pageUrlFor('/search/?q=基金 & 债券')).toBe('/symbols/search/index?q=%E5%9F%BA%E9%87%91%20&%20%E5%80%BA%E5%88%B8=');
    expect(pageUrlFor('/search/?q=' + encodeURIComponent("基金 & 债券(A)!"))).toBe('/symbols/search/index?q=%E5%9F%BA%E9%87%91%20%26%20%E5%80%BA%E5%88%B8%28A%29%21');
    expect(pageUrlFor('/accounts/mine/')).toBe('/pages/mine/index');
    expect(pageUrlFor('/nowhere/')).toBeNull();
  });

  it('lets a path param win over a query key of the same name', () => {
    expect(pageUrlFor('/p/9/?id=10&store_id=3')).toBe('/portfolio/portfolio-detail/index?id=9&store_id=3');
  });

  it('reads a page URL back into page and params', () => {
    expect(parsePageUrl('/trade/fund-buy/index?symbol=000001&amount=100')).toEqual({ page: 'trade/fund-buy/index', params: { symbol: '000001', amount: '100' } });
    expect(parsePageUrl('pages/index/index')).toEqual({ page: 'pages/index/index', params: {} });
  });
});

describe('spec URLs from a page and params', () => {
  it('fills the pattern and writes the spec query names first, skipping undefined values', () => {
    expect(specUrlFor('/portfolio/portfolio-buy-proposal/index', { from: 'x', coupon: undefined, amount: '1000', bankCardId: '5', id: '9' })).toBe(
      '/p/9/buy/proposal/?bankCardId=5&amount=1000&from=x',
    );
  });

  it('refuses an unknown page or a missing path param', () => {
    expect(specUrlFor('trade/nowhere/index', {})).toBeNull();
    expect(specUrlFor('trade/fund-buy/index', { amount: '100' })).toBeNull();
    expect(specUrlFor('trade/fund-buy/index', { symbol: '' })).toBeNull();
  });
});
