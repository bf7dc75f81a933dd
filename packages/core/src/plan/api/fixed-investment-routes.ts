// Routes of the fixed investment area (spec 01 and 03 §7): what the client ships. Schemas: ./fixed-investment-contract.ts.
import { route } from '../../api/contract/route';

export const fixedInvestmentRoutes = {
  mine: route('GET', '/funds/fixed_investment/mine/'),
  trades: route('GET', '/funds/fixed_investment/trades/'),
  detail: route('GET', '/funds/fixed_investment/{id}/'),
  listByFund: route('GET', '/funds/fixed_investment/'),
  disable: route('POST', '/funds/fixed_investment/{id}/disable/', { idempotent: true }),
  create: route('POST', '/funds/fixed_investment/', { idempotent: true }),
  modify: route('POST', '/funds/fixed_investment/{id}/modify/', { idempotent: true }),
  firstDate: route('GET', '/funds/fixed_investment/first_date/'),
};
