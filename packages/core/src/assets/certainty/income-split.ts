// Why did my money move (issue 24, B2): a day's income split by holding and by cause, summing exactly (to
// the fen) to the income recorded for the day, which is what my assets shows as 昨日收益.
//
// A fund's income of a day is its shares at the close × (that day's NAV − the one before). Those shares are
// the ones held before, plus any a buy confirmed that day, plus any a dividend reinvested that day. So:
//   buy      = shares confirmed by buys × NAV change
//   dividend = reinvested shares × NAV change − the ex-dividend drop on the shares held before (the unit
//              NAV falls by what was paid out, the cumulative NAV does not; the money went to the card or
//              into shares, so the drop is not a loss)
//   nav      = the rest: the market's move on the shares held before
// The cash treasure's income is its yield. Each cause is rounded to the fen and the NAV move takes what is
// left of the recorded income, so the parts always add up to the figure shown.
import { roundHalfUp, toDecimal, type Decimal, type DecimalInput } from '../../money';

export type IncomeCause = 'nav' | 'buy' | 'dividend' | 'yield';
export const INCOME_CAUSES: readonly IncomeCause[] = ['nav', 'buy', 'dividend', 'yield'];

export interface IncomeSplitHolding {
  fundId: number;
  portfolioId: number;
  /** The day's recorded income of the holding (all its cards), to the fen. */
  income: DecimalInput;
  /** The cash treasure earns a yield, not a NAV change. */
  isBao: boolean;
  /** Shares the income was counted on (at the day's close). */
  shares: DecimalInput;
  navBefore: DecimalInput | null;
  navAfter: DecimalInput | null;
  /** Shares confirmed by buys on the day. */
  boughtShares: DecimalInput;
  /** Shares a dividend reinvested on the day. */
  reinvestedShares: DecimalInput;
  /** The ex-dividend drop of the unit NAV per share on the day: cumulative NAV change − unit NAV change. */
  exDividendPerShare: DecimalInput;
}

export interface HoldingIncomeSplit {
  fundId: number;
  portfolioId: number;
  income: Decimal;
  /** NAV after − NAV before; null for the cash treasure or without both NAVs. */
  navChange: Decimal | null;
  causes: Record<IncomeCause, Decimal>;
}

export interface IncomeSplit {
  total: Decimal;
  holdings: HoldingIncomeSplit[];
  causes: Record<IncomeCause, Decimal>;
}

const zeroCauses = (): Record<IncomeCause, Decimal> => ({ nav: toDecimal(0), buy: toDecimal(0), dividend: toDecimal(0), yield: toDecimal(0) });

export function splitHoldingIncome(h: IncomeSplitHolding): HoldingIncomeSplit {
  const income = toDecimal(h.income);
  const causes = zeroCauses();
  if (h.isBao) {
    causes.yield = income;
    return { fundId: h.fundId, portfolioId: h.portfolioId, income, navChange: null, causes };
  }
  const navChange = h.navBefore !== null && h.navAfter !== null ? toDecimal(h.navAfter).minus(h.navBefore) : null;
  const change = navChange ?? toDecimal(0);
  causes.buy = roundHalfUp(change.times(h.boughtShares), 2);
  const heldBefore = toDecimal(h.shares).minus(h.boughtShares).minus(h.reinvestedShares);
  causes.dividend = roundHalfUp(change.times(h.reinvestedShares).minus(heldBefore.times(h.exDividendPerShare)), 2);
  causes.nav = income.minus(causes.buy).minus(causes.dividend);
  return { fundId: h.fundId, portfolioId: h.portfolioId, income, navChange, causes };
}

/** Every holding's split, and the causes over all of them; the total is the sum of the recorded incomes. */
export function splitIncome(holdings: readonly IncomeSplitHolding[]): IncomeSplit {
  const split = holdings.map(splitHoldingIncome);
  const causes = zeroCauses();
  for (const h of split) for (const c of INCOME_CAUSES) causes[c] = causes[c].plus(h.causes[c]);
  return { total: split.reduce((s, h) => s.plus(h.income), toDecimal(0)), holdings: split, causes };
}
