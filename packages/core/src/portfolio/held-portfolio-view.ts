// What the held-portfolio screens show: a row per held portfolio, the totals of a topic, a held
// portfolio's figures, unconfirmed trades, fund rows, actions and sub-page links, and its cards.
import type { BankCard, FundHolding, HeldPortfolio } from '../api/contract/entities';
import { DEFAULT_PORTFOLIO_TOPIC, type PortfolioTopicCode } from './portfolio-codes';
import { BankCardStatus } from '../card/card-codes';
import { formatAmount, formatSignedAmount } from '../money/amount-format';
import { parseDecimal, toAmountString, toDecimal, type Decimal } from '../money/decimal';
import { toneOf, type PercentTone } from '../money/percent-format';
import { PORTFOLIO_TRADE_URLS } from './portfolio-trade-urls';
import { buildQuery, withQuery } from '../navigation/url-parts';
import { showsFare } from '../assets/my-assets-view';
import { HELD_PORTFOLIO_TEXTS as T, PORTFOLIO_TOPIC_TABS } from './held-portfolio-texts';

export const HELD_PORTFOLIO_URLS = {
  list: (topic: string) => withQuery('/accounts/funds/funds_portfolios/', buildQuery([['topic', topic]])),
  detail: (id: number) => `/accounts/funds/funds_portfolios/${id}/`,
  income: (topic: string) => withQuery('/accounts/funds/funds_portfolios/income/', buildQuery([['topic', topic]])),
  incomeList: (id: number) => `/accounts/funds/funds_portfolios/${id}/income_list/`,
  tradeRecordList: (id: number) => `/accounts/funds/funds_portfolios/${id}/trade_record_list/`,
  sharesInfo: (id: number) => `/accounts/funds/funds_portfolios/${id}/shares_info/`,
  serviceReports: (id: number) => `/accounts/portfolio/${id}/service_report/records/`,
  serviceReport: (reportId: number) => `/accounts/portfolio/service_report/records/${reportId}`,
  manageFare: '/accounts/portfolios/manage_fare/',
} as const;

/** The topic of a route's ?topic=, the default (xds) when absent or unknown. */
export function readPortfolioTopic(value: string | undefined): PortfolioTopicCode {
  return PORTFOLIO_TOPIC_TABS.find((tab) => tab.code === value)?.code ?? DEFAULT_PORTFOLIO_TOPIC;
}

export interface SignedFigure {
  text: string;
  tone: PercentTone;
}

function signed(value: string | null | undefined): SignedFigure {
  const n = parseDecimal(value);
  return n === null ? { text: '--', tone: 'flat' } : { text: formatSignedAmount(n), tone: toneOf(n) };
}

function amount(value: string | null | undefined): string {
  const n = parseDecimal(value);
  return n === null ? '--' : formatAmount(n);
}

type Unconfirmed = Pick<HeldPortfolio, 'buy_unconfirm' | 'sell_unconfirm' | 'rebalance_unconfirm' | 'amount_unconfirm' | 'sell_amount_unconfirm'>;

/** One line per kind of trade still waiting for confirmation (buy, sell, rebalance), none when all are confirmed. */
export function unconfirmedLines(held: Unconfirmed): string[] {
  const lines: string[] = [];
  if (held.buy_unconfirm > 0) lines.push(T.buyUnconfirmed(held.buy_unconfirm, parseDecimal(held.amount_unconfirm) ?? 0));
  if (held.sell_unconfirm > 0) lines.push(T.sellUnconfirmed(held.sell_unconfirm, parseDecimal(held.sell_amount_unconfirm) ?? 0));
  if (held.rebalance_unconfirm > 0) lines.push(T.rebalanceUnconfirmed(held.rebalance_unconfirm));
  return lines;
}

export interface HeldPortfolioRow {
  id: number;
  name: string;
  worth: string;
  incomeLatest: SignedFigure;
  incomeTotal: SignedFigure;
  /** The unconfirmed trades in one line, or null. */
  note: string | null;
  url: string;
}

export function heldPortfolioRow(held: HeldPortfolio): HeldPortfolioRow {
  const lines = unconfirmedLines(held);
  return {
    id: held.fund_portfolio.id,
    name: held.fund_portfolio.name,
    worth: amount(held.worth_value),
    incomeLatest: signed(held.income_latest),
    incomeTotal: signed(held.income_total),
    note: lines.length > 0 ? lines.join('；') : null,
    url: HELD_PORTFOLIO_URLS.detail(held.fund_portfolio.id),
  };
}

export interface HeldPortfolioTotals {
  worth: string;
  incomeLatest: SignedFigure;
  incomeTotal: SignedFigure;
}

function sum(list: readonly HeldPortfolio[], pick: (h: HeldPortfolio) => string): Decimal {
  return list.reduce((total, h) => total.plus(parseDecimal(pick(h)) ?? 0), toDecimal(0));
}

