// Paying wallet withdrawals to cards: a payout the bank refuses stays pending with its money in transit,
// is marked for operators and paid on a later run; a second run pays nothing twice.
import type { FastifyInstance } from 'fastify';
import { WalletWithdrawalStatus } from '@fund/core/wallet';
import type { Database } from '../db/database';
import { reconcile } from '../modules/ledger/ledger-repo';
import { creditWallet } from '../modules/wallet/wallet-service';
import { simulatedPayment, usePaymentPort } from '../ports/payment';
import { TRADE_PASSWORD, at, makeInvestor, openTradingWorld, request } from '../testing/trading-kit';
import type { SettlementFailure } from './settlement-failures';
import { payDueWithdrawals } from './wallet-payouts';

describe('wallet payouts', () => {
  let database: Database;
  let app: FastifyInstance;
  const db = () => database.db;

  beforeAll(async () => {
    ({ database, app } = await openTradingWorld(at('2026-11-20', '10:00')));
  }, 180000);
  afterAll(async () => {
    usePaymentPort(simulatedPayment);
    await app.close();
    await database.close();
  });

  it('keeps a refused payout pending and marked, then pays it once', async () => {
    const me = await makeInvestor(db());
    await db().transaction().execute((trx) => creditWallet(trx, { userId: me.userId, amount: '80.00', kind: 'test', refId: `payout-${me.userId}`, now: app.clock.instant() }));
    const placed = await request(app, me, 'POST', '/wallets/withdraw/', { amount: '80.00', bank_card_id: me.cardId, password: TRADE_PASSWORD });
    const id = placed.json<{ id: number }>().id;
    const now = at('2026-11-23', '10:00');

    usePaymentPort({ ...simulatedPayment, credit: async () => ({ ok: false, reason: '银行维护' }) });
    const failed: SettlementFailure[] = [];
    expect(await payDueWithdrawals(db(), '2026-11-23', now, failed)).toBe(0);
    expect(failed.map((f) => [f.kind, f.id])).toEqual([['wallet_withdrawal', id]]);
    expect(await db().selectFrom('settlement_failures').select('subject_id').where('kind', '=', 'wallet_withdrawal').execute()).toEqual([{ subject_id: id }]);
    expect((await db().selectFrom('wallet_withdrawals').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe(WalletWithdrawalStatus.Pending);
    expect((await request(app, me, 'GET', '/wallets/account/mine/')).json()).toEqual({ available: '0.00', frozen: '80.00', withdrawn: '0.00' });
    expect((await reconcile(db(), me.userId)).problems).toEqual([]);

    usePaymentPort(simulatedPayment);
    expect(await payDueWithdrawals(db(), '2026-11-23', now, [])).toBe(1);
    expect(await payDueWithdrawals(db(), '2026-11-24', now, [])).toBe(0);
    expect((await request(app, me, 'GET', '/wallets/account/mine/')).json()).toEqual({ available: '0.00', frozen: '0.00', withdrawn: '80.00' });
    expect(await db().selectFrom('ledger_entries').select('amount').where('user_id', '=', me.userId).where('account', '=', 'card').execute()).toEqual([{ amount: '80.00' }]);
    expect((await reconcile(db(), me.userId)).problems).toEqual([]);
  });
});
