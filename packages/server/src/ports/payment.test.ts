// Money reaches or leaves a card only by the payment port's answer: a refused debit places no order and
// moves nothing; an undo is paid back through the port; every card row of the ledger had its movement.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { reconcile } from '../modules/ledger/ledger-repo';
import { openFundIds, openTradingWorld, TRADE_PASSWORD, at, makeInvestor, moveTo, request, type Investor } from '../testing/trading-kit';
import type { CardMovement, PaymentPort } from './payment';

describe('the payment port decides card money', () => {
  let database: Database;
  let app: FastifyInstance;
  let fundId = 0;
  const moves: { kind: 'debit' | 'credit'; movement: CardMovement }[] = [];
  // The bank refuses debits from this card (as for insufficient funds); set once the investor exists.
  let refusedCard = -1;
  const payment: PaymentPort = {
    adapterName: 'test bank',
    simulator: false,
    async debit(movement) {
      if (movement.cardId === refusedCard) return { ok: false, reason: '余额不足' };
      moves.push({ kind: 'debit', movement });
      return { ok: true, reference: `D${moves.length}` };
    },
    async credit(movement) {
      moves.push({ kind: 'credit', movement });
      return { ok: true, reference: `C${moves.length}` };
    },
  };

  beforeAll(async () => {
    ({ database, app } = await openTradingWorld(at('2026-11-20', '09:00'), { ports: { payment } }));
    await moveTo(app, at('2026-11-20', '09:00'));
    [fundId = 0] = await openFundIds(database.db, 301);
  }, 120000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const buy = (who: Investor, amount: string) =>
    request(app, who, 'POST', '/funds/buy/', { fund_id: fundId, bank_card_id: who.cardId, amount, password: TRADE_PASSWORD, confirm_risk: true });
  const orders = (who: Investor) => database.db.selectFrom('trade_orders').select('id').where('user_id', '=', who.userId).execute();

  it('a buy is paid by one debit of its amount from its card', async () => {
    const me = await makeInvestor(database.db);
    const before = moves.length;
    const res = await buy(me, '1000.00');
    expect(res.statusCode).toBe(200);
    expect(moves.slice(before)).toEqual([{ kind: 'debit', movement: expect.objectContaining({ userId: me.userId, cardId: me.cardId, orderId: res.json().id, amount: '1000.00' }) }]);
  });

  it('a debit the bank refuses places no order and moves nothing', async () => {
    const me = await makeInvestor(database.db);
    refusedCard = me.cardId;
    const before = moves.length;
    const res = await buy(me, '1000.00');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: { detail: ['银行卡扣款失败：余额不足'] } });
    expect(await orders(me)).toEqual([]);
    expect(moves.length).toBe(before);
    const ledger = await database.db.selectFrom('ledger_entries').select('id').where('user_id', '=', me.userId).execute();
    expect(ledger).toEqual([]);
  });

  it('an undone buy is paid back to the card through the port, and the books agree', async () => {
    const me = await makeInvestor(database.db);
    const placed = await buy(me, '500.00');
    const before = moves.length;
    const undo = await request(app, me, 'POST', '/funds/undo/', { id: placed.json().id, password: TRADE_PASSWORD });
    expect(undo.statusCode).toBe(200);
    expect(moves.slice(before)).toEqual([{ kind: 'credit', movement: expect.objectContaining({ cardId: me.cardId, orderId: placed.json().id, amount: '500.00' }) }]);
    expect((await reconcile(database.db, me.userId)).problems).toEqual([]);
  });
});
