// What a campaign is, as data: its kind, its window on the clock, its prize and budget, its per-user limits.
// The server stores these as rows and runs every kind on one engine; a new campaign is a row, not a module.

export const CampaignKind = {
  Checkin: 'checkin',
  Quiz: 'quiz',
  Guess: 'guess',
  Dice: 'dice',
  Rain: 'rain',
  Bargain: 'bargain',
  TradeStat: 'trade_stat',
  FuturesLossReturn: 'futures_loss_return',
  FuturesSimulation: 'futures_simulation',
} as const;
export type CampaignKind = (typeof CampaignKind)[keyof typeof CampaignKind];
export const CAMPAIGN_KINDS: readonly CampaignKind[] = Object.values(CampaignKind);

/**
 * What a prize may be. `fund_units` exists only so the compliance rule can name and refuse it; `cash` is a small
 * fixed red packet paid into the wallet, never on a trade-volume campaign.
 */
export type PrizeKind = 'coins' | 'coupon' | 'cash' | 'fund_units';

/** The largest cash red packet a campaign may pay (yuan): a token, never a reward sized like an investment. */
export const CASH_PRIZE_MAX = '8.88';

/** A fee coupon a prize hands out: its worth, the buy it needs, and the days it lasts. */
export interface CouponPrize {
  name: string;
  amount: string;
  expense_min: string;
  days: number;
}

export interface CampaignPrize {
  kind: PrizeKind;
  /** Coins of a coin prize (the lowest when `coins_max` makes it a random amount). */
  coins: number;
  /** Rain: the prize is a random amount of coins from `coins` to `coins_max`. */
  coins_max?: number;
  coupon?: CouponPrize;
  /** Yuan of a cash red packet (prize kind 'cash'): fixed, to the fen, at most CASH_PRIZE_MAX. */
  cash?: string;
  /**
   * How the prize is sized: always fixed. `per_trade_amount` (a prize growing with the yuan a user trades)
   * is the form Chinese fund-sales rules forbid; it is named so the compliance rule can refuse it.
   */
  basis: 'fixed' | 'per_trade_amount';
}

export interface CampaignQuestionDef {
  id: number;
  level: number;
  title: string;
  options: { option: string; text: string }[];
  answer: string;
}

/** Kind-specific rules, all optional: each kind reads what it needs. */
export interface CampaignRules {
  /** Guess: the options bet on (2 or 3; the middle one of 3 is the draw). */
  options?: { code: string; name: string }[];
  /** Quiz: the questions, their options and right answers. */
  questions?: CampaignQuestionDef[];
  /** Trade stat: confirmed fund buys in the window that earn the prize (a count, never an amount). */
  trades_needed?: number;
  /** Bargain: the coin price, its floor, and how far one bargain cuts it (a random amount in this range). */
  price_coins?: number;
  floor_coins?: number;
  cut_min?: number;
  cut_max?: number;
  /** Futures simulation: the play money each player starts with. */
  principal?: string;
  /** Interaction: its title. */
  title?: string;
  /** Guess: rolling rounds (see campaign-rounds). */
  rounds?: CampaignRounds;
}

/**
 * A guess game played in rounds: when a round's bets close the next round opens, so some round is always open.
 * Round n's bets run `every_days` from begin; it is drawn `settle_days` after they close; its prizes stay
 * receivable `receive_days` after that. `root` is the first round's code, `index` the round's number.
 */
export interface CampaignRounds {
  every_days: number;
  settle_days: number;
  receive_days: number;
  root: string;
  index: number;
}

export interface CampaignDef {
  code: string;
  kind: CampaignKind;
  name: string;
  begin_at: string;
  /** Guess: bets close here; other kinds close at end_at. */
  bet_end_at: string;
  /** Guess: the result is drawn and winners awarded from here. */
  settle_at: string;
  end_at: string;
  prize: CampaignPrize;
  /** Prizes the campaign may hand out in all; never exceeded. */
  budget: number;
  /** Plays (check-ins, bets, draws, answers, bargains) a user may make per Beijing day, and in all. */
  per_user_daily: number;
  per_user_total: number;
  /** Coins one play costs (games are played with coins, never cash). */
  entry_coins: number;
  rules: CampaignRules;
}

export type CampaignPhase = 'upcoming' | 'open' | 'closed' | 'settled' | 'ended';

/** Where a campaign stands at `now`: before, open to play, bets closed, settled (awards out), over. */
export function campaignPhase(c: Pick<CampaignDef, 'begin_at' | 'bet_end_at' | 'settle_at' | 'end_at'>, now: Date): CampaignPhase {
  const t = now.getTime();
  if (t < Date.parse(c.begin_at)) return 'upcoming';
  if (t >= Date.parse(c.end_at)) return 'ended';
  if (t < Date.parse(c.bet_end_at)) return 'open';
  if (t < Date.parse(c.settle_at)) return 'closed';
  return 'settled';
}

/** The spec's campaign families: each call names one; the engine serves the latest campaign of the family. */
export const CampaignSeries = {
  BetGame: 'bet_game',
  Double11Guess: 'double11_guess',
  Double11: 'double11',
  Mooncake: 'mooncake',
  Checkin: 'checkin',
  NewYear: 'new_year',
  Quiz: 'quiz',
  Questions: 'questions',
  Interaction: 'interaction',
  Rain: 'rain',
  TradeBargain: 'trade_bargain',
  FuturesLossReturn: 'futures_loss_return',
  FuturesSimulation: 'futures_simulation',
} as const;
export type CampaignSeries = (typeof CampaignSeries)[keyof typeof CampaignSeries];

/** An award's (and a membership allot's) status: waiting to be received, received, expired. */
export const AwardStatus = { Waiting: 0, Received: 1, Expired: 2 } as const;
export type AwardStatus = (typeof AwardStatus)[keyof typeof AwardStatus];

/** A futures simulation game's status. */
export const SimulationStatus = { Upcoming: 0, Running: 1, Ended: 2 } as const;
