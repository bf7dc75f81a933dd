// The embedded intent engine: a pure function from an utterance to an intent and its slots. Rules are
// ordered: a refusal first, then the questions with the strongest signals, the fund questions last.
import { amountIn } from './amount-slot';
import type { AssistantIntent, FaqTopic, IntentSlots, UnderstandContext, Understanding } from './assistant-intents';
import { dateIn } from './date-slot';
import { matchFunds } from './fund-matcher';
import { CUES, FAQ_CUES } from './intent-cues';
import { periodIn } from './period-slot';

/** Full-width digits and letters to ASCII, spaces and most punctuation out, letters lower-cased except share classes. */
export function normalizeUtterance(text: string): string {
  return text
    .replace(/[\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/,(?!\d{3})/g, ' ')
    .replace(/[，。！？、；：“”‘’（）【】《》!?;:"'()[\]<>~～\s]+/g, ' ')
    .trim();
}

function faqTopicOf(text: string): FaqTopic | null {
  for (const [pattern, topic] of FAQ_CUES) if (pattern.test(text)) return topic;
  return null;
}

function intentOf(text: string, slots: IntentSlots): AssistantIntent {
  const has = (cue: RegExp) => cue.test(text);
  if (has(CUES.otherPerson) && has(CUES.personalData)) return 'others_data';
  if (has(CUES.howTo) && slots.faq !== null && !(slots.amount !== null && has(CUES.fee))) return 'faq';
  if (has(CUES.sellFee)) return 'sell_fee';
  if (has(CUES.fee) && (slots.amount !== null || slots.funds.length > 0 || /买|申购/.test(text))) return 'buy_fee';
  if (has(CUES.risk)) return 'risk_level';
  if (has(CUES.advice)) return 'advice';
  if (has(CUES.arrival)) return 'arrival';
  if (has(CUES.plan)) return 'plan_next';
  if (has(CUES.trades)) return 'recent_trades';
  if (has(CUES.bao)) return 'bao_yield';
  if (slots.funds.length >= 2 && (has(CUES.compare) || /和|跟|与/.test(text))) return 'fund_compare';
  // "000001近一年收益" asks about the fund; "我的000001昨天赚了多少" about my income from it.
  const aboutMe = /我|俺|咱/.test(text) || slots.funds.length === 0;
  if (has(CUES.income) && aboutMe && !(slots.period !== null && slots.funds.length > 0)) return 'income';
  if (has(CUES.holdings)) return 'holdings';
  if (has(CUES.followed) && /基金|自选|关注/.test(text)) return 'followed_funds';
  if (slots.funds.length >= 2 && has(CUES.compare)) return 'fund_compare';
  if (slots.funds.length >= 1) return 'fund_info';
  if (has(CUES.fee)) return 'buy_fee';
  if (slots.faq !== null) return 'faq';
  return 'unknown';
}

export function understand(utterance: string, ctx: UnderstandContext): Understanding {
  const text = normalizeUtterance(utterance);
  const { funds, rest: plain } = matchFunds(text, ctx.catalogue);
  const slots: IntentSlots = {
    funds,
    amount: amountIn(plain),
    period: periodIn(plain),
    date: dateIn(plain, ctx.today),
    faq: faqTopicOf(text),
    why: CUES.why.test(text),
  };
  return { intent: intentOf(text, slots), slots };
}
