// SQL of the trading area: funds by id, cards, holdings and orders.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { precompiled } from '../../db/precompiled';
import type { FundsTable } from '../../db/tables/market-tables';
import type { TradeOrdersTable } from '../../db/tables/trading-tables';

type Db = Kysely<DB> | Transaction<DB>;
export type FundRow = Selectable<FundsTable>;
export type OrderRow = Selectable<TradeOrdersTable>;

export function fundById(db: Db, id: number): Promise<FundRow | undefined> {
  return db.selectFrom('funds').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Another fund of the company by its exact name (a sibling share class). */
export function fundOfCompanyNamed(db: Db, companyId: number, name: string, exceptId: number): Promise<FundRow | undefined> {
  return db.selectFrom('funds').selectAll().where('company_id', '=', companyId).where('abbr_name', '=', name).where('id', '!=', exceptId).orderBy('id').limit(1).executeTakeFirst();
}

/** The cash treasure fund's row(s) as a query: the first fund marked is_bao (one rule for baoFund and subqueries). */
export const baoFundQuery = (db: Db) => db.selectFrom('funds').where('funds.is_bao', '=', true).orderBy('funds.id').limit(1);

export async function baoFund(db: Db): Promise<FundRow> {
  const row = await baoFundQuery(db).selectAll().executeTakeFirst();
  if (!row) throw new Error('没有现金宝基金');
  return row;
}

/** A holding in a scope: portfolioId 0 (default) is the direct holding. */
export function holdingOf(db: Db, userId: number, fundId: number, cardId: number, portfolioId = 0) {
  return db.selectFrom('holdings').selectAll().where('user_id', '=', userId).where('fund_id', '=', fundId).where('bank_card_id', '=', cardId).where('portfolio_id', '=', portfolioId).executeTakeFirst();
}

/** The holding, locked for this transaction (sells and cash-treasure payments). */
export function lockHolding(trx: Transaction<DB>, userId: number, fundId: number, cardId: number, portfolioId = 0) {
  return trx.selectFrom('holdings').selectAll().where('user_id', '=', userId).where('fund_id', '=', fundId).where('bank_card_id', '=', cardId).where('portfolio_id', '=', portfolioId).forUpdate().executeTakeFirst();
}

/**
 * Locks the card row until the transaction ends: the subject of the card's daily limit and of a
 * portfolio's one-open-order rule, so orders that check those are decided one after another. NO KEY
 * UPDATE: it does not block the key-share locks other orders' foreign keys take on the row (no deadlock).
 */
export async function lockCard(trx: Transaction<DB>, cardId: number): Promise<void> {
  await trx.selectFrom('bank_cards').select('id').where('id', '=', cardId).forNoKeyUpdate().executeTakeFirst();
}

export function ownOrder(db: Db, userId: number, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('trade_orders').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export function lockOrder(trx: Transaction<DB>, id: number): Promise<OrderRow | undefined> {
  return trx.selectFrom('trade_orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** A direct order unless portfolio_id (its holding's scope) and portfolio_order_id (its parent) say otherwise. */
export type NewOrder = Omit<OrderRow, 'id' | 'apply_at' | 'confirmed_at' | 'portfolio_id' | 'portfolio_order_id'> & {
  apply_at: string;
  confirmed_at: string | null;
  portfolio_id?: number;
  portfolio_order_id?: number | null;
};

export async function insertOrder(trx: Db, values: NewOrder): Promise<number> {
  return (await trx.insertInto('trade_orders').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** Funds with their company's name and service phone. */
export function fundsWithCompany(db: Kysely<DB>, ids: readonly number[]) {
  return db
    .selectFrom('funds')
    .innerJoin('fund_companies', 'fund_companies.id', 'funds.company_id')
    .selectAll('funds')
    .select(['fund_companies.name as company_name', 'fund_companies.service_tel as company_service_tel'])
    .where('funds.id', 'in', ids)
    .execute();
}

/** The user's cards among `ids`. */
export function ownCards(db: Kysely<DB>, userId: number, ids: readonly number[]) {
  return db.selectFrom('bank_cards').selectAll().where('user_id', '=', userId).where('id', 'in', ids).execute();
}

/** ownCards with the owner's verified real name (null before verification): one statement for a list's cards. */
export function ownCardsNamed(db: Kysely<DB>, userId: number, ids: readonly number[]) {
  return db
    .selectFrom('bank_cards')
    .selectAll('bank_cards')
    .select((eb) => eb.selectFrom('identity_verifications').select('real_name').whereRef('identity_verifications.user_id', '=', 'bank_cards.user_id').as('owner_real_name'))
    .where('bank_cards.user_id', '=', userId)
    .where('bank_cards.id', 'in', ids)
    .execute();
}

/** A card on which the user holds the fund directly with shares. */
export function directHoldingCard(db: Kysely<DB>, userId: number, fundId: number) {
  return db.selectFrom('holdings').select('bank_card_id').where('user_id', '=', userId).where('fund_id', '=', fundId).where('portfolio_id', '=', 0).where('shares', '>', '0').executeTakeFirst();
}

/** Card-paid buys on the card applied since `since` (an ISO instant), but those in the `excluded` statuses: their sum as text. */
export function cardPaidSinceQuery(db: Db, userId: number, cardId: number, directions: readonly number[], excluded: readonly number[], since: string) {
  return db
    .selectFrom('trade_orders')
    .select(sql<string>`coalesce(sum(amount), 0)::text`.as('total'))
    .where('user_id', '=', userId)
    .where('bank_card_id', '=', cardId)
    .where('pay_from_bao', '=', false)
    .where('direction', 'in', directions)
    .where('status', 'not in', excluded)
    .where('apply_at', '>=', sql<Date>`${since}::timestamptz`);
}

export async function cardPaidSince(db: Db, userId: number, cardId: number, directions: readonly number[], excluded: readonly number[], since: Date): Promise<string> {
  const row = await cardPaidSinceQuery(db, userId, cardId, directions, excluded, since.toISOString()).executeTakeFirst();
  return row?.total ?? '0';
}

// The card and risk-profile columns a buy reads beside the fund.
const BUY_INPUT_COLUMNS = [
  'bank_cards.id as card_id',
  'bank_cards.status as card_status',
  'bank_cards.bank_id as card_bank_id',
  'risk_profiles.version as risk_version',
  'risk_profiles.effective_to as risk_effective_to',
  'risk_profiles.level as risk_level',
  'risk_profiles.chosen_level as risk_chosen_level',
] as const;

/**
 * What a buy checks, in one statement: the fund, the user's card (null columns when it is not theirs)
 * and their general risk profile (null columns when untested). Undefined when the fund is missing.
 */
export function buyInputs(db: Db, userId: number, fundId: number, cardId: number) {
  return db
    .selectFrom('funds')
    .leftJoin('bank_cards', (j) => j.on('bank_cards.id', '=', cardId).on('bank_cards.user_id', '=', userId))
    .leftJoin('risk_profiles', (j) => j.on('risk_profiles.user_id', '=', userId).on('risk_profiles.questionnaire', '=', 'general'))
    .selectAll('funds')
    .select(BUY_INPUT_COLUMNS)
    .where('funds.id', '=', fundId)
    .executeTakeFirst();
}

/**
 * A fund row's version: xmin, the transaction that wrote the row as it stands, on PostgreSQL and PGlite
 * alike. Any committed change of the row (an import, a settlement, an operator's UPDATE) changes it.
 */
const FUND_ROW_VERSION = sql<string>`funds.xmin::text`.as('fund_version');

/**
 * The card and risk columns of buyInputs with the card row locked as lockCard() does (the statement waits
 * for the lock; statements after it see every order committed before), and the fund's row version
 * instead of its columns (see fund-row-cache.ts). Undefined when the fund or the user's card is missing.
 */
const selectBuyInputsLockingCard = precompiled((db, v: { userId: number; fundId: number; cardId: number }) =>
  db
    .selectFrom('bank_cards')
    .innerJoin('funds', (j) => j.on('funds.id', '=', v.fundId))
    .leftJoin('risk_profiles', (j) => j.on('risk_profiles.user_id', '=', v.userId).on('risk_profiles.questionnaire', '=', 'general'))
    .select(BUY_INPUT_COLUMNS)
    .select(['funds.id as fund_id', FUND_ROW_VERSION])
    .where('bank_cards.id', '=', v.cardId)
    .where('bank_cards.user_id', '=', v.userId)
    .forNoKeyUpdate(['bank_cards']),
);

export async function buyInputsLockingCard(trx: Transaction<DB>, userId: number, fundId: number, cardId: number) {
  return (await selectBuyInputsLockingCard(trx, { userId, fundId, cardId })).rows[0];
}

/** The fund with its row version, read together. */
export function fundWithVersion(db: Db, id: number) {
  return db.selectFrom('funds').selectAll('funds').select(FUND_ROW_VERSION).where('funds.id', '=', id).executeTakeFirst();
}

/** The order's serial from the database sequence in the insert itself: the trade date's digits, then the value padded to 10 digits. */
export function serialInSql(tradeDate: string) {
  return sql<string>`(select replace(${tradeDate}::text, '-', '') || lpad(n, greatest(10, length(n)), '0') from (select nextval('order_serial_seq')::text as n) s)`;
}

/** insertOrder with the serial drawn in the same statement (serialInSql). */
export function insertOrderQuery(db: Db, values: Omit<NewOrder, 'serial_number'>) {
  return db.insertInto('trade_orders').values({ ...values, serial_number: serialInSql(values.trade_date) }).returning('id');
}
