// HTTP of fund diagnosis: analyse (guests too; the 3 free views are counted on the client), analyses
// and their history, statistics, follows of an analysis, same-type funds and profit/loss predicts.
import { CONTRACT } from '@fund/core/api';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../http/contract-route';
import { currentUserId, requireUserId } from '../../account/auth/sessions';
import { pathNumber } from '../../common/path-id';
import * as diagnosis from './diagnosis-service';
import * as predicts from './predicts-service';

const C = CONTRACT.diagnosis;

export async function diagnosisRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const now = () => app.clock.instant();
  registerCall(app, C.analyse, async ({ params, request }) => diagnosis.analyse(db, params.id, await currentUserId(db, request), now()));
  registerCall(app, C.analyseSync, async ({ body, request }) => diagnosis.analyse(db, body.symbol, await currentUserId(db, request), now()));
  registerCall(app, C.analyseHistory, async ({ query, request }) => diagnosis.history(db, await currentUserId(db, request), query));
  registerCall(app, C.analyseHistoryLatest, async ({ request }) => diagnosis.latest(db, await currentUserId(db, request)));
  registerCall(app, C.analyseHistoryStatistics, () => diagnosis.statistics(db));
  registerCall(app, C.analyseHistoryDetail, async ({ params, query, request }) => diagnosis.detail(db, pathNumber(params.id), query.fund_id, await currentUserId(db, request)));
  registerCall(app, C.followAnalyse, async ({ params, request }) => {
    await diagnosis.setFollow(db, await requireUserId(db, request), pathNumber(params.id), true, now());
    return { detail: '关注成功' };
  });
  registerCall(app, C.unfollowAnalyse, async ({ params, request }) => {
    await diagnosis.setFollow(db, await requireUserId(db, request), pathNumber(params.id), false, now());
    return { detail: '已取消关注' };
  });
  registerCall(app, C.analyseRecommendFunds, ({ params, query }) => diagnosis.sameType(db, params.id, query));
  registerCall(app, C.profitLossPredicts, ({ query }) => predicts.ranking(db, query));
  registerCall(app, C.profitLossPredictsFilterConditions, ({ query }) => predicts.filterConditions(db, query.symbol));
  registerCall(app, C.profitLossPredict, ({ params }) => predicts.predict(db, params.symbol));
  registerCall(app, C.profitLossPredictsBestPotential, () => predicts.bestPotential(db));
}
