import { createForm } from '../forms/form-state';
import { ACCOUNT_FORMS, formWithout } from './account-forms';

describe('account forms', () => {
  it('login: mobile and password with the spec messages on blur', async () => {
    const form = createForm(ACCOUNT_FORMS.login);
    await expect(form.blur('mobile', { mobile: '123' })).resolves.toBe('请输入正确的手机号码');
    await expect(form.blur('mobile', { mobile: '13912345678' })).resolves.toBeNull();
    await expect(form.blur('password', { password: '' })).resolves.toBe('密码不能为空');
    await expect(form.blur('password', { password: '12345' })).resolves.toBe('请输入6-16位密码');
  });

  it('signup: the client only checks 6 characters; the captcha must be there', async () => {
    const form = createForm(ACCOUNT_FORMS.signup);
    const result = await form.submit({ mobile: '13912345678', captcha: '', password: 'abc' });
    expect(result.errors).toEqual({ captcha: '验证码不能为空', password: '密码不能少于6位' });
  });

  it('password change: 6 characters each and a matching confirmation', async () => {
    const form = createForm(ACCOUNT_FORMS.passwordChange);
    const result = await form.submit({ old_password: '123', password: 'abcdef1', repeat_password: 'abcdef2' });
    expect(result.errors).toEqual({ old_password: '密码不能少于6位，请重新输入', repeat_password: '确认密码不一致，请重新输入' });
  });

  it('trade password: 6 pure digits and the retype must match', async () => {
    const form = createForm(ACCOUNT_FORMS.tradePasswordSet);
    await expect(form.blur('password', { password: '12a456' })).resolves.toBe('请输入6位纯数字交易密码');
    await expect(form.blur('repeat_password', { password: '123456', repeat_password: '123457' })).resolves.toBe('两次输入的交易密码不一致，请重新输入');
  });

  it('nickname: display length 4-20 with wide characters counting double', async () => {
    const form = createForm(ACCOUNT_FORMS.nickname);
    await expect(form.blur('username', { username: '小明' })).resolves.toBeNull();
    await expect(form.blur('username', { username: 'abc' })).resolves.toMatch(/^用户名不合法/);
  });

  it('bind card: drops identity fields when they are on file', async () => {
    const form = createForm(formWithout(ACCOUNT_FORMS.bindCard, ['real_name', 'id_card_no', 'captcha']));
    const result = await form.submit({ bank_card_no: '', mobile: '13912345678' });
    expect(result.errors).toEqual({ bank_card_no: '银行卡号不能为空' });
  });
});
