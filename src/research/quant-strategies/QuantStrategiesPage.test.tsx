import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import QuantStrategiesPage from '.';

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const strategy = { id: 1, name: '低估值策略', description: '选取市盈率最低的10只股票，等权持有', annual_return: '12.34', max_drawdown: '8.50' };

beforeEach(() => {
  resetTaroFake();
  setRequestHandler(async (options) => {
    const url = new URL((options as Req).url, 'http://app.test');
    if (url.pathname.endsWith('/strategies/1/')) return ok({ ...strategy, holdings: [{ symbol: 'SH600000', abbr_name: '演示银行', value: '5.1', weight: '10.00' }] });
    return ok([strategy]);
  });
});

describe('quant strategies', () => {
  it("lists strategies with return and drawdown and opens one's holdings", async () => {
    await act(async () => {
      render(<QuantStrategiesPage />);
    });
    expect(screen.getByText('+12.34%')).toBeTruthy();
    expect(screen.getByText('8.50%')).toBeTruthy();
    fireEvent.click(screen.getByText('低估值策略'));
    await act(async () => undefined);
    expect(screen.getByText('权重 10.00%')).toBeTruthy();
    fireEvent.click(screen.getByText('演示银行'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/symbols/fund-detail/index?symbol=SH600000' });
  });

  it('shows a retry when the strategies fail', async () => {
    setRequestHandler(async () => ({ statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' }));
    await act(async () => {
      render(<QuantStrategiesPage />);
    });
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
