import { ApiError } from '../api/client/api-error';
import type { Intent } from '../api/client/idempotency';
import { createFundSellFlow, type SellBody, type SellOrder } from './fund-sell-flow';

const ORDER: SellOrder = {
  fund: { id: 7, allow_sell: true, is_bao: false },
  cardId: 3,
  shares: '100',
  available: '500.00',
  minimum: '10',
  toBao: false,
  fast: false,
  portfolioId: null,
};

function setup(errors: ApiError[] = []) {
  const bodies: SellBody[] = [];
  const intents: Intent[] = [];
  let n = 0;
  const flow = createFundSellFlow({
    sell: async (body, intent) => {
      bodies.push(body);
      intents.push(intent);
      const error = errors.shift();
      if (error) throw error;
      return { id: 41 };
    },
    newIntent: () => ({ key: `s${++n}` }),
  });
  return { flow, bodies, intents };
}

describe('fund sell flow', () => {
  it('checks the shares, asks for the password, sells and goes to the trade detail', async () => {
    const { flow, bodies } = setup();
    expect(flow.start({ ...ORDER, toBao: true })).toEqual({ type: 'password' });
    await expect(flow.submit('123456')).resolves.toEqual({ type: 'done', tradeId: 41, url: '/accounts/funds/trades/41/' });
    expect(bodies).toEqual([{ fund_id: 7, bank_card_id: 3, shares: '100.00', password: '123456', is_bao: true, is_fast: false }]);
  });

  it('refuses shares above the available and below the minimum with the spec messages', () => {
    const { flow } = setup();
    expect(flow.start({ ...ORDER, shares: '600' })).toEqual({ type: 'invalid', message: '最多可卖出500份' });
    expect(flow.start({ ...ORDER, shares: '5' })).toEqual({ type: 'invalid', message: '最少卖出10份' });
    expect(flow.start({ ...ORDER, cardId: null })).toEqual({ type: 'invalid', message: '银行卡不能为空' });
  });

  it('the cash treasure transfers out yuan, fast or normal', async () => {
    const { flow, bodies } = setup();
    expect(flow.start({ ...ORDER, fund: { id: 1, allow_sell: true, is_bao: true }, shares: '600' })).toEqual({ type: 'invalid', message: '最多可转出500元' });
    flow.start({ ...ORDER, fund: { id: 1, allow_sell: true, is_bao: true }, fast: true });
    await flow.submit('123456');
    expect(bodies[0]).toMatchObject({ fund_id: 1, is_fast: true, is_bao: false });
  });

  it('a portfolio sell names the portfolio; a wrong password is retried with the same intent', async () => {
    const { flow, bodies, intents } = setup([ApiError.fromErrors(400, { password: ['交易密码错误'] })]);
    flow.start({ ...ORDER, portfolioId: 5 });
    await expect(flow.submit('000000')).resolves.toEqual({ type: 'error', message: '交易密码错误' });
    await flow.submit('123456');
    expect(bodies[1]?.fund_portfolio_id).toBe(5);
    expect(intents.map((i) => i.key)).toEqual(['s1', 's1']);
  });
});
