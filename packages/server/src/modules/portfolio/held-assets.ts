// The fund_portfolios block of my assets (spec 01 §3): worth, income and accrued fee over every held
// portfolio, with the topics the user holds portfolios of (each with its code, e.g. xds or pandoras_box).
import { roundHalfUp, toDecimal } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import { heldWorth } from '@fund/core/portfolio';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { fareSums, heldIncomeSums, heldPortfolioIds, heldRows } from './held-repo';
import { topicsOf } from './catalogue-repo';

export type PortfolioAssetBlock = Wire.AssetBlock & { topics: Wire.PortfolioTopic[] };

/** The block, or undefined when the user holds no portfolio and never earned in one. */
export async function portfolioAssetBlock(db: Kysely<DB>, userId: number): Promise<PortfolioAssetBlock | undefined> {
  const [ids, incomes] = await Promise.all([heldPortfolioIds(db, userId), heldIncomeSums(db, userId)]);
  if (ids.length === 0 && incomes.length === 0) return undefined;
  const [rows, fares, topics] = await Promise.all([heldRows(db, userId), fareSums(db, userId), ids.length === 0 ? [] : topicsOf(db, ids)]);
  const sum = (xs: readonly string[]) => roundHalfUp(xs.reduce((a, x) => a.plus(x), toDecimal(0)), 2).toFixed(2);
  return {
    trade_date: rows.map((r) => r.tradedate ?? '').sort().at(-1) ?? '',
    income_latest: sum(incomes.map((i) => i.latest)),
    income_total: sum(incomes.map((i) => i.total)),
    worth_value: sum(rows.map((r) => heldWorth(r).toFixed(2))),
    fare: sum([...fares.values()]),
    topics: topics.map((t) => ({ code: t.topic })),
  };
}
