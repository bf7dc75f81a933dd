// The tools a model may call: the embedded engine's tools, always for the caller. No tool takes a user id,
// so no prompt can point one at another account.
import { AI_GO_LOGIN, FUND_PERIODS, type FundPeriod } from '@fund/core/assistant';
import { baoTool, buyFeeTool, compareTool, fundTool } from '../market-tools';
import { arrivalTool, followedTool, holdingsTool, incomeTool, plansTool, riskTool, tradesTool } from '../personal-tools';
import type { ToolContext, ToolResult } from '../tool-types';
import type { ToolSpec } from './chat-completions';

const str = (description: string) => ({ type: 'string', description });
const obj = (properties: Record<string, unknown>, required: string[] = []) => ({ type: 'object', properties, required, additionalProperties: false });

export const MODEL_TOOLS: ToolSpec[] = [
  ['get_holdings', '当前用户的持仓和总资产', obj({})],
  ['get_income', '当前用户某日（默认最近一个有收益的交易日）的收益，按基金列出及当日净值涨跌', obj({ date: str('YYYY-MM-DD，可省略'), symbols: { type: 'array', items: str('基金代码') } })],
  ['get_fund', '一只基金的净值、涨跌幅和风险等级', obj({ symbol: str('6位基金代码'), period: { type: 'string', enum: [...FUND_PERIODS] } }, ['symbol'])],
  ['compare_funds', '两只基金的对比', obj({ symbol_a: str('基金代码'), symbol_b: str('基金代码') }, ['symbol_a', 'symbol_b'])],
  ['buy_fee', '按基金的费率计算买入某金额的手续费和预计份额', obj({ symbol: str('基金代码'), amount: str('金额，如 10000.00') }, ['symbol', 'amount'])],
  ['get_arrivals', '当前用户在途交易的份额确认日和资金到账日', obj({})],
  ['get_plans', '当前用户定投计划的下次扣款日和金额', obj({})],
  ['get_risk_level', '当前用户的风险测评结果', obj({})],
  ['get_recent_trades', '当前用户最近5笔交易', obj({})],
  ['get_cash_treasure', '现金宝的七日年化和万份收益', obj({ amount: str('金额，可省略') })],
  ['get_followed_funds', '当前用户关注的基金', obj({})],
].map(([name, description, parameters]) => ({ type: 'function', function: { name: name as string, description: description as string, parameters: parameters as Record<string, unknown> } }));

const PERSONAL = new Set(['get_holdings', 'get_income', 'get_arrivals', 'get_plans', 'get_risk_level', 'get_recent_trades', 'get_followed_funds']);

function text(args: Record<string, unknown>, key: string): string | null {
  const v = args[key];
  return typeof v === 'string' && v.length > 0 && v.length <= 64 ? v : null;
}

function amountOf(args: Record<string, unknown>): string | null {
  const v = text(args, 'amount');
  return v !== null && /^\d{1,12}(\.\d{1,2})?$/.test(v) ? Number.parseFloat(v).toFixed(2) : null;
}

function periodOf(args: Record<string, unknown>): FundPeriod | null {
  const v = text(args, 'period');
  return FUND_PERIODS.find((p) => p === v) ?? null;
}

/** Runs a tool the model asked for; unknown tools and bad arguments answer an error the model can read. */
export async function runModelTool(ctx: ToolContext, name: string, rawArgs: string): Promise<ToolResult | { error: string }> {
  let args: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(rawArgs || '{}');
    args = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return { error: 'arguments must be JSON' };
  }
  if (PERSONAL.has(name) && ctx.userId === null) return { error: AI_GO_LOGIN };
  const userId = ctx.userId ?? 0;
  const symbols = Array.isArray(args.symbols) ? args.symbols.filter((s): s is string => typeof s === 'string').slice(0, 5) : [];
  switch (name) {
    case 'get_holdings':
      return holdingsTool(ctx, userId);
    case 'get_income':
      return incomeTool(ctx, userId, text(args, 'date'), symbols);
    case 'get_fund':
      return fundTool(ctx, [text(args, 'symbol') ?? ''], periodOf(args));
    case 'compare_funds':
      return compareTool(ctx, [text(args, 'symbol_a') ?? '', text(args, 'symbol_b') ?? ''], periodOf(args));
    case 'buy_fee':
      return buyFeeTool(ctx, [text(args, 'symbol') ?? ''], amountOf(args));
    case 'get_arrivals':
      return arrivalTool(ctx, userId, []);
    case 'get_plans':
      return plansTool(ctx, userId, []);
    case 'get_risk_level':
      return riskTool(ctx, userId);
    case 'get_recent_trades':
      return tradesTool(ctx, userId, []);
    case 'get_cash_treasure':
      return baoTool(ctx, amountOf(args));
    case 'get_followed_funds':
      return followedTool(ctx, userId);
    default:
      return { error: `unknown tool ${name}` };
  }
}
