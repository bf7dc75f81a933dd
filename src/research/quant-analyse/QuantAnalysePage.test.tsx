import { act, fireEvent, render, screen } from '@testing-library/react';
import { answerNextModal, calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
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
      senior_locked: false,
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

  it('gates the senior factors: the subscribe flow (check, dialog, subscribe, 订阅成功) opens them', async () => {
    let member = false;
    setRequestHandler(async (options) => {
      const { url, method } = options as Req & { method?: string };
      const path = new URL(url, 'http://app.test').pathname;
      if (path === '/api/v1/service_subscriptions/quant_senior_factor/check/') {
        return ok({ subscribed: member, expires_at: null, price_coins: 3000, period_days: 30, balance: 3200, detail: '使用3000金币开通会员30天？' });
      }
      if (path === '/api/v1/service_subscriptions/quant_senior_factor/subscribe/' && method === 'POST') {
        member = true;
        return ok({ subscribed: true, expires_at: '2026-12-27T00:00:00.000Z', price_coins: 3000, period_days: 30, balance: 200, detail: '订阅成功' });
      }
      const plain = factor('市盈率TTM', 1, '利好', 'value');
      const senior = { ...factor('净资产收益率', 1, '利好', 'quality'), factor_type_display: '质量因子' };
      return ok({
        symbol: 'SH600519', abbr_name: '演示茅台', score: 91, factor_category: null,
        categories: [{ category: 'value', display: '估值因子', score: 80 }, { category: 'quality', display: '质量因子', score: 60 }],
        factors: member ? [plain, senior] : [plain], senior_locked: !member,
      });
    });
    await act(async () => {
      render(<QuantAnalysePage />);
    });
    expect(screen.getByText('质量、波动与流动性为高级因子，会员专属')).toBeTruthy();
    expect(screen.queryByText('净资产收益率')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByText('开通会员查看高级因子'));
    });
    const modal = calls.find((c) => c.api === 'showModal');
    expect(modal?.options).toMatchObject({ title: '开通会员', content: '使用3000金币开通会员30天？' });
    expect(calls.find((c) => c.api === 'showToast')?.options).toMatchObject({ title: '订阅成功' });
    const subscribe = calls.find((c) => c.api === 'request' && (c.options as Req).url.endsWith('/service_subscriptions/quant_senior_factor/subscribe/'));
    expect((subscribe?.options as { header: Record<string, string> }).header['Idempotency-Key']).toBeTruthy();
    expect(screen.getByText('净资产收益率')).toBeTruthy();
    expect(screen.queryByText('开通会员查看高级因子')).toBeNull();
  });

  it('stays gated when the user declines the dialog', async () => {
    answerNextModal(false);
    setRequestHandler(async (options) => {
      const path = new URL((options as Req).url, 'http://app.test').pathname;
      if (path.endsWith('/check/')) return ok({ subscribed: false, expires_at: null, price_coins: 3000, period_days: 30, balance: 0, detail: '使用3000金币开通会员30天？' });
      return ok({ symbol: 'SH600519', abbr_name: '演示茅台', score: 91, factor_category: null, categories: [], factors: [], senior_locked: true });
    });
    await act(async () => {
      render(<QuantAnalysePage />);
    });
    await act(async () => {
      fireEvent.click(screen.getByText('开通会员查看高级因子'));
    });
    expect(calls.some((c) => c.api === 'request' && (c.options as Req).url.includes('/subscribe/'))).toBe(false);
    expect(screen.getByText('开通会员查看高级因子')).toBeTruthy();
  });
});
