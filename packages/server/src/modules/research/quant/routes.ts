// HTTP of the quant reads: factors of a symbol, analysis by category, industries, strategies, subscribe.
import { CONTRACT } from '@fund/core/api';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../http/contract-route';
import { QUANT_SENIOR_SERVICE } from '@fund/core/research';
import { currentUserId, requireUserId } from '../../account/auth/sessions';
import { isMember } from '../../promotion/membership/membership-service';
import { pathNumber } from '../../common/path-id';
import * as quant from './quant-service';

const C = CONTRACT.quant;

export async function quantRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const now = () => app.clock.instant();
  registerCall(app, C.factors, ({ params }) => quant.factors(db, params.symbol));
  registerCall(app, C.maxFactor, ({ params }) => quant.maxFactor(db, params.symbol));
  registerCall(app, C.analyse, async ({ params, query, request }) => {
    // The senior factors are a membership service: checked here on every read, never trusted from the page.
    const userId = await currentUserId(db, request);
    const open = userId !== null && (await isMember(db, userId, QUANT_SENIOR_SERVICE, now()));
    return quant.analyse(db, params.symbol, query.factor_category, open);
  });
  registerCall(app, C.industryRecommend, () => quant.industries(db));
  registerCall(app, C.industryRecommendDetail, ({ params }) => quant.industry(db, pathNumber(params.id)));
  registerCall(app, C.strategies, () => quant.strategies(db));
  registerCall(app, C.strategy, ({ params }) => quant.strategy(db, pathNumber(params.id)));
  registerCall(app, C.strategyIndexes, ({ params }) => quant.strategyIndexes(db, pathNumber(params.id)));
  registerCall(app, C.subscribe, async ({ body, request }) => {
    await quant.subscribe(db, await requireUserId(db, request), body.code, now());
    return { detail: '订阅成功' };
  });
}
