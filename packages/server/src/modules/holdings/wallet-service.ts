// Account changes: the ledger's money rows (to and from the cards, fees), newest first, 20 a page.
import type { Kysely } from 'kysely';
import type { Wire } from '@fund/core/api';
import type { DB } from '../../db/schema';
import { offsetOf, toPage, type PageRequest } from '../common/paging';

export async function accountChanges(db: Kysely<DB>, userId: number, page: PageRequest): Promise<Wire.Page<Wire.JsonObject>> {
  const q = db.selectFrom('ledger_entries').where('user_id', '=', userId).where('account', 'in', ['card', 'fee']);
  const count = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await q.select(['id', 'account', 'amount', 'memo', 'order_id', 'bank_card_id', 'created_at']).orderBy('id', 'desc').limit(page.page_size).offset(offsetOf(page)).execute();
  return toPage(page, Number(count?.n ?? 0), rows.map((r) => ({
    id: Number(r.id), kind: r.account, amount: r.amount, memo: r.memo, trade_record: r.order_id, bank_card_id: r.bank_card_id, created_at: r.created_at.toISOString(),
  })));
}
