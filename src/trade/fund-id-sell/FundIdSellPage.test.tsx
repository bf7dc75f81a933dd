import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { fundDetail } from '../../../tests/app/fixtures/fund-detail';
import { bankCard, feeQuote } from '../../../tests/app/fixtures/trade-buy';
import FundIdSellPage from '.';
import { typeOnPad } from '../../../tests/app/fixtures/trade-password-pad';

type Req = { url: string; method?: string; data?: unknown };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const requests = () => calls.filter((c) => c.api === 'request').map((c) => c.options as Req);
const pathOf = (r: Req) => new URL(r.url, 'http://app.test').pathname;
const bodyOf = (data: unknown): Record<string, unknown> => (typeof data === 'string' ? JSON.parse(data) : data) as Record<string, unknown>;

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ symbol: '000007', id: '5' });
  setRequestHandler(async (options) => {
    const path = pathOf(options as Req);
    if (path === '/api/v1/symbols/000007/introduction/') return ok(fundDetail({ shares_min_sell: '1.00' }));
    if (path === '/api/v1/funds/fund_portfolios/fund_info/') {
      return ok({ fund: fundDetail(), allow_sell: true, shares_enable: '80.00', divi_type: 1, worth_value: '100', income_total: '0', income_latest: '0', shares_list: [bankCard({ shares_enable: '80.00', shares_min_sell: '1.00' })] });
    }
    if (path === '/api/v1/funds/sell_fee/') return ok(feeQuote());
    if (path === '/api/v1/accounts/csrftoken/') return ok({ csrftoken: 't' });
    if (path === '/api/v1/funds/sell/') return ok({ id: 42, status: 0 });
    return { statusCode: 404, errMsg: 'request:ok', header: {}, data: '{"errors":{"detail":["no"]}}' };
  });
});

describe('fund sell from a portfolio holding', () => {
  it('reads the portfolio holding and sells naming the portfolio', async () => {
    await act(async () => {
      render(<FundIdSellPage />);
    });
    const info = requests().find((r) => pathOf(r) === '/api/v1/funds/fund_portfolios/fund_info/');
    expect(info?.url).toContain('portfolio_id=5');
    expect(screen.getByText('可卖份额80.00份')).toBeTruthy();
    fireEvent.click(screen.getByText('全部'));
    await act(async () => {
      fireEvent.click(document.querySelector('.sell-submit') as Element);
    });
    await typeOnPad('123456');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    const sell = requests().find((r) => r.method === 'POST' && pathOf(r) === '/api/v1/funds/sell/');
    expect(bodyOf(sell?.data)).toMatchObject({ fund_id: 7, shares: '80.00', fund_portfolio_id: 5 });
  });
});
