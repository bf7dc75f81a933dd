// Cash treasure reads; its transfer in and out go through /funds/buy/ and /funds/sell/.
import type { FastifyInstance } from 'fastify';
import { CONTRACT } from '@fund/core/api';
import { registerCall } from '../../http/contract-route';
import { currentUserId, requireUserId } from '../account/auth/sessions';
import { baoIncome, baoInfo, baoMine, baoSellInfo, baoTrades } from './bao-service';

const C = CONTRACT.cashTreasure;

export async function cashTreasureRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  registerCall(app, C.info, async ({ request }) => baoInfo(db(), await currentUserId(db(), request)));
  registerCall(app, C.mine, async ({ request }) => baoMine(db(), await requireUserId(db(), request)));
  registerCall(app, C.trades, async ({ request, query }) => baoTrades(db(), await requireUserId(db(), request), query));
  registerCall(app, C.sellInfo, async ({ request }) => baoSellInfo(db(), await requireUserId(db(), request), app.clock.instant()));
  registerCall(app, C.income, async ({ request, query }) => baoIncome(db(), await requireUserId(db(), request), query));
}
