// Request schemas and answer types of fixed (regular) investments (spec 03 §3, §4, §7).
import { s } from '../../api/schema';
import { f } from '../../api/contract/common-fields';
import { defineContract, res } from '../../api/contract/define-contract';
import { fixedInvestmentRoutes } from './fixed-investment-routes';
import type { DateString, FixedInvestmentRecord, Page, TradeRecord } from '../../api/contract/entities';

const list = () => s.object({ page: f.page(), page_size: f.pageSize(5, 100) });
/** Monthly (period_unit 0) on day 1-28, weekly (1) Monday to Friday: the service checks the pair. */
const plan = () => ({
  bank_card: f.id(),
  amount: f.amount(),
  password: f.tradePassword(),
  period_unit: s.enum([0, 1]),
  trade_date: s.int({ min: 1, max: 28 }),
});

export const fixedInvestmentContract = defineContract('fixedInvestment', fixedInvestmentRoutes, {
  mine: { query: list(), response: res<Page<FixedInvestmentRecord>>() },
  trades: { query: s.object({ id: s.optional(f.id()), page: f.page(), page_size: f.pageSize(10, 100) }), response: res<Page<TradeRecord>>() },
  detail: { response: res<FixedInvestmentRecord>() },
  listByFund: { query: s.object({ fund_id: f.id(), page: f.page(), page_size: f.pageSize(5, 100) }), response: res<Page<FixedInvestmentRecord>>() },
  disable: { body: s.object({ password: f.tradePassword() }), response: res<FixedInvestmentRecord>() },
  create: { body: s.object({ fund: f.id(), ...plan() }), response: res<FixedInvestmentRecord>() },
  modify: { body: s.object(plan()), response: res<FixedInvestmentRecord>() },
  firstDate: { query: s.object({ fund_id: f.id(), period_unit: s.enum([0, 1]), trade_date: s.int({ min: 1, max: 28 }) }), response: res<{ first_date: DateString }>() },
});
