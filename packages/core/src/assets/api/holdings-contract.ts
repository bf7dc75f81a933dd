// Request schemas and answer types of holdings (spec 01 §7): assets, held funds and portfolios, income, dividend type.
import { s } from '../../api/schema';
import { f, pageQuery } from '../../api/contract/common-fields';
import { answer, defineContract, res } from '../../api/contract/define-contract';
import { holdingsAssetReportMineAnswer, holdingsAssetReportShareInfoAnswer, holdingsManageFareHistoryAnswer, holdingsManageFareMineAnswer } from '../../api/contract/entities/held-answers';
import { holdingsRoutes } from './holdings-routes';
import type { AssetsTotal, BankCard, FundHolding, HeldPortfolio, IncomePoint, OkAnswer, Page } from '../../api/contract/entities';

/** Income charts take 42 points a page (45 on the fund portfolio detail). */
const income = (size: number) => s.object({ page: f.page(), page_size: f.pageSize(size, 400), fund_id: s.optional(f.id()), fund_portfolio_id: s.optional(f.id()) });
const fundRef = () => s.object({ fund_id: s.optional(f.id()), symbol: s.optional(f.symbol()), trade_record_status: s.optional(s.int({ min: 0, max: 14 })) });

export const holdingsContract = defineContract('holdings', holdingsRoutes, {
  assets: { response: res<AssetsTotal>() },
  funds: { query: pageQuery(20), response: res<Page<FundHolding>>() },
  privateFunds: { query: pageQuery(20), response: res<Page<FundHolding>>() },
  // fund_id or symbol; the detail screen asks with trade_record_status 1.
  fundInfo: { query: fundRef(), response: res<FundHolding>() },
  privateFundInfo: { query: fundRef(), response: res<FundHolding>() },
  fundSharesInfo: { query: s.object({ fund_id: f.id() }), response: res<{ shares_list: BankCard[] }>() },
  privateFundSharesInfo: { query: s.object({ fund_id: f.id() }), response: res<{ shares_list: BankCard[] }>() },
  portfolioSharesInfo: { response: res<{ shares_list: BankCard[] }>() },
  portfolioFundInfo: { query: s.object({ symbol: f.symbol(), portfolio_id: f.id() }), response: res<FundHolding>() },
  // A failure here is shown as the joined first messages, like any other.
  incomeMine: { query: income(42), response: res<Page<IncomePoint>>() },
  incomeFund: { query: income(42), response: res<Page<IncomePoint>>() },
  // Without fund_portfolio_id: the income of every held portfolio of the topic (the topic income page).
  incomePortfolioFund: { query: s.object({ ...income(45).shape, topic: s.optional(s.string({ max: 32 })) }), response: res<Page<IncomePoint>>() },
  privateFundIncome: { query: income(42), response: res<Page<IncomePoint>>() },
  portfolios: { query: s.object({ topic: s.withDefault(s.string({ max: 32 }), 'xds') }), response: res<HeldPortfolio[]>() },
  portfolio: { response: res<HeldPortfolio>() },
  manageFareMine: { response: answer(holdingsManageFareMineAnswer) },
  manageFareHistory: { query: pageQuery(20), response: answer(holdingsManageFareHistoryAnswer) },
  // 1 reinvest, 2 cash; refused while a change is pending and for free-rate funds (reinvest only).
  changeDiviType: { body: s.object({ fund_id: f.id(), divi_type: s.enum([1, 2]), password: s.optional(f.tradePassword()) }), response: res<OkAnswer>() },
  assetReportMine: { response: answer(holdingsAssetReportMineAnswer) },
  assetReportShareInfo: { response: answer(holdingsAssetReportShareInfoAnswer) },
});
