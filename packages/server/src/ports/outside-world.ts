// The systems outside this server, each behind one interface: the bank (card verification), SMS, identity
// (real-name) verification, the market-data feed and payments. Adapters are chosen once when the app is built.
import type { BankGateway } from '../modules/card/bank-gateway';
import type { Database } from '../db/database';
import type { PaymentPort } from './payment';

export interface Adapter {
  /** Shown in the start banner and in refusals. */
  readonly adapterName: string;
  /** A stand-in that moves nothing real: production refuses it unless ALLOW_SIMULATORS=1. */
  readonly simulator: boolean;
}

export interface BankPort extends Adapter, BankGateway {}

export interface SmsPort extends Adapter {
  /** `requester` is the hash of the asking session's CSRF token (the simulator's outbox keeps it for the peek). */
  sendCaptcha(mobile: string, code: string, now: Date, requester: string | null): Promise<void>;
}

export type IdentityAnswer = 'match' | 'mismatch';

export interface IdentityPort extends Adapter {
  /** Whether the name belongs to the ID number (the public-security check a real provider runs). */
  verifyName(realName: string, idCardNo: string): Promise<IdentityAnswer>;
}

export interface MarketFeedPort extends Adapter {
  /** Fills a new database with instruments and history up to the Beijing date of `now`; a report line when it wrote something. */
  prepare(database: Database, now: Date): Promise<string | null>;
  /** Whether days published after the history move (the demo market's generated returns). */
  readonly movesPublishedDays: boolean;
  /**
   * NAVs come only from imports (npm run market:import) or this adapter writing them: settlement publishes
   * none of its own, closes a day only once its NAVs are in, and confirms an order only at its trade date's NAV.
   */
  readonly importsOnly: boolean;
}

/** Draws the image captcha asked before a coupon receive (a real one adds noise and warping against OCR). */
export interface CaptchaPort extends Adapter {
  /** An image (a data URL) showing `text`. */
  draw(text: string): Promise<string>;
}

/** The messaging app's mini-program platform: what a real adapter asks its servers with the app secret. */
export interface WxAppPort extends Adapter {
  /** The user's openid under the app for the code wx.login gave; null when the platform refuses the code. */
  openidOf(appid: string, code: string): Promise<string | null>;
  /** A link that opens the mini program at `path` (?query) from outside the app. */
  openLink(appid: string, path: string, query: string, expiresAt: Date): Promise<string>;
}

export interface OutsidePorts {
  bank: BankPort;
  sms: SmsPort;
  identity: IdentityPort;
  marketFeed: MarketFeedPort;
  payment: PaymentPort;
  captcha: CaptchaPort;
  wxApp: WxAppPort;
}

export const PORT_NAMES: Record<keyof OutsidePorts, string> = {
  bank: '银行 (bank)',
  sms: '短信 (sms)',
  identity: '实名认证 (identity)',
  marketFeed: '行情数据 (market feed)',
  payment: '支付 (payment)',
  captcha: '图形验证码 (captcha)',
  wxApp: '微信小程序 (wx app)',
};
