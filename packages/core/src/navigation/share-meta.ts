// What a shared link says about itself: the mini programs' 转发 card (title) and, on H5, the page head a chat
// app's link preview reads (title, description, Open Graph tags). Written once here so the share card, the
// browser title and the server-rendered head agree.
import { matchUrl } from './route-urls';

export type ShareSubject = { kind: 'fund'; code: string } | { kind: 'portfolio'; id: number } | { kind: 'store'; id: number };

/** The pages whose link names one record; the server fills their head from that record. */
const SUBJECT_PATTERNS = { fund: '/s/{symbol}/', portfolio: '/p/{id}/', store: '/store/{id}/' } as const;

export const SHARE_TEXTS = {
  siteName: '基金',
  description: '基金投资：研究、买卖公募基金与组合、现金宝、定投，一目了然。',
  fundDescription: (name: string, code: string) => `${name}（${code}）：净值走势、历史业绩、持仓与费率。`,
  portfolioDescription: (name: string) => `${name}：组合持仓、净值走势与调仓记录。`,
  storeDescription: (name: string) => `${name}：主理人的组合与观点。`,
} as const;

const POSITIVE_ID = /^[1-9]\d{0,9}$/;

/** The record a URL's page shows, or null for any other page (and for an id that cannot be one). */
export function shareSubjectOf(url: string): ShareSubject | null {
  const match = matchUrl(url);
  if (match === null) return null;
  const pattern = match.route.pattern;
  if (pattern === SUBJECT_PATTERNS.fund) {
    const code = match.params.symbol ?? '';
    return /^\d{6}$/.test(code) ? { kind: 'fund', code } : null;
  }
  if (pattern === SUBJECT_PATTERNS.portfolio || pattern === SUBJECT_PATTERNS.store) {
    const id = match.params.id ?? '';
    if (!POSITIVE_ID.test(id)) return null;
    return { kind: pattern === SUBJECT_PATTERNS.portfolio ? 'portfolio' : 'store', id: Number(id) };
  }
  return null;
}

/** The share card's and the page head's title: a fund's name with its code, a portfolio's or store's name. */
export function shareTitle(subject: ShareSubject, name: string): string {
  return subject.kind === 'fund' ? `${name} ${subject.code}` : name;
}

export interface ShareHead {
  title: string;
  description: string;
}

/** The head of a record's page; `ownText` is the owner's own share text (a portfolio's 分享语) when set. */
export function shareHead(subject: ShareSubject, name: string, ownText?: string): ShareHead {
  const own = ownText?.trim();
  const description =
    own ? own
    : subject.kind === 'fund' ? SHARE_TEXTS.fundDescription(name, subject.code)
    : subject.kind === 'portfolio' ? SHARE_TEXTS.portfolioDescription(name)
    : SHARE_TEXTS.storeDescription(name);
  return { title: shareTitle(subject, name), description };
}
