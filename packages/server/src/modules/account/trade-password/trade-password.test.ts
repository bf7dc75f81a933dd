import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import { call, fakeDateOnly, latestCode, signupUser, type Caller } from '../../../testing/accounts-kit';

describe('trade password: set, verify, lock, change, reset', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(async () => app.close());
  afterEach(() => jest.useRealTimers());

  async function withPassword(mobile: string): Promise<Caller> {
    const user = await signupUser(app, mobile);
    expect((await call(app, user, 'POST', '/accounts/trade_password/', { password: '135790', repeat_password: '135790' })).statusCode).toBe(200);
    return user;
  }

  it('reports whether a trade password is set and refuses setting it twice or badly', async () => {
    const user = await signupUser(app, '13600000001');
    expect((await call(app, user, 'GET', '/accounts/is_trade_password_set/')).json()).toEqual({ status: 0 });
    const letters = await call(app, user, 'POST', '/accounts/trade_password/', { password: '12a456' });
    expect(letters.json().errors.password).toEqual(['请输入6位纯数字交易密码']);
    const mismatch = await call(app, user, 'POST', '/accounts/trade_password/', { password: '123456', repeat_password: '123457' });
    expect(mismatch.json().errors.password).toEqual(['两次输入的交易密码不一致，请重新输入']);
    expect((await call(app, user, 'POST', '/accounts/trade_password/', { password: '123456' })).statusCode).toBe(200);
    expect((await call(app, user, 'GET', '/accounts/is_trade_password_set/')).json()).toEqual({ status: 1 });
    expect((await call(app, user, 'POST', '/accounts/trade_password/', { password: '654321' })).statusCode).toBe(400);
    expect((await call(app, { csrf: user.csrf }, 'GET', '/accounts/is_trade_password_set/')).statusCode).toBe(401);
  });

  it('counts wrong entries, says how many remain, and locks trading for 30 minutes on the fifth', async () => {
    const user = await withPassword('13600000002');
    const start = new Date();
    fakeDateOnly(start);
    for (let left = 4; left >= 1; left -= 1) {
      const res = await call(app, user, 'POST', '/accounts/trade_password/verify/', { password: '000000' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.password).toEqual([`交易密码错误，您还可以尝试${left}次`]);
    }
    const locked = await call(app, user, 'POST', '/accounts/trade_password/verify/', { password: '000000' });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().errors.password[0]).toMatch(/交易已锁定，请于\d{2}:\d{2}后再试/);
    const rightButLocked = await call(app, user, 'POST', '/accounts/trade_password/verify/', { password: '135790' });
    expect(rightButLocked.statusCode).toBe(403);
    jest.setSystemTime(new Date(start.getTime() + 31 * 60_000));
    expect((await call(app, user, 'POST', '/accounts/trade_password/verify/', { password: '135790' })).statusCode).toBe(200);
    const afterUnlock = await call(app, user, 'POST', '/accounts/trade_password/verify/', { password: '000000' });
    expect(afterUnlock.json().errors.password).toEqual(['交易密码错误，您还可以尝试4次']);
  });

  it('counts parallel wrong entries exactly, so a burst cannot get past five', async () => {
    const user = await withPassword('13600000007');
    const results = await Promise.all(Array.from({ length: 7 }, () => call(app, user, 'POST', '/accounts/trade_password/verify/', { password: '000000' })));
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(4);
    expect(results.filter((r) => r.statusCode === 403)).toHaveLength(3);
  });

  it('clears the count after a right entry', async () => {
    const user = await withPassword('13600000003');
    await call(app, user, 'POST', '/accounts/trade_password/verify/', { password: '000000' });
    await call(app, user, 'POST', '/accounts/trade_password/verify/', { password: '135790' });
    const res = await call(app, user, 'POST', '/accounts/trade_password/verify/', { password: '000000' });
    expect(res.json().errors.password).toEqual(['交易密码错误，您还可以尝试4次']);
  });

  it('refuses an incomplete password with the spec text', async () => {
    const user = await withPassword('13600000004');
    const res = await call(app, user, 'POST', '/accounts/trade_password/verify/', { password: '123' });
    expect(res.json().errors.password).toEqual(['请填写完整6位交易密码']);
  });

  it('changes the trade password only with the old one', async () => {
    const user = await withPassword('13600000005');
    const wrong = await call(app, user, 'POST', '/accounts/change_trade_password/', { old_password: '000000', password: '246802' });
    expect(wrong.statusCode).toBe(400);
    expect((await call(app, user, 'POST', '/accounts/change_trade_password/', { old_password: '135790', password: '246802' })).statusCode).toBe(200);
    expect((await call(app, user, 'POST', '/accounts/trade_password/verify/', { password: '246802' })).statusCode).toBe(200);
  });

  it('resets a forgotten trade password with the verified ID number and an SMS code, clearing the lock', async () => {
    const user = await withPassword('13600000006');
    const noIdentity = await call(app, user, 'POST', '/accounts/reset_trade_password/', { id_card_no: '110105199003071239', captcha: '123456', password: '112233' });
    expect(noIdentity.json().errors.id_card_no).toEqual(['请先完成实名认证']);
    expect((await call(app, user, 'POST', '/accounts/identity_verfications/', { real_name: '张三', id_card_no: '110105199003071239' })).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) await call(app, user, 'POST', '/accounts/trade_password/verify/', { password: '000000' });
    const otherId = await call(app, user, 'POST', '/accounts/reset_trade_password/', { id_card_no: '310115198808084569', captcha: '123456', password: '112233' });
    expect(otherId.json().errors.id_card_no).toEqual(['身份证号码与实名认证信息不一致']);
    fakeDateOnly(new Date(Date.now() + 61_000));
    expect((await call(app, user, 'GET', '/accounts/new_mobile_captcha/?mobile=13600000006')).statusCode).toBe(200);
    const captcha = await latestCode(app, user, '13600000006');
    const ok = await call(app, user, 'POST', '/accounts/reset_trade_password/', { id_card_no: '110105199003071239', captcha, password: '112233' });
    expect(ok.statusCode).toBe(200);
    expect((await call(app, user, 'POST', '/accounts/trade_password/verify/', { password: '112233' })).statusCode).toBe(200);
  });
});
