// What my assets shows: the asset blocks (a fare only above 0), the daily income bars (red up, green
// down, oldest on the left) and the allocation pie over stock, bond, cash and other.
import type { AssetBlock, AssetsTotal, IncomePoint } from '../api/contract/entities';
import { ASSET_PIE_CATEGORY_TEXTS, MY_ASSETS_TEXTS } from './assets-screen-texts';
import { ASSET_PIE_CATEGORIES, type AssetPieCategory } from './asset-pie';
import { formatAmount, formatSignedAmount } from '../money/amount-format';
import { parseDecimal, roundHalfUp } from '../money/decimal';
import { toneOf, type PercentTone } from '../money/percent-format';

export type AssetBlockKey = keyof typeof MY_ASSETS_TEXTS.blocks;

export interface AssetBlockRow {
  key: AssetBlockKey;
  label: string;
  worthText: string;
  incomeLatestText: string;
  incomeLatestTone: PercentTone;
  incomeTotalText: string;
  incomeTotalTone: PercentTone;
  /** '待扣费用 12.00' when the block carries a fare above 0, else null. */
  fareText: string | null;
  /** The holdings page of the block. */
  url: string;
}

const BLOCK_URLS: Readonly<Record<AssetBlockKey, string>> = {
  bao: '/accounts/funds/bao/',
  funds: '/accounts/funds/',
  private_funds: '/accounts/private_funds/',
  fund_portfolios: '/accounts/funds/funds_portfolios/',
};

const BLOCK_ORDER: readonly AssetBlockKey[] = ['bao', 'funds', 'fund_portfolios', 'private_funds'];

/** A fare is shown only when above 0. */
export function showsFare(fare: string | null | undefined): boolean {
  const value = parseDecimal(fare);
  return value !== null && value.gt(0);
}

function row(key: AssetBlockKey, block: AssetBlock): AssetBlockRow {
  return {
    key,
    label: MY_ASSETS_TEXTS.blocks[key],
    worthText: formatAmount(block.worth_value),
    incomeLatestText: formatSignedAmount(block.income_latest),
    incomeLatestTone: toneOf(block.income_latest),
    incomeTotalText: formatSignedAmount(block.income_total),
    incomeTotalTone: toneOf(block.income_total),
    fareText: showsFare(block.fare) ? `${MY_ASSETS_TEXTS.fare} ${formatAmount(block.fare)}` : null,
    url: BLOCK_URLS[key],
  };
}

/** The blocks the server sent, in screen order (cash treasure, funds, portfolios, private funds). */
export function assetBlockRows(assets: AssetsTotal): AssetBlockRow[] {
  return BLOCK_ORDER.flatMap((key) => {
    const block = assets[key];
    return block === undefined ? [] : [row(key, block)];
  });
}

export interface IncomeBar {
  date: string;
  /** For drawing only; the text beside it is the exact decimal. */
  value: number;
  text: string;
  tone: PercentTone;
}

/** Income points (the server sends the newest first) as bars from the oldest to the newest. */
export function incomeBars(points: readonly IncomePoint[]): IncomeBar[] {
  return [...points]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((p) => ({ date: p.date, value: Number(p.income), text: formatSignedAmount(p.income), tone: toneOf(p.income) }));
}

export interface AssetPieSlice {
  category: AssetPieCategory;
  name: string;
  /** Percent of the total, for drawing. */
  percent: number;
  percentText: string;
  valueText: string;
}

function categoryOf(name: unknown, index: number): AssetPieCategory | null {
  const byName = ASSET_PIE_CATEGORIES.find((c) => ASSET_PIE_CATEGORY_TEXTS[c] === name || c === name);
  return byName ?? ASSET_PIE_CATEGORIES[index] ?? null;
}

/**
 * The allocation report ({worth_value, allocation: [{name, value, percent}]}) as the pie's four slices in
 * the order stock, bond, cash, other; null when nothing is held (no total above 0) or the answer is not one.
 */
export function assetPieSlices(report: unknown): AssetPieSlice[] | null {
  if (typeof report !== 'object' || report === null) return null;
  const { allocation } = report as { allocation?: unknown };
  if (!Array.isArray(allocation)) return null;
  const sums = new Map<AssetPieCategory, { value: number; valueText: string; percent: number; percentText: string }>();
  allocation.forEach((item: unknown, index) => {
    if (typeof item !== 'object' || item === null) return;
    const { name, value, percent } = item as { name?: unknown; value?: unknown; percent?: unknown };
    const category = categoryOf(name, index);
    const amount = parseDecimal(value);
    const share = parseDecimal(percent);
    if (category === null || amount === null || share === null || sums.has(category)) return;
    const rounded = roundHalfUp(share, 2);
    sums.set(category, { value: amount.toNumber(), valueText: formatAmount(amount), percent: rounded.toNumber(), percentText: `${rounded.toFixed(2)}%` });
  });
  if (![...sums.values()].some((s) => s.value > 0)) return null;
  return ASSET_PIE_CATEGORIES.map((category) => {
    const s = sums.get(category) ?? { value: 0, valueText: formatAmount(0), percent: 0, percentText: '0.00%' };
    return { category, name: ASSET_PIE_CATEGORY_TEXTS[category], percent: s.percent, percentText: s.percentText, valueText: s.valueText };
  });
}

/** Whether a stored value (an offline copy) has the totals' shape. */
export function isAssetsTotal(x: unknown): x is AssetsTotal {
  if (typeof x !== 'object' || x === null) return false;
  const t = x as Record<string, unknown>;
  return typeof t.assets_total === 'string' && typeof t.income_latest === 'string' && typeof t.income_total === 'string';
}
