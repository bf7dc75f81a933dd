import { cardTail, maskBankCard, maskIdCard, maskMobile } from './masking';

describe('privacy masks', () => {
  it('keeps the first and last character of an ID number', () => {
    expect(maskIdCard('11010519491231002X')).toBe('1****************X');
    expect(maskIdCard('110105491231002')).toBe('1*************2');
  });
  it('keeps only the last 4 of a card by default, or the BIN and last 4', () => {
    expect(maskBankCard('6222 0212 3456 7890')).toBe('************7890');
    expect(maskBankCard('6222021234567890', 'bin-and-tail')).toBe('622202******7890');
  });
  it('keeps the first 3 and last 4 of a mobile', () => {
    expect(maskMobile('13812345678')).toBe('138****5678');
  });
  it('hides everything when the value is too short to hide a part', () => {
    expect(maskMobile('1381234')).toBe('*******');
    expect(maskIdCard('1')).toBe('*');
    expect(maskBankCard('1234')).toBe('****');
  });
  it('gives the card tail the lists show', () => {
    expect(cardTail('6222 0212 3456 7890')).toBe('7890');
    expect(cardTail('12')).toBe('12');
  });
});
