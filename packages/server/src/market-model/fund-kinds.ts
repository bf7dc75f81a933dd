// How each fund subtype behaves in the demo market: how many, how risky, how it moves, what it costs.
import { FundSubtype } from '@fund/core/fund';

export interface FundKind {
  stype: FundSubtype;
  count: number;
  /** Name suffix after the theme. */
  word: string;
  risk: readonly [number, number];
  /** Daily drift and volatility of the NAV, in 1e-6. Money-like kinds keep NAV at 1 and pay a yield. */
  driftMicro: number;
  sdMicro: number;
  moneyLike: boolean;
  /** Tracks an index's daily moves. */
  tracksIndex: boolean;
  fareBuy: string;
  fareSell: string;
  manageFare: string;
  tDaysSell: number;
}

const kind = (k: Omit<FundKind, 'moneyLike' | 'tracksIndex'> & Partial<FundKind>): FundKind => ({ moneyLike: false, tracksIndex: false, ...k });

export const FUND_KINDS: readonly FundKind[] = [
  kind({ stype: FundSubtype.Stock, count: 40, word: '股票', risk: [4, 5], driftMicro: 320, sdMicro: 14000, fareBuy: '0.015000', fareSell: '0.005000', manageFare: '0.012000', tDaysSell: 1 }),
  kind({ stype: FundSubtype.Mixed, count: 45, word: '混合', risk: [3, 4], driftMicro: 260, sdMicro: 11000, fareBuy: '0.015000', fareSell: '0.005000', manageFare: '0.012000', tDaysSell: 1 }),
  kind({ stype: FundSubtype.Bond, count: 35, word: '债券', risk: [2, 2], driftMicro: 150, sdMicro: 700, fareBuy: '0.008000', fareSell: '0.001000', manageFare: '0.003000', tDaysSell: 1 }),
  kind({ stype: FundSubtype.Index, count: 30, word: '指数', risk: [4, 4], driftMicro: 20, sdMicro: 400, tracksIndex: true, fareBuy: '0.012000', fareSell: '0.005000', manageFare: '0.005000', tDaysSell: 1 }),
  kind({ stype: FundSubtype.CapitalProtected, count: 6, word: '保本', risk: [1, 2], driftMicro: 120, sdMicro: 1200, fareBuy: '0.010000', fareSell: '0.005000', manageFare: '0.010000', tDaysSell: 2 }),
  kind({ stype: FundSubtype.Qdii, count: 15, word: 'QDII', risk: [4, 5], driftMicro: 300, sdMicro: 12000, fareBuy: '0.015000', fareSell: '0.005000', manageFare: '0.015000', tDaysSell: 3 }),
  kind({ stype: FundSubtype.Money, count: 20, word: '货币', risk: [1, 1], driftMicro: 0, sdMicro: 0, moneyLike: true, fareBuy: '0.000000', fareSell: '0.000000', manageFare: '0.002500', tDaysSell: 1 }),
  kind({ stype: FundSubtype.WealthManagement, count: 6, word: '理财', risk: [1, 2], driftMicro: 0, sdMicro: 0, moneyLike: true, fareBuy: '0.000000', fareSell: '0.000000', manageFare: '0.003000', tDaysSell: 1 }),
  kind({ stype: FundSubtype.ClosedEnd, count: 6, word: '封闭', risk: [3, 3], driftMicro: 200, sdMicro: 9000, fareBuy: '0.012000', fareSell: '0.005000', manageFare: '0.010000', tDaysSell: 2 }),
  kind({ stype: FundSubtype.Other, count: 6, word: '另类', risk: [3, 3], driftMicro: 150, sdMicro: 5000, fareBuy: '0.010000', fareSell: '0.005000', manageFare: '0.008000', tDaysSell: 2 }),
  kind({ stype: FundSubtype.Fof, count: 15, word: 'FOF', risk: [3, 3], driftMicro: 200, sdMicro: 5500, fareBuy: '0.012000', fareSell: '0.005000', manageFare: '0.008000', tDaysSell: 3 }),
  kind({ stype: FundSubtype.AMarket, count: 8, word: '分级A', risk: [2, 2], driftMicro: 160, sdMicro: 900, fareBuy: '0.008000', fareSell: '0.003000', manageFare: '0.008000', tDaysSell: 1 }),
  kind({ stype: FundSubtype.BMarket, count: 8, word: '分级B', risk: [5, 5], driftMicro: 350, sdMicro: 24000, fareBuy: '0.012000', fareSell: '0.005000', manageFare: '0.010000', tDaysSell: 1 }),
];
