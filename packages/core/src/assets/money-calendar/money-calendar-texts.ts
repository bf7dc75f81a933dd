// What the money calendar says (issue 24, B3): each kind of entry, the titles and the page's words.
import type { MoneyEventKind } from './money-calendar';

export const MONEY_EVENT_TEXTS: Readonly<Record<MoneyEventKind, string>> = {
  'plan-debit': '定投扣款',
  'buy-confirm': '买入确认',
  'redeem-arrive': '赎回到账',
  dividend: '分红派发',
  'bao-income': '现金宝收益',
  'coupon-expiry': '优惠券到期',
};

export const MONEY_CALENDAR_TEXTS = {
  monthTitle: (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`,
  weekdays: ['一', '二', '三', '四', '五', '六', '日'],
  previous: '上月',
  next: '下月',
  empty: '本月暂无资金安排',
  done: '已发生',
  planDetail: (card: string) => `从${card}扣款，遇节假日顺延到下一交易日`,
  buyDetail: '按交易日净值确认份额',
  redeemPending: '到账金额按确认日净值计算',
  redeemDetail: '资金到账银行卡或现金宝',
  dividendDetail: (perShare: string) => `每份派发现金${perShare}元`,
  baoDetail: '每个交易日按万份收益计入',
  couponDetail: (name: string) => `${name}，过期作废`,
  note: '日期按交易日历推算，遇节假日顺延；金额以实际确认为准。',
} as const;
