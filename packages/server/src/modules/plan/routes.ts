// Fixed-investment calls; create, modify and disable require an Idempotency-Key (see idempotency.ts).
import type { FastifyInstance } from 'fastify';
import { CONTRACT } from '@fund/core/api';
import { registerCall } from '../../http/contract-route';
import { requireUserId } from '../account/auth/sessions';
import { idempotent } from '../trade/idempotency';
import { pathId } from '../account/users/routes';
import { requireKnownFund } from '../common/known-fund';
import { myPlans, planDetail, planTrades } from './plan-reads';
import { PLAN_MESSAGES, createPlan, disablePlan, firstDeduction, modifyPlan } from './plan-service';

const F = CONTRACT.fixedInvestment;

export async function fixedInvestmentRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const now = () => app.clock.instant();
  const user = (request: Parameters<typeof requireUserId>[1]) => requireUserId(db(), request);
  const planId = (params: Record<string, string>) => pathId(params, 'id', PLAN_MESSAGES.notFound);

  registerCall(app, F.mine, async ({ request, query }) => myPlans(db(), await user(request), query));
  registerCall(app, F.listByFund, async ({ request, query }) => {
    const userId = await user(request);
    await requireKnownFund(db(), query.fund_id);
    return myPlans(db(), userId, query, query.fund_id);
  });
  registerCall(app, F.trades, async ({ request, query }) => planTrades(db(), await user(request), query.id, query));
  registerCall(app, F.firstDate, async ({ query }) => ({ first_date: await firstDeduction(db(), query.period_unit, query.trade_date, now()) }));
  registerCall(app, F.detail, async ({ request, params }) => planDetail(db(), await user(request), planId(params)));
  registerCall(app, F.create, async ({ request, body }) => {
    const userId = await user(request);
    return idempotent(db(), userId, request, { password: body.password, now: now() }, async (trx) => planDetail(trx, userId, await createPlan(trx, userId, body, now())));
  });
  registerCall(app, F.modify, async ({ request, params, body }) => {
    const userId = await user(request);
    const id = planId(params);
    return idempotent(db(), userId, request, { password: body.password, now: now() }, async (trx) => {
      await modifyPlan(trx, userId, id, body, now());
      return planDetail(trx, userId, id);
    });
  });
  registerCall(app, F.disable, async ({ request, params, body }) => {
    const userId = await user(request);
    const id = planId(params);
    return idempotent(db(), userId, request, { password: body.password, now: now() }, async (trx) => {
      await disablePlan(trx, userId, id, now());
      return planDetail(trx, userId, id);
    });
  });
}
