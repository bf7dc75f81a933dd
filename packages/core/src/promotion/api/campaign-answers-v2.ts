// Answer schemas of the campaigns (spec 03 §7), served by the one campaign engine. The spec lists the calls
// and the bet game's fields only; the shared shapes (account, award, bet, question, claim) are designed here.
// Every answer that concerns one campaign names it (code, name, rules, window) so each page can show them.
import type { Infer } from '../../api/schema';
import { s } from '../../api/schema';
import { w } from '../../api/contract/answer-fields';

const prizeKind = s.enum(['coins', 'coupon', 'cash']);

/** An award won. status: 0 to receive, 1 received, 2 expired. */
export const campaignAwardV2 = w.object({
  id: w.int(),
  /** The campaign's code. */
  code: w.text(),
  name: w.text(),
  prize_kind: prizeKind,
  coins: w.int(),
  /** Yuan a coupon or cash red packet is worth, '0.00' for coins. */
  amount: w.decimal(),
  status: s.enum([0, 1, 2]),
  status_display: w.text(),
  /** Masked, for the lists of latest winners. */
  username: w.text(),
  created_at: w.dateTime(),
});

/** A campaign as its page shows it: name, kind, window, phase, rules, and what the user has left. */
export const campaignInfo = w.object({
  code: w.text(),
  kind: w.text(),
  kind_display: w.text(),
  name: w.text(),
  begin_at: w.dateTime(),
  bet_end_at: w.dateTime(),
  settle_at: w.dateTime(),
  end_at: w.dateTime(),
  phase: s.enum(['upcoming', 'open', 'closed', 'settled', 'ended']),
  phase_display: w.text(),
  rules: w.list(w.text()),
  entry_coins: w.int(),
  budget: w.int(),
  budget_left: w.int(),
});

/** The user's standing in a campaign. */
export const campaignAccountV2 = w.object({
  campaign: campaignInfo,
  coins: w.int(),
  /** Plays left today (within the campaign's total). */
  chances: w.int(),
  invited_count: w.int(),
  award_total: w.int(),
  awards_to_receive: w.int(),
  /** Cash won and not yet withdrawn: always '0.00' until the wallet pays cash prizes. */
  withdrawable: w.decimal(),
});

/** A claim, receive, draw or answer that may hand out an award. */
export const campaignClaimV2 = w.object({ detail: w.text(), awards: w.list(campaignAwardV2), coins: w.int() });

export const campaignWithdrawV2 = w.object({ detail: w.text(), amount: w.decimal(), withdrawable: w.decimal() });

/** A bet or guess. result: 0 waiting, 1 right, 2 wrong. */
export const campaignBetV2 = w.object({
  id: w.int(),
  code: w.text(),
  option: w.text(),
  option_name: w.text(),
  coins: w.int(),
  result: s.enum([0, 1, 2]),
  result_display: w.text(),
  username: w.text(),
  created_at: w.dateTime(),
});

/** The bet game as the spec names it; available non-zero once bets are closed. */
export const betOptionV2 = w.object({ code: w.text(), name: w.text(), selected: w.bool(), status: s.enum([0, 1]), betResult: w.int() });
export const betGameV2 = w.object({
  id: w.int(),
  code: w.text(),
  name: w.text(),
  available: w.int(),
  bet_begin_at: w.dateTime(),
  bet_end_at: w.dateTime(),
  game_begin_at: w.dateTime(),
  game_end_at: w.dateTime(),
  participants_total: w.int(),
  guess_right_total: w.int(),
  bet_options: w.list(betOptionV2),
  campaign: campaignInfo,
});

export const campaignRankV2 = w.object({ rank: w.int(), username: w.text(), score: w.decimal() });
export const campaignInvitationV2 = w.object({ invite_code: w.text(), invited_count: w.int(), chances: w.int() });

/** Trade stat: the count of confirmed fund buys in the window (never their amount) against the count needed. */
export const campaignTradeStatV2 = w.object({ campaign: campaignInfo, trades_count: w.int(), trades_needed: w.int(), can_claim: w.bool(), claimed: w.bool() });

export const campaignQuestionV2 = w.object({
  id: w.int(),
  level: w.int(),
  title: w.text(),
  options: w.list(w.object({ option: w.text(), text: w.text(), selected: w.bool() })),
  answered: w.bool(),
  end_at: w.maybe(w.dateTime()),
});
export const campaignQuestionsV2 = w.object({ campaign: campaignInfo, questions: w.list(campaignQuestionV2) });
export const campaignAnswerV2 = w.object({ correct: w.bool(), answer: w.text(), detail: w.text(), level: w.int(), award: w.maybe(campaignAwardV2) });

