// Coin calls: tasks and their coins, balance, history, exchange targets, the limitation and the exchange.
import type { FastifyInstance } from 'fastify';
import { CONTRACT } from '@fund/core/api';
import { COIN_TEXTS } from '@fund/core/promotion';
import { registerCall } from '../../../http/contract-route';
import { requireUserId } from '../../account/auth/sessions';
import { pathId } from '../../account/users/routes';
import { idempotent } from '../../trade/idempotency';
import { coinBalance, coinHistory, coinTask, coinTasks, collectTaskCoins, exchange, exchangeLimitation, exchangeTarget, exchangeTargets } from './coins-service';

const C = CONTRACT.coins;

export async function coinsRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const now = () => app.clock.instant();
  const user = (request: Parameters<typeof requireUserId>[1]) => requireUserId(db(), request);
  registerCall(app, C.tasks, async ({ request }) => coinTasks(db(), await user(request), now()));
  registerCall(app, C.task, async ({ request, params }) => coinTask(db(), await user(request), params.pk ?? '', now()));
  registerCall(app, C.getTaskCoin, async ({ request, params }) => collectTaskCoins(db(), await user(request), params.pk ?? '', now()));
  registerCall(app, C.balance, async ({ request }) => coinBalance(db(), await user(request)));
  registerCall(app, C.history, async ({ request, query }) => coinHistory(db(), await user(request), query));
  registerCall(app, C.exchangeLimitation, async ({ request, query }) => exchangeLimitation(db(), await user(request), query.target, now()));
  registerCall(app, C.exchangeTargets, async ({ request }) => exchangeTargets(db(), await user(request), now()));
  registerCall(app, C.exchangeTarget, async ({ request, params }) => exchangeTarget(db(), await user(request), pathId(params, 'id', COIN_TEXTS.targetNotFound), now()));
  registerCall(app, C.exchange, async ({ request, body }) => {
    const userId = await user(request);
    const at = now();
    return idempotent(db(), userId, request, { now: at }, (trx) => exchange(trx, userId, body, at));
  });
}
