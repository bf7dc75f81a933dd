// HTTP of the per-fund research reads, fund styles, topics and proposals.
import { CONTRACT } from '@fund/core/api';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../http/contract-route';
import { pathNumber } from '../../common/path-id';
import * as catalog from './catalog-service';
import { fareTiers } from './fare-tiers';
import * as reads from './fund-reads-service';
import * as performance from './performance-service';
import * as styles from './styles-service';

const C = CONTRACT.funds;

export async function fundResearchRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const now = () => app.clock.instant();
  const fund = (id: string | undefined) => reads.fundOf(db, id);
  registerCall(app, C.fareRatio, async ({ params }) => fareTiers(await fund(params.id)));
  registerCall(app, C.dividendSplit, async ({ params }) => reads.dividendSplit(db, await fund(params.id)));
  registerCall(app, C.timetable, async ({ params }) => reads.timetableOf(await fund(params.id), now()));
  registerCall(app, C.investRisk, async ({ params }) => reads.investRisk(db, await fund(params.id)));
  registerCall(app, C.assetConf, async ({ params }) => reads.assetConf(db, await fund(params.id)));
  registerCall(app, C.assetHistory, async ({ params }) => reads.assetHistory(db, await fund(params.id)));
  registerCall(app, C.holdStruct, async ({ params }) => reads.holdStruct(db, await fund(params.id)));
  registerCall(app, C.estimatedQuoteHistory, async ({ params }) => reads.estimatedQuoteHistory(db, await fund(params.id)));
  registerCall(app, C.achivements, async ({ params }) => performance.achivements(db, await fund(params.id)));
  registerCall(app, C.achievementRank, async ({ params }) => performance.achievementRank(db, await fund(params.id)));
  registerCall(app, C.assetForecast, async ({ params }) => performance.assetForecast(db, await fund(params.id)));
  registerCall(app, C.topics, ({ query }) => catalog.topics(db, query.code));
  registerCall(app, C.proposals, ({ query }) => catalog.proposals(db, query));
  registerCall(app, C.proposal, ({ params }) => catalog.proposal(db, pathNumber(params.id)));
  registerCall(app, C.styles, async () => styles.catalogue());
  registerCall(app, C.stylesOverview, ({ query }) => styles.overview(db, query.period));
  registerCall(app, C.stylesInfo, ({ query }) => styles.info(db, query));
  registerCall(app, C.stylesIndexes, () => styles.indexes(db));
  registerCall(app, C.stylesRelatedFunds, ({ query }) => styles.relatedFunds(db, query));
  registerCall(app, C.stylesMonthlyOverview, ({ query }) => styles.monthlyOverview(db, query));
  registerCall(app, C.stylesHistory, ({ query }) => styles.history(db, query));
}
