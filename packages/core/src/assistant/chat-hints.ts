// 猜你想问: the hints shown under the chat, chosen by what the caller has (spec 03 §9: AI lists 5 a page).
export const AI_LIST_SIZE = 5;

export interface HintState {
  loggedIn: boolean;
  holdsFunds: boolean;
  hasPlans: boolean;
  hasOpenTrades: boolean;
  riskTested: boolean;
}

const GUEST_HINTS = ['000001怎么样', '000001买一万手续费多少', '现金宝七日年化多少', '怎么绑卡', '如何撤单'];

export function hintsFor(state: HintState): string[] {
  if (!state.loggedIn) return GUEST_HINTS.slice(0, AI_LIST_SIZE);
  const hints: string[] = [];
  if (!state.riskTested) hints.push('风险测评在哪里做');
  if (state.holdsFunds) hints.push('我昨天赚了多少', '帮我做个持仓体检');
  if (state.hasOpenTrades) hints.push('我的钱什么时候到账');
  if (state.hasPlans) hints.push('下次定投什么时候扣款');
  hints.push('我的风险等级是什么', '最近的交易记录', '000001买一万手续费多少', '现金宝七日年化多少');
  return [...new Set(hints)].slice(0, AI_LIST_SIZE);
}
