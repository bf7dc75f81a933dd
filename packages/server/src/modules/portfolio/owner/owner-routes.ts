// HTTP of owner-made portfolios (spec 02 §7 Portfolio): create, PUT, set_share_info, fund candidates, the
// name / description / minimum checks, the backtest estimate and position adjustments. A non-owner's
// create-adjust-edit on someone else's portfolio answers 404, as for a missing one.
import { CONTRACT } from '@fund/core/api';
import { beijingDate } from '@fund/core/calendar';
import { parsePositionsText, weightsRefusal } from '@fund/core/portfolio';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../http/contract-route';
import { validationFailed } from '../../../http/api-error';
import { requireUserId } from '../../account/auth/sessions';
import { portfolioOf } from '../catalogue-service';
import { adjustPositions, adjustment, adjustments } from './owner-adjustments';
import { candidates, estimate } from './owner-candidates';
import { checkAmountMinBuy, checkDescription, checkName, createPortfolio, setShareInfo, updatePortfolioByOwner } from './owner-service';

const C = CONTRACT.portfolio;

/** Weights from a query string, or a Chinese 400 on the field. */
function positionsOf(field: string, text: string) {
  const positions = parsePositionsText(text);
  if (positions === null) throw validationFailed({ [field]: ['基金占比格式有误'] });
  return positions;
}

export async function portfolioOwnerRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const now = () => app.clock.instant();
  const today = () => beijingDate(now());

  registerCall(app, C.create, async ({ body, request }) => createPortfolio(db, await requireUserId(db, request), body, now(), today()));
  registerCall(app, C.update, async ({ params, body, request }) => {
    const userId = await requireUserId(db, request);
    return updatePortfolioByOwner(db, userId, await portfolioOf(db, params.id), body, today());
  });
  registerCall(app, C.setShareInfo, async ({ params, body, request }) => {
    const userId = await requireUserId(db, request);
    return setShareInfo(db, userId, await portfolioOf(db, params.id), body);
  });
  registerCall(app, C.fundCandidates, async ({ params, query, request }) => {
    await requireUserId(db, request);
    // 0 while the portfolio is being created; otherwise it must exist.
    if (params.id !== '0') await portfolioOf(db, params.id);
    return candidates(db, query);
  });
  registerCall(app, C.checkName, async ({ query, request }) => {
    await requireUserId(db, request);
    return checkName(db, query.name, query.portfolio_id);
  });
  registerCall(app, C.checkDescription, async ({ query, request }) => {
    await requireUserId(db, request);
    return checkDescription(query.description);
  });
  registerCall(app, C.checkAmountMinBuy, async ({ query, request }) => {
    await requireUserId(db, request);
    return checkAmountMinBuy(db, positionsOf('symbols', query.symbols), query.amount);
  });
  registerCall(app, C.estimateNetvalue, async ({ query, request }) => {
    await requireUserId(db, request);
    if (query.positions !== undefined) {
      const positions = positionsOf('positions', query.positions);
      const refusal = weightsRefusal(positions);
      if (refusal !== null) throw validationFailed({ positions: [refusal] });
      return estimate(db, positions, today());
    }
    if (query.portfolio_id === undefined) throw validationFailed({ positions: ['请选择基金并设置占比'] });
    return estimate(db, null, today(), await portfolioOf(db, String(query.portfolio_id)));
  });
  registerCall(app, C.createPositionAdjustment, async ({ body, request }) => {
    const userId = await requireUserId(db, request);
    return adjustPositions(db, userId, await portfolioOf(db, String(body.portfolio_id)), body, now(), today());
  });
  registerCall(app, C.positionAdjustments, async ({ query }) => adjustments(db, await portfolioOf(db, String(query.portfolio_id)), query, today()));
  registerCall(app, C.positionAdjustment, async ({ params }) => adjustment(db, params.id, today()));
}
