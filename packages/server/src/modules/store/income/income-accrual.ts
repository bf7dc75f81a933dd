// The settlement engine's daily step: each owned portfolio's owner accrues the share of the advisory fee
// its holders were charged that day, as a ledger row ('store_income'). The day's amount is the share of all
// fees so far (rounded once) less what earlier days accrued, so the total is always exact to the fen.
// Keyed by (portfolio, day): a second run or node changes nothing.
import type { Kysely } from 'kysely';
import { toDecimal } from '@fund/core/money';
import { STORE_INCOME_MESSAGES, WALLET_LEDGER, ownerIncomeOfFees } from '@fund/core/wallet';
import type { DB } from '../../../db/schema';
import { post } from '../../ledger/ledger-repo';
import { insertAccrual, ownedPortfolioFees } from './income-repo';

export async function accrueStoreIncome(db: Kysely<DB>, day: string, now: Date): Promise<void> {
  for (const p of await ownedPortfolioFees(db, day)) {
    const amount = ownerIncomeOfFees(p.fees_so_far).minus(p.accrued_before);
    await db.transaction().execute(async (trx) => {
      const fresh = await insertAccrual(trx, { portfolio_id: p.portfolio_id, date: day, owner_user_id: p.owner_user_id, fee: toDecimal(p.fee).toFixed(2), amount: amount.toFixed(2), created_at: now.toISOString() });
      if (fresh && !amount.eq(0)) {
        await post(trx, p.owner_user_id, now, [{ account: WALLET_LEDGER.storeIncome, portfolioId: p.portfolio_id, amount, memo: STORE_INCOME_MESSAGES.accrualMemo(day) }]);
      }
    });
  }
}
