// Every GET the server serves for the research and market screens, called on the seeded demo market and
// checked against its answer schema in core's contract: the types the app reads are the server's real answers.
import { CONTRACT, type CallDef, fillPath, validate } from '@fund/core/api';
import { openResearchWorld, type ResearchWorld } from '../testing/research-kit';

const AREAS = ['market', 'funds', 'indexes', 'managers', 'quant', 'diagnosis'] as const;
const FUND = '000001';
const INDEX = 'SH000300';

/** Ids the seed chose, read from the lists that lead to them. */
interface Seeded {
  stock: string;
  sector: number;
  shareholder: number;
  company: number;
  proposal: number;
  industry: number;
}

/** The requests of each call: its path parameters and queries; a call may be asked more than one way. */
function requests(x: Seeded): Record<string, { params?: Record<string, string | number>; query?: string }[]> {
  const symbols = [{ params: { id: x.stock } }, { params: { id: FUND } }, { params: { id: INDEX } }];
  return {
    'market.kLine': [...symbols, { params: { id: x.stock }, query: 'period=week&count=10' }],
    'market.quoteHistory': symbols,
    'market.timeLine': symbols,
    'market.financeIndexLine': [{ params: { id: x.stock } }],
    'market.financeIndex': [{ params: { id: x.stock } }],
    'market.relatedSector': symbols,
    'market.holdersAnalyse': [{ params: { id: x.stock } }, { params: { id: FUND } }],
    'market.holdersAtlas': [{ params: { id: x.stock }, query: 'type=holders_atlas' }],
    'market.seniorMngAtlas': [{ params: { id: x.stock } }],
    'market.blockTradesDaily': [{ params: { id: x.stock } }],
    'market.blockTradesRecord': [{ params: { id: x.stock } }],
    'market.priceLevel': [{ params: { id: x.stock } }],
    'market.marginTrade': [{ params: { id: x.stock } }],
    'market.holders': [{ params: { id: x.stock } }],
    'market.holdersHistory': [{ params: { id: x.stock } }],
    'market.sectors': [{}],
    'market.sector': [{ params: { id: x.sector } }],
    'market.marketsCn': [{}],
    'market.profitLoss': [{}],
    'market.similarKLineFilterConditions': [{}],
    'market.similarKLine': [{ params: { symbol: INDEX } }, { params: { symbol: x.stock } }],
    'market.marketAssetForecast': [{}],
    'market.marketAssetForecastDistribution': [{}],
    'market.marketAssetForecastSectors': [{}, { query: 'sector_root_id=1' }],
    'market.shareholder': [{ params: { id: x.shareholder } }],
    'market.shareholdersSharesHistory': [{ params: { id: x.shareholder } }],
    'market.shareholdersInvestmentHistory': [{ params: { id: x.shareholder } }],
    'market.shareholdersChampions': [{}],
    'market.blockTradesDailyTop': [{}],
    'funds.achivements': [{ params: { id: FUND } }],
    'funds.assetForecast': [{ params: { id: FUND } }],
    'funds.assetHistory': [{ params: { id: FUND } }],
    'funds.company': [{ params: { id: x.company } }],
    'funds.dividendSplit': [{ params: { id: FUND } }],
    'funds.estimatedQuoteHistory': [{ params: { id: FUND } }],
    'funds.fareRatio': [{ params: { id: FUND } }],
    'funds.filterConditions': [{}],
    'funds.holdStruct': [{ params: { id: FUND } }],
    'funds.investRisk': [{ params: { id: FUND } }],
    'funds.timetable': [{ params: { id: FUND } }],
    'funds.proposals': [{}],
    'funds.proposal': [{ params: { id: x.proposal } }],
    'funds.topics': [{}, { query: 'code=xds' }],
    'funds.styles': [{}],
    'funds.stylesHistory': [{}],
    'funds.stylesIndexes': [{}],
    'funds.stylesInfo': [{ query: 'asset_type=stock&style_type=large_growth' }],
    'funds.stylesOverview': [{ query: 'period=month' }],
    'funds.stylesMonthlyOverview': [{ query: 'year=2026&month=10' }],
    'indexes.list': [{}],
    'indexes.recommend': [{}],
    'indexes.opportunity': [{}],
    'indexes.peIndexes': [{ params: { symbol: INDEX } }],
    'indexes.forecast': [{ params: { symbol: INDEX } }],
    'indexes.holdSymbols': [{ params: { symbol: INDEX } }],
    'indexes.holdSymbolsAnalyse': [{ params: { symbol: INDEX } }],
    'managers.lists': [{}],
    'managers.listDetail': [{ params: { id: 2 }, query: 'page_size=3' }],
    'managers.filterConditions': [{}],
    'managers.assess': [{ query: 'options=12,23,31' }, {}],
    'quant.analyse': [{ params: { symbol: x.stock } }, { params: { symbol: x.stock }, query: 'factor_category=value' }, { params: { symbol: FUND } }],
    'quant.industryRecommend': [{}],
    'quant.industryRecommendDetail': [{ params: { id: x.industry } }],
    'quant.strategies': [{}],
    'quant.strategy': [{ params: { id: 1 } }],
    'quant.strategyIndexes': [{ params: { id: 1 } }],
    'diagnosis.profitLossPredicts': [{}],
    'diagnosis.profitLossPredictsFilterConditions': [{ query: `symbol=${FUND}` }],
    'diagnosis.profitLossPredict': [{ params: { symbol: FUND } }],
    'diagnosis.analyseHistoryStatistics': [{}],
  };
}

