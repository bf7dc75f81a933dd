import { ApiError } from '../api/client/api-error';
import type { Decision, DecisionAction } from '../api/catalogue/decision';
import type { Intent } from '../api/client/idempotency';
import { authenticateCardUrl, createFundBuyFlow, type BuyBody, type BuyOrder, type FundBuyEffects } from './fund-buy-flow';

const FUND = { id: 7, allow_trade: true, is_bao: false, subscription_status: 2, amount_min_buy: '10', amount_max_buy: '1000000' };
const CARD = { id: 3, bank_card_no_tail: '2344', status: 1 };
const ORDER: BuyOrder = {
  fund: FUND,
  card: CARD,
  payment: { kind: 'bank_card', singleLimit: '50000', onlinePay: false, note: null },
  payFromBao: false,
  amount: '1000',
  couponId: null,
};

interface Script {
  action?: string;
  warn?: string;
  riskError?: ApiError;
  buyErrors?: ApiError[];
  confirmAnswer?: boolean;
  showAnswer?: DecisionAction;
}

function setup(script: Script = {}) {
  const log: string[] = [];
  const bodies: BuyBody[] = [];
  const intents: Intent[] = [];
  const shown: Decision[] = [];
  const riskBack: string[] = [];
  const buyErrors = [...(script.buyErrors ?? [])];
  let counter = 0;
  let releaseBuy: (() => void) | null = null;
  const effects: FundBuyEffects = {
    checkRisk: async () => {
      log.push('check');
      if (script.riskError) throw script.riskError;
      return { action_type: script.action ?? '', action_title: '风险提示', action_description: '该产品风险等级高于您的风险承受能力，请确认是否继续购买' };
    },
    confirmRisk: async () => {
      log.push('confirm_risk');
      return { warn_data: { action_type: script.warn ?? '' } };
    },
    buy: async (body, intent) => {
      log.push('buy');
      bodies.push(body);
      intents.push(intent);
      const error = buyErrors.shift();
      if (error) throw error;
      if (releaseBuy === null) return { id: 99 };
      await new Promise<void>((r) => (releaseBuy = r));
      return { id: 99 };
    },
    useCoupon: async (couponId, tradeId) => void log.push(`coupon ${couponId} on ${tradeId}`),
    newIntent: () => ({ key: `k${++counter}` }),
    confirm: async (text, opts) => {
      log.push(`ask ${opts.okText}`);
      return script.confirmAnswer ?? true;
    },
    show: async (decision) => {
      shown.push(decision);
      return script.showAnswer ?? { type: 'close' };
    },
    delay: async (ms) => void log.push(`wait ${ms}`),
    rememberRiskBack: (url) => void riskBack.push(url),
  };
  const holdBuy = () => {
    releaseBuy = () => undefined;
    return () => releaseBuy?.();
  };
  return { flow: createFundBuyFlow(effects), log, bodies, intents, shown, riskBack, holdBuy };
}

