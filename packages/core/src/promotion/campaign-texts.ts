// The words of campaigns, shown by the pages and answered by the server: names, rules, records, states.
import { beijingDate } from '../calendar';
import type { CampaignKind, CampaignPhase } from './campaign-kinds';

export const CAMPAIGN_KIND_NAMES: Record<CampaignKind, string> = {
  checkin: '每日签到',
  quiz: '答题赢金币',
  guess: '竞猜',
  dice: '中秋博饼',
  rain: '红包雨',
  bargain: '砍价兑换',
  trade_stat: '交易有礼',
  futures_loss_return: '期货亏损返还',
  futures_simulation: '期货模拟大赛',
};

export const CAMPAIGN_PHASE_NAMES: Record<CampaignPhase, string> = {
  upcoming: '未开始',
  open: '进行中',
  closed: '已截止，等待开奖',
  settled: '已开奖',
  ended: '已结束',
};

/** The rules every campaign page shows, by kind. Compliance words close each: no fund units, no cash play. */
export const CAMPAIGN_RULES: Record<CampaignKind, readonly string[]> = {
  checkin: ['每天可签到一次，连续签到第1至7天分别奖励5、5、10、10、15、15、30金币，第8天起重新计算。', '中断一天后连续天数从1开始。'],
  quiz: ['每题只能作答一次，答对即得金币奖励。', '奖励名额有限，发完即止。'],
  guess: ['竞猜每天一轮，一轮投注截止后下一轮随即开始。', '使用金币参与竞猜，每人每天可投注次数有限。', '投注截止后次日开奖，猜中者可领取金币奖励；未猜中不退还投注金币。', '竞猜只使用金币，不涉及现金。'],
  dice: ['每次博饼消耗金币，按六颗骰子的点数评定名次（状元插金花、六杯红……一秀）。', '名次对应固定金币奖励，奖池发完即止。'],
  rain: ['红包雨期间每次点击可抢一次红包，红包为随机数量的金币。', '红包发完即止，每人每天次数有限。'],
  bargain: ['每天可砍价一次，每次随机砍掉部分金币价格，最低砍至底价。', '用金币按当前价格兑换费率券，奖品与交易金额无关。'],
  trade_stat: ['活动期间完成指定笔数的基金买入（以确认成功为准）即可领取金币奖励。', '奖励按笔数计算，与交易金额无关，不以基金份额作为奖品。'],
  futures_loss_return: ['期货交易功能开通后，活动期间的亏损可按规则返还金币。', '当前暂无可返还的记录。'],
  futures_simulation: ['报名后获得虚拟本金参与期货模拟交易，按收益率排名。', '模拟交易不涉及真实资金，排名奖励为金币。'],
};

export const CAMPAIGN_COMMON_RULES: readonly string[] = [
  '奖品为金币或费率券，不以基金份额或现金作为奖品。',
  '活动与基金交易金额无关，理财有风险，投资需谨慎。',
];

export const CAMPAIGN_TEXTS = {
  rules: '活动规则',
  record: '中奖记录',
  myRecord: '我的记录',
  latest: '最新中奖',
  join: '立即参与',
  window: (begin: string, end: string) => `活动时间：${begin} 至 ${end}`,
  emptyRecord: '暂无中奖记录',
  loading: '加载中…',
  loadFailed: '活动加载失败，请稍后重试',
  retry: '重试',
  notFound: '活动不存在',
  notStarted: '活动尚未开始',
  ended: '活动已结束',
  betClosed: '投注已截止',
  notSettled: '尚未开奖，请耐心等待',
  noPlaysLeft: '今日参与次数已用完',
  noPlaysAtAll: '您的参与次数已用完',
  budgetOut: '奖品已发完，感谢参与',
  notEnoughCoins: '金币不足',
  optionNotFound: '请选择有效的选项',
  questionNotFound: '题目不存在',
  alreadyAnswered: '这道题已经答过了',
  right: '回答正确',
  wrong: '回答错误',
  awardNotFound: '奖励不存在',
  awardReceived: '奖励已领取',
  awardReceivedOk: (name: string) => `已领取${name}`,
  nothingToClaim: '暂无可领取的奖励',
  checkedIn: '今日已签到',
  checkinOk: (coins: number, days: number) => `签到成功，获得${coins}金币，已连续签到${days}天`,
  tradesNeeded: (n: number) => `活动期间买入基金${n}笔即可领取`,
  tradesNotEnough: '买入笔数未达到领取条件',
  bargainOk: (coins: number) => `砍掉${coins}金币`,
  bargainedToday: '今天已经砍过了，明天再来',
  atFloor: '已砍至底价',
  noCashYet: '暂无可提取的现金奖励',
  cashPaid: (yuan: string) => `现金红包${yuan}元已存入钱包`,
  cashMemo: (name: string) => `活动现金红包：${name}`,
  registered: '报名成功',
  alreadyRegistered: '您已报名',
  submitted: '提交成功',
  alreadySubmitted: '您已经提交过了',
  rainMiss: '很遗憾，这次没抢到',
  rainHit: (coins: number) => `抢到${coins}金币`,
  diceRolled: (rank: string, coins: number) => (coins > 0 ? `${rank}，获得${coins}金币` : `${rank}，再接再厉`),
  betPlaced: '投注成功',
  guessRight: '猜中',
  guessWrong: '未猜中',
  guessWaiting: '待开奖',
  awardStatus: { 0: '待领取', 1: '已领取', 2: '已过期' } as Record<0 | 1 | 2, string>,
  streak: (days: number) => `已连续签到${days}天`,
  checkin: '签到',
} as const;

/** A campaign's window as its page shows it, in Beijing dates. */
export function campaignWindowText(beginAt: string, endAt: string): string {
  return CAMPAIGN_TEXTS.window(beijingDate(new Date(Date.parse(beginAt))), beijingDate(new Date(Date.parse(endAt))));
}

/** Screen words of the coin, campaign and membership pages beyond the shared texts. */
export const CAMPAIGN_SCREEN_TEXTS = {
  coinsTitle: '我的金币',
  tasksTitle: '赚金币',
  exchangeTitle: '金币兑换',
  historyLink: '金币明细',
  exchangeConfirm: (name: string, coins: number) => `使用${coins}金币兑换${name}？`,
  coinsUnit: '金币',
  remainingToday: (n: number) => `今日还可兑换${n}次`,
  myBets: '我的竞猜',
  bet: (coins: number) => `投注${coins}金币`,
  receive: '领取',
  roll: '博一把',
  dice: '骰子',
  checkinDone: '今日已签到',
  nextCoins: (n: number) => `今日签到可得${n}金币`,
  bargainNow: '砍一刀',
  exchangeNow: '立即兑换',
  currentPrice: (n: number) => `当前价格${n}金币`,
  floorPrice: (n: number) => `底价${n}金币`,
  tradesCount: (n: number, needed: number) => `活动期间已买入${n}笔，需${needed}笔`,
  claim: '领取奖励',
  claimed: '已领取',
  membershipTitle: '会员中心',
  myInviteCode: '我的邀请码',
  chances: (n: number) => `今日剩余${n}次`,
} as const;
