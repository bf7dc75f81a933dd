// Building cards from tool data: figures as exact decimal strings, gains toned, the guest's go-login card.
import { AI_GO_LOGIN, AI_GO_LOGIN_BUTTON, goLoginLink, type CardField, type CardTemplate, type ChatCard } from '@fund/core/assistant';
import { toDecimal, type DecimalInput } from '@fund/core/money';

export function field(key: string, label: string, value: string, tone?: CardField['tone']): CardField {
  return tone === undefined ? { key, label, value } : { key, label, value, tone };
}

export function toneOf(x: DecimalInput): CardField['tone'] {
  const d = toDecimal(x);
  return d.gt(0) ? 'up' : d.lt(0) ? 'down' : 'flat';
}

/** A gain or loss in yuan, 2 places, toned. */
export function gain(key: string, label: string, x: DecimalInput): CardField {
  return field(key, label, toDecimal(x).toFixed(2), toneOf(x));
}

export function money(key: string, label: string, x: DecimalInput): CardField {
  return field(key, label, toDecimal(x).toFixed(2));
}

/** A percent figure stored in percent units ('1.2300' -> '1.23%'), toned; '--' when unknown. */
export function percent(key: string, label: string, x: DecimalInput | null): CardField {
  return x === null ? field(key, label, '--') : field(key, label, `${toDecimal(x).toFixed(2)}%`, toneOf(x));
}

export function card(template: CardTemplate, title: string, link: string | null, parts: Partial<Pick<ChatCard, 'fields' | 'rows' | 'note'>> = {}): ChatCard {
  return { template, title, link, fields: parts.fields ?? [], rows: parts.rows ?? [], go_login: null, note: parts.note ?? null };
}

/** A personal card as a guest sees it: the go-login template, no figures (spec 03 §6). */
export function guestCard(template: CardTemplate, title: string): ChatCard {
  return { template, title, link: null, fields: [], rows: [], go_login: { text: AI_GO_LOGIN, button: AI_GO_LOGIN_BUTTON, link: goLoginLink() }, note: null };
}
