// Fund topics (a themed list by code) and fund proposals (model allocations with their funds).
import type { Wire } from '@fund/core/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { noData } from '../../common/not-found';
import { offsetOf, type PageRequest, toPage } from '../../common/paging';
import { toFundRow } from '../../fund/fund-mappers';
import { findFund } from '../../fund/funds-repo';
import { countProposals, findProposal, findTopic, listProposals, listTopics } from './fund-research-repo';

async function fundRows(db: Kysely<DB>, symbols: readonly string[]): Promise<Wire.FundRow[]> {
  const out: Wire.FundRow[] = [];
  for (const symbol of symbols) {
    const f = await findFund(db, symbol);
    if (f) out.push(toFundRow(f));
  }
  return out;
}

export async function topics(db: Kysely<DB>, code: string | undefined): Promise<Wire.FundsTopicsAnswer> {
  if (code === undefined || code === '') {
    const rows = await listTopics(db);
    return { results: rows.map(({ symbols, ...t }) => ({ ...t, funds_count: symbols.length })) };
  }
  const topic = await findTopic(db, code);
  if (!topic) throw noData();
  const { symbols, ...rest } = topic;
  return { ...rest, funds: await fundRows(db, symbols) };
}

export async function proposals(db: Kysely<DB>, page: PageRequest): Promise<Wire.FundsProposalsAnswer> {
  const total = await countProposals(db);
  const rows = await listProposals(db, page.page_size, offsetOf(page));
  return toPage(page, total, rows.map(({ body: _body, symbols, percents: _p, ...r }) => ({ ...r, funds_count: symbols.length })));
}

export async function proposal(db: Kysely<DB>, id: number): Promise<Wire.FundsProposalAnswer> {
  const row = await findProposal(db, id);
  if (!row) throw noData();
  const funds = await fundRows(db, row.symbols);
  const { symbols, percents, ...rest } = row;
  return {
    ...rest,
    positions: symbols.map((symbol, i) => ({ symbol, percent: percents[i] ?? '0.00', fund: funds.find((f) => f.symbol === symbol) ?? null })),
  };
}
