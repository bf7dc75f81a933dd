// Store income calls (spec 03 §7 Store): income/mine, income/portfolio, forecast, withdraw (Idempotency-Key
// and the trade password; into the wallet) and the withdrawals. The other store calls live in modules/store.
import type { FastifyInstance } from 'fastify';
import { CONTRACT } from '@fund/core/api';
import { registerCall } from '../../../http/contract-route';
import { requireUserId } from '../../account/auth/sessions';
import { idempotent } from '../../trade/idempotency';
import { incomeForecast, incomeMine, incomeOfPortfolio, incomeWithdrawals, withdrawIncome } from './income-service';

const S = CONTRACT.store;

export async function storeIncomeRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const now = () => app.clock.instant();
  const user = (request: Parameters<typeof requireUserId>[1]) => requireUserId(db(), request);

  registerCall(app, S.incomeMine, async ({ request }) => incomeMine(db(), await user(request)));
  registerCall(app, S.incomePortfolio, async ({ request, query }) => incomeOfPortfolio(db(), await user(request), query));
  registerCall(app, S.incomeForecast, async ({ request, body }) => incomeForecast(db(), await user(request), body));
  registerCall(app, S.withdrawIncome, async ({ request, body }) => {
    const userId = await user(request);
    return idempotent(db(), userId, request, { password: body.password, now: now() }, (trx) => withdrawIncome(trx, userId, body, now()));
  });
  registerCall(app, S.incomeWithdrawals, async ({ request, query }) => incomeWithdrawals(db(), await user(request), query));
}
