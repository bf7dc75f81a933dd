// What the assistant understood from one utterance: the intent and the slots it filled.
import type { CalendarDate } from '../calendar/calendar-date';

export const ASSISTANT_INTENTS = [
  'holdings',
  'income',
  'fund_info',
  'fund_compare',
  'buy_fee',
  'sell_fee',
  'arrival',
  'plan_next',
  'risk_level',
  'recent_trades',
  'bao_yield',
  'followed_funds',
  'advice',
  'others_data',
  'faq',
  'unknown',
] as const;
export type AssistantIntent = (typeof ASSISTANT_INTENTS)[number];

/** Return periods a fund answer can quote, named as the fund's percent fields are. */
export const FUND_PERIODS = ['week', 'month', 'month3', 'month6', 'year', 'year3', 'this_year', 'all'] as const;
export type FundPeriod = (typeof FUND_PERIODS)[number];

export const FAQ_TOPICS = ['bind_card', 'undo', 'trade_password', 'risk_test', 'dividend', 'fees', 'sell', 'fixed_investment'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

/** A fund of the catalogue the engine matches names and codes against. */
export interface CatalogueFund {
  symbol: string;
  name: string;
}

export interface IntentSlots {
  /** Funds named or coded in the utterance, in the order they appear. */
  funds: CatalogueFund[];
  /** An amount of money, a 2-place decimal string ('10000.00'). */
  amount: string | null;
  period: FundPeriod | null;
  date: CalendarDate | null;
  faq: FaqTopic | null;
  /** The user asks why (yesterday's income moved), not only how much. */
  why: boolean;
}

export interface Understanding {
  intent: AssistantIntent;
  slots: IntentSlots;
}

export interface UnderstandContext {
  catalogue: readonly CatalogueFund[];
  /** Today in Beijing, for 昨天 / 明天 / 5号. */
  today: CalendarDate;
}
