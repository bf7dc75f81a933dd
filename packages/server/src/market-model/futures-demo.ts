// The demo futures world: asset-management products with their NAVs and reviews, instrument quotes, and
// the accounts a demo investor has linked. Shared by the seed (products, quotes) and the futures module
// (a demo investor's accounts); integers and a seeded PRNG only, so every machine builds the same data.
import type { FuturesDirection, FuturesExchange, FuturesProductType } from '@fund/core/market';
import { NAV_DP, roundHalfUp, toAmountString, toDecimal, toNavString } from '@fund/core/money';
import { Prng } from './prng';

export interface DemoFuturesProduct {
  name: string;
  product_type: FuturesProductType;
  manager: string;
  strategy: string;
  description: string;
  risk_level: number;
  min_amount: string;
  /** Mean and spread of a day's return, in hundredths of a basis point (1e-6). */
  driftMicro: number;
  sdMicro: number;
}

export const DEMO_FUTURES_PRODUCTS: readonly DemoFuturesProduct[] = [
  { name: '宏源CTA趋势1号集合资产管理计划', product_type: 'collective', manager: '陈立', strategy: '商品期货趋势跟踪', description: '以中长周期趋势信号在商品期货上双向持仓，分散于黑色、有色、能化与农产品板块。', risk_level: 4, min_amount: '300000.00', driftMicro: 320, sdMicro: 9000 },
  { name: '宏源套利稳健2号集合资产管理计划', product_type: 'collective', manager: '刘海燕', strategy: '跨期与跨品种套利', description: '捕捉同一品种不同月份及相关品种之间的价差回归，净敞口低，回撤小。', risk_level: 3, min_amount: '300000.00', driftMicro: 180, sdMicro: 2500 },
  { name: '宏源多策略配置3号集合资产管理计划', product_type: 'collective', manager: '赵明远', strategy: '股指增强与商品CTA配置', description: '股指期货增强与商品CTA两类策略按风险预算配置，定期再平衡。', risk_level: 4, min_amount: '300000.00', driftMicro: 260, sdMicro: 7000 },
  { name: '宏源定制单一资产管理计划（甲）', product_type: 'single', manager: '孙静', strategy: '客户定制期权对冲', description: '为单一机构客户定制，以场内期权对冲现货价格风险。', risk_level: 3, min_amount: '10000000.00', driftMicro: 150, sdMicro: 2000 },
  { name: '宏源商品期货ETF联接A', product_type: 'public_fund', manager: '周晓', strategy: '跟踪商品期货价格指数', description: '主要投资于目标商品期货ETF，紧密跟踪标的指数表现。', risk_level: 4, min_amount: '10.00', driftMicro: 200, sdMicro: 11000 },
  { name: '宏源短债增强A', product_type: 'public_fund', manager: '吴磊', strategy: '短久期债券加国债期货套保', description: '以短久期债券为底仓，用国债期货管理利率风险。', risk_level: 2, min_amount: '10.00', driftMicro: 110, sdMicro: 600 },
];

/** Reviews: [product index, author, rating, title, content, trading days before the as-of day]. */
export const DEMO_FUTURES_REVIEWS: readonly (readonly [number, string, number, string, string, number])[] = [
  [0, '研究员 王磊', 5, '趋势行情中表现突出', '三季度黑色系趋势明显，产品及时加仓螺纹与铁矿空头，净值创新高；震荡期止损纪律执行到位。', 2],
  [0, '投资顾问 李娜', 4, '波动较大，适合长期持有', '策略年化收益可观，但单月回撤可达5%以上，建议以闲置资金长期配置。', 9],
  [0, '研究员 王磊', 4, '板块分散效果良好', '四大商品板块持仓均衡，单一品种风险暴露受控。', 21],
  [1, '投资顾问 张涛', 5, '低波动的现金管理替代', '套利策略净值曲线平滑，最大回撤不足1%，适合稳健型合格投资者。', 4],
  [1, '研究员 陈晨', 4, '价差收敛带来稳定收益', '跨期价差处于历史高位时建仓，收益来源清晰。', 30],
  [2, '投资顾问 李娜', 4, '股商双策略互补', '股指增强与商品CTA相关性低，组合波动明显低于单一策略。', 6],
  [2, '研究员 陈晨', 3, '再平衡频率可再提高', '近期股指波动加大，月度再平衡稍显滞后。', 40],
  [3, '投资顾问 张涛', 4, '对冲效果符合预期', '期权组合有效锁定了客户现货库存的下行风险。', 12],
  [4, '研究员 王磊', 4, '跟踪误差小', '日均跟踪偏离度低于0.05%，适合作为商品配置工具。', 3],
  [4, '投资顾问 李娜', 3, '商品波动需留意', '商品价格受宏观预期影响大，净值波动较高。', 25],
  [5, '研究员 陈晨', 5, '稳健的短债选择', '国债期货套保降低了利率上行时的回撤，收益稳定。', 8],
];

