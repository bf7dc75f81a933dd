// The wallet over HTTP: the balance from the ledger, credits paid once, a withdrawal to a card with the
// trade password and an Idempotency-Key, refused above the balance, arriving the next trading day.
import type { FastifyInstance } from 'fastify';
import { WALLET_MESSAGES, WalletWithdrawalStatus } from '@fund/core/wallet';
import { TRADE_PASSWORD_SERVER_MESSAGES } from '../account/trade-password/service';
import type { Database } from '../../db/database';
import { reconcile } from '../ledger/ledger-repo';
import { TRADE_PASSWORD, at, makeInvestor, moveTo, openTradingWorld, request, type Investor } from '../../testing/trading-kit';
import { creditWallet } from './wallet-service';

describe('the wallet', () => {
  let database: Database;
  let app: FastifyInstance;
  const db = () => database.db;

  beforeAll(async () => {
    ({ database, app } = await openTradingWorld(at('2026-11-20', '10:00')));
  }, 180000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function credit(me: Investor, amount: string, refId: string): Promise<boolean> {
    return db().transaction().execute((trx) => creditWallet(trx, { userId: me.userId, amount, kind: 'test', refId, now: app.clock.instant() }));
  }
  const wallet = async (me: Investor) => (await request(app, me, 'GET', '/wallets/account/mine/')).json<{ available: string; frozen: string; withdrawn: string }>();

  it('starts empty; a credit counts once per (kind, ref) and shows on my assets and the account changes', async () => {
    const me = await makeInvestor(db());
    expect(await wallet(me)).toEqual({ available: '0.00', frozen: '0.00', withdrawn: '0.00' });
    expect(await credit(me, '100.50', 'w1')).toBe(true);
    expect(await credit(me, '100.50', 'w1')).toBe(false);
    expect(await credit(me, '0.01', 'w2')).toBe(true);
    expect(await wallet(me)).toEqual({ available: '100.51', frozen: '0.00', withdrawn: '0.00' });
    expect((await request(app, me, 'GET', '/funds/assets/mine/')).json<{ wallets_available: string }>().wallets_available).toBe('100.51');
    const changes = (await request(app, me, 'GET', '/wallets/account/changes/')).json<{ results: { kind: string; amount: string }[] }>();
    expect(changes.results.map((r) => [r.kind, r.amount])).toEqual([['wallet', '0.01'], ['wallet', '100.50']]);
    expect((await request(app, null, 'GET', '/wallets/account/mine/')).statusCode).toBe(401);
  });

  it('a withdrawal needs the key, the trade password, an own card and the balance; nothing moves when refused', async () => {
    const me = await makeInvestor(db());
    const other = await makeInvestor(db());
    await credit(me, '50.00', 'w3');
    const body = { amount: '50.00', bank_card_id: me.cardId, password: TRADE_PASSWORD };
    expect((await request(app, me, 'POST', '/wallets/withdraw/', body, null)).statusCode).toBe(400);
    const wrong = await request(app, me, 'POST', '/wallets/withdraw/', { ...body, password: '000000' });
    expect([wrong.statusCode, wrong.json<{ errors: { password: string[] } }>().errors.password]).toEqual([400, [TRADE_PASSWORD_SERVER_MESSAGES.wrong(4)]]);
    const above = await request(app, me, 'POST', '/wallets/withdraw/', { ...body, amount: '50.01' });
    expect([above.statusCode, above.json<{ errors: { amount: string[] } }>().errors.amount]).toEqual([400, [WALLET_MESSAGES.aboveBalance('50.00')]]);
    expect((await request(app, me, 'POST', '/wallets/withdraw/', { ...body, bank_card_id: other.cardId })).statusCode).toBe(404);
    expect(await wallet(me)).toEqual({ available: '50.00', frozen: '0.00', withdrawn: '0.00' });
    expect(await db().selectFrom('wallet_withdrawals').select('id').where('user_id', '=', me.userId).execute()).toEqual([]);
  });

  // Last: it moves the market clock.
  it('withdraws to the card, once per key, arriving the next trading day through settlement', async () => {
    const me = await makeInvestor(db());
    await credit(me, '300.00', 'w4');
    const body = { amount: '120.35', bank_card_id: me.cardId, password: TRADE_PASSWORD };
    const first = await request(app, me, 'POST', '/wallets/withdraw/', body, 'same-key');
    const again = await request(app, me, 'POST', '/wallets/withdraw/', body, 'same-key');
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // Friday 10:00 before the cut-off: Monday.
    expect(first.json()).toMatchObject({ amount: '120.35', bank_card_id: me.cardId, status: WalletWithdrawalStatus.Pending, status_display: '到账中', arrive_date: '2026-11-23', wallet: { available: '179.65', frozen: '120.35', withdrawn: '0.00' } });
    expect(await db().selectFrom('wallet_withdrawals').select('id').where('user_id', '=', me.userId).execute()).toHaveLength(1);
    expect((await reconcile(db(), me.userId)).problems).toEqual([]);
    await moveTo(app, at('2026-11-22', '10:00'));
    expect(await wallet(me)).toEqual({ available: '179.65', frozen: '120.35', withdrawn: '0.00' });
    await moveTo(app, at('2026-11-23', '10:00'));
    expect(await wallet(me)).toEqual({ available: '179.65', frozen: '0.00', withdrawn: '120.35' });
    const card = await db().selectFrom('ledger_entries').select(['amount', 'memo']).where('user_id', '=', me.userId).where('account', '=', 'card').execute();
    expect(card).toEqual([{ amount: '120.35', memo: WALLET_MESSAGES.withdrawArrivedMemo }]);
    expect((await reconcile(db(), me.userId)).problems).toEqual([]);
    expect((await reconcile(db())).problems).toEqual([]);
  });
});
