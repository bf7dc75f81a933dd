import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { storage } from '@/platform';
import BindCardPage from '.';

type Req = { url: string; data?: Record<string, unknown> };
const reply = (data: unknown, statusCode = 200) => ({ statusCode, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const field = (name: string) => document.querySelector(`[data-field="${name}"] input`) as HTMLInputElement;
const requests = () => calls.filter((c) => c.api === 'request').map((c) => c.options as Req);

let identityStatus = 0;
let verifyAnswers: Array<ReturnType<typeof reply>> = [];

beforeEach(() => {
  resetTaroFake();
  storage.setItem('csrftoken', 't');
  identityStatus = 0;
  verifyAnswers = [];
  setRequestHandler(async (options) => {
    const url = (options as Req).url;
    if (url.includes('/identity_verfications/mine/')) return reply({ real_name: '', id_card_no: '', status: identityStatus });
    if (url.includes('/is_trade_password_set/')) return reply({ status: identityStatus });
    if (url.includes('/bank_cards/check/')) return reply({ bank: { id: 1 }, bank_card_type: 0 });
    if (url.includes('/identity_auth/verify/')) return verifyAnswers.shift() ?? reply({ detail: 'ok' });
    return reply({});
  });
});

async function fillNewUser() {
  setRouterParams({ open_account: '1' });
  await act(async () => render(<BindCardPage />));
  fireEvent.change(field('real_name'), { target: { value: '张三' } });
  fireEvent.change(field('id_card_no'), { target: { value: '110101199003074514' } });
  fireEvent.change(field('bank_card_no'), { target: { value: '6222020000000000018' } });
  fireEvent.change(field('mobile'), { target: { value: '13912345678' } });
}

describe('bind card: the card form', () => {
  it('validates on blur with the spec messages', async () => {
    await act(async () => render(<BindCardPage />));
    await act(async () => fireEvent.blur(field('id_card_no'), { target: { value: '123' } }));
    expect(screen.getAllByText('请输入正确的身份证号码').length).toBeGreaterThan(0);
    await act(async () => fireEvent.blur(field('bank_card_no'), { target: { value: '' } }));
    expect(screen.getAllByText('银行卡号不能为空').length).toBeGreaterThan(0);
  });

  it('sends the code to the reserved mobile, then keeps the card and goes to the user info step', async () => {
    await fillNewUser();
    await act(async () => fireEvent.click(screen.getByText('获取验证码')));
    expect(requests().find((r) => r.url.includes('/identity_auth/verify/'))?.data).toMatchObject({ bank_card_no: '6222020000000000018', bank: 1, real_name: '张三' });
    expect(screen.getByText('重新发送(60)')).toBeTruthy();
    fireEvent.change(field('captcha'), { target: { value: '123456' } });
    await act(async () => fireEvent.click(screen.getByText('下一步')));
    expect((calls.find((c) => c.api === 'navigateTo')?.options as { url: string }).url).toBe('/accounts/bank-cards-bind-user/index');
    expect(storage.getItem('ls_temporary_bank_card')).toContain('6222020000000000018');
  });

  it('offers 重试 on a bank timeout and sends again when chosen', async () => {
    verifyAnswers = [reply({ errors: { verify_timeout: ['银行验证超时，请稍后重试'] } }, 400)];
    await fillNewUser();
    await act(async () => fireEvent.click(screen.getByText('获取验证码')));
    // 绑卡遇到问题 is too long for a native modal button: the choice comes as a sheet under the message.
    const sheet = calls.find((c) => c.api === 'showActionSheet')?.options;
    expect(sheet).toEqual({ alertText: '银行验证超时，请稍后重试', itemList: ['重试', '绑卡遇到问题'] });
    expect(requests().filter((r) => r.url.includes('/identity_auth/verify/'))).toHaveLength(2);
  });

  it('asks no identity when it is on file and goes straight to the trade password', async () => {
    identityStatus = 1;
    await act(async () => render(<BindCardPage />));
    expect(document.querySelector('[data-field="real_name"]')).toBeNull();
    fireEvent.change(field('bank_card_no'), { target: { value: '6222020000000000018' } });
    fireEvent.change(field('mobile'), { target: { value: '13912345678' } });
    await act(async () => fireEvent.click(screen.getByText('获取验证码')));
    expect(requests().find((r) => r.url.includes('/identity_auth/verify/'))?.data).toMatchObject({ status: 1, real_name: '', id_card_no: '' });
    fireEvent.change(field('captcha'), { target: { value: '123456' } });
    await act(async () => fireEvent.click(screen.getByText('下一步')));
    expect((calls.find((c) => c.api === 'navigateTo')?.options as { url: string }).url).toBe('/accounts/trade-password/index?open_account=1');
  });
});
