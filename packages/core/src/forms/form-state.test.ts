import { createForm } from './form-state';
import { FIELD_PRESETS } from './field-presets';

function deferred<T>() {
  let resolve: (v: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('form state', () => {
  const make = () =>
    createForm({ name: 'signup', fields: { mobile: FIELD_PRESETS.mobile, password: FIELD_PRESETS.password, repeatPassword: FIELD_PRESETS.repeatPassword } });

  it('refuses a form without a name', () => {
    expect(() => createForm({ name: ' ', fields: {} })).toThrow('表单必须有名称');
  });

  it('shows an error on blur and clears it once the field is valid', async () => {
    const form = make();
    expect(form.name).toBe('signup');
    expect(await form.blur('mobile', { mobile: '123' })).toBe('请输入正确的手机号码');
    expect(form.errorOf('mobile')).toBe('请输入正确的手机号码');
    expect(await form.blur('mobile', { mobile: '13812345678' })).toBeNull();
    expect(form.errorOf('mobile')).toBeNull();
  });

  it('lists every error in field order on submit', async () => {
    const form = make();
    const result = await form.submit({ mobile: '', password: '123456', repeatPassword: '1234567' });
    expect(result.valid).toBe(false);
    expect(form.errorList().map((e) => e.message)).toEqual(['手机号码不能为空', '两次输入的密码不一致']);
    form.clear('mobile');
    expect(form.errorList().map((e) => e.field)).toEqual(['repeatPassword']);
    form.clear();
    expect(form.errorList()).toEqual([]);
  });

  it('ignores a slow unique check overtaken by a newer blur', async () => {
    const slow = deferred<boolean>();
    let calls = 0;
    const form = createForm({
      name: 'nick',
      fields: { nick: { rules: { unique: () => (calls++ === 0 ? slow.promise : Promise.resolve(false)) } } },
    });
    const first = form.blur('nick', { nick: 'taken' });
    expect(await form.blur('nick', { nick: 'free' })).toBeNull();
    slow.resolve(true);
    await first;
    expect(form.errorOf('nick')).toBeNull();
  });
});
