import type { FormSchema } from './form-engine';
import { validateField, validateFieldSync, validateForm, validateFormSync } from './form-engine';
import { FIELD_PRESETS } from './field-presets';
import { formatMessage, GENERIC_MESSAGES } from './form-messages';

describe('message interpolation', () => {
  it('fills {minlength}-style placeholders and leaves unknown ones', () => {
    expect(formatMessage('长度不能少于{minlength}个字符', { minlength: 6 })).toBe('长度不能少于6个字符');
    expect(formatMessage('{a}-{b}', { a: 1 })).toBe('1-{b}');
  });
});

describe('generic rules', () => {
  const schema: FormSchema = {
    name: { rules: { required: true, minlength: 2, maxlength: 4 } },
    code: { rules: { pattern: /^[A-Z]+$/ } },
    age: { rules: { number: true, min: 18, max: '60.5' } },
    site: { rules: { url: true } },
    mail: { rules: { email: true } },
    note: { rules: { custom: (v) => v !== 'bad' } },
  };
  const check = (field: string, value: string) => validateFieldSync(schema, field, { [field]: value })?.message ?? null;

  it('reports the generic message of the first failing rule', () => {
    expect(check('name', '')).toBe(GENERIC_MESSAGES.required);
    expect(check('name', 'a')).toBe('长度不能少于2个字符');
    expect(check('name', 'abcde')).toBe('长度不能超过4个字符');
    expect(check('code', 'abc')).toBe('格式不正确');
    expect(check('age', 'x')).toBe('请输入有效的数字');
    expect(check('age', '17.9')).toBe('请输入不小于18的数值');
    expect(check('age', '61')).toBe('请输入不大于60.5的数值');
    expect(check('site', 'example')).toBe('请输入有效的网址');
    expect(check('mail', 'a@b')).toBe('邮箱格式不正确');
    expect(check('note', 'bad')).toBe('输入有误，请检查');
  });

  it('passes valid values and empty optional fields', () => {
    expect(check('name', '张三')).toBeNull();
    expect(check('age', '30')).toBeNull();
    expect(check('site', 'https://example.com/x')).toBeNull();
    expect(check('code', '')).toBeNull();
    expect(validateFieldSync(schema, 'unknown', {})).toBeNull();
  });

  it('collects the first error per field and the list in schema order', () => {
    const result = validateFormSync(schema, { name: '', code: 'x', age: '20' });
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual({ name: '此项不能为空', code: '格式不正确' });
    expect(result.list.map((e) => [e.field, e.rule])).toEqual([
      ['name', 'required'],
      ['code', 'pattern'],
    ]);
  });
});

describe('the spec field presets', () => {
  const schema: FormSchema = FIELD_PRESETS;
  const check = (field: string, values: Record<string, string>) => validateFieldSync(schema, field, values)?.message ?? null;

  it('carries the per-field messages', () => {
    expect(check('email', { email: '' })).toBe('邮箱不能为空');
    expect(check('email', { email: 'nope' })).toBe('邮箱格式不正确');
    expect(check('mobile', { mobile: '' })).toBe('手机号码不能为空');
    expect(check('mobile', { mobile: '1234' })).toBe('请输入正确的手机号码');
    expect(check('mobile', { mobile: '138123456789' })).toBe('请输入正确的手机号码');
    expect(check('idCard', { idCard: '' })).toBe('身份证号码不能为空');
    expect(check('idCard', { idCard: '123' })).toBe('请输入正确的身份证号码');
    expect(check('idCard', { idCard: '110105194912310021' })).toBe('身份证号码校验位不正确，请核对后重新输入');
    expect(check('bankCard', { bankCard: '' })).toBe('银行卡号不能为空');
    expect(check('bankCard', { bankCard: '4111111111111112' })).toBe('银行卡号有误，请核对卡号后重新输入');
    expect(check('realName', { realName: '' })).toBe('真实姓名不能为空');
    expect(check('realName', { realName: 'x' })).toBe('请输入正确的真实姓名');
    expect(check('oldPassword', { oldPassword: '' })).toBe('原密码不能为空');
    expect(check('oldPassword', { oldPassword: '123' })).toBe('密码长度不能少于6位');
    expect(check('password', { password: '' })).toBe('密码不能为空');
    expect(check('password', { password: '123' })).toBe('密码长度不能少于6位');
    expect(check('password', { password: '1'.repeat(17) })).toBe('密码长度不能超过16位');
    expect(check('repeatPassword', { repeatPassword: '' })).toBe('请再次输入密码');
    expect(check('repeatPassword', { password: '123456', repeatPassword: '654321' })).toBe('两次输入的密码不一致');
    expect(check('captcha', { captcha: '' })).toBe('验证码不能为空');
    expect(check('captcha', { captcha: '123456789' })).toBe('验证码不能超过8位');
  });

  it('passes a complete valid form', () => {
    const result = validateFormSync(schema, {
      email: 'li@163.com',
      mobile: '13812345678',
      idCard: '11010519491231002X',
      bankCard: '4111 1111 1111 1111',
      realName: '李四',
      oldPassword: 'old123',
      password: 'new123',
      repeatPassword: 'new123',
      captcha: '1234',
    });
    expect(result).toEqual({ valid: true, errors: {}, list: [] });
  });
});

describe('unique check', () => {
  const taken = new Set(['13800000000']);
  const schema: FormSchema = {
    mobile: { rules: { required: true, unique: async (v) => taken.has(v) }, messages: { unique: '该手机号已注册过了！' } },
    nick: { rules: { unique: async () => Promise.reject(new Error('offline')) } },
    other: { rules: { unique: async () => true } },
  };

  it('marks the field invalid when the lookup says the value exists', async () => {
    expect((await validateField(schema, 'mobile', { mobile: '13800000000' }))?.message).toBe('该手机号已注册过了！');
    expect(await validateField(schema, 'mobile', { mobile: '13900000000' })).toBeNull();
  });
  it('uses the generic message without a field message', async () => {
    expect((await validateField(schema, 'other', { other: 'x' }))?.message).toBe('该值已存在');
  });
  it('leaves the field valid when the lookup fails, and skips it for empty values', async () => {
    expect(await validateField(schema, 'nick', { nick: 'abcd' })).toBeNull();
    expect((await validateField(schema, 'mobile', { mobile: '' }))?.rule).toBe('required');
  });
  it('runs in a whole-form validation', async () => {
    const result = await validateForm(schema, { mobile: '13800000000' });
    expect(result.errors).toEqual({ mobile: '该手机号已注册过了！' });
  });
});
