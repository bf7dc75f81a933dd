// Fund topics (a themed list by code) and fund proposals (model allocations with their funds).
import type { Wire } from '@fund/core/api';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { asJson, asJsonList } from '../common/json';
import { noData } from '../common/not-found';
import { offsetOf, type PageRequest, toPage } from '../common/paging';
import { toFundRow } from '../funds/fund-mappers';
import { findFund } from '../funds/funds-repo';

async function fundRows(db: Kysely<DB>, symbols: readonly string[]): Promise<Wire.FundRow[]> {
  const out: Wire.FundRow[] = [];
  for (const symbol of symbols) {
    const f = await findFund(db, symbol);
    if (f) out.push(toFundRow(f));
  }
  return out;
}

export async function topics(db: Kysely<DB>, code: string | undefined): Promise<Wire.JsonObject> {
  if (code === undefined || code === '') {
    const rows = await db.selectFrom('fund_topics').selectAll().orderBy('id').execute();
    return asJson({ results: rows.map(({ symbols, ...t }) => ({ ...t, funds_count: symbols.length })) });
  }
  const topic = await db.selectFrom('fund_topics').selectAll().where('code', '=', code).executeTakeFirst();
  if (!topic) throw noData();
  const { symbols, ...rest } = topic;
  return asJson({ ...rest, funds: await fundRows(db, symbols) });
}

export async function proposals(db: Kysely<DB>, page: PageRequest): Promise<Wire.Page<Wire.JsonObject>> {
  const total = await db.selectFrom('fund_proposals').select(sql<number>`count(*)::int`.as('n')).executeTakeFirst();
  const rows = await db.selectFrom('fund_proposals').selectAll().orderBy('published_on', 'desc').orderBy('id').limit(page.page_size).offset(offsetOf(page)).execute();
  return toPage(page, total?.n ?? 0, asJsonList(rows.map(({ body: _body, symbols, percents: _p, ...r }) => ({ ...r, funds_count: symbols.length }))));
}

export async function proposal(db: Kysely<DB>, id: number): Promise<Wire.JsonObject> {
  const row = await db.selectFrom('fund_proposals').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw noData();
  const funds = await fundRows(db, row.symbols);
  const { symbols, percents, ...rest } = row;
  return asJson({
    ...rest,
    positions: symbols.map((symbol, i) => ({ symbol, percent: percents[i] ?? '0.00', fund: funds.find((f) => f.symbol === symbol) ?? null })),
  });
}
