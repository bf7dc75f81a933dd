// Answer schemas of the promotional campaigns (spec 03 §7: bet game, mooncake, Double11, check-in, new-year
// quiz, trade bargain, futures loss return and simulation, interaction, questions, quiz, red-packet rain).
// The spec lists the calls but no fields beyond the bet game's, so the campaigns share a few shapes designed
// here (an account, an award, a record, a question, a claim) for the server to build on.
import type { Infer } from '../../schema';
import { s } from '../../schema';
import { w } from '../answer-fields';

/** The user's standing in a campaign: coins or points, chances left, friends invited, what was won. */
export const campaignAccount = w.object({
  coins: w.int(),
  chances: w.int(),
  invited_count: w.int(),
  award_total: w.decimal(),
  /** Money won and not yet withdrawn (campaigns that pay cash). */
  withdrawable: w.decimal(),
});

/** An award won. status: 0 to claim, 1 claimed, 2 expired. */
export const campaignAward = w.object({
  id: w.int(),
  code: w.text(),
  name: w.text(),
  amount: w.decimal(),
  status: s.enum([0, 1, 2]),
  status_display: w.text(),
  /** Masked, for the lists of latest winners. */
  username: w.text(),
  created_at: w.dateTime(),
});

/** A claim, receive or answer that may hand out an award. */
export const campaignClaim = w.object({ detail: w.text(), award: w.maybe(campaignAward) });

/** A withdrawal of campaign cash to the wallet. */
export const campaignWithdraw = w.object({ detail: w.text(), amount: w.decimal(), withdrawable: w.decimal() });

/** A bet or guess placed. result: 0 waiting, 1 right, 2 wrong. */
export const campaignBet = w.object({
  id: w.int(),
  game_id: w.int(),
  option: w.text(),
  option_name: w.text(),
  coins: w.int(),
  result: s.enum([0, 1, 2]),
  username: w.text(),
  created_at: w.dateTime(),
});

/** A ranked player (champions, simulation ranking). */
export const campaignRank = w.object({ rank: w.int(), username: w.text(), avatar_sm: w.text(), score: w.decimal() });

export const campaignInvitation = w.object({ invite_code: w.text(), invited_count: w.int(), chances: w.int(), share_url: w.text() });

/** A campaign's trade total for the user (Double11, trade bargain). */
export const campaignTradeStat = w.object({ amount_total: w.decimal(), trades_count: w.int(), rank: w.maybe(w.int()) });

/** A question with its options (guess games, quizzes, the new-year quiz, questions). */
export const campaignQuestion = w.object({
  id: w.int(),
  level: w.int(),
  title: w.text(),
  options: w.list(w.object({ option: w.text(), text: w.text(), selected: w.bool() })),
  end_at: w.maybe(w.dateTime()),
});

export const campaignAnswer = w.object({ correct: w.bool(), answer: w.text(), level: w.int(), award: w.maybe(campaignAward) });

/** Check-in: today's state and the days in a row. */
export const checkinStatus = w.object({ checked_today: w.bool(), days_in_row: w.int(), coins: w.int() });
export const checkinMine = w.object({ dates: w.list(w.date()), days_in_row: w.int() });

/** A trade-bargain item: its price falls as friends bargain, down to the floor. */
export const tradeBargain = w.object({
  id: w.int(),
  code: w.text(),
  name: w.text(),
  price: w.decimal(),
  floor_price: w.decimal(),
  bargained: w.decimal(),
  bargains_count: w.int(),
  end_at: w.dateTime(),
});
export const tradeBargainRecord = w.object({ id: w.int(), username: w.text(), amount: w.decimal(), created_at: w.dateTime() });

/** A futures simulation game. status: 0 to come, 1 running, 2 ended. */
export const simulationGame = w.object({
  id: w.int(),
  name: w.text(),
  status: s.enum([0, 1, 2]),
  start_date: w.date(),
  end_date: w.date(),
  players_count: w.int(),
  registered: w.bool(),
  principal: w.decimal(),
});
export const simulationRecord = w.object({ date: w.date(), balance: w.decimal(), profit: w.decimal(), percent: w.decimal() });
export const simulationReward = w.object({ id: w.int(), game_id: w.int(), rank: w.int(), name: w.text(), amount: w.decimal(), created_at: w.dateTime() });

/** An interaction (a poll or message board) and what the user sent. */
export const interaction = w.object({ code: w.text(), title: w.text(), content: w.maybe(w.text()), submitted: w.bool(), count: w.int() });

/** The live quiz: its round, the players online, the user's state. */
export const quizLive = w.object({ id: w.int(), round: w.int(), question: w.maybe(campaignQuestion), online_count: w.int(), alive: w.bool() });
export const quizOnlineStat = w.object({ online_count: w.int(), alive_count: w.int() });

/** The red-packet rain: what fell for the user. */
export const rainResult = w.object({ detail: w.text(), amount: w.decimal(), chances: w.int() });

export const campaignAwards = w.list(campaignAward);
export const campaignBets = w.list(campaignBet);
export const campaignRanks = w.list(campaignRank);
export const campaignQuestions = w.list(campaignQuestion);

export type CampaignAccount = Infer<typeof campaignAccount>;
export type CampaignAward = Infer<typeof campaignAward>;
export type CampaignClaim = Infer<typeof campaignClaim>;
export type CampaignWithdraw = Infer<typeof campaignWithdraw>;
export type CampaignBet = Infer<typeof campaignBet>;
export type CampaignRank = Infer<typeof campaignRank>;
export type CampaignInvitation = Infer<typeof campaignInvitation>;
export type CampaignTradeStat = Infer<typeof campaignTradeStat>;
export type CampaignQuestion = Infer<typeof campaignQuestion>;
export type CampaignAnswer = Infer<typeof campaignAnswer>;
export type CheckinStatus = Infer<typeof checkinStatus>;
export type CheckinMine = Infer<typeof checkinMine>;
export type TradeBargain = Infer<typeof tradeBargain>;
export type TradeBargainRecord = Infer<typeof tradeBargainRecord>;
export type SimulationGame = Infer<typeof simulationGame>;
export type SimulationRecord = Infer<typeof simulationRecord>;
export type SimulationReward = Infer<typeof simulationReward>;
export type Interaction = Infer<typeof interaction>;
export type QuizLive = Infer<typeof quizLive>;
export type QuizOnlineStat = Infer<typeof quizOnlineStat>;
export type RainResult = Infer<typeof rainResult>;