export const checkinStatusV2 = w.object({ campaign: campaignInfo, checked_today: w.bool(), days_in_row: w.int(), coins: w.int(), next_coins: w.int(), detail: w.text() });
export const checkinMineV2 = w.object({ dates: w.list(w.date()), days_in_row: w.int() });

/** A bargain item: a fee coupon whose coin price falls as the user bargains, down to its floor. */
export const tradeBargainV2 = w.object({
  id: w.int(),
  code: w.text(),
  name: w.text(),
  price_coins: w.int(),
  floor_coins: w.int(),
  current_coins: w.int(),
  bargains_count: w.int(),
  end_at: w.dateTime(),
  campaign: campaignInfo,
});
export const tradeBargainRecordV2 = w.object({ id: w.int(), username: w.text(), coins: w.int(), created_at: w.dateTime() });

export const simulationGameV2 = w.object({
  id: w.int(),
  code: w.text(),
  name: w.text(),
  status: s.enum([0, 1, 2]),
  start_date: w.date(),
  end_date: w.date(),
  players_count: w.int(),
  registered: w.bool(),
  principal: w.decimal(),
});
export const simulationRecordV2 = w.object({ date: w.date(), balance: w.decimal(), profit: w.decimal(), percent: w.decimal() });
export const simulationRewardV2 = w.object({ id: w.int(), game_id: w.int(), rank: w.int(), name: w.text(), coins: w.int(), created_at: w.dateTime() });

export const interactionV2 = w.object({ code: w.text(), title: w.text(), content: w.maybe(w.text()), submitted: w.bool(), count: w.int() });
export const quizLiveV2 = w.object({ id: w.int(), round: w.int(), question: w.maybe(campaignQuestionV2), online_count: w.int(), alive: w.bool() });
export const quizOnlineStatV2 = w.object({ online_count: w.int(), alive_count: w.int() });

/** One draw (rain, dice): what fell, the dice when there are dice, and the chances left. */
export const drawResultV2 = w.object({ detail: w.text(), coins: w.int(), dice: w.list(w.int()), rank: w.text(), rank_display: w.text(), chances: w.int(), award: w.maybe(campaignAwardV2) });

export const campaignAwardsV2 = w.list(campaignAwardV2);
export const campaignBetsV2 = w.list(campaignBetV2);
export const campaignRanksV2 = w.list(campaignRankV2);

export type CampaignAwardV2 = Infer<typeof campaignAwardV2>;
export type CampaignInfo = Infer<typeof campaignInfo>;
export type CampaignAccountV2 = Infer<typeof campaignAccountV2>;
export type CampaignClaimV2 = Infer<typeof campaignClaimV2>;
export type CampaignWithdrawV2 = Infer<typeof campaignWithdrawV2>;
export type CampaignBetV2 = Infer<typeof campaignBetV2>;
export type BetGameV2 = Infer<typeof betGameV2>;
export type CampaignRankV2 = Infer<typeof campaignRankV2>;
export type CampaignTradeStatV2 = Infer<typeof campaignTradeStatV2>;
export type CampaignQuestionV2 = Infer<typeof campaignQuestionV2>;
export type CampaignQuestionsV2 = Infer<typeof campaignQuestionsV2>;
export type CampaignAnswerV2 = Infer<typeof campaignAnswerV2>;
export type CheckinStatusV2 = Infer<typeof checkinStatusV2>;
export type CheckinMineV2 = Infer<typeof checkinMineV2>;
export type TradeBargainV2 = Infer<typeof tradeBargainV2>;
export type TradeBargainRecordV2 = Infer<typeof tradeBargainRecordV2>;
export type SimulationGameV2 = Infer<typeof simulationGameV2>;
export type SimulationRecordV2 = Infer<typeof simulationRecordV2>;
export type SimulationRewardV2 = Infer<typeof simulationRewardV2>;
export type InteractionV2 = Infer<typeof interactionV2>;
export type QuizLiveV2 = Infer<typeof quizLiveV2>;
export type QuizOnlineStatV2 = Infer<typeof quizOnlineStatV2>;
export type DrawResultV2 = Infer<typeof drawResultV2>;
