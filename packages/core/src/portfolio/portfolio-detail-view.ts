// The portfolio detail's figures, target positions and trade buttons; the coupons a portfolio buy may use.
import type { DecimalInput } from '../money/decimal';
import { parseDecimal, toNavString } from '../money/decimal';
import { formatSignedPercent, type PercentDisplay } from '../money/percent-format';
import { portfolioRiskLevelText } from '../risk/risk-profile';
import { PORTFOLIO_TRADE_TEXTS } from './portfolio-trade-texts';
import { percentText } from './portfolio-proposal-view';
import { loginUrl } from '../navigation/login-redirect';

export interface PortfolioLike {
  name: string;
  symbol: string;
  investment_risk: number;
  net_value: DecimalInput;
  cumulative: DecimalInput;
  yld: DecimalInput | null;
  allow_buy: boolean;
  allow_sell: boolean;
  allow_trade: boolean;
  positions?: readonly { symbol: string; name: string; percent: DecimalInput; is_bao: boolean }[];
}

export interface TradeButtonView {
  label: string;
  enabled: boolean;
}

export interface PortfolioDetailView {
  name: string;
  symbol: string;
  risk: string;
  netValue: string;
  cumulative: PercentDisplay;
  yld: PercentDisplay;
  positions: { key: string; symbol: string; name: string; percent: string; cashTreasure: string | null }[];
  buy: TradeButtonView;
  /** Only for a user who holds the portfolio. */
  sell: TradeButtonView | null;
}

export function portfolioDetailView(portfolio: PortfolioLike, held: boolean): PortfolioDetailView {
  const nav = parseDecimal(portfolio.net_value);
  const canBuy = portfolio.allow_buy && portfolio.allow_trade;
  return {
    name: portfolio.name,
    symbol: portfolio.symbol,
    risk: PORTFOLIO_TRADE_TEXTS.riskLabel(portfolioRiskLevelText(portfolio.investment_risk)),
    netValue: nav === null ? '--' : toNavString(nav),
    cumulative: formatSignedPercent(portfolio.cumulative),
    yld: formatSignedPercent(portfolio.yld),
    positions: (portfolio.positions ?? []).map((p, index) => ({
      key: `${p.symbol}-${index}`,
      symbol: p.symbol,
      name: p.name,
      percent: percentText(p.percent),
      cashTreasure: p.is_bao ? PORTFOLIO_TRADE_TEXTS.cashTreasureMark : null,
    })),
    buy: { label: canBuy ? PORTFOLIO_TRADE_TEXTS.buy : PORTFOLIO_TRADE_TEXTS.buyPaused, enabled: canBuy },
    sell: held ? { label: portfolio.allow_sell ? PORTFOLIO_TRADE_TEXTS.sell : PORTFOLIO_TRADE_TEXTS.sellPaused, enabled: portfolio.allow_sell } : null,
  };
}

/** Whether a held-portfolio answer means the user holds something in it (worth, or orders still pending). */
export function holdsPortfolio(held: { worth_value: DecimalInput; buy_unconfirm?: number; sell_unconfirm?: number } | null): boolean {
  if (held === null) return false;
  const worth = parseDecimal(held.worth_value);
  return (worth !== null && worth.gt(0)) || (held.sell_unconfirm ?? 0) > 0;
}

/**
 * portfolio_info of /promotion/coupons/available/: JSON like the fund buy's fund_info, naming the
 * portfolio (and the amount when there is one).
 */
export function portfolioCouponInfo(portfolioId: number, amount: string | null = null): string {
  return JSON.stringify(amount === null ? { fund_portfolio_id: portfolioId } : { fund_portfolio_id: portfolioId, amount });
}

/** Every coupon the answer lists, once each (the answer groups them by product). */
export function availableCouponList<C extends { id: number }>(answer: { coupons: readonly { coupons: readonly C[] }[] } | null): C[] {
  const seen = new Set<number>();
  const out: C[] = [];
  for (const group of answer?.coupons ?? []) {
    for (const coupon of group.coupons) {
      if (!seen.has(coupon.id)) {
        seen.add(coupon.id);
        out.push(coupon);
      }
    }
  }
  return out;
}

/** A guest who taps 买入 or 卖出 logs in first and comes back to the trade page. */
export function tradeEntryUrl(url: string, loggedIn: boolean): string {
  return loggedIn ? url : loginUrl(url);
}
