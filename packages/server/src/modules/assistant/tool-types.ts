// What a tool gets and gives: the caller (a user or a guest), the time, and cards with the data behind them.
import type { ChatCard } from '@fund/core/assistant';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export interface ToolContext {
  db: Kysely<DB>;
  /** Tools only ever read this user's rows: no tool takes a user id from the question. */
  userId: number | null;
  now: Date;
}

export interface ToolResult {
  cards: ChatCard[];
  /** The figures the cards show, as the model sees them; every number a model writes must be one of these. */
  data: unknown;
  /** Set when the tool had nothing to show (no holdings, no plans): the answer's text. */
  empty?: string;
}
