import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { call, newCaller, passSlider } from '../testing/accounts-kit';
import { TEST_CARDS } from '../modules/card/bank-gateway';

/** The calls answer by the adapters the app was built with, not by a simulator wired in underneath. */
describe('outside systems answer through their ports', () => {
  let app: FastifyInstance;
  const texts: { mobile: string; code: string }[] = [];
  beforeAll(async () => {
    const fake = { adapterName: 'fake', simulator: false };
    app = await buildApp({
      mode: 'demo',
      ports: {
        sms: { ...fake, sendCaptcha: async (mobile, code) => void texts.push({ mobile, code }) },
        identity: { ...fake, verifyName: async (name) => (name === '李四' ? 'mismatch' : 'match') },
        bank: { ...fake, verifyCard: async () => 'verify_timeout', initialStatus: () => 1 },
      },
    });
  });
  afterAll(async () => app.close());

  it('sends SMS codes through the SMS port, and a code it carried signs the user up', async () => {
    const guest = await newCaller(app);
    expect((await call(app, guest, 'GET', `/accounts/new_mobile_captcha/?mobile=13700000501&slider_token=${await passSlider(app, guest)}`)).statusCode).toBe(200);
    const sent = texts.find((t) => t.mobile === '13700000501');
    expect(sent?.code).toMatch(/^\d{6}$/);
    const signup = await call(app, guest, 'POST', '/accounts/signup/', { mobile: '13700000501', captcha: sent?.code, password: 'abc12345' });
    expect(signup.statusCode).toBe(200);
  });

  it('refuses a real-name submission the identity port says does not match, and binds cards by what the bank port answers', async () => {
    // Signed up by hand: this SMS port fills no development outbox to read the code from.
    const guest = await newCaller(app);
    await call(app, guest, 'GET', `/accounts/new_mobile_captcha/?mobile=13700000503&slider_token=${await passSlider(app, guest)}`);
    const code = texts.find((t) => t.mobile === '13700000503')?.code;
    const token = (await call(app, guest, 'POST', '/accounts/signup/', { mobile: '13700000503', captcha: code, password: 'abc12345' })).json().token.access_token as string;
    const me = { ...guest, token };
    const refused = await call(app, me, 'POST', '/accounts/identity_verfications/', { real_name: '李四', id_card_no: '110105199003071239' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ errors: { real_name: ['姓名与身份证号码不一致，请核对后重新输入'] } });
    const card = await call(app, me, 'POST', '/funds/identity_auth/verify/', {
      bank_card_no: TEST_CARDS.success[0],
      real_name: '张三',
      id_card_no: '110105199003071239',
      mobile: '13700000503',
      bank: 1,
    });
    // The bank port, not the README's test-card table, answered.
    expect(card.json().errors).toHaveProperty('verify_timeout');
    expect((await call(app, me, 'POST', '/accounts/identity_verfications/', { real_name: '张三', id_card_no: '110105199003071239' })).statusCode).toBe(200);
  });
});
