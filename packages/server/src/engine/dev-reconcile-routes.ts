// Development only: the caller's own reconciliation (holdings against the ledger, money in transit,
// frozen shares, coupons), so a demo or a multi-node test can see that the books agree.
import type { FastifyInstance } from 'fastify';
import { requireUserId } from '../modules/account/auth/sessions';
import { userReconciliation } from '../modules/ledger/reconcile-service';

export async function devReconcileRoutes(app: FastifyInstance): Promise<void> {
  if (app.mode !== 'demo') return;
  app.get('/dev/reconcile', async (request) => {
    const userId = await requireUserId(app.database.db, request);
    const result = await userReconciliation(app.database.db, userId);
    return { ok: result.ok, problems: result.problems };
  });
}
