// Campaign calls of check-in, quizzes, interaction, red-packet rain, trade bargain and futures onto the engine.
import type { FastifyInstance } from 'fastify';
import { CONTRACT } from '@fund/core/api';
import { CAMPAIGN_TEXTS, CampaignSeries as S } from '@fund/core/promotion';
import { registerCall } from '../../../http/contract-route';
import { requireUserId } from '../../account/auth/sessions';
import { pathId } from '../../account/users/routes';
import { idempotent } from '../../trade/idempotency';
import { campaignOfId, campaignOfSeries } from './campaign-engine';
import { accountOf, awardsLatest, awardsMine, withdrawCash } from './campaign-awards';
import { campaignOfCode, seriesList } from './campaign-lists';
import { checkin, checkinMine, checkinStatus } from './checkin';
import { answer, interaction, question, questions, quizLive, quizOnlineStat, submitInteraction } from './quiz';
import { rainDraw } from './draws';
import { bargain, bargainExchange, bargainItem, bargainRecords, tradeStat } from './trade-campaigns';
import { collectRecord, mineRewards, ranking, register, simulationGame } from './futures-campaigns';
import { invitedBy } from '../membership/membership-service';

const C = CONTRACT.campaigns;

export async function campaignPlayRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const now = () => app.clock.instant();
  type Req = Parameters<typeof requireUserId>[1];
  const user = (request: Req) => requireUserId(db(), request);
  const current = (series: string) => campaignOfSeries(db(), series, now());
  const idOf = (params: Record<string, string>, key: string) => pathId(params, key, CAMPAIGN_TEXTS.notFound);

  registerCall(app, C.checkin, async ({ request }) => checkin(db(), await current(S.Checkin), await user(request), now()));
  registerCall(app, C.checkinStatus, async ({ request }) => checkinStatus(db(), await current(S.Checkin), await user(request), now()));
  registerCall(app, C.checkinMine, async ({ request }) => checkinMine(db(), await current(S.Checkin), await user(request), now()));

  registerCall(app, C.chineseNewYearLatest, async () => awardsLatest(db(), await current(S.NewYear)));
  registerCall(app, C.chineseNewYearQuiz, async ({ request, query }) => questions(db(), await current(S.NewYear), await user(request), now(), query.level));
  registerCall(app, C.chineseNewYearAccount, async ({ request }) => accountOf(db(), await current(S.NewYear), await user(request), now()));
  registerCall(app, C.chineseNewYearAwards, async ({ request }) => awardsMine(db(), await current(S.NewYear), await user(request)));
  registerCall(app, C.chineseNewYearAnswer, async ({ request, params, body }) => answer(db(), await current(S.NewYear), await user(request), idOf(params, 'pk'), body.option, now()));

  registerCall(app, C.questions, async ({ request }) => questions(db(), await current(S.Questions), await user(request), now()));
  registerCall(app, C.question, async ({ request, params }) => question(db(), await current(S.Questions), await user(request), idOf(params, 'pk')));
  registerCall(app, C.answerQuestion, async ({ request, params, body }) => answer(db(), await current(S.Questions), await user(request), idOf(params, 'pk'), body.option, now()));

  registerCall(app, C.quiz, async ({ request }) => questions(db(), await current(S.Quiz), await user(request), now()));
  registerCall(app, C.quizAccountMine, async ({ request }) => accountOf(db(), await current(S.Quiz), await user(request), now()));
  registerCall(app, C.quizLive, async ({ request, params }) => quizLive(db(), await campaignOfId(db(), idOf(params, 'pk'), [S.Quiz]), await user(request)));
  registerCall(app, C.quizOnlineStat, async () => quizOnlineStat(db(), await current(S.Quiz)));
  registerCall(app, C.quizInvitationInviteCode, async ({ request }) => {
    const userId = await user(request);
    const account = await accountOf(db(), await current(S.Quiz), userId, now());
    return { ...(await invitedBy(db(), userId)), chances: account.chances };
  });
  registerCall(app, C.quizAccountHistory, async ({ request }) => awardsMine(db(), await current(S.Quiz), await user(request)));
  registerCall(app, C.quizAnswer, async ({ request, body }) => answer(db(), await current(S.Quiz), await user(request), body.question, body.option, now()));
  registerCall(app, C.quizWithdraw, async ({ request }) => withdrawCash(db(), S.Quiz, await user(request), now()));

  registerCall(app, C.interaction, async ({ request }) => interaction(db(), await current(S.Interaction), await user(request)));
  registerCall(app, C.submitInteraction, async ({ request, body }) => submitInteraction(db(), await current(S.Interaction), await user(request), body.content ?? '', now()));

  // The rain's mobile is the one the user is logged in with; a rain shared to friends gives the sharer the same grab.
  registerCall(app, C.activityRain, async ({ request }) => rainDraw(db(), await current(S.Rain), await user(request), now()));
  registerCall(app, C.activityRainShared, async ({ request, params }) => rainDraw(db(), await campaignOfId(db(), idOf(params, 'pk'), [S.Rain]), await user(request), now()));

  const bargainOf = (params: Record<string, string>) => campaignOfId(db(), idOf(params, 'id'), [S.TradeBargain]);
  registerCall(app, C.tradeBargains, async ({ request }) => {
    const userId = await user(request);
    return Promise.all((await seriesList(db(), S.TradeBargain)).map((c) => bargainItem(db(), c, userId, now())));
  });
  registerCall(app, C.tradeBargainLatest, async () => bargainRecords(db(), await current(S.TradeBargain)));
  registerCall(app, C.tradeBargain, async ({ request, params }) => bargainItem(db(), await bargainOf(params), await user(request), now()));
  registerCall(app, C.tradeBargainBargainRecord, async ({ params }) => bargainRecords(db(), await campaignOfCode(db(), params.code ?? '', S.TradeBargain)));
  registerCall(app, C.tradeBargainTradeStat, async ({ request }) => tradeStat(db(), await current(S.TradeBargain), await user(request), now()));
  registerCall(app, C.tradeBargainBargain, async ({ request, params }) => bargain(db(), await bargainOf(params), await user(request), now()));
  registerCall(app, C.tradeBargainExchange, async ({ request, params }) => {
    const userId = await user(request);
    const c = await bargainOf(params);
    const at = now();
    return idempotent(db(), userId, request, { now: at }, (trx) => bargainExchange(trx, c, userId, at));
  });

  registerCall(app, C.futuresLossReturnAccount, async ({ request }) => accountOf(db(), await current(S.FuturesLossReturn), await user(request), now()));
  registerCall(app, C.futuresLossReturnLatest, async () => awardsLatest(db(), await current(S.FuturesLossReturn)));
  registerCall(app, C.futuresLossReturnWithdraw, async ({ request }) => withdrawCash(db(), S.FuturesLossReturn, await user(request), now()));

  const gameOf = (id: number) => campaignOfId(db(), id, [S.FuturesSimulation]);
  registerCall(app, C.futuresSimulationGames, async ({ request }) => {
    const userId = await user(request);
    return Promise.all((await seriesList(db(), S.FuturesSimulation)).map((c) => simulationGame(db(), c, userId, now())));
  });
  registerCall(app, C.futuresSimulationGame, async ({ request, params }) => simulationGame(db(), await gameOf(idOf(params, 'id')), await user(request), now()));
  registerCall(app, C.futuresSimulationAnalyseCollectRecord, async ({ request, query }) => collectRecord(db(), await gameOf(query.game), await user(request), now()));
  registerCall(app, C.futuresSimulationRanking, async () => ranking(db(), await current(S.FuturesSimulation)));
  registerCall(app, C.futuresSimulationGamesMine, async ({ request }) => {
    const userId = await user(request);
    const games = await Promise.all((await seriesList(db(), S.FuturesSimulation)).map((c) => simulationGame(db(), c, userId, now())));
    return games.filter((g) => g.registered);
  });
  registerCall(app, C.futuresSimulationGamesMineRewards, async ({ request, query }) => mineRewards(db(), await seriesList(db(), S.FuturesSimulation), await user(request), query));
  registerCall(app, C.futuresSimulationRegister, async ({ request, body }) => {
    const userId = await user(request);
    const c = body.game === undefined ? await current(S.FuturesSimulation) : await gameOf(body.game);
    return register(db(), c, userId, now());
  });
}
