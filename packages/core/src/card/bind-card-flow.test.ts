import { ApiError } from '../api/client/api-error';
import { createFakeClock } from '../api/testing/fake-ports';
import { createMemoryStore } from '../ports/memory-store';
import { createTemporaryBankCardStore } from '../storage/temporary-bank-card';
import { bindContextOf, bindFormOmits, createBindCardFlow, type BindBody, type BindCardEffects, type VerifyBody } from './bind-card-flow';

const CARD = '6222020000000000018';
const FORM = { real_name: '张三', id_card_no: '110101199003074514', bank_card_no: '6222 0200 0000 0000 018', mobile: '13912345678', captcha: '123456' };
const NEW_USER = { identityOnFile: false, hasTradePassword: false };
const INVESTOR = { identityOnFile: true, hasTradePassword: true };

function setup(opts: { riskStatus?: number; bindError?: ApiError; verifyError?: ApiError } = {}) {
  const clock = createFakeClock();
  const store = createMemoryStore();
  const verified: VerifyBody[] = [];
  const bound: BindBody[] = [];
  const riskBack: string[] = [];
  const effects: BindCardEffects = {
    checkCard: async () => ({ bank: { id: 1 } }),
    verifyIdentity: async (body) => {
      verified.push(body);
      if (opts.verifyError) throw opts.verifyError;
    },
    bind: async (body) => {
      bound.push(body);
      if (opts.bindError) throw opts.bindError;
    },
    riskStatus: async () => opts.riskStatus ?? 0,
    rememberRiskBack: (url) => void riskBack.push(url),
    temporaryCards: createTemporaryBankCardStore(store, clock),
    store,
  };
  return { flow: createBindCardFlow(effects), clock, store, verified, bound, riskBack };
}

describe('bind card flow: opening an account (no identity, no trade password)', () => {
  it('goes card -> user info -> address -> trade password -> bind -> risk questions, then back to completion', async () => {
    const { flow, verified, bound, riskBack } = setup({ riskStatus: 0 });
    flow.start(bindContextOf({ open_account: '1' }, NEW_USER, '/accounts/mine/'));
    await expect(flow.sendCode(FORM)).resolves.toEqual({ type: 'code_sent' });
    expect(verified[0]).toMatchObject({ bank_card_no: CARD, real_name: '张三', bank: 1 });
    await expect(flow.submitCard(FORM)).resolves.toEqual({ type: 'go', url: '/accounts/bank_cards/bind/user/' });
    expect(flow.saveUserInfo(2)).toEqual({ type: 'go', url: '/accounts/bank_cards/bind/user_address/' });
    expect(flow.saveAddress({ province: '浙江省', city: '杭州市', district: '西湖区', street: '文三路1号' })).toEqual({ type: 'go', url: '/accounts/trade_password/?open_account=1' });
    await expect(flow.bind('135790')).resolves.toEqual({ type: 'go', url: '/accounts/investment_risk/questions/' });
    expect(bound[0]).toMatchObject({ bank_card_no: CARD, captcha: '123456', password: '135790', career: 2, province: '浙江省', street: '文三路1号', id_card_no: FORM.id_card_no });
    expect(riskBack).toEqual(['/accounts/bank_cards/bind/complete/']);
    // The temporary card and the draft are gone once bound.
    expect(flow.storedCard()).toBeNull();
    expect(flow.context()).toBeNull();
  });

  it('goes to the completion page when the risk result is valid', async () => {
    const { flow } = setup({ riskStatus: 1 });
    flow.start(bindContextOf({ open_account: '1' }, NEW_USER, '/'));
    await flow.submitCard(FORM);
    flow.saveUserInfo(1);
    flow.saveAddress({ province: 'a', city: 'b', district: 'c', street: 'd' });
    await expect(flow.bind('135790')).resolves.toEqual({ type: 'go', url: '/accounts/bank_cards/bind/complete/' });
  });
});

describe('bind card flow: an investor adding a card', () => {
  it('sends blank identity (status 1), skips the user steps and returns where the user came from', async () => {
    const { flow, verified, bound } = setup({ riskStatus: 1 });
    flow.start(bindContextOf({}, INVESTOR, '/s/000001/buy/'));
    await flow.sendCode({ ...FORM, real_name: '', id_card_no: '' });
    expect(verified[0]).toMatchObject({ status: 1, real_name: '', id_card_no: '' });
    await expect(flow.submitCard(FORM)).resolves.toEqual({ type: 'go', url: '/accounts/trade_password/?open_account=1' });
    await expect(flow.bind('123456')).resolves.toEqual({ type: 'go', url: '/s/000001/buy/' });
    expect(bound[0]).not.toHaveProperty('career');
    expect(bound[0]).toMatchObject({ status: 1, real_name: '', id_card_no: '' });
  });

  it('authenticates a bound card again when cardNo and id are given', async () => {
    const context = bindContextOf({ cardNo: '0053', id: '7' }, INVESTOR, '/accounts/bank_cards/');
    expect(context).toMatchObject({ authMode: true, cardId: 7, cardTail: '0053' });
    const { flow, verified } = setup();
    flow.start(context);
    await flow.sendCode(FORM);
    expect(verified[0]).toMatchObject({ bank_card_id: 7 });
  });
});

describe('bind card flow: failures', () => {
  it('offers retry on a bank timeout, with 绑卡遇到问题 leading to the buy FAQ', async () => {
    const timeout = new ApiError(400, '银行验证超时，请稍后重试', { verify_timeout: ['银行验证超时，请稍后重试'] });
    const { flow } = setup({ verifyError: timeout });
    flow.start(bindContextOf({}, NEW_USER, '/'));
    const outcome = await flow.sendCode(FORM);
    expect(outcome).toMatchObject({ type: 'failed', decision: { kind: 'confirm', text: '银行验证超时，请稍后重试' } });
    if (outcome.type !== 'failed') throw new Error('expected a failure');
    expect(outcome.decision.buttons.map((b) => [b.text, b.action.type])).toEqual([
      ['绑卡遇到问题', 'navigate'],
      ['重试', 'retry'],
    ]);
  });

  it('sends the user back to the filled form for a new code when the SMS code is refused', async () => {
    const used = new ApiError(400, '验证码已过期，请重新获取', { captcha: ['验证码已过期，请重新获取'] });
    const { flow } = setup({ bindError: used });
    flow.start(bindContextOf({}, INVESTOR, '/'));
    await flow.submitCard(FORM);
    await expect(flow.bind('123456')).resolves.toMatchObject({ type: 'failed', decision: { kind: 'toast', text: '验证码已过期，请重新获取' }, url: '/accounts/bank_cards/bind/' });
    expect(flow.storedCard()?.bank_card_no).toBe(CARD);
  });

  it('forgets the temporary card after one day', async () => {
    const { flow, clock } = setup();
    flow.start(bindContextOf({}, NEW_USER, '/'));
    await flow.submitCard(FORM);
    clock.advance(24 * 60 * 60 * 1000);
    expect(flow.saveUserInfo(1)).toMatchObject({ type: 'failed', decision: { text: '绑卡信息已过期，请重新填写' }, url: '/accounts/bank_cards/bind/' });
  });

  it('asks for identity only when none is on file, and the captcha once a code was sent', () => {
    expect(bindFormOmits({ identityOnFile: true }, false)).toEqual(['real_name', 'id_card_no', 'captcha']);
    expect(bindFormOmits({ identityOnFile: false }, true)).toEqual([]);
  });
});
