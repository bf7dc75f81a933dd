// Coins: the task centre, what coins exchange for, and the daily limits of exchanges.
import type { CouponPrize } from './campaign-kinds';

export const CoinTaskCode = {
  Checkin: 'checkin',
  BindCard: 'bind_card',
  RiskTest: 'risk_test',
  FirstBuy: 'first_buy',
  StartPlan: 'start_plan',
  Invite: 'invite',
  Share: 'share',
} as const;
export type CoinTaskCode = (typeof CoinTaskCode)[keyof typeof CoinTaskCode];

export interface CoinTaskDef {
  id: number;
  code: CoinTaskCode;
  name: string;
  description: string;
  coins: number;
  /** A daily task may be collected once a Beijing day; the others once ever. */
  daily: boolean;
  /** The app page where the task is done (spec route). */
  url: string;
}

export const COIN_TASKS: readonly CoinTaskDef[] = [
  { id: 1, code: 'checkin', name: '每日签到', description: '每天签到一次，连续签到奖励更多', coins: 5, daily: true, url: '/promotion/checkin' },
  { id: 2, code: 'bind_card', name: '绑定银行卡', description: '完成实名认证并绑定一张银行卡', coins: 100, daily: false, url: '/accounts/bank_cards/' },
  { id: 3, code: 'risk_test', name: '完成风险测评', description: '完成一次风险承受能力测评', coins: 50, daily: false, url: '/accounts/risk/' },
  { id: 4, code: 'first_buy', name: '首次买入基金', description: '完成第一笔基金买入（奖励金币与金额无关）', coins: 200, daily: false, url: '/symbols/funds/' },
  { id: 5, code: 'start_plan', name: '开启定投', description: '设置一个基金定投计划', coins: 100, daily: false, url: '/accounts/funds/fixed_investments/' },
  { id: 6, code: 'invite', name: '邀请好友', description: '邀请一位好友注册', coins: 100, daily: false, url: '/promotion/invite' },
  { id: 7, code: 'share', name: '分享活动', description: '每天分享一次活动给好友', coins: 10, daily: true, url: '' },
];

export const CoinTaskStatus = { Todo: 0, Collectable: 1, Collected: 2 } as const;
export type CoinTaskStatus = (typeof CoinTaskStatus)[keyof typeof CoinTaskStatus];
export const COIN_TASK_STATUS_NAMES: Record<CoinTaskStatus, string> = { 0: '去完成', 1: '领取金币', 2: '已领取' };

/** Target kinds of an exchange; the limitation call asks about kind 2 unless told. */
export const ExchangeTargetKind = { FeeCoupon: 1, MembershipDays: 2 } as const;
export type ExchangeTargetKind = (typeof ExchangeTargetKind)[keyof typeof ExchangeTargetKind];

export interface ExchangeTargetDef {
  id: number;
  kind: ExchangeTargetKind;
  name: string;
  description: string;
  coins: number;
  /** Yuan it is worth (a coupon's face value; membership days at the member price). */
  value: string;
  coupon?: CouponPrize;
  membership?: { code: string; days: number };
}

export const EXCHANGE_TARGETS: readonly ExchangeTargetDef[] = [
  { id: 1, kind: 1, name: '5元申购费率券', description: '买入基金满100元可用，抵扣申购费', coins: 500, value: '5.00', coupon: { name: '5元申购费率券', amount: '5.00', expense_min: '100.00', days: 30 } },
  { id: 2, kind: 1, name: '10元申购费率券', description: '买入基金满1000元可用，抵扣申购费', coins: 900, value: '10.00', coupon: { name: '10元申购费率券', amount: '10.00', expense_min: '1000.00', days: 30 } },
  { id: 3, kind: 2, name: '会员7天', description: '兑换7天会员，享会员专属服务', coins: 700, value: '7.00', membership: { code: 'vip', days: 7 } },
];

/** Exchanges a user may make per Beijing day, by target kind. */
export const EXCHANGE_DAILY_LIMIT: Record<ExchangeTargetKind, number> = { 1: 3, 2: 1 };

export const COIN_TEXTS = {
  notEnough: '金币不足',
  taskNotFound: '任务不存在',
  taskNotDone: '请先完成任务',
  taskCollected: '该任务的金币已领取',
  targetNotFound: '兑换项目不存在',
  coinsMismatch: '兑换所需金币已变化，请刷新后重试',
  dailyLimit: '今日兑换次数已用完，明天再来',
  exchanged: (name: string) => `已兑换${name}`,
  balanceTitle: '我的金币',
  history: '金币明细',
  exchange: '金币兑换',
  tasks: '赚金币',
  emptyHistory: '还没有金币记录，去完成任务吧',
  memo: {
    task: (name: string) => `完成任务：${name}`,
    exchange: (name: string) => `兑换${name}`,
    bet: (name: string) => `参与${name}`,
    award: (name: string) => `${name}奖励`,
    membership: (name: string) => `开通${name}`,
  },
} as const;