/** The worth and income of every held portfolio of a topic, added up exactly. */
export function heldPortfolioTotals(list: readonly HeldPortfolio[]): HeldPortfolioTotals {
  return {
    worth: formatAmount(sum(list, (h) => h.worth_value)),
    incomeLatest: signed(toAmountString(sum(list, (h) => h.income_latest))),
    incomeTotal: signed(toAmountString(sum(list, (h) => h.income_total))),
  };
}

export interface HeldFundRow {
  key: string;
  name: string;
  symbol: string;
  worth: string;
  incomeTotal: SignedFigure;
  /** Selling this fund out of the portfolio when allowed, else the fund's page. */
  url: string;
}

export function heldFundRows(portfolioId: number, funds: readonly FundHolding[]): HeldFundRow[] {
  return funds.map((h) => ({
    key: `${h.fund.id}`,
    name: h.fund.abbr_name,
    symbol: h.fund.symbol,
    worth: amount(h.worth_value),
    incomeTotal: signed(h.income_total),
    url: h.allow_sell ? `/s/${h.fund.symbol}/${portfolioId}/sell/` : `/s/${h.fund.symbol}/`,
  }));
}

export interface HeldActionView {
  label: string;
  enabled: boolean;
  /** Where the button goes, or null when it cannot go anywhere. */
  url: string | null;
  /** Said instead of going when there is no url. */
  message: string | null;
}

/** The card a rebalance is proposed for: the default card holding the portfolio, else the first usable one. */
export function rebalanceCardId(cards: readonly Pick<BankCard, 'id' | 'is_default' | 'status'>[]): number | null {
  const usable = cards.filter((card) => card.status !== BankCardStatus.Unavailable);
  return (usable.find((card) => card.is_default) ?? usable[0])?.id ?? null;
}

export interface HeldPortfolioDetailView {
  id: number;
  name: string;
  tradeDate: string | null;
  worth: string;
  incomeLatest: SignedFigure;
  incomeTotal: SignedFigure;
  /** Only above 0. */
  fare: string | null;
  unconfirmed: string[];
  notification: string | null;
  funds: HeldFundRow[];
  links: { label: string; url: string }[];
  buy: HeldActionView;
  sell: HeldActionView;
  /** Only when the portfolio may be rebalanced now. */
  rebalance: HeldActionView | null;
}

export function heldPortfolioDetail(held: HeldPortfolio): HeldPortfolioDetailView {
  const p = held.fund_portfolio;
  const cardId = rebalanceCardId(held.shares_list);
  return {
    id: p.id,
    name: p.name,
    tradeDate: held.trade_date ? T.tradeDate(held.trade_date) : null,
    worth: amount(held.worth_value),
    incomeLatest: signed(held.income_latest),
    incomeTotal: signed(held.income_total),
    fare: showsFare(held.fare) ? amount(held.fare) : null,
    unconfirmed: unconfirmedLines(held),
    notification: held.notification.trim() === '' ? null : held.notification,
    funds: heldFundRows(p.id, held.funds_list),
    links: [
      { label: T.incomeList, url: HELD_PORTFOLIO_URLS.incomeList(p.id) },
      { label: T.tradeRecords, url: HELD_PORTFOLIO_URLS.tradeRecordList(p.id) },
      { label: T.sharesInfo, url: HELD_PORTFOLIO_URLS.sharesInfo(p.id) },
      { label: T.serviceReports, url: HELD_PORTFOLIO_URLS.serviceReports(p.id) },
      { label: T.manageFare, url: HELD_PORTFOLIO_URLS.manageFare },
    ],
    buy: p.allow_buy
      ? { label: T.buy, enabled: true, url: PORTFOLIO_TRADE_URLS.buy(p.id), message: null }
      : { label: T.buyPaused, enabled: false, url: null, message: null },
    sell: held.allow_sell
      ? { label: T.sell, enabled: true, url: PORTFOLIO_TRADE_URLS.sell(p.id), message: null }
      : { label: T.sellPaused, enabled: false, url: null, message: null },
    rebalance: !held.allow_rebalance
      ? null
      : cardId === null
        ? { label: T.rebalance, enabled: true, url: null, message: T.rebalanceNeedsCard }
        : { label: T.rebalance, enabled: true, url: PORTFOLIO_TRADE_URLS.rebalanceProposal(p.id, cardId), message: null },
  };
}

export interface PortfolioShareCardView {
  id: number;
  title: string;
  worth: string;
  enable: string;
}

/** The cards a portfolio is held on, with its worth and what can be sold on each. */
export function portfolioShareCardViews(cards: readonly BankCard[]): PortfolioShareCardView[] {
  return cards.map((card) => ({
    id: card.id,
    title: `${card.bank.name}(${card.bank_card_no_tail})`,
    worth: amount(card.worth_value ?? '0'),
    enable: amount(card.worth_value_enable ?? '0'),
  }));
}
