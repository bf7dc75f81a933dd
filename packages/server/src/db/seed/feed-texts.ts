// The demo feed's words about a fund, an index or a manager, written from the subject's own kind and
// figures on the day of the post: a money fund speaks of its 7-day yield and income per 10,000, other
// funds of their return over the year to that day, an index of its close and valuation, a manager of
// the kind of funds they run. A figure the data does not have is never written.
import { FundSubtype } from '@fund/core/fund';
import { FUND_KINDS } from '../../market-model/fund-kinds';
import { percentChange, type NavRow } from '../../market-model/series';
import { performanceOf } from '../../market-model/performance';

export interface FundSubject {
  symbol: string;
  name: string;
  stype: number;
  navs: readonly NavRow[];
  /** The tracked index's name, for index funds. */
  indexName: string | null;
}

export interface IndexSubject {
  symbol: string;
  name: string;
  rows: readonly { date: string; close: string }[];
  pePercentile: string | null;
}

export interface ManagerSubject {
  id: number;
  name: string;
  /** Runs only bond, money-like or capital-protected funds. */
  fixedIncome: boolean;
}

/** Candidate titles and texts, filled in; the feed picks one title and two texts. */
export interface Lines {
  titles: readonly string[];
  texts: readonly string[];
}

const MONEY_LIKE = new Set(FUND_KINDS.filter((k) => k.moneyLike).map((k) => Number(k.stype)));
const FIXED_INCOME = new Set<number>([FundSubtype.Bond, FundSubtype.CapitalProtected, FundSubtype.AMarket]);

/** Whether a subtype's funds are money-like or bond-like (what a fixed-income manager runs). */
export function isFixedIncomeKind(stype: number): boolean {
  return MONEY_LIKE.has(stype) || FIXED_INCOME.has(stype);
}

/** Fills {name} placeholders from `vars`. */
export function fill(templates: readonly string[], vars: Record<string, string | null>): string[] {
  // A template naming a figure the subject lacks is left out.
  return templates.filter((t) => Object.entries(vars).every(([k, v]) => v !== null || !t.includes(`{${k}}`)))
    .map((t) => Object.entries(vars).reduce((s, [k, v]) => s.replaceAll(`{${k}}`, v ?? ''), t));
}

/** The row on or before `day`, and its predecessor. */
function upTo<T extends { date: string }>(rows: readonly T[], day: string): T[] {
  let end = rows.length;
  while (end > 0 && (rows[end - 1]?.date ?? '') > day) end -= 1;
  return rows.slice(0, end);
}

export function fundLines(f: FundSubject, day: string): Lines {
  const perf = performanceOf(upTo(f.navs, day));
  const p = perf.percent_year;
  const up = p !== null && !p.startsWith('-');
  const vars = { n: f.name, p, y: perf.year_yld, w: perf.tenthou_unit_incm, i: f.indexName };
  if (MONEY_LIKE.has(f.stype)) {
    return {
      titles: fill(['{n}：七日年化{y}%，闲钱理财好去处', '{n}：万份收益{w}元，随存随取', '深度解读{n}：货币基金怎么选'], vars),
      texts: fill(['{n}主要投资于短期货币市场工具，流动性好、波动低。', '{n}最新七日年化收益率{y}%，适合存放日常备用金。', '货币基金收益随市场利率变化，过往收益不代表未来表现。'], vars),
    };
  }
  if (f.indexName !== null) {
    return {
      titles: fill(['{n}：近一年收益{p}%，紧跟{i}', '深度解读{n}的投资逻辑', '{n}季报解读：跟踪误差与规模变化'], vars),
      texts: fill(['{n}紧密跟踪{i}，力求跟踪误差最小化。', '指数基金费率较低、持仓透明，适合长期定投。', '{n}近一年收益{p}%，与{i}走势基本一致。'], vars),
    };
  }
  if (FIXED_INCOME.has(f.stype)) {
    return {
      titles: fill([up ? '{n}：近一年收益{p}%，稳健增值靠什么' : '{n}：近一年收益{p}%，债市调整中如何看待', '深度解读{n}的投资逻辑', '{n}季报解读：久期与券种配置'], vars),
      texts: fill(['{n}以中高等级信用债和利率债为主，注重控制回撤。', '基金经理在季报中表示将保持组合久期中性、严控信用风险。', '{n}近一年收益{p}%，波动明显低于权益类基金。'], vars),
    };
  }
  return {
    titles: fill([up ? '{n}：近一年收益{p}%，业绩背后的投资逻辑' : '{n}：近一年收益{p}%，回撤中如何看待', '深度解读{n}的投资逻辑', '{n}季报解读：仓位与重仓股变化'], vars),
    texts: fill(['{n}坚持价值投资理念，重仓行业龙头。', '基金经理在季报中表示将继续关注高质量成长机会。', up ? '{n}近一年收益{p}%，长期持有体验较好。' : '{n}近一年收益{p}%，短期波动较大，宜长期看待。'], vars),
  };
}

/** The index's close on the last trading day up to `day`: 收涨/收跌 and the size of the move. */
export function indexLines(ix: IndexSubject, day: string): Lines {
  const rows = upTo(ix.rows, day);
  const last = rows.at(-1);
  const before = rows.at(-2);
  const change = last && before ? percentChange(last.close, before.close) : null;
  const move = change === null ? null : change.startsWith('-') ? `收跌${change.slice(1)}` : `收涨${change}`;
  const pe = ix.pePercentile === null ? null : Number(ix.pePercentile);
  const valuation = pe === null ? null : pe < 30 ? '偏低' : pe > 70 ? '偏高' : '中等';
  const vars = { n: ix.name, m: move, v: valuation };
  const valuationTitle = valuation === '偏低' ? '{n}估值处于近三年偏低区间，配置价值显现' : valuation === '偏高' ? '{n}估值处于近三年偏高区间，注意控制节奏' : '{n}震荡整理，关注结构性机会';
  return {
    titles: fill(['{n}{m}%，后市怎么看', valuationTitle, '{n}震荡整理，关注结构性机会'], vars),
    texts: fill(['从估值看，{n}市盈率分位处于近三年{v}水平。', '短期市场或延续震荡，建议以定投方式分批布局。', '成交量温和放大，资金对优质资产的关注度提升。'], vars),
  };
}

export function managerLines(m: ManagerSubject): Lines {
  const vars = { n: m.name };
  return m.fixedIncome
    ? {
      titles: fill(['对话{n}：在利率波动中守住稳健', '{n}的固收框架：久期、信用与流动性', '{n}最新观点：债市机会在哪里'], vars),
      texts: fill(['{n}表示，固收投资的首要任务是控制信用风险。', '{n}强调组合的流动性管理与回撤控制。', '{n}认为当前利率水平下中短久期债券性价比较高。'], vars),
    }
    : {
      titles: fill(['对话{n}：在不确定中寻找确定性', '{n}的投资框架：好行业、好公司、好价格', '{n}最新观点：看好哪些方向'], vars),
      texts: fill(['{n}表示，长期来看企业盈利才是股价的核心驱动。', '{n}强调组合的分散与回撤控制。', '{n}认为当前估值水平下权益资产具备吸引力。'], vars),
    };
}
