// Answer schemas of the assistant (spec 03 §7): chat answers made of cards, hints, personas, history.
// A card is one template with the figures it shows (fields) and the records it lists (rows); every card
// links to a page of the route table, and a guest's personal card carries the go-login template instead.
import { s } from '../../api/schema';
import type { Infer } from '../../api/schema';
import { w } from '../../api/contract/answer-fields';
import { ASSISTANT_INTENTS } from '../assistant-intents';

/** The spec's four card types (spec 03 §6) and the ones the assistant's answers need. */
export const CARD_TEMPLATES = [
  'asset_health',
  'investment_risk',
  'status_follow',
  'symbol_follow',
  'fund',
  'holding',
  'income',
  'trade',
  'plan',
  'fee',
  'compare',
  'arrival',
  'bao',
  'faq',
] as const;
export type CardTemplate = (typeof CARD_TEMPLATES)[number];

export const ANSWER_SOURCES = ['engine', 'llm'] as const;
export type AnswerSource = (typeof ANSWER_SOURCES)[number];

/** A figure on a card: money and shares as decimal strings, rates as percent strings, dates as text. */
export const cardField = w.object({
  key: w.text(),
  label: w.text(),
  value: w.text(),
  /** 'up' red, 'down' green, 'flat' muted: set on figures that are gains or losses. */
  tone: s.optional(s.enum(['up', 'down', 'flat'])),
});

/** A record a card lists (a holding, a trade, a plan), with its own link. */
export const cardRow = w.object({
  title: w.text(),
  subtitle: w.text(),
  fields: w.list(cardField),
  link: w.maybe(w.text()),
});

export const goLoginTemplate = w.object({ text: w.text(), button: w.text(), link: w.text() });

export const chatCard = w.object({
  template: s.enum(CARD_TEMPLATES),
  title: w.text(),
  /** The page the card opens (a spec URL of the route table). */
  link: w.maybe(w.text()),
  fields: w.list(cardField),
  rows: w.list(cardRow),
  /** Set for a guest on a personal card: the card shows only this and no figures. */
  go_login: w.maybe(goLoginTemplate),
  note: w.maybe(w.text()),
});

export const chatAnswer = w.object({
  message_id: w.int(),
  question: w.text(),
  intent: s.enum(ASSISTANT_INTENTS),
  source: s.enum(ANSWER_SOURCES),
  text: w.text(),
  cards: w.list(chatCard),
  disclaimer: w.text(),
  template_version: w.text(),
  bot: w.text(),
  created_at: w.dateTime(),
  /** The feedback already given on this answer: true 👍, false 👎, null none. */
  useful: w.maybe(w.bool()),
});

/**
 * What the chat page loads on opening: the hints (猜你想问) for the caller's state, the template version
 * stamp the page caches its card templates by, and one page (5) of the caller's history, newest first.
 * History rides here because the spec's five calls have no history call of their own.
 */
export const chatHints = w.object({ template_version: w.text(), hints: w.list(w.text()), history: w.page(chatAnswer) });

export const aiPersona = w.object({ id: w.int(), name: w.text(), tone: w.text(), description: w.text(), greeting: w.text() });
export const aiBotMine = w.object({ bot: aiPersona, adopted: w.bool(), choices: w.list(aiPersona) });

export type CardField = Infer<typeof cardField>;
export type CardRow = Infer<typeof cardRow>;
export type ChatCard = Infer<typeof chatCard>;
export type ChatAnswer = Infer<typeof chatAnswer>;
export type ChatHints = Infer<typeof chatHints>;
export type AiPersona = Infer<typeof aiPersona>;
export type AiBotMine = Infer<typeof aiBotMine>;
