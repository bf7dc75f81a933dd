import { ApiError } from '../api/client/api-error';
import type { BuyBody, BuyOrder, FundBuyEffects } from './fund-buy-flow';
import { createFundBatchBuyFlow } from './fund-batch-buy-flow';

const order = (id: number, amount = '100'): BuyOrder => ({
  fund: { id, allow_trade: true, is_bao: false, subscription_status: 2, amount_min_buy: '10', amount_max_buy: '1000000' },
  card: { id: 3, bank_card_no_tail: '2344', status: 1 },
  payment: { kind: 'bank_card', singleLimit: '50000', onlinePay: false, note: null },
  payFromBao: false,
  amount,
  couponId: null,
});

function setup(buyErrors: Record<number, ApiError[]> = {}) {
  const sent: { body: BuyBody; key: string }[] = [];
  let n = 0;
  const effects: FundBuyEffects = {
    checkRisk: async () => ({ action_type: '', action_title: '', action_description: '' }),
    confirmRisk: async () => ({ warn_data: { action_type: '' } }),
    buy: async (body, intent) => {
      sent.push({ body, key: intent.key });
      const error = buyErrors[body.fund_id]?.shift();
      if (error) throw error;
      return { id: 100 + body.fund_id };
    },
    useCoupon: async () => undefined,
    newIntent: () => ({ key: `b${++n}` }),
    confirm: async () => true,
    show: async () => ({ type: 'close' }),
    delay: async () => undefined,
    rememberRiskBack: () => undefined,
  };
  return { flow: createFundBatchBuyFlow(effects), sent };
}

describe('fund batch buy flow', () => {
  it('checks every fund, then places one order each with one password and opens the trade records', async () => {
    const { flow, sent } = setup();
    await expect(flow.start([order(1), order(2)], '/')).resolves.toEqual({ type: 'password' });
    await expect(flow.submit('123456')).resolves.toEqual({ type: 'done', tradeIds: [101, 102], url: '/accounts/funds/trades/' });
    expect(sent.map((s) => [s.body.fund_id, s.body.amount, s.key])).toEqual([
      [1, '100.00', 'b1'],
      [2, '100.00', 'b2'],
    ]);
  });

  it('names the fund whose amount is refused', async () => {
    const { flow } = setup();
    await expect(flow.start([order(1), order(2, '5')], '/')).resolves.toEqual({ type: 'invalid', fundId: 2, message: '最低购买10元' });
  });

  it('after a failure a retry resends only the orders not placed, with their own intents', async () => {
    const { flow, sent } = setup({ 2: [ApiError.fromErrors(400, { amount: ['购买金额超过银行卡单日限额，建议使用网银转账或明日再试'] })] });
    await flow.start([order(1), order(2)], '/');
    await expect(flow.submit('123456')).resolves.toEqual({ type: 'error', message: '购买金额超过银行卡单日限额，建议使用网银转账或明日再试' });
    await expect(flow.submit('123456')).resolves.toMatchObject({ type: 'done', tradeIds: [101, 102] });
    expect(sent.map((s) => [s.body.fund_id, s.key])).toEqual([
      [1, 'b1'],
      [2, 'b2'],
      [2, 'b2'],
    ]);
  });
});
