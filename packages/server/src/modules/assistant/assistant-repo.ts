// SQL of the assistant: the fund catalogue it matches names against, fund figures, personas, messages, feedback.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Funds a user can look up by name: listed, the cash treasure included (its own intent answers it). */
export function fundCatalogue(db: Kysely<DB>) {
  return db.selectFrom('funds').select(['symbol', 'abbr_name as name']).orderBy('id').execute();
}

export function fundFigures(db: Kysely<DB>, symbols: readonly string[]) {
  if (symbols.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('funds')
    .select([
      'id', 'symbol', 'abbr_name', 'is_bao', 'investment_risk', 'symbol_stype', 'net_value', 'tradedate', 'percent_day', 'percent_week', 'percent_month',
      'percent_season', 'percent_six_month', 'percent_year', 'percent_three_year', 'year_yld', 'tenthou_unit_incm', 'allow_buy', 'allow_trade',
    ])
    .where('symbol', 'in', symbols)
    .execute();
}

/** Funds open to buy at or below a risk level, best year first: what an advice answer may show. */
export function fundsWithinRisk(db: Kysely<DB>, maxLevel: number, limit: number) {
  return db
    .selectFrom('funds')
    .select(['symbol', 'abbr_name', 'investment_risk', 'percent_year'])
    .where('investment_risk', '<=', maxLevel)
    .where('investment_risk', '>=', 1)
    .where('allow_buy', '=', true)
    .where('allow_trade', '=', true)
    .where('is_bao', '=', false)
    .where('percent_year', 'is not', null)
    .orderBy('percent_year', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function adoptedBot(db: Kysely<DB>, userId: number): Promise<number | null> {
  const row = await db.selectFrom('ai_bot_adoptions').select('bot_id').where('user_id', '=', userId).executeTakeFirst();
  return row?.bot_id ?? null;
}

export async function adoptBot(db: Kysely<DB>, userId: number, botId: number, at: string): Promise<void> {
  await db
    .insertInto('ai_bot_adoptions')
    .values({ user_id: userId, bot_id: botId, adopted_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ bot_id: botId, adopted_at: at }))
    .execute();
}

export interface NewMessage {
  user_id: number | null;
  question: string;
  input_type: string;
  intent: string;
  source: string;
  created_at: string;
}

export async function insertMessage(db: Kysely<DB>, m: NewMessage): Promise<number> {
  const row = await db.insertInto('ai_messages').values({ ...m, answer: '' }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function setMessageAnswer(db: Kysely<DB>, id: number, answer: string): Promise<void> {
  await db.updateTable('ai_messages').set({ answer }).where('id', '=', id).execute();
}

export async function countMessages(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db.selectFrom('ai_messages').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of the user's answers, newest first, with the feedback given on each. */
export function messagePage(db: Kysely<DB>, userId: number, limit: number, offset: number) {
  return db
    .selectFrom('ai_messages as m')
    .leftJoin('ai_feedback as f', 'f.message_id', 'm.id')
    .select(['m.id', 'm.answer', 'f.useful'])
    .where('m.user_id', '=', userId)
    .orderBy('m.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function ownMessage(db: Kysely<DB>, userId: number, id: number) {
  return db.selectFrom('ai_messages').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function saveFeedback(db: Kysely<DB>, f: { message_id: number; user_id: number; useful: boolean; reason: string | null; created_at: string }): Promise<void> {
  await db
    .insertInto('ai_feedback')
    .values(f)
    .onConflict((oc) => oc.column('message_id').doUpdateSet({ useful: f.useful, reason: f.reason, created_at: f.created_at }))
    .execute();
}

export function feedbackOf(db: Kysely<DB>, messageId: number) {
  return db.selectFrom('ai_feedback').selectAll().where('message_id', '=', messageId).executeTakeFirst();
}

/** The last day the user had income on or before `date` (any day when null). */
export async function incomeDay(db: Kysely<DB>, userId: number, date: string | null): Promise<string | null> {
  let q = db.selectFrom('daily_incomes').select((eb) => eb.fn.max('date').as('d')).where('user_id', '=', userId).where('portfolio_id', '=', 0);
  if (date !== null) q = q.where('date', '<=', date);
  const row = await q.executeTakeFirst();
  return row?.d ?? null;
}

/** Each fund's income on a day, with the fund's NAV change that day (why it moved). */
export function incomeByFundOn(db: Kysely<DB>, userId: number, date: string) {
  return db
    .selectFrom('daily_incomes as i')
    .innerJoin('funds as f', 'f.id', 'i.fund_id')
    .leftJoin('fund_navs as n', (j) => j.onRef('n.fund_id', '=', 'i.fund_id').on('n.date', '=', date))
    .select((eb) => ['f.symbol', 'f.abbr_name', 'f.is_bao', 'n.percent', eb.fn.sum<string>('i.income').as('income')])
    .where('i.user_id', '=', userId)
    .where('i.portfolio_id', '=', 0)
    .where('i.date', '=', date)
    .groupBy(['f.symbol', 'f.abbr_name', 'f.is_bao', 'n.percent', 'f.id'])
    .orderBy('f.id')
    .execute();
}
