// The A/C line of a fee quote: the fund's sibling class (same company, same name but the class letter)
// and core's break-even for the amount. Funds without a sibling, or whose pair is not one A and one C, get null.
import type { Kysely } from 'kysely';
import type { Wire } from '@fund/core/api';
import { chargesServiceFee, shareClassBreakEven, siblingClassName } from '@fund/core/trade';
import type { DecimalInput } from '@fund/core/money';
import type { DB } from '../../db/schema';
import { scheduleOf } from './fees';
import { fundOfCompanyNamed, type FundRow } from './trading-repo';

type ShareClassAnswer = NonNullable<Wire.FeeQuote['share_class']>;

async function siblingOf(db: Kysely<DB>, fund: FundRow): Promise<FundRow | undefined> {
  const name = siblingClassName(fund.abbr_name);
  return name === null ? undefined : fundOfCompanyNamed(db, fund.company_id, name, fund.id);
}

export async function shareClassQuote(db: Kysely<DB>, fund: FundRow, amount: DecimalInput): Promise<ShareClassAnswer | null> {
  const sibling = await siblingOf(db, fund);
  if (!sibling || chargesServiceFee(fund) === chargesServiceFee(sibling)) return null;
  const [a, c] = chargesServiceFee(fund) ? [sibling, fund] : [fund, sibling];
  const terms = (f: FundRow) => ({ schedule: scheduleOf(f), serviceRate: f.service_fare });
  return { sibling_fund_id: sibling.id, sibling_name: sibling.abbr_name, break_even_days: shareClassBreakEven(terms(a), terms(c), amount) };
}
