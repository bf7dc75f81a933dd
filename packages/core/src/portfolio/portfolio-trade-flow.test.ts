import { ApiError } from '../api/client/api-error';
import type { Decision, DecisionAction } from '../api/catalogue/decision';
import type { Intent } from '../api/client/idempotency';
import {
  createPortfolioTradeFlow,
  portfolioBuyFormStep,
  portfolioSellFormStep,
  type PortfolioBuyForm,
  type PortfolioOrder,
  type PortfolioTradeEffects,
} from './portfolio-trade-flow';

const FORM: PortfolioBuyForm = {
  portfolio: { id: 5, allow_buy: true, amount_min_buy: '1000.00', amount_max_buy: '500000.00' },
  card: { id: 3, bank_card_no_tail: '2344', status: 1 },
  payment: { kind: 'bank_card', singleLimit: '50000', onlinePay: false, note: null },
  payFromBao: false,
  amount: '2000',
  couponId: null,
};

describe('portfolio buy form: 下一步', () => {
  const answer = (action: DecisionAction) => {
    const shown: Decision[] = [];
    return { shown, show: async (d: Decision) => (shown.push(d), action) };
  };

  it('goes to the buy proposal with card, amount (2 places), isBao and the coupon', async () => {
    const { show } = answer({ type: 'close' });
    await expect(portfolioBuyFormStep({ ...FORM, couponId: 12 }, show)).resolves.toEqual({ type: 'go', url: '/p/5/buy/proposal/?bankCardId=3&amount=2000.00&isBao=0&coupon=12' });
    await expect(portfolioBuyFormStep({ ...FORM, payFromBao: true }, show)).resolves.toEqual({ type: 'go', url: '/p/5/buy/proposal/?bankCardId=3&amount=2000.00&isBao=1' });
  });

  it('shows the validator messages and stays for an empty amount', async () => {
    const { show } = answer({ type: 'close' });
    await expect(portfolioBuyFormStep({ ...FORM, amount: '999' }, show)).resolves.toEqual({ type: 'invalid', message: '最低购买1000元' });
    await expect(portfolioBuyFormStep({ ...FORM, amount: 'x' }, show)).resolves.toEqual({ type: 'invalid', message: '输入金额有误' });
    await expect(portfolioBuyFormStep({ ...FORM, portfolio: { ...FORM.portfolio, allow_buy: false } }, show)).resolves.toEqual({ type: 'invalid', message: '当前组合不可购买' });
    await expect(portfolioBuyFormStep({ ...FORM, amount: '' }, show)).resolves.toEqual({ type: 'stopped' });
  });

  it('asks to bind a card first, and to authenticate a card with status 5 (not for the cash treasure)', async () => {
    const bind = answer({ type: 'navigate', url: '/accounts/bank_cards/bind/' });
    await expect(portfolioBuyFormStep({ ...FORM, card: null }, bind.show)).resolves.toEqual({ type: 'go', url: '/accounts/bank_cards/bind/' });
    expect(bind.shown[0]?.text).toBe('您尚未绑定过银行卡，请先绑张银行卡？');
    const auth = answer({ type: 'close' });
    const needsAuth = { ...FORM, card: { id: 3, bank_card_no_tail: '2344', status: 5 } };
    await expect(portfolioBuyFormStep(needsAuth, auth.show)).resolves.toEqual({ type: 'stopped' });
    expect(auth.shown[0]?.text).toBe('银行卡支付渠道升级了，为保障您的支付安全，请重新认证银行卡');
    await expect(portfolioBuyFormStep({ ...needsAuth, payFromBao: true }, auth.show)).resolves.toMatchObject({ type: 'go' });
  });
});

