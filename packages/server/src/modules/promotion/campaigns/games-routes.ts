// Campaign calls of the games (bet game, Double11, mooncake) onto the engine.
import type { FastifyInstance } from 'fastify';
import { CONTRACT } from '@fund/core/api';
import { CAMPAIGN_TEXTS, CampaignSeries as S } from '@fund/core/promotion';
import { registerCall } from '../../../http/contract-route';
import { requireUserId } from '../../account/auth/sessions';
import { pathId } from '../../account/users/routes';
import { toPage } from '../../common/paging';
import { campaignOfId, campaignOfSeries } from './campaign-engine';
import { accountOf, awardsLatest, awardsMine, awardsMineOfSeries, receiveAllOfSeries, receiveOne, receiveOneOfSeries, withdrawCash } from './campaign-awards';
import { seriesPage } from './campaign-lists';
import { betGameView, betsLatest, betsMine, betsMineOfSeries, champions, placeBet, settleIfDue } from './guess-game';
import { openGuessRound } from './guess-rounds';
import { diceRoll } from './draws';
import { claimTradeStat, tradeStat } from './trade-campaigns';
import { invitedBy } from '../membership/membership-service';

const C = CONTRACT.campaigns;

export async function campaignGameRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const now = () => app.clock.instant();
  type Req = Parameters<typeof requireUserId>[1];
  const user = (request: Req) => requireUserId(db(), request);
  /** The family's current campaign, settled first when its settle time has passed. */
  const current = async (series: string) => settleIfDue(db(), await campaignOfSeries(db(), series, now()), now());
  /** A guess game's open round (the games roll: a new round opens when bets close). */
  const round = (series: string) => openGuessRound(db(), series, now());
  /** The series once its due rounds are drawn: the user's bets and prizes over the rounds are then final. */
  const drawn = async (series: string) => (await round(series)).series;
  const byId = async (params: Record<string, string>, key = 'id') => settleIfDue(db(), await campaignOfId(db(), pathId(params, key, CAMPAIGN_TEXTS.notFound), [S.BetGame, S.Double11Guess]), now());
  const awardId = (params: Record<string, string>, key: string) => pathId(params, key, CAMPAIGN_TEXTS.awardNotFound);

  registerCall(app, C.betGames, async ({ request, query }) => {
    const userId = await user(request);
    const { total, items } = await seriesPage(db(), S.BetGame, query);
    const games = await Promise.all(items.map(async (c) => betGameView(db(), await settleIfDue(db(), c, now()), userId, now())));
    return toPage(query, total, games);
  });
  registerCall(app, C.betGame, async ({ request, params }) => betGameView(db(), await byId(params), await user(request), now()));
  registerCall(app, C.betGameRecord, async ({ request, params }) => betsMine(db(), await byId(params), await user(request)));
  registerCall(app, C.betGameRecordLatest, async () => betsLatest(db(), await round(S.BetGame)));
  registerCall(app, C.betGameRecordMine, async ({ request }) => betsMineOfSeries(db(), await drawn(S.BetGame), await user(request)));
  registerCall(app, C.betGameAccountChampions, async () => champions(db(), await round(S.BetGame)));
  registerCall(app, C.betGameAccountInvitation, async ({ request }) => {
    const userId = await user(request);
    const account = await accountOf(db(), await round(S.BetGame), userId, now());
    return { ...(await invitedBy(db(), userId)), chances: account.chances };
  });
  registerCall(app, C.betGameAccountMine, async ({ request }) => accountOf(db(), await round(S.BetGame), await user(request), now()));
  registerCall(app, C.betGameAwardLatest, async () => awardsLatest(db(), await round(S.BetGame)));
  registerCall(app, C.betGameAwardMine, async ({ request }) => awardsMineOfSeries(db(), await drawn(S.BetGame), await user(request)));
  registerCall(app, C.placeBet, async ({ request, params, body }) => {
    const userId = await user(request);
    const c = await byId(params);
    await placeBet(db(), c, userId, body, now());
    return betGameView(db(), c, userId, now());
  });
  registerCall(app, C.betGameClaimAward, async ({ request }) => receiveAllOfSeries(db(), await drawn(S.BetGame), await user(request), now()));
  registerCall(app, C.betGameAwardReceive, async ({ request, params }) => receiveOneOfSeries(db(), S.BetGame, await user(request), awardId(params, 'id'), now()));

  registerCall(app, C.mooncakeGamblingAccountMine, async ({ request }) => accountOf(db(), await current(S.Mooncake), await user(request), now()));
  registerCall(app, C.mooncakeGamblingAwardLatest, async () => awardsLatest(db(), await current(S.Mooncake)));
  registerCall(app, C.mooncakeGamblingAwardMine, async ({ request }) => awardsMine(db(), await current(S.Mooncake), await user(request)));
  registerCall(app, C.mooncakeGamblingClaimAward, async ({ request }) => diceRoll(db(), await current(S.Mooncake), await user(request), now()));
  registerCall(app, C.mooncakeGamblingAwardReceive, async ({ request, params }) => receiveOne(db(), await current(S.Mooncake), await user(request), awardId(params, 'id'), now()));

  registerCall(app, C.double11TradeStat, async ({ request }) => tradeStat(db(), await current(S.Double11), await user(request), now()));
  registerCall(app, C.double11AwardMine, async ({ request }) => awardsMine(db(), await current(S.Double11), await user(request)));
  registerCall(app, C.double11AwardLatest, async () => awardsLatest(db(), await current(S.Double11)));
  registerCall(app, C.double11ClaimAward, async ({ request }) => claimTradeStat(db(), await current(S.Double11), await user(request), now()));
  registerCall(app, C.double11AwardReceive, async ({ request, params }) => receiveOne(db(), await current(S.Double11), await user(request), awardId(params, 'pk'), now()));
  // Double 11 is a trade-volume campaign: compliance gives it no cash, so this answers 暂无可提取的现金奖励.
  registerCall(app, C.double11Withdraw, async ({ request }) => withdrawCash(db(), S.Double11, await user(request), now()));
  registerCall(app, C.double11Guessgame, async ({ request }) => betGameView(db(), await round(S.Double11Guess), await user(request), now()));
  registerCall(app, C.double11GuessgameMine, async ({ request }) => betsMineOfSeries(db(), await drawn(S.Double11Guess), await user(request)));
  registerCall(app, C.double11GuessgameAward, async ({ request }) => awardsMineOfSeries(db(), await drawn(S.Double11Guess), await user(request)));
  registerCall(app, C.double11GuessgameBet, async ({ request, body }) => placeBet(db(), await round(S.Double11Guess), await user(request), body, now()));
  registerCall(app, C.double11GuessgameClaimAward, async ({ request }) => receiveAllOfSeries(db(), await drawn(S.Double11Guess), await user(request), now()));
}
