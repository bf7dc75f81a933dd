// The 开启到账提醒 button (issue 24, B3): which template ids a mini program asks the user about, and what the
// button does with the answer (post the accepted topics, or say why nothing was posted).
import { SUBSCRIBE_TEXTS, SUBSCRIBE_TOPICS, type SubscribeTopic } from './subscribe-messages';

/** Each topic's template id, as the mini-program console assigned it. */
export type SubscribeTemplates = Partial<Record<SubscribeTopic, string>>;

/**
 * The build's template ids, from "topic=id" pairs split by commas (TARO_APP_SUBSCRIBE_TEMPLATES); an unknown
 * topic, an empty id or a malformed pair is left out, so a half-configured build asks only about what it can send.
 */
export function parseSubscribeTemplates(config: string | undefined): SubscribeTemplates {
  const out: SubscribeTemplates = {};
  for (const pair of (config ?? '').split(',')) {
    const [topic, id, ...rest] = pair.split('=').map((part) => part.trim());
    if (rest.length > 0 || !id || !(SUBSCRIBE_TOPICS as readonly string[]).includes(topic ?? '')) continue;
    out[topic as SubscribeTopic] = id;
  }
  return out;
}

/** What the platform answered when asked for consent. */
/** unsupported: the web; client-unsupported: a mini-program client without the sheet (canIUse says no). */
export type ConsentAnswer = { kind: 'unsupported' } | { kind: 'client-unsupported' } | { kind: 'not-configured' } | { kind: 'answered'; accepted: readonly SubscribeTopic[] };

/** Post these topics, or show this message and post nothing. */
export type ConsentStep = { post: SubscribeTopic[] } | { message: string };

export function consentStep(answer: ConsentAnswer): ConsentStep {
  if (answer.kind === 'unsupported') return { message: SUBSCRIBE_TEXTS.unsupported };
  if (answer.kind === 'client-unsupported') return { message: SUBSCRIBE_TEXTS.clientUnsupported };
  if (answer.kind === 'not-configured') return { message: SUBSCRIBE_TEXTS.notConfigured };
  const topics = SUBSCRIBE_TOPICS.filter((t) => answer.accepted.includes(t));
  return topics.length === 0 ? { message: SUBSCRIBE_TEXTS.refused } : { post: topics };
}
