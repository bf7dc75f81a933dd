// Income analysis of a linked futures account: now (today's floating profit of its positions against
// yesterday's settlement) and day by day (the broker's daily settlement rows).
import type { Kysely } from 'kysely';
import { FUTURES_DIRECTION_NAMES, positionProfit, sumAmounts, summariseIncomeDays } from '@fund/core/market';
import type { FuturesDirection, FuturesIncomeDays, FuturesIncomeRealtime, FuturesPosition } from '@fund/core/market';
import { toAmountString } from '@fund/core/money';
import type { DB } from '../../../db/schema';
import { accountFor, accountView } from './futures-accounts-service';
import * as repo from './futures-repo';

function directionOf(value: string): FuturesDirection {
  return value === 'short' ? 'short' : 'long';
}

export async function realtime(db: Kysely<DB>, userId: number, accountId: number | undefined, today: string): Promise<FuturesIncomeRealtime> {
  const account = await accountFor(db, userId, accountId);
  const rows = await repo.accountPositions(db, account.id);
  const positions: FuturesPosition[] = rows.map((r) => {
    const direction = directionOf(r.direction);
    return {
      instrument_id: r.instrument_id,
      symbol: r.symbol,
      name: r.name,
      direction,
      direction_display: FUTURES_DIRECTION_NAMES[direction],
      lots: r.lots,
      prev_settle: r.prev_settle,
      last_price: r.last_price,
      profit: positionProfit({ direction, lots: r.lots, multiplier: r.multiplier, prevSettle: r.prev_settle, lastPrice: r.last_price }),
    };
  });
  const profitToday = sumAmounts(positions.map((p) => p.profit));
  const settled = await repo.latestAccountDay(db, account.id);
  const history = await repo.accountProfitSum(db, account.id);
  return {
    account: accountView(account),
    tradedate: rows[0]?.tradedate ?? today,
    balance: sumAmounts([settled?.balance ?? account.opening_balance, profitToday]),
    profit_today: profitToday,
    profit_total: sumAmounts([toAmountString(history), profitToday]),
    positions,
  };
}

export async function daily(db: Kysely<DB>, userId: number, accountId: number | undefined, days: number): Promise<FuturesIncomeDays> {
  const account = await accountFor(db, userId, accountId);
  const results = await repo.accountDays(db, account.id, days);
  return { account: accountView(account), ...summariseIncomeDays(results), results };
}
