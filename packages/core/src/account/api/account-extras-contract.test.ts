import { validate } from '../../api/schema';
import { accountExtrasContract as X } from './account-extras-contract';

describe('account extras contract', () => {
  it('takes a slider answer only as a whole offset with its token', () => {
    expect(validate(X.verifySlider.body, { token: 'abc', offset: 120 }).ok).toBe(true);
    expect(validate(X.verifySlider.body, { token: 'abc', offset: '120' }).ok).toBe(false);
    expect(validate(X.verifySlider.body, { offset: 1 }).ok).toBe(false);
  });

  it('refuses a trade password that is not 6 digits when setting it', () => {
    const r = validate(X.setTradePassword.body, { password: '12a456' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.password).toEqual(['请输入6位纯数字交易密码']);
  });

  it('keeps the extra paths under the account and private-fund areas', () => {
    expect(X.csrfToken.path).toBe('/accounts/csrftoken/');
    expect(X.bankCard.path).toBe('/accounts/bank_cards/{id}/');
    expect(X.answerPrivateFundRisk.method).toBe('POST');
  });
});
