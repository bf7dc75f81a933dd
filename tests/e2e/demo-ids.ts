// Ids for every kind of path parameter, read from the demo market and a fresh investor through the API,
// so the route sweep never hard-codes the seed. The investor gets a confirmed holding, a trade and a plan.
import { FundSubtype, SymbolType } from '@fund/core/fund';
import { allFunds } from './research-funds';
import { advanceUntil, publicGet, type Investor } from './investor';

export interface DemoIds {
  fundSymbol: string;
  fundId: string;
  otherFundSymbol: string;
  moneyFundSymbol: string;
  stockSymbol: string;
  indexSymbol: string;
  managerId: string;
  managerListId: string;
  companyId: string;
  statusId: string;
  mediaStatusId: string;
  sectorId: string;
  shareholderId: string;
  diagnosisId: string;
  strategyId: string;
  /** A fund topic's code (/symbols/funds/opinions/?name=) and a fund style (asset type, style type). */
  topicCode: string;
  styleAssetType: string;
  styleType: string;
  industryId: string;
  bankCardId: string;
  /** The fund id of a confirmed holding of the investor. */
  holdingId: string;
  tradeId: string;
  planId: string;
  /** A portfolio the investor holds (confirmed buy), a trade of it, a fund inside it and a service report. */
  portfolioId: string;
  portfolioTradeId: string;
  portfolioFundSymbol: string;
  serviceReportId: string;
  /** The investor's own approved store and a portfolio it built, for the owner's pages. */
  ownStoreId: string;
  ownPortfolioId: string;
}

interface Paged<T> {
  results: T[];
}

interface FundLite {
  id?: number;
  symbol: string;
  symbol_stype?: number;
  allow_buy: boolean;
  allow_trade?: boolean;
  subscription_status: number;
}

function first<T>(list: readonly T[], what: string): T {
  const item = list[0];
  if (item === undefined) throw new Error(`the demo market has no ${what}`);
  return item;
}

/** A fund buy placed; `confirmed` tells when settlement has made it a holding. */
async function fundBuy(api: Investor, fundId: number, bankCardId: number): Promise<{ tradeId: string; holdingId: string; confirmed: () => Promise<boolean> }> {
  const bought = await api.post<{ id: number }>(
    '/funds/buy/',
    { fund_id: fundId, bank_card_id: bankCardId, amount: '1000.00', password: api.tradePassword, confirm_risk: true },
    true,
  );
  const held = async () => (await api.get<Paged<{ fund: { id: number } }>>('/funds/fund/mine/?page_size=100')).results.map((h) => h.fund.id);
  return { tradeId: String(bought.id), holdingId: String(fundId), confirmed: async () => (await held()).includes(fundId) };
}

interface PortfolioLite {
  id: number;
  investment_risk: number;
  allow_buy: boolean;
  allow_trade: boolean;
  amount_min_buy: string;
}

/** A portfolio buy within the investor's risk level placed; `confirmed` tells when settlement has confirmed it. */
async function portfolioBuy(api: Investor, bankCardId: number): Promise<{ portfolio: PortfolioLite; tradeId: number; confirmed: () => Promise<boolean> }> {
  const list = (await api.get<Paged<PortfolioLite>>('/portfolio/recommend/?allow_trade=1&page=1&page_size=100')).results;
  const portfolio = first(
    list.filter((p) => p.allow_trade && p.allow_buy && (p.investment_risk === 100 || p.investment_risk === 101)),
    'portfolio within risk level 3',
  );
  const bought = await api.post<{ id: number }>(
    '/funds/fund_portfolios/buy/',
    { fund_portfolio_id: portfolio.id, bank_card_id: bankCardId, amount: '1000.00', password: api.tradePassword, confirm_risk: true },
    true,
  );
  return { portfolio, tradeId: bought.id, confirmed: async () => (await api.get<{ status: number }>(`/funds/portfolio_trades/${bought.id}/`)).status !== 0 };
}

/** The held portfolio's ids, once its buy is confirmed. */
async function heldPortfolio(api: Investor, portfolio: PortfolioLite, tradeId: number): Promise<{ portfolioId: string; portfolioTradeId: string; portfolioFundSymbol: string; serviceReportId: string }> {
  const held = await api.get<{ funds_list: { fund: { symbol: string } }[] }>(`/funds/fund_portfolios/${portfolio.id}/`);
  const reports = await api.get<Paged<{ id: number }>>(`/portfolio/service_report/records/?portfolio_id=${portfolio.id}`);
  return {
    portfolioId: String(portfolio.id),
    portfolioTradeId: String(tradeId),
    portfolioFundSymbol: first(held.funds_list, 'fund inside the held portfolio').fund.symbol,
    serviceReportId: String(first(reports.results, 'service report').id),
  };
}

