// Account changes: the ledger's money rows (to and from the cards, fees), newest first, 20 a page.
import type { Kysely } from 'kysely';
import type { Wire } from '@fund/core/api';
import type { DB } from '../../db/schema';
import { offsetOf, toPage, type PageRequest } from '../common/paging';
import { countMoneyRows, moneyRowPage } from './holdings-repo';

export async function accountChanges(db: Kysely<DB>, userId: number, page: PageRequest): Promise<Wire.OtherWalletChangesAnswer> {
  const count = await countMoneyRows(db, userId);
  const rows = await moneyRowPage(db, userId, page.page_size, offsetOf(page));
  return toPage(page, count, rows.map((r) => ({
    id: Number(r.id), kind: r.account, amount: r.amount, memo: r.memo, trade_record: r.order_id, bank_card_id: r.bank_card_id, created_at: r.created_at.toISOString(),
  })));
}