export interface DemoFuturesInstrument {
  symbol: string;
  name: string;
  exchange: FuturesExchange;
  multiplier: number;
  price_unit: string;
  prev_settle: string;
  open: string;
  high: string;
  low: string;
  last_price: string;
  volume: number;
  open_interest: number;
}

/** One day's quotes, as the exchanges print them (each price with its contract's tick places). */
export const DEMO_FUTURES_INSTRUMENTS: readonly DemoFuturesInstrument[] = [
  { symbol: 'rb2601', name: '螺纹钢2601', exchange: 'SHFE', multiplier: 10, price_unit: '元/吨', prev_settle: '3852', open: '3850', high: '3879', low: '3841', last_price: '3868', volume: 1258634, open_interest: 1874520 },
  { symbol: 'cu2601', name: '沪铜2601', exchange: 'SHFE', multiplier: 5, price_unit: '元/吨', prev_settle: '86520', open: '86600', high: '86980', low: '86120', last_price: '86210', volume: 98452, open_interest: 215630 },
  { symbol: 'i2601', name: '铁矿石2601', exchange: 'DCE', multiplier: 100, price_unit: '元/吨', prev_settle: '781.5', open: '782.0', high: '789.5', low: '778.0', last_price: '786.5', volume: 356210, open_interest: 512840 },
  { symbol: 'm2601', name: '豆粕2601', exchange: 'DCE', multiplier: 10, price_unit: '元/吨', prev_settle: '2968', open: '2970', high: '2981', low: '2949', last_price: '2955', volume: 842310, open_interest: 1625400 },
  { symbol: 'SR601', name: '白糖601', exchange: 'CZCE', multiplier: 10, price_unit: '元/吨', prev_settle: '5420', open: '5418', high: '5446', low: '5405', last_price: '5437', volume: 185640, open_interest: 402110 },
  { symbol: 'IF2512', name: '沪深300股指2512', exchange: 'CFFEX', multiplier: 300, price_unit: '指数点', prev_settle: '3961.6', open: '3958.0', high: '3972.4', low: '3940.8', last_price: '3950.2', volume: 86420, open_interest: 245310 },
  { symbol: 'sc2601', name: '原油2601', exchange: 'INE', multiplier: 1000, price_unit: '元/桶', prev_settle: '468.3', open: '469.0', high: '472.8', low: '465.1', last_price: '471.2', volume: 132580, open_interest: 38420 },
];

export interface DemoFuturesPosition {
  symbol: string;
  direction: FuturesDirection;
  lots: number;
}

export interface DemoFuturesAccount {
  broker_name: string;
  /** The account number's last four digits: the full number is never stored. */
  account_tail: string;
  is_default: boolean;
  opening_balance: string;
  positions: readonly DemoFuturesPosition[];
}

/** The two accounts every demo investor has linked: the first is the default. */
export function demoFuturesAccounts(userId: number): DemoFuturesAccount[] {
  const tail = (salt: number) => String((userId * 7919 + salt) % 10000).padStart(4, '0');
  return [
    {
      broker_name: '宏源期货',
      account_tail: tail(1301),
      is_default: true,
      opening_balance: '200000.00',
      positions: [
        { symbol: 'rb2601', direction: 'long', lots: 3 },
        { symbol: 'IF2512', direction: 'short', lots: 1 },
        { symbol: 'm2601', direction: 'long', lots: 5 },
      ],
    },
    {
      broker_name: '中信期货',
      account_tail: tail(5407),
      is_default: false,
      opening_balance: '80000.00',
      positions: [{ symbol: 'i2601', direction: 'short', lots: 2 }],
    },
  ];
}

/** Daily profits of an account over the given days (oldest first), and the balance after each. */
export function demoFuturesDays(seed: number, openingBalance: string, days: readonly string[]): { date: string; profit: string; balance: string }[] {
  const rng = new Prng(seed);
  let balance = toDecimal(openingBalance);
  return days.map((date) => {
    // Cents: a day moves up to about ±3,000 yuan, slightly more often up.
    const profit = toDecimal(rng.bell(120000) + 8000).div(100);
    balance = balance.plus(profit);
    return { date, profit: toAmountString(profit), balance: toAmountString(balance) };
  });
}

/** A product's NAV on each day from 1.0000, compounding a day's return drawn around its drift. */
export function demoFuturesNavs(seed: number, product: DemoFuturesProduct, days: readonly string[]): { date: string; net_value: string }[] {
  const rng = new Prng(seed);
  let nav = toDecimal(1);
  return days.map((date, i) => {
    if (i > 0) nav = roundHalfUp(nav.times(toDecimal(1_000_000 + product.driftMicro + rng.bell(product.sdMicro)).div(1_000_000)), NAV_DP);
    return { date, net_value: toNavString(nav) };
  });
}