/** An approved store of the investor's (the demo approves its own application) with a two-fund portfolio of theirs. */
async function ownStore(api: Investor, symbols: readonly string[]): Promise<{ ownStoreId: string; ownPortfolioId: string }> {
  await api.post('/store/apply/', { name: '巡检小店', introduction: '路由巡检用的主理人小店，持有一个组合。', avatar: '/api/v1/media/avatars/default.png?size=128', qualification_no: 'S0100619010001', agreement: true });
  await api.post('/dev/store/approve', {});
  const store = await api.get<{ id: number }>('/store/mine/');
  const made = await api.post<{ id: number }>('/portfolio/', {
    name: `巡检组合${String(Date.now()).slice(-6)}`,
    description: '路由巡检用的两只基金组合，各占一半。',
    positions: symbols.slice(0, 2).map((symbol) => ({ symbol, percent: '50.00' })),
  });
  return { ownStoreId: String(store.id), ownPortfolioId: String(made.id) };
}

export async function demoIds(api: Investor): Promise<DemoIds> {
  const funds = (await allFunds()) as FundLite[];
  const buyable = funds.filter((f) => f.allow_buy && f.subscription_status === 2 && f.symbol_stype !== FundSubtype.Money);
  const fund = first(buyable, 'buyable fund');
  const fundId = fund.id ?? (await publicGet<{ id: number }>(`/symbols/${fund.symbol}/introduction/`)).id;
  const money = first(
    funds.filter((f) => f.symbol_stype === FundSubtype.Money),
    'money fund',
  );
  const stocks = await publicGet<Paged<{ symbol: string }>>(`/search/symbols/?q=${encodeURIComponent('演示')}&symbol_type=${SymbolType.Stock}&page_size=5`);
  const statuses = (await publicGet<Paged<{ id: number; medias?: unknown[] }>>('/statuses/recommend/?page_size=100')).results;
  const styles = (await publicGet<{ asset_types: { code: string; style_types: { code: string }[] }[] }>('/symbols/fund_styles/')).asset_types;
  const style = first(styles, 'fund style');
  const card = first(await api.get<{ id: number }[]>('/accounts/bank_cards/mine/'), 'bank card of the investor');
  const holding = await fundBuy(api, fundId, card.id);
  const bought = await portfolioBuy(api, card.id);
  // Buys are confirmed by settlement: the development clock moves on until both are.
  if (!(await advanceUntil(api, async () => (await holding.confirmed()) && (await bought.confirmed())))) throw new Error('the route sweep\'s buys were not confirmed');
  const portfolio = await heldPortfolio(api, bought.portfolio, bought.tradeId);
  const plan = await api.post<{ id: number }>(
    '/funds/fixed_investment/',
    { fund: fundId, bank_card: card.id, amount: '100.00', password: api.tradePassword, period_unit: 0, trade_date: 1 },
    true,
  );
  return {
    fundSymbol: fund.symbol,
    fundId: String(fundId),
    otherFundSymbol: first(buyable.slice(1), 'second fund').symbol,
    moneyFundSymbol: money.symbol,
    stockSymbol: first(stocks.results, 'stock').symbol,
    indexSymbol: first((await publicGet<Paged<{ symbol: string }>>('/symbols/indexes/?page_size=5')).results, 'index').symbol,
    managerId: String(first((await publicGet<Paged<{ id: number }>>('/symbols/funds/managers/?page_size=5')).results, 'manager').id),
    managerListId: String(first(await publicGet<{ id: number }[]>('/symbols/funds/managers/lists/'), 'manager list').id),
    companyId: String(first((await publicGet<Paged<{ id: number }>>('/symbols/funds/companies/?page_size=5')).results, 'fund company').id),
    statusId: String(first(statuses, 'status').id),
    mediaStatusId: String((statuses.find((s) => (s.medias ?? []).length > 0) ?? first(statuses, 'status')).id),
    sectorId: String(first(await publicGet<{ id: number }[]>('/symbols/sectors/'), 'sector').id),
    shareholderId: String(first(await publicGet<{ id: number }[]>('/symbols/shareholders/champions/'), 'shareholder').id),
    diagnosisId: String(first((await publicGet<Paged<{ id: number }>>('/symbols/analyse_history/?page_size=5')).results, 'diagnosis').id),
    strategyId: String(first(await publicGet<{ id: number }[]>('/quant/strategies/'), 'quant strategy').id),
    topicCode: first((await publicGet<Paged<{ code: string }>>('/symbols/funds/topics/')).results, 'fund topic').code,
    styleAssetType: style.code,
    styleType: first(style.style_types, 'style type').code,
    industryId: String(first(await publicGet<{ id: number }[]>('/quant/industry_recommend/'), 'recommended industry').id),
    bankCardId: String(card.id),
    holdingId: holding.holdingId,
    tradeId: holding.tradeId,
    planId: String(plan.id),
    ...portfolio,
    ...(await ownStore(api, buyable.filter((f) => f.allow_trade !== false).map((f) => f.symbol))),
  };
}
