import type { FastifyInstance } from 'fastify';
import { passesLuhn } from '@fund/core/account';
import { buildApp } from '../../app';
import { call, fakeDateOnly, latestCode, signupUser, type Caller } from '../../testing/accounts-kit';
import { TEST_CARDS } from './bank-gateway';

const ADDRESS = { province: '广东省', city: '深圳市', district: '南山区', street: '科技园路 1 号', career: 2 };

describe('identity and bank cards', () => {
  let app: FastifyInstance;
  let clock = Date.now();
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(async () => app.close());
  afterEach(() => jest.useRealTimers());

  /** Each bind sends an SMS to the reserved mobile: step the clock past the 60 s resend rule. */
  function nextMinute(): void {
    clock += 61_000;
    fakeDateOnly(new Date(clock));
  }

  function form(cardNo: string, mobile: string, name = '张三', id = '110105199003071239') {
    return { bank_card_no: cardNo, real_name: name, id_card_no: id, mobile, bank: Number(cardBank(cardNo)) };
  }

  function cardBank(cardNo: string): number {
    const bins: Record<string, number> = { '622202': 1, '622848': 2, '621661': 3, '621700': 4, '622588': 6, '622690': 10, '622630': 14 };
    return bins[cardNo.slice(0, 6)] ?? 1;
  }

  async function bind(user: Caller, cardNo: string, mobile: string, extra: Record<string, unknown> = {}, ident: [string, string] = ['张三', '110105199003071239']) {
    nextMinute();
    const verify = await call(app, user, 'POST', '/funds/identity_auth/verify/', { ...form(cardNo, mobile, ...ident), ...extra });
    if (verify.statusCode !== 200) return verify;
    const captcha = await latestCode(app, user, mobile);
    return call(app, user, 'POST', '/funds/bind_bank_card/', { ...form(cardNo, mobile, ...ident), captcha, password: '123456', ...ADDRESS, ...extra });
  }

  it('sends the bank verification code right after the signup code: the bank has its own resend timer', async () => {
    const user = await signupUser(app, '13500000099');
    const verify = await call(app, user, 'POST', '/funds/identity_auth/verify/', form(TEST_CARDS.success[0], '13500000099', '张三', '440305199501157892'));
    expect(verify.statusCode).toBe(200);
    const again = await call(app, user, 'POST', '/funds/identity_auth/verify/', form(TEST_CARDS.success[0], '13500000099', '张三', '440305199501157892'));
    expect(again.statusCode).toBe(429);
  });

  it('documents Luhn-valid test cards', () => {
    const all = [...TEST_CARDS.success, TEST_CARDS.needsReauth, TEST_CARDS.timeout, TEST_CARDS.alreadyBound, TEST_CARDS.unsupported, TEST_CARDS.bankSuspended, TEST_CARDS.nameMismatch];
    for (const card of all) expect(passesLuhn(card)).toBe(true);
  });

  it('lists at least 12 banks with limits and logos, and identifies a card by its number', async () => {
    const user = await signupUser(app, '13500000001');
    const banks = (await call(app, user, 'GET', '/accounts/banks/')).json();
    expect(banks.length).toBeGreaterThanOrEqual(12);
    expect(banks[0]).toEqual(expect.objectContaining({ name: '中国工商银行', logo: '/static/banks/icbc.svg', single_limit: '50000.00' }));
    expect(banks.some((b: { single_limit: string }) => b.single_limit === '0.00')).toBe(true);
    const checked = await call(app, user, 'POST', '/accounts/bank_cards/check/', { bank_card_no: TEST_CARDS.success[1] });
    expect(checked.json().bank.name).toBe('招商银行');
    const luhn = await call(app, user, 'POST', '/accounts/bank_cards/check/', { bank_card_no: '6222020000000000019' });
    expect(luhn.json().errors.bank_card_no).toEqual(['银行卡号有误，请核对卡号后重新输入']);
    const unknown = await call(app, user, 'POST', '/accounts/bank_cards/check/', { bank_card_no: TEST_CARDS.unsupported });
    expect(Object.keys(unknown.json().errors)).toEqual(['bank_no_valid']);
  });

  it('serves every listed bank logo as an SVG badge with the bank\'s mark, and 404 for an unknown one', async () => {
    const user = await signupUser(app, '13500000009');
    const banks = (await call(app, user, 'GET', '/accounts/banks/')).json<Array<{ name: string; logo: string }>>();
    for (const bank of banks) {
      const res = await app.inject({ method: 'GET', url: bank.logo });
      expect([bank.name, res.statusCode, res.headers['content-type']]).toEqual([bank.name, 200, 'image/svg+xml']);
    }
    expect((await app.inject({ method: 'GET', url: '/static/banks/icbc.svg' })).body).toContain('>工<');
    expect((await app.inject({ method: 'GET', url: '/static/banks/nope.svg' })).statusCode).toBe(404);
  });

  it('verifies identity with the ID checksum, adults only, one account per identity', async () => {
    const a = await signupUser(app, '13500000002');
    const b = await signupUser(app, '13500000003');
    const checksum = await call(app, a, 'POST', '/accounts/identity_verfications/', { real_name: '李四', id_card_no: '110105199003071238' });
    expect(checksum.json().errors.id_card_no).toEqual(['身份证号码校验位不正确，请核对后重新输入']);
    const minor = await call(app, a, 'POST', '/accounts/identity_verfications/', { real_name: '李四', id_card_no: '110105201001011232' });
    expect(minor.json().errors.id_card_no).toEqual(['未满18周岁暂不能开户']);
    const name = await call(app, a, 'POST', '/accounts/identity_verfications/', { real_name: 'Li4', id_card_no: '310115198808084569' });
    expect(name.json().errors.real_name).toEqual(['请输入正确的真实姓名']);
    const ok = await call(app, a, 'POST', '/accounts/identity_verfications/', { real_name: '李四', id_card_no: '310115198808084569' });
    expect(ok.json()).toEqual({ real_name: '李四', id_card_no: '3****************9', status: 1, is_private_fund_qualified: false });
    const taken = await call(app, b, 'POST', '/accounts/identity_verfications/', { real_name: '李四', id_card_no: '310115198808084569' });
    expect(taken.json().errors.id_card_no).toEqual(['该身份证号码已在其他帐号完成实名认证']);
    expect((await call(app, a, 'GET', '/accounts/identity_verfications/mine/')).body).not.toContain('310115198808084569');
    expect((await call(app, b, 'GET', '/accounts/identity_verfications/mine/')).json().status).toBe(0);
    expect((await call(app, a, 'GET', '/accounts/identity_verfications/location_detect/')).json()).toEqual({ province: '上海市', city: '上海市', district: '' });
    const untested = await call(app, a, 'POST', '/accounts/identity_verfications/set_private_fund_qualified/', { qualified: true });
    expect(untested.json().errors.qualified[0]).toContain('合格投资者问卷');
    await call(app, a, 'POST', '/private_funds/investment_risk/answer/', { answer: '1:1|2:2|3:1|4:3|5:4|6:3' });
    expect((await call(app, a, 'POST', '/accounts/identity_verfications/set_private_fund_qualified/', { qualified: true })).statusCode).toBe(200);
    expect((await call(app, a, 'GET', '/accounts/identity_verfications/mine/')).json().is_private_fund_qualified).toBe(true);
    expect((await call(app, b, 'POST', '/accounts/identity_verfications/set_private_fund_qualified/', { qualified: true })).statusCode).toBe(400);
  });

  it('opens the account with the first card: address and career, new trade password, masked answers', async () => {
    const user = await signupUser(app, '13500000004');
    nextMinute();
    const noVerify = await call(app, user, 'POST', '/funds/bind_bank_card/', { ...form(TEST_CARDS.success[0], '13500000004'), captcha: '123456', password: '123456', ...ADDRESS });
    expect(noVerify.json().errors.bank_card_no).toEqual(['请先验证银行卡信息并获取验证码']);
    const noAddress = await bind(user, TEST_CARDS.success[0], '13500000004', { province: undefined, career: undefined });
    expect(Object.keys(noAddress.json().errors).sort()).toEqual(['career', 'province']);
    const res = await bind(user, TEST_CARDS.success[0], '13500000004');
    expect(res.statusCode).toBe(200);
    const card = res.json();
    expect(card).toEqual(expect.objectContaining({ bank_card_no_tail: '0018', bank_card_no: '622202*********0018', is_default: true, real_name: '张三', status: 1 }));
    expect(res.body).not.toContain(TEST_CARDS.success[0]);
    expect(res.body).not.toContain('110105199003071239');
    expect((await call(app, user, 'GET', '/accounts/is_trade_password_set/')).json()).toEqual({ status: 1 });
    const list = (await call(app, user, 'GET', '/accounts/bank_cards/mine/')).json();
    expect(list).toHaveLength(1);
  });

  it('binds a second card under the identity on file (blank fields) with the trade password, and sets the default', async () => {
    const user = await signupUser(app, '13500000005');
    expect((await bind(user, TEST_CARDS.success[1], '13500000005', {}, ['王五', '440305199501157892'])).statusCode).toBe(200);
    const wrongPassword = await bind(user, TEST_CARDS.needsReauth, '13500000005', { password: '000000', real_name: '', id_card_no: '' });
    expect(wrongPassword.json().errors.password).toEqual(['交易密码错误，您还可以尝试4次']);
    const other = await bind(user, TEST_CARDS.needsReauth, '13500000005', { status: 1, real_name: '', id_card_no: '' });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(expect.objectContaining({ status: 5, is_default: false, real_name: '王五', allow_buy: false }));
    const defaults = (await call(app, user, 'GET', '/accounts/bank_cards/mine/?is_default=1')).json();
    expect(defaults).toHaveLength(1);
    const moved = await call(app, user, 'POST', `/accounts/bank_cards/${other.json().id}/set_default/`);
    expect(moved.json().is_default).toBe(true);
    expect((await call(app, user, 'GET', '/accounts/bank_cards/mine/?is_default=true')).json()[0].id).toBe(other.json().id);
    // Authenticating the status-5 card again makes it usable.
    const reauth = await bind(user, TEST_CARDS.needsReauth, '13500000005', { bank_card_id: other.json().id, real_name: '', id_card_no: '' });
    expect(reauth.json()).toEqual(expect.objectContaining({ id: other.json().id, status: 1 }));
    const mismatch = await bind(user, TEST_CARDS.success[0], '13500000005', {}, ['王五', '110105199003071239']);
    expect(Object.keys(mismatch.json().errors)).toEqual(['identityverification_realname_error']);
  });

  it('answers each documented failing card with its spec key', async () => {
    const user = await signupUser(app, '13500000006');
    const expectKey = async (cardNo: string, key: string) => {
      const res = await bind(user, cardNo, '13500000006', {}, ['赵六', '510107198511203210']);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([key]);
    };
    await expectKey(TEST_CARDS.timeout, 'verify_timeout');
    await expectKey(TEST_CARDS.alreadyBound, 'bank_card_exist');
    await expectKey(TEST_CARDS.unsupported, 'bank_no_valid');
    await expectKey(TEST_CARDS.bankSuspended, 'bank_status_no_valid');
    await expectKey(TEST_CARDS.nameMismatch, 'identityverification_realname_error');
    const wrongBank = await call(app, user, 'POST', '/funds/identity_auth/verify/', { ...form(TEST_CARDS.success[0], '13500000006', '赵六', '510107198511203210'), bank: 6 });
    expect(wrongBank.json().errors.bank).toEqual(['银行卡号与所选银行不一致，请核对']);
  });

  it('never shows or changes another user\'s card: 404 for detail, default and re-authentication', async () => {
    const owner = await signupUser(app, '13500000007');
    const bound = await bind(owner, '6222020000000000778', '13500000007', {}, ['孙七', '330106198506150011']);
    expect(bound.statusCode).toBe(200);
    const ownCardId = bound.json().id as number;
    const intruder = await signupUser(app, '13500000008');
    const taken = await bind(intruder, '6222020000000000778', '13500000008', {}, ['周八', '320102199202020012']);
    expect(Object.keys(taken.json().errors)).toEqual(['bank_card_exist']);
    expect((await call(app, intruder, 'GET', `/accounts/bank_cards/${ownCardId}/`)).statusCode).toBe(404);
    expect((await call(app, intruder, 'POST', `/accounts/bank_cards/${ownCardId}/set_default/`)).statusCode).toBe(404);
    nextMinute();
    const reauth = await call(app, intruder, 'POST', '/funds/identity_auth/verify/', { ...form(TEST_CARDS.success[1], '13500000008', '周八', '320102199202020012'), bank_card_id: ownCardId });
    expect(reauth.statusCode).toBe(404);
    expect((await call(app, intruder, 'GET', '/accounts/bank_cards/mine/')).json()).toEqual([]);
    for (const bad of ['abc', '0', '-1', "1'%20or%20'1'='1", '99999999999']) {
      expect((await call(app, intruder, 'GET', `/accounts/bank_cards/${bad}/`)).statusCode).toBe(404);
    }
    expect((await call(app, { csrf: intruder.csrf }, 'GET', '/accounts/bank_cards/mine/')).statusCode).toBe(401);
  });
});
