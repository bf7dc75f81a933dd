import { STORE_INCOME_MESSAGES, STORE_INCOME_SHARE, WALLET_MESSAGES, forecastStoreIncome, ownerIncomeOfFees, sharePercentText, storeIncomeWithdrawRefusal, walletWithdrawRefusal } from './index';

describe('wallet and store income rules', () => {
  it('refuses a withdrawal above what is available, naming it, and allows the whole of it', () => {
    expect(walletWithdrawRefusal('100.01', '100.00')).toBe(WALLET_MESSAGES.aboveBalance('100.00'));
    expect(walletWithdrawRefusal('100.00', '100.00')).toBeNull();
    expect(storeIncomeWithdrawRefusal('0.02', '0.01')).toBe(STORE_INCOME_MESSAGES.aboveAvailable('0.01'));
    expect(storeIncomeWithdrawRefusal('0.01', '0.01')).toBeNull();
  });

  it('the owner earns half of the fees, rounded once over the total', () => {
    expect(STORE_INCOME_SHARE).toBe('0.50');
    expect(ownerIncomeOfFees('0.03').toFixed(2)).toBe('0.02');
    // Three days of 0.03: per-day rounding would give 0.06; the running total gives 0.05 (half of 0.09, half up).
    expect(ownerIncomeOfFees('0.09').toFixed(2)).toBe('0.05');
    expect(ownerIncomeOfFees('123.45', '0.3').toFixed(2)).toBe('37.04');
  });

  it('forecasts a day, a 30-day month and a year of income from AUM × rate × share', () => {
    expect(forecastStoreIncome('1000000.00', '0.005')).toEqual({ day: '6.85', month: '205.48', year: '2500.00' });
    expect(forecastStoreIncome('0.01', '0.005')).toEqual({ day: '0.00', month: '0.00', year: '0.00' });
    expect(sharePercentText()).toBe('50%');
  });
});
