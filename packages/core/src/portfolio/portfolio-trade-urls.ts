// The spec URLs of the portfolio trade screens (spec 03 §2) and the reading of their queries.
import { parseDecimal } from '../money/decimal';
import { buildQuery, withQuery } from '../navigation/url-parts';

export interface BuyProposalQuery {
  bankCardId: number;
  amount: string;
  isBao: boolean;
  couponId: number | null;
}

export interface SellProposalQuery {
  bankCardId: number;
  amount: string;
}

const flag = (on: boolean) => (on ? '1' : '0');

export const PORTFOLIO_TRADE_URLS = {
  detail: (id: number) => `/p/${id}/`,
  buy: (id: number, amount?: string) => withQuery(`/p/${id}/buy/`, buildQuery([['amount', amount]])),
  sell: (id: number) => `/p/${id}/sell/`,
  buyProposal: (id: number, q: BuyProposalQuery) =>
    withQuery(
      `/p/${id}/buy/proposal/`,
      buildQuery([
        ['bankCardId', String(q.bankCardId)],
        ['amount', q.amount],
        ['isBao', flag(q.isBao)],
        ['coupon', q.couponId === null ? undefined : String(q.couponId)],
      ]),
    ),
  sellProposal: (id: number, q: SellProposalQuery) =>
    withQuery(`/p/${id}/sell/proposal/`, buildQuery([['bankCardId', String(q.bankCardId)], ['amount', q.amount]])),
  rebalanceProposal: (id: number, bankCardId: number) => withQuery(`/p/${id}/rebalance_proposal/`, buildQuery([['bankCardId', String(bankCardId)]])),
  rebalanceCompare: (id: number, bankCardId: number) => withQuery(`/p/${id}/rebalance_compare/`, buildQuery([['bankCardId', String(bankCardId)]])),
  tradeDetail: (id: number) => `/accounts/funds/portfolios/trades/${id}/`,
} as const;

type Params = Readonly<Record<string, string | undefined>>;

/** A positive whole id from a route param or query value, else null. */
export function readId(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

function readAmount(value: string | undefined): string | null {
  const amount = parseDecimal(value ?? '');
  return amount !== null && amount.gt(0) ? amount.toFixed(2) : null;
}

/** '1' and 'true' mean yes (the spec leaves the encoding open; we write '1'). */
function readFlag(value: string | undefined): boolean {
  return value === '1' || value === 'true';
}

/** The buy proposal's query, or null when the card or the amount is missing or unreadable. */
export function readBuyProposalQuery(params: Params): BuyProposalQuery | null {
  const bankCardId = readId(params.bankCardId);
  const amount = readAmount(params.amount);
  if (bankCardId === null || amount === null) return null;
  return { bankCardId, amount, isBao: readFlag(params.isBao), couponId: readId(params.coupon) };
}

export function readSellProposalQuery(params: Params): SellProposalQuery | null {
  const bankCardId = readId(params.bankCardId);
  const amount = readAmount(params.amount);
  return bankCardId === null || amount === null ? null : { bankCardId, amount };
}
