// The NAV a fund publishes for a day past the seeded history: its last value moved by a deterministic
// daily return (same fund and day, same move, on every machine), with the spread of its kind from the
// demo market's plan, so holdings earn or lose after the development clock moves on. Money-like funds
// keep NAV 1.0000 and their per-10,000 income.
import { FUND_KINDS } from '../market-model/fund-kinds';
import { applyReturn, e4Text, textToE4 } from '../market-model/fixed-point';
import { Prng } from '../market-model/prng';
import { percentChange } from '../market-model/series';

// Index funds follow their index, whose own daily spread (see indexSeries) dwarfs the fund's noise.
const INDEX_SD_MICRO = 12000;

const KIND_BY_STYPE = new Map(FUND_KINDS.map((kind) => [Number(kind.stype), kind]));

export interface LastNav {
  fundId: number;
  stype: number;
  netValue: string;
  netCumulative: string;
}

export interface PublishedNav {
  netValue: string;
  netCumulative: string;
  percent: string;
}

/** A seed from the fund and the date, so a day's move does not depend on which days were published before. */
function seedOf(fundId: number, day: string): number {
  let h = 2166136261 ^ fundId;
  for (const ch of day) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

export function dailyReturnMicro(fundId: number, stype: number, day: string): number {
  const kind = KIND_BY_STYPE.get(stype);
  if (kind === undefined || kind.moneyLike) return 0;
  const sd = kind.tracksIndex ? INDEX_SD_MICRO : kind.sdMicro;
  return kind.driftMicro + new Prng(seedOf(fundId, day)).bell(sd);
}

export function publishedNav(last: LastNav, day: string): PublishedNav {
  const before = textToE4(last.netValue);
  const now = Math.max(1000, applyReturn(before, dailyReturnMicro(last.fundId, last.stype, day)));
  const netValue = e4Text(now);
  return { netValue, netCumulative: e4Text(textToE4(last.netCumulative) + now - before), percent: percentChange(netValue, last.netValue) };
}
