// Store income for its owner: the totals (累计收入 / 可提现 / 已提现), each portfolio's days, the forecast
// calculator, and withdrawals into the wallet. A portfolio the caller does not own answers as a missing one.
import type { Kysely, Transaction } from 'kysely';
import { toAmountString, toDecimal } from '@fund/core/money';
import {
  STORE_INCOME_MESSAGES,
  STORE_INCOME_SHARE,
  StoreIncomeWithdrawalStatus,
  WALLET_LEDGER,
  forecastStoreIncome,
  storeIncomeWithdrawRefusal,
  type StoreIncomeForecastAnswer,
  type StoreIncomeMine,
  type StoreIncomePortfolio,
  type StoreIncomePortfolioDetail,
  type StoreIncomeWithdrawAnswer,
  type StoreIncomeWithdrawalRow,
} from '@fund/core/wallet';
import type { Wire } from '@fund/core/api';
import type { DB } from '../../../db/schema';
import { ApiError, detailError } from '../../../http/api-error';
import { post } from '../../ledger/ledger-repo';
import { offsetOf, toPage, type PageRequest } from '../../common/paging';
import { lockUser } from '../../trade/orders-repo';
import { creditWallet, walletOf } from '../../wallet/wallet-service';
import { ledgerSum } from '../../wallet/wallet-repo';
import {
  accrualCount,
  accrualPage,
  accruedTotal,
  incomeWithdrawalCount,
  incomeWithdrawalPage,
  insertIncomeWithdrawal,
  ownedPortfolioIncomes,
  withdrawnTotal,
  type OwnedPortfolioIncome,
} from './income-repo';

type Db = Kysely<DB> | Transaction<DB>;

/** The wallet credit kind of a store-income withdrawal (its id is the credit's ref). */
const CREDIT_KIND = 'store_income';

function portfolioWire(p: OwnedPortfolioIncome): StoreIncomePortfolio {
  return {
    store_portfolio_id: p.id, name: p.name, manage_fare_ratio: p.manage_fare_ratio,
    income_total: toDecimal(p.income_total).toFixed(2), income_latest: toDecimal(p.income_latest).toFixed(2), latest_date: p.latest_date,
  };
}

async function totals(db: Db, userId: number) {
  const [total, available, withdrawn] = await Promise.all([accruedTotal(db, userId), ledgerSum(db, userId, WALLET_LEDGER.storeIncome), withdrawnTotal(db, userId)]);
  return { income_total: toDecimal(total).toFixed(2), income_available: toDecimal(available).toFixed(2), income_withdrawn: toDecimal(withdrawn).toFixed(2) };
}

export async function incomeMine(db: Kysely<DB>, userId: number): Promise<StoreIncomeMine> {
  const portfolios = await ownedPortfolioIncomes(db, userId);
  return { ...(await totals(db, userId)), share: STORE_INCOME_SHARE, portfolios: portfolios.map(portfolioWire) };
}

async function ownedOrNotFound(db: Db, userId: number, portfolioId: number): Promise<OwnedPortfolioIncome> {
  const [p] = await ownedPortfolioIncomes(db, userId, portfolioId);
  if (!p) throw detailError(404, STORE_INCOME_MESSAGES.portfolioNotFound);
  return p;
}

export async function incomeOfPortfolio(db: Kysely<DB>, userId: number, query: PageRequest & { store_portfolio_id: number }): Promise<StoreIncomePortfolioDetail> {
  const p = await ownedOrNotFound(db, userId, query.store_portfolio_id);
  const [count, rows] = await Promise.all([accrualCount(db, p.id), accrualPage(db, p.id, query.page_size, offsetOf(query))]);
  return { portfolio: portfolioWire(p), share: STORE_INCOME_SHARE, days: toPage(query, count, rows) };
}

export async function incomeForecast(db: Kysely<DB>, userId: number, body: { amount: string; store_portfolio_id?: number; fare_ratio?: string }): Promise<StoreIncomeForecastAnswer> {
  const rate = body.store_portfolio_id !== undefined ? (await ownedOrNotFound(db, userId, body.store_portfolio_id)).manage_fare_ratio : body.fare_ratio;
  if (rate === undefined) throw new ApiError(400, { fare_ratio: [STORE_INCOME_MESSAGES.forecastNeedsRate] });
  const f = forecastStoreIncome(body.amount, rate);
  return {
    amount: toAmountString(body.amount), store_portfolio_id: body.store_portfolio_id ?? null, rate: toDecimal(rate).toString(), share: STORE_INCOME_SHARE,
    income_day: f.day, income_month: f.month, income_year: f.year,
  };
}

function withdrawalWire(row: { id: number; amount: string; created_at: Date | string }): StoreIncomeWithdrawalRow {
  return {
    id: row.id, amount: toDecimal(row.amount).toFixed(2), status: StoreIncomeWithdrawalStatus.Done, status_display: STORE_INCOME_MESSAGES.withdrawnToWallet,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** Runs inside the Idempotency-Key's transaction (the trade password is checked before it): income into the wallet. */
export async function withdrawIncome(trx: Transaction<DB>, userId: number, body: { amount: string }, now: Date): Promise<StoreIncomeWithdrawAnswer> {
  const amount = toAmountString(body.amount);
  // Parallel withdrawals wait here one after another, each seeing what the one before left.
  await lockUser(trx, userId);
  const refusal = storeIncomeWithdrawRefusal(amount, await ledgerSum(trx, userId, WALLET_LEDGER.storeIncome));
  if (refusal !== null) throw new ApiError(400, { amount: [refusal] });
  const row = await insertIncomeWithdrawal(trx, { user_id: userId, amount, status: StoreIncomeWithdrawalStatus.Done, created_at: now.toISOString() });
  await post(trx, userId, now, [{ account: WALLET_LEDGER.storeIncome, amount: toDecimal(amount).neg(), memo: STORE_INCOME_MESSAGES.withdrawMemo }]);
  await creditWallet(trx, { userId, amount, kind: CREDIT_KIND, refId: row.id, now, memo: STORE_INCOME_MESSAGES.withdrawMemo });
  return { withdrawal: withdrawalWire(row), ...(await totals(trx, userId)), wallet_available: (await walletOf(trx, userId)).available };
}

export async function incomeWithdrawals(db: Kysely<DB>, userId: number, page: PageRequest): Promise<Wire.Page<StoreIncomeWithdrawalRow>> {
  const [count, rows] = await Promise.all([incomeWithdrawalCount(db, userId), incomeWithdrawalPage(db, userId, page.page_size, offsetOf(page))]);
  return toPage(page, count, rows.map(withdrawalWire));
}
