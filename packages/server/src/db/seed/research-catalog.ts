// Fund topics (themed lists picked by code) and fund proposals (model allocations) of the demo market.
import { FundSubtype } from '@fund/core/fund';
import type { Insertable } from 'kysely';
import type { FundProposalsTable, FundTopicsTable } from '../tables/research-tables';
import { dayToText, textToDay } from '../../market-model/calendar';
import type { MarketPlan } from './market-plan';

type FundEntry = MarketPlan['funds'][number];

const bySubtype = (funds: readonly FundEntry[], stypes: readonly number[], n: number): string[] =>
  funds.filter((f) => stypes.includes(f.row.symbol_stype) && f.row.allow_buy).slice(0, n).map((f) => f.row.symbol);

export function buildTopics(funds: readonly FundEntry[]): Insertable<FundTopicsTable>[] {
  const topics: [string, string, string, number[]][] = [
    ['xds', '小定投', '每月几百元，积少成多的定投精选', [FundSubtype.Index, FundSubtype.Stock]],
    ['steady', '稳健理财', '波动小、回撤低的债券与固收类基金', [FundSubtype.Bond, FundSubtype.CapitalProtected]],
    ['cash', '闲钱管理', '随存随取的货币与短期理财基金', [FundSubtype.Money, FundSubtype.WealthManagement]],
    ['global', '全球配置', '布局海外市场的QDII基金', [FundSubtype.Qdii]],
    ['pandoras_box', '潘多拉魔盒', '高风险高弹性的进取型基金', [FundSubtype.BMarket, FundSubtype.Stock]],
    ['fof', '一站式配置', '基金中的基金，专业机构帮你选基金', [FundSubtype.Fof]],
  ];
  return topics.map(([code, name, description, stypes], i) => ({ id: i + 1, code, name, description, symbols: JSON.stringify(bySubtype(funds, stypes, 8)) }));
}

export function buildProposals(funds: readonly FundEntry[], asOf: string): Insertable<FundProposalsTable>[] {
  const plans: [string, string, number, number[][], string[]][] = [
    ['稳健型配置方案', '以债券基金为主，少量权益增强收益', 2, [[FundSubtype.Bond], [FundSubtype.Bond], [FundSubtype.Mixed], [FundSubtype.Money]], ['40.00', '30.00', '20.00', '10.00']],
    ['平衡型配置方案', '股债均衡，兼顾收益与波动', 3, [[FundSubtype.Mixed], [FundSubtype.Index], [FundSubtype.Bond], [FundSubtype.Bond]], ['30.00', '20.00', '30.00', '20.00']],
    ['进取型配置方案', '以权益基金为主，追求长期增值', 4, [[FundSubtype.Stock], [FundSubtype.Index], [FundSubtype.Qdii], [FundSubtype.Mixed]], ['35.00', '30.00', '15.00', '20.00']],
    ['养老储备方案', '长期定投，稳步积累养老资产', 3, [[FundSubtype.Fof], [FundSubtype.Index], [FundSubtype.Bond]], ['50.00', '25.00', '25.00']],
    ['闲钱增值方案', '短期闲钱的现金管理组合', 1, [[FundSubtype.Money], [FundSubtype.WealthManagement]], ['70.00', '30.00']],
  ];
  return plans.map(([title, summary, risk, picks, percents], i) => {
    const used = new Set<string>();
    const symbols = picks.map((stypes) => {
      const f = funds.find((x) => stypes.includes(x.row.symbol_stype) && x.row.allow_buy && !used.has(x.row.symbol));
      const symbol = f?.row.symbol ?? '';
      used.add(symbol);
      return symbol;
    });
    return {
      id: i + 1, title, summary, investment_risk: risk,
      body: `${summary}。方案按目标比例配置${symbols.length}只基金，建议每季度检视一次并按需再平衡。（演示数据，不构成投资建议）`,
      symbols: JSON.stringify(symbols), percents: JSON.stringify(percents),
      published_on: dayToText(textToDay(asOf) - i * 9),
    };
  });
}
