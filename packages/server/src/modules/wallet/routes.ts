// Wallet calls (spec 03 §7 Wallets): the balance and a withdrawal to a bound card (Idempotency-Key and the
// trade password required), and the cash account's calls over the same wallet. Account changes are served with the holdings (modules/assets).
import type { FastifyInstance } from 'fastify';
import { CONTRACT } from '@fund/core/api';
import { registerCall } from '../../http/contract-route';
import { requireUserId } from '../account/auth/sessions';
import { idempotent } from '../trade/idempotency';
import { walletOf, withdrawFromWallet } from './wallet-service';
import { cashAccountOf, cashPriceOf, rechargeWallet } from './cash-service';

const O = CONTRACT.other;

export async function walletRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const now = () => app.clock.instant();

  registerCall(app, O.wallet, async ({ request }) => walletOf(db(), await requireUserId(db(), request)));
  registerCall(app, O.walletWithdraw, async ({ request, body }) => {
    const userId = await requireUserId(db(), request);
    return idempotent(db(), userId, request, { password: body.password, now: now() }, (trx) => withdrawFromWallet(trx, userId, body, now()));
  });
  // The cash account is the wallet (spec 01 §7 Coupons, cash).
  registerCall(app, O.cashAccountMine, async ({ request }) => cashAccountOf(db(), await requireUserId(db(), request)));
  registerCall(app, O.paymentPrice, async ({ query }) => cashPriceOf(query.code));
  registerCall(app, O.recharge, async ({ request, body }) => {
    const userId = await requireUserId(db(), request);
    return idempotent(db(), userId, request, { password: body.password, now: now() }, (trx) => rechargeWallet(trx, userId, body, now()));
  });
}
