// The categories of the asset allocation pie, in display order.

export const AssetPieCategory = {
  Stock: 'stock',
  Bond: 'bond',
  Cash: 'cash',
  Other: 'other',
} as const;
export type AssetPieCategory = (typeof AssetPieCategory)[keyof typeof AssetPieCategory];

export const ASSET_PIE_CATEGORIES: readonly AssetPieCategory[] = [
  AssetPieCategory.Stock,
  AssetPieCategory.Bond,
  AssetPieCategory.Cash,
  AssetPieCategory.Other,
];
