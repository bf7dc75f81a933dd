// HTTP of the per-symbol market reads (quotes, K-lines, holders, block trades, financials) and shareholders.
import { CONTRACT } from '@fund/core/api';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../http/contract-route';
import { pathNumber } from '../../common/path-id';
import * as blocks from './block-trades-service';
import * as extras from './stock-extras';
import * as holders from './holders-service';
import * as quotes from './quote-service';
import { stockDataDay } from './stock-day';

const C = CONTRACT.market;

export async function stockRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const asOf = () => stockDataDay(db, app.clock.instant());
  registerCall(app, C.symbols, ({ query }) => quotes.symbols(db, query.symbol));
  registerCall(app, C.quote, ({ params }) => quotes.quote(db, params.id));
  registerCall(app, C.priceLevel, ({ params }) => quotes.priceLevel(db, params.id));
  registerCall(app, C.kLine, ({ params, query }) => quotes.kLine(db, params.id, query));
  registerCall(app, C.quoteHistory, ({ params, query }) => quotes.quoteHistory(db, params.id, query));
  registerCall(app, C.timeLine, ({ params }) => quotes.timeLine(db, params.id));
  registerCall(app, C.financeIndex, async ({ params }) => extras.financeIndex(db, params.id, await asOf()));
  registerCall(app, C.financeIndexLine, async ({ params }) => extras.financeIndexLine(db, params.id, await asOf()));
  registerCall(app, C.marginTrade, ({ params }) => extras.marginTrade(db, params.id));
  registerCall(app, C.relatedSector, ({ params }) => extras.relatedSector(db, params.id));
  registerCall(app, C.seniorMngAtlas, ({ params }) => extras.seniorMngAtlas(db, params.id));
  registerCall(app, C.holders, ({ params }) => holders.holders(db, params.id));
  registerCall(app, C.holdersHistory, ({ params }) => holders.holdersHistory(db, params.id));
  registerCall(app, C.holdersAnalyse, ({ params, query }) => holders.holdersAnalyse(db, params.id, query.type));
  registerCall(app, C.holdersAtlas, ({ params }) => holders.holdersAtlas(db, params.id));
  registerCall(app, C.blockTradesDaily, ({ params }) => blocks.blockTradesDaily(db, params.id));
  registerCall(app, C.blockTradesRecord, ({ params, query }) => blocks.blockTradesRecord(db, params.id, query));
  registerCall(app, C.blockTradesDailyTop, () => blocks.dailyTop(db));
  registerCall(app, C.shareholdersChampions, () => holders.champions(db));
  registerCall(app, C.shareholder, ({ params }) => holders.shareholder(db, pathNumber(params.id)));
  registerCall(app, C.shareholdersSharesHistory, ({ params }) => holders.sharesHistory(db, pathNumber(params.id)));
  registerCall(app, C.shareholdersInvestmentHistory, ({ params }) => holders.investmentHistory(db, pathNumber(params.id)));
}