describe('fund buy flow', () => {
  it('goes risk check -> password -> buy -> trade detail, using the chosen coupon after the buy', async () => {
    const { flow, log, bodies } = setup();
    await expect(flow.start({ ...ORDER, couponId: 12 }, '/s/000001/buy/')).resolves.toEqual({ type: 'password' });
    await expect(flow.submit('123456')).resolves.toEqual({ type: 'done', tradeId: 99, url: '/accounts/funds/trades/99/' });
    expect(bodies).toEqual([{ fund_id: 7, bank_card_id: 3, amount: '1000.00', is_bao: false, password: '123456', confirm_risk: false }]);
    expect(log).toEqual(['check', 'buy', 'coupon 12 on 99']);
  });

  it('asks to bind a card first when none is bound', async () => {
    const { flow, shown, log } = setup({ showAnswer: { type: 'navigate', url: '/accounts/bank_cards/bind/' } });
    await expect(flow.start({ ...ORDER, card: null }, '/')).resolves.toEqual({ type: 'go', url: '/accounts/bank_cards/bind/' });
    expect(shown[0]?.text).toBe('您尚未绑定过银行卡，请先绑张银行卡？');
    expect(shown[0]?.buttons.map((b) => b.text)).toEqual(['取消', '去绑卡']);
    expect(log).toEqual([]);
  });

  it('sends a card needing authentication to the bind page in authenticate mode', async () => {
    const { flow, shown } = setup();
    await expect(flow.start({ ...ORDER, card: { ...CARD, status: 5 } }, '/')).resolves.toEqual({ type: 'stopped' });
    expect(shown[0]?.text).toBe('银行卡支付渠道升级了，为保障您的支付安全，请重新认证银行卡');
    expect(shown[0]?.buttons[1]?.action).toEqual({ type: 'navigate', url: authenticateCardUrl(CARD) });
    expect(authenticateCardUrl(CARD)).toBe('/accounts/bank_cards/bind/?cardNo=2344&id=3');
  });

  it('checks the limits before asking the server anything: minimum and the bank single limit', async () => {
    const { flow, log } = setup();
    await expect(flow.start({ ...ORDER, amount: '5' }, '/')).resolves.toEqual({ type: 'invalid', message: '最低购买10元' });
    await expect(flow.start({ ...ORDER, amount: '60000' }, '/')).resolves.toEqual({ type: 'invalid', message: '购买金额超过银行单笔限额，建议使用网银转账' });
    await expect(flow.start({ ...ORDER, amount: '' }, '/')).resolves.toEqual({ type: 'stopped' });
    expect(log).toEqual([]);
  });

  it('sends an untested or expired user to the risk test, remembering the buy page', async () => {
    const { flow, riskBack } = setup({ action: 'investment_risk_test' });
    await expect(flow.start(ORDER, '/s/000001/buy/?amount=1000')).resolves.toEqual({ type: 'go', url: '/accounts/investment_risk/questions/' });
    expect(riskBack).toEqual(['/s/000001/buy/?amount=1000']);
    expect(flow.step()).toBe('idle');
  });

  it('refuses a conservative user with the server message', async () => {
    const refused = ApiError.fromErrors(400, { investment_risk: ['您的风险承受能力为保守型，仅可购买低风险等级的产品'] });
    const { flow, shown } = setup({ riskError: refused });
    await expect(flow.start(ORDER, '/')).resolves.toEqual({ type: 'stopped' });
    expect(shown[0]).toMatchObject({ kind: 'alert', text: '您的风险承受能力为保守型，仅可购买低风险等级的产品' });
  });

  it('confirm_risk: confirms, records the confirmation, waits 300 ms, then asks for the password; the order says it was confirmed', async () => {
    const { flow, log, bodies } = setup({ action: 'confirm_risk' });
    await expect(flow.start(ORDER, '/')).resolves.toEqual({ type: 'password' });
    expect(log).toEqual(['check', 'ask 继续购买', 'confirm_risk', 'wait 300']);
    await flow.submit('123456');
    expect(bodies[0]?.confirm_risk).toBe(true);
  });

  it('confirm_risk declined stops before the password', async () => {
    const { flow, log } = setup({ action: 'confirm_risk', confirmAnswer: false });
    await expect(flow.start(ORDER, '/')).resolves.toEqual({ type: 'stopped' });
    expect(log).toEqual(['check', 'ask 继续购买']);
  });

  it('shows the holdings warning with its two buttons when the confirmation answers confirm_risk', async () => {
    const { flow, shown } = setup({ action: 'confirm_risk', warn: 'confirm_risk' });
    await expect(flow.start(ORDER, '/')).resolves.toEqual({ type: 'password' });
    expect(shown[0]?.text).toBe('您的持仓中有超过您风险承受能力的产品...');
    expect(shown[0]?.buttons.map((b) => b.text)).toEqual(['我知道了', '查看持仓']);
  });

  it('keeps the dialog open with the server title, and retries with the same intent', async () => {
    const wrong = ApiError.fromErrors(400, { password: ['交易密码错误，您还可以输入4次'] });
    const { flow, intents } = setup({ buyErrors: [wrong] });
    await flow.start(ORDER, '/');
    await expect(flow.submit('000000')).resolves.toEqual({ type: 'error', message: '交易密码错误，您还可以输入4次' });
    await expect(flow.submit('123456')).resolves.toMatchObject({ type: 'done' });
    expect(intents.map((i) => i.key)).toEqual(['k1', 'k1']);
  });

  it('a new tap on 买入 is a new submission with a new intent', async () => {
    const { flow, intents } = setup({ buyErrors: [new ApiError(-1, '网络不给力')] });
    await flow.start(ORDER, '/');
    await flow.submit('123456');
    flow.cancel();
    await flow.start(ORDER, '/');
    await flow.submit('123456');
    expect(intents.map((i) => i.key)).toEqual(['k1', 'k2']);
  });

  it('a tap on 买入 while the pad is open keeps that submission: one check, one intent, one order', async () => {
    const { flow, log, intents, bodies } = setup();
    await expect(flow.start(ORDER, '/')).resolves.toEqual({ type: 'password' });
    await expect(flow.start({ ...ORDER, amount: '2000' }, '/')).resolves.toEqual({ type: 'password' });
    await expect(flow.submit('123456')).resolves.toMatchObject({ type: 'done' });
    expect(log).toEqual(['check', 'buy']);
    expect(intents.map((i) => i.key)).toEqual(['k1']);
    expect(bodies.map((b) => b.amount)).toEqual(['1000.00']);
  });

  it('a second submit while the first runs places no second order', async () => {
    const { flow, bodies, holdBuy } = setup();
    await flow.start(ORDER, '/');
    const release = holdBuy();
    const first = flow.submit('123456');
    await expect(flow.submit('123456')).resolves.toEqual({ type: 'busy' });
    await expect(flow.start(ORDER, '/')).resolves.toEqual({ type: 'stopped' });
    release();
    await expect(first).resolves.toMatchObject({ type: 'done' });
    expect(bodies).toHaveLength(1);
  });

  it('an expired login closes the dialog and shows the usual toast', async () => {
    const { flow } = setup({ buyErrors: [new ApiError(401, '未登录')] });
    await flow.start(ORDER, '/');
    await expect(flow.submit('123456')).resolves.toMatchObject({ type: 'failed', decision: { kind: 'toast' } });
  });
});
