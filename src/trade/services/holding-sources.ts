// Public and private fund holdings read different calls with the same shapes; a screen names its kind
// and gets the calls of that kind here.
import { CALL_DEFAULTS, type PageResponse } from '@fund/core/pager';
import type { Wire } from '@fund/core/api';
import { holdings, trading } from '../../services/trade-record-services';

export type HoldingKind = 'fund' | 'private';

export interface HoldingSource {
  kind: HoldingKind;
  /** The spec URL prefix of this kind's holding pages. */
  base: '/accounts/funds' | '/accounts/private_funds';
  /** Private sub-pages are named without a trailing slash in the spec. */
  slash: '/' | '';
  list: (page: number, pageSize: number) => Promise<PageResponse<Wire.FundHolding>>;
  info: (fundId: number) => Promise<Wire.FundHolding>;
  shares: (fundId: number) => Promise<{ shares_list: Wire.BankCard[] }>;
  income: (page: number, pageSize: number, fundId?: number) => Promise<PageResponse<Wire.IncomePoint>>;
  records: (page: number, pageSize: number, fundId: number) => Promise<PageResponse<Wire.TradeRecord>>;
  block: (assets: Wire.AssetsTotal) => Wire.AssetBlock | undefined;
}

export const FUND_HOLDINGS: HoldingSource = {
  kind: 'fund',
  base: '/accounts/funds',
  slash: '/',
  list: (page, page_size) => holdings.funds({ query: { page, page_size } }),
  info: (fund_id) => holdings.fundInfo({ query: { fund_id, ...CALL_DEFAULTS.fundInfo } }),
  shares: (fund_id) => holdings.fundSharesInfo({ query: { fund_id } }),
  income: (page, page_size, fund_id) => holdings.incomeFund({ query: { page, page_size, fund_id } }),
  records: (page, page_size, fund_id) => trading.fundTrades({ query: { page, page_size, fund_id } }),
  block: (assets) => assets.funds,
};

export const PRIVATE_FUND_HOLDINGS: HoldingSource = {
  kind: 'private',
  base: '/accounts/private_funds',
  slash: '',
  list: (page, page_size) => holdings.privateFunds({ query: { page, page_size } }),
  info: (fund_id) => holdings.privateFundInfo({ query: { fund_id, ...CALL_DEFAULTS.fundInfo } }),
  shares: (fund_id) => holdings.privateFundSharesInfo({ query: { fund_id } }),
  income: (page, page_size, fund_id) => holdings.privateFundIncome({ query: { page, page_size, fund_id } }),
  records: (page, page_size, fund_id) => trading.privateFundTrades({ query: { page, page_size, fund_id } }),
  block: (assets) => assets.private_funds,
};
