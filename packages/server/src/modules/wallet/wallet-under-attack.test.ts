// The wallet's limits under real parallel HTTP requests against the listening server: 20 withdrawals of the
// whole balance take it once; 20 withdrawals of the whole store income into the wallet take it once.
import type { FastifyInstance } from 'fastify';
import { STORE_INCOME_MESSAGES, WALLET_LEDGER, WALLET_MESSAGES } from '@fund/core/wallet';
import type { Database } from '../../db/database';
import { post, reconcile } from '../ledger/ledger-repo';
import { TRADE_PASSWORD, at, makeInvestor, openTradingWorld } from '../../testing/trading-kit';
import { burst, hit, listenOnLoopback, messageOf } from '../../testing/http-attack-kit';
import { creditWallet } from './wallet-service';

describe('wallet limits under parallel attack over HTTP', () => {
  let database: Database;
  let app: FastifyInstance;
  let base = '';
  const db = () => database.db;

  beforeAll(async () => {
    ({ database, app } = await openTradingWorld(at('2026-11-20', '10:00')));
    base = await listenOnLoopback(app);
  }, 180000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('20 parallel withdrawals of the whole balance: exactly one is taken, the rest refused with the balance left', async () => {
    const me = await makeInvestor(db());
    await db().transaction().execute((trx) => creditWallet(trx, { userId: me.userId, amount: '1000.00', kind: 'test', refId: `attack-${me.userId}`, now: app.clock.instant() }));
    const answers = await burst(20, () => hit(base, me, 'POST', '/wallets/withdraw/', { amount: '1000.00', bank_card_id: me.cardId, password: TRADE_PASSWORD }));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).map(messageOf)).toEqual(Array(19).fill(WALLET_MESSAGES.aboveBalance('0.00')));
    expect(await db().selectFrom('wallet_withdrawals').select('amount').where('user_id', '=', me.userId).execute()).toEqual([{ amount: '1000.00' }]);
    const mine = await hit(base, me, 'GET', '/wallets/account/mine/');
    expect(mine.body).toEqual({ available: '0.00', frozen: '1000.00', withdrawn: '0.00' });
    expect((await reconcile(db(), me.userId)).problems).toEqual([]);
  });

  it('20 parallel store-income withdrawals of all of it: exactly one pays into the wallet', async () => {
    const owner = await makeInvestor(db());
    const pid = (await db().selectFrom('portfolios').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    await db().updateTable('portfolios').set({ owner_user_id: owner.userId }).where('id', '=', pid).execute();
    // An accrual as the settlement engine writes it (its record and its ledger row).
    await db().transaction().execute(async (trx) => {
      await trx.insertInto('store_income_accruals').values({ portfolio_id: pid, date: '2026-11-19', owner_user_id: owner.userId, fee: '1000.00', amount: '500.00', created_at: new Date().toISOString() }).execute();
      await post(trx, owner.userId, new Date(), [{ account: WALLET_LEDGER.storeIncome, portfolioId: pid, amount: '500.00', memo: STORE_INCOME_MESSAGES.accrualMemo('2026-11-19') }]);
    });
    const answers = await burst(20, () => hit(base, owner, 'POST', '/store/income/withdraw/', { amount: '500.00', password: TRADE_PASSWORD }));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).map(messageOf)).toEqual(Array(19).fill(STORE_INCOME_MESSAGES.aboveAvailable('0.00')));
    const income = await hit(base, owner, 'GET', '/store/income/mine/');
    expect(income.body).toMatchObject({ income_total: '500.00', income_available: '0.00', income_withdrawn: '500.00' });
    expect((await hit(base, owner, 'GET', '/wallets/account/mine/')).body).toEqual({ available: '500.00', frozen: '0.00', withdrawn: '0.00' });
    expect((await reconcile(db(), owner.userId)).problems).toEqual([]);
  });
});
