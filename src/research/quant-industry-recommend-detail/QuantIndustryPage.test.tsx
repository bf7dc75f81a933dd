import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import QuantIndustryPage from '.';

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ id: '4' });
  setRequestHandler(async () =>
    ok({ id: 4, name: '演示白酒', score: 64, stocks_count: 12, reason: '因子综合评分较高，估值与动量俱佳', symbols: [{ symbol: 'SH600519', abbr_name: '演示茅台', score: 93 }] }),
  );
});

describe('industry recommendation', () => {
  it('shows the score, reason and best stocks, each opening its quant analysis', async () => {
    await act(async () => {
      render(<QuantIndustryPage />);
    });
    expect(new URL((calls.find((c) => c.api === 'request')?.options as Req).url, 'http://app.test').pathname).toBe('/api/v1/quant/industry_recommend/4/');
    expect(screen.getByText('12只成分股')).toBeTruthy();
    expect(screen.getByText('64').parentElement?.className).toContain('score-blue');
    expect(screen.getByText('93').parentElement?.className).toContain('score-red');
    fireEvent.click(screen.getByText('演示茅台'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/research/quant-analyse/index?symbol=SH600519' });
  });

  it('shows a retry when it cannot load', async () => {
    setRequestHandler(async () => ({ statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' }));
    await act(async () => {
      render(<QuantIndustryPage />);
    });
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
