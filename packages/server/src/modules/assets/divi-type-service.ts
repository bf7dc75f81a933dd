// Changing a holding's dividend type: refused for free-rate funds and while a change is pending; the
// new type is pending (3 or 4) until the next trading day's settlement confirms it.
import type { Kysely } from 'kysely';
import { AccountDividendType, dividendChangeBlock } from '@fund/core/fund';
import type { Wire } from '@fund/core/api';
import { beijingDate } from '@fund/core/calendar';
import { TRADING_MESSAGES } from '@fund/core/trade';
import type { DB } from '../../db/schema';
import { ApiError, detailError } from '../../http/api-error';
import { loadCalendar } from '../calendar/market-calendar';
import { fundOrNotFound, passPassword } from '../trade/order-checks';
import { directHoldingsOf, setPendingDiviType } from './holdings-repo';

export async function changeDiviType(db: Kysely<DB>, userId: number, body: { fund_id: number; divi_type: 1 | 2; password?: string }, now: Date): Promise<Wire.OkAnswer> {
  const fund = await fundOrNotFound(db, body.fund_id);
  // A fund held inside a portfolio follows the portfolio's dividend type: only direct holdings change.
  const held = await directHoldingsOf(db, userId, fund.id);
  if (held.length === 0) throw detailError(404, TRADING_MESSAGES.fundNotHeld);
  for (const h of held) {
    const block = dividendChangeBlock({ fundSubtype: fund.symbol_stype, diviType: h.divi_type });
    if (block) throw new ApiError(400, { divi_type: [block] });
  }
  if (body.password !== undefined) await passPassword(db, userId, body.password, now);
  const calendar = await loadCalendar(db, beijingDate(now));
  const pending = body.divi_type === AccountDividendType.Reinvest ? AccountDividendType.ChangingToReinvest : AccountDividendType.ChangingToCash;
  await setPendingDiviType(db, userId, fund.id, pending, calendar.nextTradingDay(beijingDate(now)), now.toISOString());
  return { detail: TRADING_MESSAGES.diviChanged };
}
