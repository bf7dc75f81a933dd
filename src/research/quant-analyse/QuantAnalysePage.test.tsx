import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import QuantAnalysePage from '.';

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const factor = (name: string, influence: number, display: string, category: string) => ({
  factor: name, name, category, factor_type_display: category === 'value' ? '估值因子' : '动量因子', price_influence_type: influence, price_influence_type_display: display, factor_score_type: 4, value: '12.3',
});

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ symbol: 'SH600519' });
  setRequestHandler(async (options) => {
    const category = new URL((options as Req).url, 'http://app.test').searchParams.get('factor_category');
    const all = [factor('市盈率TTM', 1, '利好', 'value'), factor('60日动量', 3, '利空', 'momentum')];
    return ok({
      symbol: 'SH600519', abbr_name: '演示茅台', score: 91, factor_category: category,
      categories: [{ category: 'value', display: '估值因子', score: 80 }, { category: 'momentum', display: '动量因子', score: 40 }],
      factors: category ? all.filter((f) => f.category === category) : all,
    });
  });
});

describe('quant analysis', () => {
  it('shows the overall score, the factors in market colours and narrows by category', async () => {
    await act(async () => {
      render(<QuantAnalysePage />);
    });
    expect(screen.getByText('演示茅台')).toBeTruthy();
    expect(screen.getByText('91').parentElement?.className).toContain('score-red');
    expect(screen.getByText('利好').className).toContain('up');
    expect(screen.getByText('利空').className).toContain('down');
    fireEvent.click(screen.getByText('动量因子 40'));
    await act(async () => undefined);
    const last = calls.filter((c) => c.api === 'request').at(-1);
    const url = new URL((last?.options as Req).url, 'http://app.test');
    expect(url.pathname).toBe('/api/v1/quant/SH600519/analyse/');
    expect(url.searchParams.get('factor_category')).toBe('momentum');
    expect(screen.queryByText('市盈率TTM')).toBeNull();
    expect(screen.getByText('60日动量')).toBeTruthy();
  });

  it('shows a retry when the analysis fails', async () => {
    setRequestHandler(async () => ({ statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' }));
    await act(async () => {
      render(<QuantAnalysePage />);
    });
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
