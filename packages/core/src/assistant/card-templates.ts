// How the chat page draws each card template (its icon word and accent), cached on the device under the
// spec's version stamp (03252): a new stamp from the server drops the cached set and stores the current one.
import type { KeyValueStore } from '../ports/index-types';
import { AI_TEMPLATE_VERSION } from '../promotion/promotion-codes';
import type { CardTemplate } from './api/ai-answers';

export interface CardLayout {
  /** A short word on the card's badge. */
  badge: string;
  accent: 'red' | 'blue' | 'orange' | 'green' | 'gray';
}

export const CARD_LAYOUTS: Readonly<Record<CardTemplate, CardLayout>> = {
  asset_health: { badge: '体检', accent: 'red' },
  investment_risk: { badge: '风险', accent: 'orange' },
  status_follow: { badge: '动态', accent: 'blue' },
  symbol_follow: { badge: '基金', accent: 'blue' },
  fund: { badge: '基金', accent: 'blue' },
  holding: { badge: '持仓', accent: 'red' },
  income: { badge: '收益', accent: 'red' },
  trade: { badge: '交易', accent: 'gray' },
  plan: { badge: '定投', accent: 'green' },
  fee: { badge: '费用', accent: 'orange' },
  compare: { badge: '对比', accent: 'blue' },
  arrival: { badge: '到账', accent: 'green' },
  bao: { badge: '现金宝', accent: 'orange' },
  faq: { badge: '帮助', accent: 'gray' },
};

export const AI_TEMPLATES_KEY = 'ls_ai_templates';

interface Cached {
  version: string;
  layouts: Record<string, CardLayout>;
}

function read(store: KeyValueStore): Cached | null {
  const raw = store.getItem(AI_TEMPLATES_KEY);
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Cached>;
    return typeof parsed.version === 'string' && typeof parsed.layouts === 'object' && parsed.layouts !== null ? (parsed as Cached) : null;
  } catch {
    return null;
  }
}

/**
 * The layouts to draw with: the cached set when its stamp is the server's, else the current set, stored
 * under that stamp. `version` is the stamp the server last answered (template_version), the spec's by default.
 */
export function cardLayouts(store: KeyValueStore, version: string = AI_TEMPLATE_VERSION): Record<string, CardLayout> {
  const cached = read(store);
  if (cached !== null && cached.version === version) return cached.layouts;
  const fresh: Cached = { version, layouts: { ...CARD_LAYOUTS } };
  store.setItem(AI_TEMPLATES_KEY, JSON.stringify(fresh));
  return fresh.layouts;
}

export function layoutOf(layouts: Record<string, CardLayout>, template: string): CardLayout {
  return layouts[template] ?? { badge: '', accent: 'gray' };
}
