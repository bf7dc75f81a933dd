import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { call, fakeDateOnly, GOOD_PASSWORD, latestCode, newCaller, passSlider, sliderAnswer, signupUser, smsCode, API } from '../../testing/accounts-kit';

describe('accounts: CSRF, slider, SMS codes, signup, login', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(async () => app.close());
  afterEach(() => jest.useRealTimers());

  it('issues a CSRF token in JSON and a cookie, and refuses unsafe calls without it', async () => {
    const issued = await app.inject({ method: 'GET', url: `${API}/accounts/csrftoken/` });
    const token = issued.json().csrftoken as string;
    expect(issued.headers['set-cookie']).toContain(`csrftoken=${token}`);
    const none = await app.inject({ method: 'POST', url: `${API}/accounts/login/`, payload: { mobile: '13900000001', password: 'x12345' } });
    expect(none.statusCode).toBe(403);
    expect(none.json()).toEqual({ errors: { detail: ['页面已过期，请刷新后重试'] } });
    const forged = await app.inject({ method: 'POST', url: `${API}/accounts/login/`, headers: { 'x-csrftoken': `${token}x` }, payload: {} });
    expect(forged.statusCode).toBe(403);
    const cookieDisagrees = await app.inject({
      method: 'POST',
      url: `${API}/accounts/login/`,
      headers: { 'x-csrftoken': token, cookie: 'csrftoken=other' },
      payload: { mobile: '13900000001', password: 'x12345' },
    });
    expect(cookieDisagrees.statusCode).toBe(403);
  });

  it('passes a slider answered within tolerance once, and refuses a second answer or a far one', async () => {
    const c = await newCaller(app);
    const ch = (await call(app, c, 'GET', '/accounts/slider_captcha/')).json();
    expect(ch).toEqual(expect.objectContaining({ token: expect.any(String), width: 280, piece_y: expect.any(Number), image: expect.stringMatching(/^data:image\/png;base64,/) }));
    const gapX = await sliderAnswer(app, ch.token);
    const far = await call(app, c, 'POST', '/accounts/slider_captcha/verify/', { token: ch.token, offset: gapX + 30 });
    expect(far.statusCode).toBe(400);
    expect(far.json().errors.slider).toEqual(['验证未通过，请重新拖动滑块']);
    const again = await call(app, c, 'POST', '/accounts/slider_captcha/verify/', { token: ch.token, offset: gapX });
    expect(again.json().errors.slider).toEqual(['验证已过期，请重新验证']);
  });

  it('sends an SMS code only after a slider, once per 60 s, and shows it on the development endpoint', async () => {
    const c = await newCaller(app);
    const noSlider = await call(app, c, 'GET', '/accounts/new_mobile_captcha/?mobile=13900000002');
    expect(noSlider.statusCode).toBe(400);
    expect(noSlider.json().errors.slider).toEqual(['请先完成滑块验证']);
    const pass = await passSlider(app, c);
    expect((await call(app, c, 'GET', `/accounts/new_mobile_captcha/?mobile=13900000002&slider_token=${pass}`)).statusCode).toBe(200);
    const code = await latestCode(app, c, '13900000002');
    expect(code).toMatch(/^\d{6}$/);
    const reused = await call(app, c, 'GET', `/accounts/new_mobile_captcha/?mobile=13900000002&slider_token=${pass}`);
    expect(reused.json().errors.slider).toBeDefined();
    const tooSoon = await call(app, c, 'GET', `/accounts/new_mobile_captcha/?mobile=13900000002&slider_token=${await passSlider(app, c)}`);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().errors.captcha[0]).toMatch(/^验证码发送过于频繁，请\d+秒后再试$/);
    expect((await call(app, c, 'GET', `/accounts/verify_mobile_captcha/?mobile=13900000002&captcha=${code}`)).statusCode).toBe(200);
    const wrong = await call(app, c, 'GET', `/accounts/verify_mobile_captcha/?mobile=13900000002&captcha=000000${code === '000000' ? '1' : ''}`);
    expect(wrong.json().errors.captcha).toEqual(['验证码错误，请重新输入']);
  });

  it('lets a code expire after 5 minutes and allows a resend after 60 s', async () => {
    const c = await newCaller(app);
    const start = new Date();
    fakeDateOnly(start);
    const code = await smsCode(app, c, '13900000003');
    jest.setSystemTime(new Date(start.getTime() + 61_000));
    expect((await call(app, c, 'GET', `/accounts/new_mobile_captcha/?mobile=13900000003&slider_token=${await passSlider(app, c)}`)).statusCode).toBe(200);
    const second = await latestCode(app, c, '13900000003');
    jest.setSystemTime(new Date(start.getTime() + 61_000 + 5 * 60_000 + 1000));
    const expired = await call(app, c, 'GET', `/accounts/verify_mobile_captcha/?mobile=13900000003&captcha=${second}`);
    expect(expired.json().errors.captcha).toEqual(['验证码已过期，请重新获取']);
    expect(code).toMatch(/^\d{6}$/);
  });

  it('refuses a bad mobile for a code with a Chinese message and never a 500', async () => {
    const c = await newCaller(app);
    for (const mobile of ['abc', '12345', "1390000000'%20OR%201=1--", '1'.repeat(40)]) {
      const res = await call(app, c, 'GET', `/accounts/new_mobile_captcha/?mobile=${mobile}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.mobile[0]).toBe('请输入正确的手机号码');
    }
  });

  it('signs up with the server password rule, then answers mobile_registered', async () => {
    const c = await newCaller(app);
    const mobile = '13900000004';
    const cases: Array<[string, string]> = [
      ['abc 12345', 'password_space'],
      ['a1b2', 'password_length'],
      ['abcdefgh', 'password_invalid'],
    ];
    for (const [password, key] of cases) {
      const res = await call(app, c, 'POST', '/accounts/signup/', { mobile, captcha: '123456', password });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([key]);
    }
    const badCode = await call(app, c, 'POST', '/accounts/signup/', { mobile, captcha: '999999', password: GOOD_PASSWORD });
    expect(badCode.json().errors.captcha).toEqual(['验证码已过期，请重新获取']);
    const captcha = await smsCode(app, c, mobile);
    const ok = await call(app, c, 'POST', '/accounts/signup/', { mobile, captcha, password: GOOD_PASSWORD, from_ad: 'ad1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token.access_token).toEqual(expect.any(String));
    const again = await call(app, c, 'POST', '/accounts/signup/', { mobile, captcha, password: GOOD_PASSWORD });
    expect(again.json().errors).toEqual({ mobile_registered: ['该手机号码已注册，是否直接登录？'] });
    expect((await call(app, c, 'GET', `/accounts/check_mobile/?mobile=${mobile}`)).json()).toEqual({ status: 1 });
    expect((await call(app, c, 'GET', '/accounts/check_mobile/?mobile=13900009999')).json()).toEqual({ status: 0 });
  });

  it('answers login with the spec keys and a token that authorises later calls', async () => {
    await signupUser(app, '13900000005');
    const c = await newCaller(app);
    const bad = await call(app, c, 'POST', '/accounts/login/', { mobile: '12', password: 'whatever' });
    expect(bad.json().errors).toEqual({ mobile_error: ['请输入正确的帐号'] });
    const unknown = await call(app, c, 'POST', '/accounts/login/', { mobile: '13900008888', password: GOOD_PASSWORD });
    expect(unknown.json().errors).toEqual({ account_unregistered: ['帐号不存在，请重新输入或注册新帐号。'] });
    const wrong = await call(app, c, 'POST', '/accounts/login/', { mobile: '13900000005', password: 'wrong123' });
    expect(wrong.json().errors).toEqual({ account_invalid: ['帐号或密码错误，请重新输入。'] });
    const ok = await call(app, c, 'POST', '/accounts/login/', { mobile: '13900000005', password: GOOD_PASSWORD });
    const token = ok.json().token.access_token as string;
    const settings = await call(app, { ...c, token }, 'GET', '/accounts/settings/');
    expect(settings.json()).toEqual(expect.objectContaining({ username: '用户0005', mobile: '139****0005', is_trade_password_set: false }));
    expect(settings.body).not.toContain('13900000005');
    const guest = await call(app, c, 'GET', '/accounts/settings/');
    expect(guest.statusCode).toBe(401);
    const junk = await call(app, { ...c, token: 'not-a-real-token-at-all-xx' }, 'GET', '/accounts/settings/');
    expect(junk.statusCode).toBe(401);
  });

  it('throttles failed logins per account with a 429 in Chinese, even for the right password', async () => {
    await signupUser(app, '13900000006');
    const c = await newCaller(app);
    for (let i = 0; i < 5; i += 1) {
      const r = await call(app, c, 'POST', '/accounts/login/', { mobile: '13900000006', password: 'wrong123' }, { remoteAddress: `10.0.0.${i + 1}` });
      expect(r.statusCode).toBe(400);
    }
    const locked = await call(app, c, 'POST', '/accounts/login/', { mobile: '13900000006', password: GOOD_PASSWORD }, { remoteAddress: '10.0.1.1' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errors.detail[0]).toContain('登录失败次数过多');
  });

  it('throttles failed logins per address across accounts', async () => {
    const c = await newCaller(app);
    for (let i = 0; i < 20; i += 1) {
      await call(app, c, 'POST', '/accounts/login/', { mobile: `1370000${String(i).padStart(4, '0')}`, password: 'wrong123' }, { remoteAddress: '10.9.9.9' });
    }
    const blocked = await call(app, c, 'POST', '/accounts/login/', { mobile: '13700009999', password: 'wrong123' }, { remoteAddress: '10.9.9.9' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errors.detail[0]).toContain('登录尝试过于频繁');
    const elsewhere = await call(app, c, 'POST', '/accounts/login/', { mobile: '13700009999', password: 'wrong123' }, { remoteAddress: '10.9.9.8' });
    expect(elsewhere.statusCode).toBe(400);
  });

  it('resets a forgotten password with an SMS code and logs every device out', async () => {
    const user = await signupUser(app, '13900000007');
    const c = await newCaller(app);
    const unknown = await call(app, c, 'POST', '/accounts/set_password/', { mobile: '13900007777', captcha: '123456', password: 'new12345' });
    expect(unknown.json().errors).toEqual({ account_unregistered: ['帐号不存在，请重新输入或注册新帐号。'] });
    // The signup's own code went out a moment ago: the next one is allowed after 60 s.
    fakeDateOnly(new Date(Date.now() + 61_000));
    const captcha = await smsCode(app, c, '13900000007');
    expect((await call(app, c, 'POST', '/accounts/set_password/', { mobile: '13900000007', captcha, password: 'new12345' })).statusCode).toBe(200);
    expect((await call(app, user, 'GET', '/accounts/settings/')).statusCode).toBe(401);
    expect((await call(app, c, 'POST', '/accounts/login/', { mobile: '13900000007', password: 'new12345' })).statusCode).toBe(200);
  });

  it('changes the password with the old one and the spec messages', async () => {
    const user = await signupUser(app, '13900000008');
    const short = await call(app, user, 'POST', '/accounts/change_password/', { old_password: GOOD_PASSWORD, password: 'a1', repeat_password: 'a1' });
    expect(short.statusCode).toBe(400);
    const mismatch = await call(app, user, 'POST', '/accounts/change_password/', { old_password: GOOD_PASSWORD, password: 'new12345', repeat_password: 'new12346' });
    expect(mismatch.json().errors.repeat_password).toEqual(['确认密码不一致，请重新输入']);
    const wrongOld = await call(app, user, 'POST', '/accounts/change_password/', { old_password: 'nope12345', password: 'new12345', repeat_password: 'new12345' });
    expect(wrongOld.json().errors.old_password).toEqual(['原密码错误，请重新输入']);
    const ok = await call(app, user, 'POST', '/accounts/change_password/', { old_password: GOOD_PASSWORD, password: 'new12345', repeat_password: 'new12345' });
    expect(ok.statusCode).toBe(200);
    expect((await call(app, user, 'GET', '/accounts/settings/')).statusCode).toBe(200);
  });

  it('sets a nickname by the nickname rule and keeps chosen ones unique', async () => {
    const a = await signupUser(app, '13900000009');
    const b = await signupUser(app, '13900000010');
    const bad = await call(app, a, 'POST', '/accounts/set_username/', { username: 'a!' });
    expect(bad.json().errors.username[0]).toContain('用户名不合法');
    expect((await call(app, a, 'POST', '/accounts/set_username/', { username: '基金小白' })).statusCode).toBe(200);
    const taken = await call(app, b, 'POST', '/accounts/set_username/', { username: '基金小白' });
    expect(taken.json().errors.username).toEqual(['该用户名已被使用，请换一个']);
    const saved = await call(app, b, 'POST', '/accounts/settings/', { username: 'fund_fan' });
    expect(saved.json().username).toBe('fund_fan');
    const injected = await call(app, b, 'POST', '/accounts/set_username/', { username: "x'; drop table users;--" });
    expect(injected.statusCode).toBe(400);
    expect((await call(app, b, 'POST', '/accounts/set_username/', { username: 123 })).statusCode).toBe(400);
  });

  it('serves mobile codes, careers, social bindings and the areas of China', async () => {
    const user = await signupUser(app, '13900000011');
    expect((await call(app, user, 'GET', '/accounts/mobile_codes/')).json()[0]).toEqual({ id: 1, code: '+86', name: '中国大陆' });
    expect((await call(app, user, 'GET', '/accounts/careers/')).json().length).toBeGreaterThanOrEqual(10);
    expect((await call(app, user, 'GET', '/accounts/social_bindings/')).json()).toEqual([
      { provider: 'weixin', bound: false },
      { provider: 'qq', bound: false },
      { provider: 'weibo', bound: false },
    ]);
    const areas = (await call(app, user, 'GET', '/accounts/china_areas/')).json();
    expect(areas).toHaveLength(31);
    const cities = (await call(app, user, 'GET', '/accounts/china_areas/?parent=44')).json();
    expect(cities.map((x: { name: string }) => x.name)).toEqual(expect.arrayContaining(['广州市', '深圳市']));
    const districts = (await call(app, user, 'GET', '/accounts/china_areas/?parent=1101')).json();
    expect(districts).toContainEqual({ code: '110105', name: '朝阳区' });
    expect((await call(app, user, 'GET', '/accounts/china_areas/?parent=zz')).json()).toEqual([]);
  });

  it('refuses missing, mistyped and oversized fields with 400 and per-field messages', async () => {
    const c = await newCaller(app);
    const missing = await call(app, c, 'POST', '/accounts/login/', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ mobile: ['此项不能为空'], password: ['此项不能为空'] });
    const typed = await call(app, c, 'POST', '/accounts/signup/', { mobile: 13900000000, captcha: [], password: {} });
    expect(typed.statusCode).toBe(400);
    const huge = await call(app, c, 'POST', '/accounts/login/', { mobile: '1'.repeat(5000), password: 'x'.repeat(5000) });
    expect(huge.statusCode).toBe(400);
  });
});