describe('portfolio sell form: 下一步', () => {
  const form = { portfolio: { id: 5, allow_sell: true }, cardId: 3, amount: '200', available: '1500.00', minimum: '100.00' };

  it('goes to the sell proposal', () => {
    expect(portfolioSellFormStep(form)).toEqual({ type: 'go', url: '/p/5/sell/proposal/?bankCardId=3&amount=200.00' });
  });

  it('shows the sell messages', () => {
    expect(portfolioSellFormStep({ ...form, amount: '1500.01' })).toEqual({ type: 'invalid', message: '最多可卖出1500元' });
    expect(portfolioSellFormStep({ ...form, amount: '99' })).toEqual({ type: 'invalid', message: '最少卖出100元' });
    expect(portfolioSellFormStep({ ...form, cardId: null })).toEqual({ type: 'invalid', message: '银行卡不能为空' });
    expect(portfolioSellFormStep({ ...form, portfolio: { id: 5, allow_sell: false } })).toEqual({ type: 'invalid', message: '当前组合不可卖出' });
    expect(portfolioSellFormStep({ ...form, amount: '' })).toEqual({ type: 'stopped' });
  });
});

const BUY: PortfolioOrder = { kind: 'buy', portfolioId: 5, bankCardId: 3, amount: '2000.00', isBao: false, couponId: null };

function setup(script: { action?: string; confirmAnswer?: boolean; riskError?: ApiError; errors?: ApiError[]; hold?: boolean } = {}) {
  const log: string[] = [];
  const bodies: unknown[] = [];
  const intents: Intent[] = [];
  const shown: Decision[] = [];
  const riskBack: string[] = [];
  const errors = [...(script.errors ?? [])];
  let release: () => void = () => undefined;
  let counter = 0;
  const placed = async (kind: string, body: unknown, intent: Intent) => {
    log.push(kind);
    bodies.push(body);
    intents.push(intent);
    const error = errors.shift();
    if (error) throw error;
    if (script.hold) await new Promise<void>((r) => (release = r));
    return { id: 41 };
  };
  const effects: PortfolioTradeEffects = {
    checkRisk: async (id) => {
      log.push(`check ${id}`);
      if (script.riskError) throw script.riskError;
      return { action_type: script.action ?? '', action_title: '风险提示', action_description: '组合风险高于您的承受能力' };
    },
    confirmRisk: async (id) => (log.push(`confirm_risk ${id}`), { warn_data: { action_type: '' } }),
    buy: (body, intent) => placed('buy', body, intent),
    sell: (body, intent) => placed('sell', body, intent),
    rebalance: (body, intent) => placed('rebalance', body, intent),
    newIntent: () => ({ key: `k${++counter}` }),
    confirm: async (_text, opts) => (log.push(`ask ${opts.okText}`), script.confirmAnswer ?? true),
    show: async (d) => (shown.push(d), { type: 'close' }),
    delay: async (ms) => void log.push(`wait ${ms}`),
    rememberRiskBack: (url) => void riskBack.push(url),
  };
  return { flow: createPortfolioTradeFlow(effects), log, bodies, intents, shown, riskBack, release: () => release() };
}

