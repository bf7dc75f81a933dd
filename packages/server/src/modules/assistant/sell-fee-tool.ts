// The sell-fee tool (issue 24, B5): for the caller's own holdings, what selling all the available shares
// costs now lot by lot, the date the fee drops and what waiting saves. It reads the sell quote the sell
// page reads (core's sellFee and nextSellFeeDrop), so the assistant's figures are the page's figures.
import { AI_EMPTY, AI_SELL_FEE_NOTES, cardLink, type ChatCard } from '@fund/core/assistant';
import { toDecimal } from '@fund/core/money';
import { ratioPercentText } from '@fund/core/trade';
import type { Wire } from '@fund/core/api';
import { heldFunds } from '../assets/holdings-service';
import { sellFeeQuote } from '../trade/quote-service';
import { card, field, money } from './card-kit';
import type { ToolContext, ToolResult } from './tool-types';

/** At most this many funds in one answer when the question names none. */
const MAX_FUNDS = 5;

async function sellCard(ctx: ToolContext, userId: number, h: Wire.FundHolding): Promise<{ card: ChatCard; data: unknown } | null> {
  const account = h.shares_list.find((c) => toDecimal(c.shares_enable ?? '0').gt(0));
  if (account?.shares_enable === undefined) return null;
  const q = await sellFeeQuote(ctx.db, userId, { fund_id: h.fund.id, shares: account.shares_enable, bank_card_id: account.id }, ctx.now);
  const notes = [q.fee_drop ? AI_SELL_FEE_NOTES.drop(q.fee_drop.date, q.fee_drop.fee, q.fee_drop.saving) : AI_SELL_FEE_NOTES.lowest, AI_SELL_FEE_NOTES.nav];
  const lots = q.sell_lots ?? [];
  const rows = lots.map((l) => ({
    title: l.since === null ? '其余份额' : `${l.since}确认`,
    subtitle: `已持有${l.days}天`,
    fields: [field('shares', '份额', l.shares), field('fare_ratio', '费率', ratioPercentText(l.fare_ratio) ?? '--'), money('fee', '手续费(元)', l.fee)],
    link: null,
  }));
  const fields = [field('shares', '可卖份额', account.shares_enable), money('fee', '现在卖出手续费(元)', q.fee)];
  if (q.fee_drop) fields.push(field('drop_date', '手续费下降日', q.fee_drop.date), money('drop_fee', '届时手续费(元)', q.fee_drop.fee), money('saving', '等待可省(元)', q.fee_drop.saving));
  return {
    card: card('fee', `卖出 ${h.fund.abbr_name}`, cardLink('sell', { symbol: h.fund.symbol }), { fields, rows, note: notes.join('；') }),
    data: { fund: h.fund.symbol, shares: account.shares_enable, fee: q.fee, fee_drop: q.fee_drop ?? null, lots },
  };
}

export async function sellFeeTool(ctx: ToolContext, userId: number, symbols: readonly string[]): Promise<ToolResult> {
  const held = (await heldFunds(ctx.db, userId, { page: 1, page_size: 50 })).results;
  const chosen = symbols.length > 0 ? held.filter((h) => symbols.includes(h.fund.symbol)) : held.slice(0, MAX_FUNDS);
  const answers = [];
  for (const h of chosen) {
    const a = await sellCard(ctx, userId, h);
    if (a !== null) answers.push(a);
  }
  if (answers.length === 0) return { cards: [], data: { funds: symbols }, empty: AI_EMPTY.sell_fee };
  return { cards: answers.map((a) => a.card), data: answers.map((a) => a.data) };
}
