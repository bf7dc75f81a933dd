// A fund a fresh level-3 investor may plan, buy and sell without a risk confirmation, with small minimums.
import { baseUrl } from './browser';
import { allFunds } from './research-funds';

async function readJson<T>(res: Response, what: string): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

export interface FundIntro {
  id: number;
  symbol: string;
  abbr_name: string;
  is_bao: boolean;
  allow_fixed: boolean;
  allow_buy: boolean;
  allow_sell: boolean;
  allow_trade: boolean;
  investment_risk: number;
  amount_fixed_min: string | null;
  amount_min_buy: string | null;
  shares_min_sell: string | null;
}

/** A fund an investor of risk level 3 may plan and trade without a risk confirmation. */
export async function plannableFund(): Promise<FundIntro> {
  const candidates = (await allFunds()).filter((f) => f.allow_trade && f.allow_buy && f.subscription_status === 2);
  for (const row of candidates) {
    const fund = await readJson<FundIntro>(await fetch(`${baseUrl()}/api/v1/symbols/${row.symbol}/introduction/`), 'introduction');
    const small = (x: string | null) => x === null || Number(x) <= 100;
    if (!fund.is_bao && fund.allow_fixed && fund.allow_sell && fund.investment_risk <= 3 && small(fund.amount_fixed_min) && small(fund.amount_min_buy) && small(fund.shares_min_sell)) return fund;
  }
  throw new Error('the demo market has no plannable fund within risk level 3');
}