describe('portfolio trade flow: the proposal confirm', () => {
  it('buy: risk check, password, one order with its coupon, then the portfolio trade detail', async () => {
    const { flow, log, bodies } = setup();
    await expect(flow.start({ ...BUY, couponId: 12 }, '/p/5/buy/proposal/')).resolves.toEqual({ type: 'password' });
    await expect(flow.submit('123456')).resolves.toEqual({ type: 'done', tradeId: 41, url: '/accounts/funds/portfolios/trades/41/' });
    expect(log).toEqual(['check 5', 'buy']);
    expect(bodies).toEqual([{ fund_portfolio_id: 5, bank_card_id: 3, amount: '2000.00', is_bao: false, password: '123456', confirm_risk: false, coupon_id: 12 }]);
  });

  it('confirm_risk: confirm, record it, the password 300 ms later; the order carries confirm_risk', async () => {
    const { flow, log, bodies } = setup({ action: 'confirm_risk' });
    await expect(flow.start(BUY, '/')).resolves.toEqual({ type: 'password' });
    expect(log).toEqual(['check 5', 'ask 继续购买', 'confirm_risk 5', 'wait 300']);
    await flow.submit('123456');
    expect(bodies[0]).toMatchObject({ confirm_risk: true });
  });

  it('a declined risk confirm stops; an untested user goes to the risk test, coming back to the proposal', async () => {
    const declined = setup({ action: 'confirm_risk', confirmAnswer: false });
    await expect(declined.flow.start(BUY, '/')).resolves.toEqual({ type: 'stopped' });
    expect(declined.flow.step()).toBe('idle');
    const untested = setup({ action: 'investment_risk_test' });
    await expect(untested.flow.start(BUY, '/p/5/buy/proposal/?bankCardId=3&amount=2000.00&isBao=0')).resolves.toEqual({ type: 'go', url: '/accounts/investment_risk/questions/' });
    expect(untested.riskBack).toEqual(['/p/5/buy/proposal/?bankCardId=3&amount=2000.00&isBao=0']);
  });

  it('a conservative user is refused with the server message', async () => {
    const { flow, shown } = setup({ riskError: ApiError.fromErrors(400, { investment_risk: ['您的风险承受能力为保守型，仅可购买低风险等级的产品'] }) });
    await expect(flow.start(BUY, '/')).resolves.toEqual({ type: 'stopped' });
    expect(shown[0]).toMatchObject({ kind: 'alert', text: '您的风险承受能力为保守型，仅可购买低风险等级的产品' });
  });

  it('sell: no risk check; the amount in yuan goes to the sell call', async () => {
    const { flow, log, bodies } = setup();
    await expect(flow.start({ kind: 'sell', portfolioId: 5, bankCardId: 3, amount: '200.00' }, '/')).resolves.toEqual({ type: 'password' });
    await flow.submit('123456');
    expect(log).toEqual(['sell']);
    expect(bodies).toEqual([{ fund_portfolio_id: 5, bank_card_id: 3, amount: '200.00', password: '123456' }]);
  });

  it('rebalance: refused without a usable card or a buy record; else the rebalance call', async () => {
    const { flow, log, bodies } = setup();
    const order = { kind: 'rebalance' as const, portfolioId: 5, bankCardId: 3, card: { status: 1 }, rows: [{ direction: 1 }, { direction: 0 }] };
    await expect(flow.start({ ...order, card: { status: 0 } }, '/')).resolves.toEqual({ type: 'invalid', message: '请选择可用的银行卡' });
    await expect(flow.start({ ...order, rows: [{ direction: 1 }] }, '/')).resolves.toEqual({ type: 'invalid', message: '当前持仓与目标一致，无需调仓' });
    await expect(flow.start(order, '/')).resolves.toEqual({ type: 'password' });
    await flow.submit('123456');
    expect(log).toEqual(['rebalance']);
    expect(bodies).toEqual([{ fund_portfolio_id: 5, bank_card_id: 3, password: '123456', rebalance_type: 0 }]);
  });

  it('a wrong password stays in the dialog and the retry reuses the intent; a second submit while one runs is ignored', async () => {
    const { flow, intents } = setup({ errors: [ApiError.fromErrors(400, { password: ['交易密码错误，您还可以输入4次'] })] });
    await flow.start(BUY, '/');
    await expect(flow.submit('000000')).resolves.toEqual({ type: 'error', message: '交易密码错误，您还可以输入4次' });
    await flow.submit('123456');
    expect(intents.map((i) => i.key)).toEqual(['k1', 'k1']);
  });

  it('a double tap on the confirm checks once; a double submit places one order', async () => {
    const { flow, log, release } = setup({ hold: true });
    const [first, second] = await Promise.all([flow.start(BUY, '/'), flow.start(BUY, '/')]);
    expect([first, second]).toEqual([{ type: 'password' }, { type: 'stopped' }]);
    const one = flow.submit('123456');
    await expect(flow.submit('123456')).resolves.toEqual({ type: 'busy' });
    release();
    await expect(one).resolves.toMatchObject({ type: 'done' });
    expect(log).toEqual(['check 5', 'buy']);
  });
});
