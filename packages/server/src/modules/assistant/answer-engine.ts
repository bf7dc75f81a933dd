// The embedded assistant: answers an understood utterance by calling the tools for its intent. The rules
// it never breaks live here: tools read only the caller's rows, a guest's personal card is the go-login
// template, an advice answer shows nothing above the caller's risk level and never promises a return.
import { AI_GO_LOGIN, AI_MESSAGES, AI_TEXTS, FAQ_ANSWERS, cardLink, type AssistantIntent, type ChatCard, type Understanding } from '@fund/core/assistant';
import { meetsRiskLevel, riskLevelText } from '@fund/core/risk';
import { suitabilityOf } from '../risk/profile-service';
import { fundFigures } from './assistant-repo';
import { card, guestCard } from './card-kit';
import { baoTool, buyFeeTool, compareTool, fundTool, withinRiskTool } from './market-tools';
import { arrivalTool, followedTool, holdingsTool, incomeTool, plansTool, riskTool, tradesTool } from './personal-tools';
import { sellFeeTool } from './sell-fee-tool';
import type { ToolContext, ToolResult } from './tool-types';

export interface EngineAnswer {
  text: string;
  cards: ChatCard[];
  /** Each tool's data, for checking a model's figures. */
  data: unknown[];
}

/** The card a guest sees for each personal intent. */
const GUEST_CARDS: Partial<Record<AssistantIntent, [ChatCard['template'], string]>> = {
  holdings: ['asset_health', '持仓体检'],
  income: ['income', '我的收益'],
  arrival: ['arrival', '在途交易'],
  plan_next: ['plan', '定投计划'],
  risk_level: ['investment_risk', '我的风险等级'],
  recent_trades: ['trade', '最近交易'],
  followed_funds: ['symbol_follow', '我关注的基金'],
  sell_fee: ['fee', '卖出手续费'],
};

function fromTool(intent: AssistantIntent, r: ToolResult): EngineAnswer {
  return { text: r.empty ?? AI_TEXTS[intent], cards: r.cards, data: [r.data] };
}

async function personal(ctx: ToolContext, userId: number, u: Understanding): Promise<ToolResult | null> {
  const symbols = u.slots.funds.map((f) => f.symbol);
  switch (u.intent) {
    case 'holdings':
      return holdingsTool(ctx, userId);
    case 'income':
      return incomeTool(ctx, userId, u.slots.date, symbols);
    case 'arrival':
      return arrivalTool(ctx, userId, symbols);
    case 'plan_next':
      return plansTool(ctx, userId, symbols);
    case 'risk_level':
      return riskTool(ctx, userId);
    case 'recent_trades':
      return tradesTool(ctx, userId, symbols);
    case 'followed_funds':
      return followedTool(ctx, userId);
    case 'sell_fee':
      return sellFeeTool(ctx, userId, symbols);
    default:
      return null;
  }
}

async function advice(ctx: ToolContext, u: Understanding): Promise<EngineAnswer> {
  if (ctx.userId === null) return { text: `${AI_TEXTS.advice}${AI_GO_LOGIN}`, cards: [guestCard('investment_risk', '我的风险等级')], data: [] };
  const { userLevel } = await suitabilityOf(ctx.db, ctx.userId, ctx.now);
  if (userLevel === 0) {
    return { text: AI_MESSAGES.riskUntested, cards: [card('investment_risk', '风险测评', cardLink('investment_risk'))], data: [] };
  }
  const symbols = u.slots.funds.map((f) => f.symbol);
  if (symbols.length > 0) {
    const [fund] = await fundFigures(ctx.db, symbols.slice(0, 1));
    const shown = await fundTool(ctx, symbols, u.slots.period);
    if (fund !== undefined && !meetsRiskLevel(userLevel, fund.investment_risk)) {
      // Above the caller's level: the fund's figures, said plainly that it does not fit; nothing recommended.
      return { text: `${AI_TEXTS.advice}${AI_MESSAGES.aboveRisk(riskLevelText(fund.investment_risk))}`, cards: shown.cards, data: [shown.data] };
    }
    return { text: AI_TEXTS.advice, cards: shown.cards, data: [shown.data] };
  }
  const within = await withinRiskTool(ctx, userLevel);
  return { text: AI_TEXTS.advice, cards: within.cards, data: [within.data] };
}

export async function engineAnswer(ctx: ToolContext, u: Understanding): Promise<EngineAnswer> {
  const symbols = u.slots.funds.map((f) => f.symbol);
  const guest = GUEST_CARDS[u.intent];
  if (guest !== undefined) {
    if (ctx.userId === null) return { text: AI_GO_LOGIN, cards: [guestCard(guest[0], guest[1])], data: [] };
    const r = await personal(ctx, ctx.userId, u);
    if (r !== null) return fromTool(u.intent, r);
  }
  switch (u.intent) {
    case 'fund_info':
      return fromTool(u.intent, await fundTool(ctx, symbols, u.slots.period));
    case 'fund_compare':
      return fromTool(u.intent, await compareTool(ctx, symbols, u.slots.period));
    case 'buy_fee':
      return fromTool(u.intent, await buyFeeTool(ctx, symbols, u.slots.amount));
    case 'bao_yield':
      return fromTool(u.intent, await baoTool(ctx, u.slots.amount));
    case 'advice':
      return advice(ctx, u);
    case 'faq': {
      const faq = u.slots.faq === null ? null : FAQ_ANSWERS[u.slots.faq];
      if (faq === null) return { text: AI_TEXTS.unknown, cards: [], data: [] };
      return { text: faq.text, cards: [card('faq', faq.title, faq.link, { note: faq.text })], data: [] };
    }
    default:
      return { text: AI_TEXTS[u.intent], cards: [], data: [] };
  }
}
