import fc from 'fast-check';
import { checkTradePasswordForSubmit, checkTradePasswordSetting, isTradePassword } from './trade-password-rules';

describe('trade password', () => {
  it('asks for 6 pure digits when setting', () => {
    expect(checkTradePasswordSetting('12345')).toBe('请输入6位纯数字交易密码');
    expect(checkTradePasswordSetting('12345a')).toBe('请输入6位纯数字交易密码');
    expect(checkTradePasswordSetting('1234567')).toBe('请输入6位纯数字交易密码');
    expect(checkTradePasswordSetting('123456')).toBeNull();
  });
  it('needs the confirmation to match when setting', () => {
    expect(checkTradePasswordSetting('123456', '123465')).toBe('两次输入的交易密码不一致，请重新输入');
    expect(checkTradePasswordSetting('123456', '123456')).toBeNull();
  });
  it('asks for all 6 digits when submitting a trade', () => {
    expect(checkTradePasswordForSubmit('123')).toBe('请填写完整6位交易密码');
    expect(checkTradePasswordForSubmit('')).toBe('请填写完整6位交易密码');
    expect(checkTradePasswordForSubmit('000000')).toBeNull();
  });
  it('accepts exactly the 6-digit strings', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{6}$/), (p) => isTradePassword(p)));
    fc.assert(fc.property(fc.string(), (p) => isTradePassword(p) === /^\d{6}$/.test(p)));
  });
});
