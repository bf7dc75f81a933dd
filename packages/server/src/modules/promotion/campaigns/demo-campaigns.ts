// The demo's campaigns: one of each kind, windows around the demo clock at first start (begun a day ago). The
// guess games roll: a round a Beijing day, drawn a day after its bets close, and the next round opens at once.
import type { Kysely } from 'kysely';
import { CampaignKind as K, CampaignSeries as S, type CampaignDef, type CampaignQuestionDef } from '@fund/core/promotion';
import { beijingDate } from '@fund/core/calendar';
import type { DB } from '../../../db/schema';
import { storeCampaign } from './campaign-store';

const DAY_MS = 86_400_000;
/** Days a guess round's prizes stay receivable after its draw. */
const GUESS_RECEIVE_DAYS = 30;
const coins = (n: number) => ({ kind: 'coins' as const, coins: n, basis: 'fixed' as const });
const feeCoupon = { kind: 'coupon' as const, coins: 0, basis: 'fixed' as const, coupon: { name: '8元申购费率券', amount: '8.00', expense_min: '500.00', days: 30 } };

const QUESTIONS: CampaignQuestionDef[] = [
  { id: 1, level: 1, title: '基金定投适合哪类投资者？', options: [{ option: 'A', text: '希望分散买入时点的长期投资者' }, { option: 'B', text: '只想一夜暴富的投资者' }], answer: 'A' },
  { id: 2, level: 1, title: '货币基金的7日年化收益率表示什么？', options: [{ option: 'A', text: '保证未来一年的收益' }, { option: 'B', text: '过去7天收益折算的年化水平' }], answer: 'B' },
  { id: 3, level: 2, title: '购买基金前应先完成哪一步？', options: [{ option: 'A', text: '风险承受能力测评' }, { option: 'B', text: '抽奖' }], answer: 'A' },
];

export function demoCampaigns(now: Date): { series: S; def: CampaignDef }[] {
  const t = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  // A year: the demo lives on and its journeys move the clock by weeks; the check-in and tasks must stay open.
  const plain = { begin_at: t(-1), bet_end_at: t(365), settle_at: t(365), end_at: t(365) };
  const today = Date.parse(`${beijingDate(now)}T00:00:00+08:00`);
  const day = (n: number) => new Date(today + n * DAY_MS).toISOString();
  const guess = { begin_at: day(0), bet_end_at: day(1), settle_at: day(2), end_at: day(2 + GUESS_RECEIVE_DAYS) };
  const rounds = (root: string) => ({ every_days: 1, settle_days: 1, receive_days: GUESS_RECEIVE_DAYS, root, index: 0 });
  const teams = [{ code: 'home', name: '主队胜' }, { code: 'empty', name: '平局' }, { code: 'away', name: '客队胜' }];
  const d = (series: S, def: Omit<CampaignDef, 'code'>) => ({ series, def: { ...def, code: `demo-${series}` } });
  return [
    d(S.Checkin, { kind: K.Checkin, name: '每日签到', ...plain, prize: coins(5), budget: 100000, per_user_daily: 1, per_user_total: 31, entry_coins: 0, rules: {} }),
    d(S.BetGame, { kind: K.Guess, name: '冠军竞猜', ...guess, prize: coins(25), budget: 1000, per_user_daily: 3, per_user_total: 3, entry_coins: 10, rules: { options: teams, rounds: rounds(`demo-${S.BetGame}`) } }),
    d(S.Double11Guess, { kind: K.Guess, name: '双十一竞猜', ...guess, prize: coins(15), budget: 1000, per_user_daily: 2, per_user_total: 2, entry_coins: 10, rules: { options: [{ code: 'up', name: '大盘上涨' }, { code: 'down', name: '大盘下跌' }], rounds: rounds(`demo-${S.Double11Guess}`) } }),
    d(S.Double11, { kind: K.TradeStat, name: '双十一交易有礼', ...plain, prize: coins(200), budget: 1000, per_user_daily: 1, per_user_total: 1, entry_coins: 0, rules: { trades_needed: 1 } }),
    d(S.Mooncake, { kind: K.Dice, name: '中秋博饼', ...plain, prize: coins(10), budget: 5000, per_user_daily: 5, per_user_total: 100, entry_coins: 5, rules: {} }),
    d(S.NewYear, { kind: K.Quiz, name: '新春答题', ...plain, prize: coins(20), budget: 5000, per_user_daily: 10, per_user_total: 10, entry_coins: 0, rules: { questions: QUESTIONS } }),
    d(S.Quiz, { kind: K.Quiz, name: '理财知识答题', ...plain, prize: coins(10), budget: 5000, per_user_daily: 10, per_user_total: 10, entry_coins: 0, rules: { questions: QUESTIONS } }),
    d(S.Questions, { kind: K.Quiz, name: '每周一问', ...plain, prize: coins(10), budget: 5000, per_user_daily: 10, per_user_total: 10, entry_coins: 0, rules: { questions: QUESTIONS } }),
    d(S.Interaction, { kind: K.Quiz, name: '说说你的理财目标', ...plain, prize: coins(0), budget: 1, per_user_daily: 1, per_user_total: 1, entry_coins: 0, rules: { title: '说说你的理财目标' } }),
    d(S.Rain, { kind: K.Rain, name: '金币红包雨', ...plain, prize: { ...coins(1), coins_max: 20 }, budget: 5000, per_user_daily: 5, per_user_total: 50, entry_coins: 0, rules: {} }),
    d(S.TradeBargain, { kind: K.Bargain, name: '砍价换费率券', ...plain, prize: feeCoupon, budget: 500, per_user_daily: 1, per_user_total: 30, entry_coins: 0, rules: { price_coins: 800, floor_coins: 100, cut_min: 50, cut_max: 150 } }),
    d(S.FuturesLossReturn, { kind: K.FuturesLossReturn, name: '期货亏损返还', ...plain, prize: coins(100), budget: 100, per_user_daily: 1, per_user_total: 1, entry_coins: 0, rules: {} }),
    d(S.FuturesSimulation, { kind: K.FuturesSimulation, name: '期货模拟大赛', ...plain, prize: coins(500), budget: 10, per_user_daily: 1, per_user_total: 1, entry_coins: 0, rules: { principal: '1000000.00' } }),
  ];
}

/** Stores the demo campaigns once (codes are unique: a restart keeps the first windows). */
export async function seedDemoCampaigns(db: Kysely<DB>, now: Date): Promise<void> {
  for (const { series, def } of demoCampaigns(now)) await storeCampaign(db, series, def, now);
}
