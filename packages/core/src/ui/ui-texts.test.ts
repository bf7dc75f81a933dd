import {
  APP_ONLY_TEXTS,
  COMMON_BUTTONS,
  LOADING_TEXT,
  SUBSCRIPTION_SUCCEEDED_TOAST,
} from './ui-texts';
import { BAO_NAME } from '../cash-treasure/cash-treasure-texts';
import { FIXED_INVESTMENT_TEXTS } from '../plan/plan-texts';
import { RISK_WARNING_TEXTS } from '../risk/risk-texts';
import { CAPTCHA_TEXTS, MOBILE_CHECK_TEXTS, captchaResendText } from '../account/captcha-texts';
import { BANK_CARD_CONFIRMS } from '../card/card-texts';
import { BANK_CARD_PICKER_TEXTS } from '../card/card-texts';
import { TRADE_RECORD_TAB_LABELS } from '../trade/trade-texts';
import { TRADE_BUTTON_LABELS } from '../trade/trade-texts';
import { SELL_AMOUNT_NOTE } from '../trade/trade-texts';
import { TRADE_PASSWORD_TEXTS } from '../trade/trade-texts';
import { TRADE_RECORD_TABS } from '../trade/trade-codes';

describe('verbatim spec strings', () => {
  it('loading dialog default', () => {
    expect(LOADING_TEXT).toBe('数据加载中');
  });

  it('trade-password dialog', () => {
    expect(TRADE_PASSWORD_TEXTS.placeholder).toBe('请填写6位交易密码');
    expect(TRADE_PASSWORD_TEXTS.submit).toBe('提交');
    expect(TRADE_PASSWORD_TEXTS.submitting).toBe('提交中...');
  });

  it('bank-card picker', () => {
    expect(BANK_CARD_PICKER_TEXTS.payWithNewCard).toBe('使用新卡支付');
    expect(BANK_CARD_PICKER_TEXTS.empty).toBe('暂无银行卡');
  });

  it('captcha texts', () => {
    expect(CAPTCHA_TEXTS.sent).toBe('验证码已发送，请注意查收');
    expect(CAPTCHA_TEXTS.agreementRequired).toBe('请勾选阅读协议');
    expect(CAPTCHA_TEXTS.resendSeconds).toBe(60);
  });

  it('already-registered mobile', () => {
    expect(MOBILE_CHECK_TEXTS.registeredConfirm).toBe('该手机号码已注册，是否直接登录？');
    expect(MOBILE_CHECK_TEXTS.registeredToast).toBe('该手机号已注册过了！');
    expect(MOBILE_CHECK_TEXTS.loginButton).toBe('登录');
  });

  it('bank-card confirms before buying', () => {
    expect(BANK_CARD_CONFIRMS.bindFirst).toBe('您尚未绑定过银行卡，请先绑张银行卡？');
    expect(BANK_CARD_CONFIRMS.needsAuth).toBe('银行卡支付渠道升级了，为保障您的支付安全，请重新认证银行卡');
  });

  it('sell amount note', () => {
    expect(SELL_AMOUNT_NOTE).toBe('委托卖出金额，不等于实际到账金额。实际到账以基金公司结算为准');
  });

  it('risk warning after confirm_risk', () => {
    expect(RISK_WARNING_TEXTS.message).toBe('您的持仓中有超过您风险承受能力的产品...');
  });

  it('trade button labels given in Chinese by the spec', () => {
    expect(TRADE_BUTTON_LABELS.notDistributed).toBe('未代销');
    expect(TRADE_BUTTON_LABELS.buyPaused).toBe('暂停买入');
    expect(TRADE_BUTTON_LABELS.sellPaused).toBe('暂停卖出');
    expect(TRADE_BUTTON_LABELS.transferInPaused).toBe('暂停转入');
    expect(TRADE_BUTTON_LABELS.transferOutPaused).toBe('暂停转出');
  });
});

describe('captcha countdown text', () => {
  it.each([60, 59, 1])('reads 重新发送(%i) with the seconds left', (n) => {
    expect(captchaResendText(n)).toBe(`重新发送(${n})`);
  });
});

describe('texts written from English paraphrases', () => {
  it('are Chinese and non-empty', () => {
    const texts = [
      ...Object.values(TRADE_BUTTON_LABELS),
      ...Object.values(APP_ONLY_TEXTS),
      ...Object.values(FIXED_INVESTMENT_TEXTS),
      ...Object.values(COMMON_BUTTONS),
      RISK_WARNING_TEXTS.checkHoldings,
      RISK_WARNING_TEXTS.dismiss,
      MOBILE_CHECK_TEXTS.unregisteredConfirm,
      SUBSCRIPTION_SUCCEEDED_TOAST,
      BAO_NAME,
    ];
    for (const text of texts) expect(text).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('the fixed-investment termination confirm says deductions stop, no restore, cancel pending in records', () => {
    expect(FIXED_INVESTMENT_TEXTS.terminateConfirm).toContain('不再扣款');
    expect(FIXED_INVESTMENT_TEXTS.terminateConfirm).toContain('无法恢复');
    expect(FIXED_INVESTMENT_TEXTS.terminateConfirm).toContain('交易记录');
  });

  it('every trade record tab has a label', () => {
    for (const tab of TRADE_RECORD_TABS) expect(TRADE_RECORD_TAB_LABELS[tab]).toMatch(/[\u4e00-\u9fa5]/);
    expect(TRADE_RECORD_TAB_LABELS.fund_bao).toBe(BAO_NAME);
  });
});