function servedGetsWithSchemas(): CallDef[] {
  return AREAS.flatMap((area) => Object.values(CONTRACT[area]) as CallDef[]).filter((c) => c.method === 'GET' && c.response.schema !== undefined);
}

describe('research and market answers match the contract', () => {
  let w: ResearchWorld;
  let seeded: Seeded;

  beforeAll(async () => {
    w = await openResearchWorld();
    const first = async (url: string, pick: (body: never) => unknown) => pick((await w.get(url)).body as never);
    seeded = {
      stock: String(await first('/symbols/', (b: { symbol: string; symbol_type: number }[]) => b.find((s) => s.symbol_type === 1)?.symbol)),
      sector: Number(await first('/symbols/sectors/', (b: { id: number }[]) => b[0]?.id)),
      shareholder: Number(await first('/symbols/shareholders/champions/', (b: { id: number }[]) => b[0]?.id)),
      company: Number(await first('/symbols/funds/companies/', (b: { results?: { id: number }[] } | { id: number }[]) => (Array.isArray(b) ? b[0]?.id : b.results?.[0]?.id))),
      proposal: Number(await first('/symbols/funds/proposal/', (b: { results: { id: number }[] }) => b.results[0]?.id)),
      industry: Number(await first('/quant/industry_recommend/', (b: { id: number }[]) => b[0]?.id)),
    };
  }, 120000);
  afterAll(async () => {
    await w.close();
  });

  it('asks every call that has an answer schema', () => {
    const asked = Object.keys(requests(seeded));
    expect(servedGetsWithSchemas().map((c) => c.name).filter((n) => !asked.includes(n))).toEqual([]);
  });

  it.each(Object.keys(requests({ stock: '', sector: 0, shareholder: 0, company: 0, proposal: 0, industry: 0 })))('%s answers its schema', async (name) => {
    const [area, key] = name.split('.') as [keyof typeof CONTRACT, string];
    const call = (CONTRACT[area] as Record<string, CallDef>)[key];
    if (!call) throw new Error(`${name} is not in the contract`);
    const asks = requests(seeded)[name] ?? [];
    for (const r of asks) {
      const url = fillPath(call.path, r.params ?? {}) + (r.query ? `?${r.query}` : '');
      const { status, body } = await w.get(url);
      expect({ url, status }).toEqual({ url, status: 200 });
      const schema = call.response.schema;
      if (!schema) continue;
      const result = validate(schema, body);
      expect({ url, errors: result.ok ? {} : result.errors }).toEqual({ url, errors: {} });
    }
  });
});
