import { trueReturnsView } from './true-returns-view';
import type { TrueReturnsAnswer } from '../api/insights-answers';

const answer = (over: Partial<TrueReturnsAnswer> = {}): TrueReturnsAnswer => ({
  period: 'all', fund_id: 7, plan_id: null, portfolio_id: null, status: 'ok', status_display: '', from: '2026-01-05', to: '2026-11-20', days: 319,
  xirr: '0.083412', money_weighted: '0.072001', time_weighted: '0.091234', behaviour_gap: '-0.019233', ...over,
});

describe('true returns view', () => {
  it('shows each rate as a signed percentage in market colours and says what timing cost', () => {
    const v = trueReturnsView(answer());
    expect(v).toEqual({
      kind: 'figures',
      range: '2026-01-05 至 2026-11-20',
      rows: [
        { key: 'xirr', label: '资金加权年化', display: { text: '+8.34%', tone: 'up' } },
        { key: 'money_weighted', label: '资金加权收益', display: { text: '+7.20%', tone: 'up' } },
        { key: 'time_weighted', label: '时间加权收益', display: { text: '+9.12%', tone: 'up' } },
        { key: 'behaviour_gap', label: '择时差', display: { text: '-1.92%', tone: 'down' } },
      ],
      gapNote: '您的买卖时机少赚了1.92%',
    });
  });

  it('says what timing earned, and nothing when it was even', () => {
    expect(trueReturnsView(answer({ behaviour_gap: '0.0051' }))).toMatchObject({ gapNote: '您的买卖时机多赚了0.51%' });
    expect(trueReturnsView(answer({ behaviour_gap: '0.00001' }))).toMatchObject({ gapNote: null });
  });

  it('shows the status words when there is no rate', () => {
    expect(trueReturnsView(answer({ status: 'no-data', status_display: '持有时间不足，暂无法计算', from: null, to: null, xirr: null }))).toEqual({ kind: 'empty', text: '持有时间不足，暂无法计算' });
  });
});
