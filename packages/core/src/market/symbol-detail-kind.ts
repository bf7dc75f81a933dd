// Which detail /s/{symbol}/ shows: a fund, a stock or an index, and the sub-pages it links to.
import { SYMBOL_LINK_TEXTS } from './market-texts';

export type SymbolDetailKind = 'fund' | 'stock' | 'index';

/** Fund codes are six digits; stocks and indexes carry their exchange (SH600037, SZ399001). */
export function isFundCode(symbol: string): boolean {
  return /^\d{6}$/.test(symbol);
}

/** The kind from the wire's symbol_type (1 stock, 3 fund, 5 index); null for any other type. */
export function symbolDetailKind(symbolType: number | null | undefined): SymbolDetailKind | null {
  if (symbolType === 1) return 'stock';
  if (symbolType === 3) return 'fund';
  if (symbolType === 5) return 'index';
  return null;
}

export interface SymbolLink {
  label: string;
  url: string;
}

/** The sub-pages of a symbol's detail page (spec 02 §2 and 03 §2), as spec URLs. */
export function symbolLinks(kind: SymbolDetailKind, symbol: string): SymbolLink[] {
  const at = (path: string) => `/s/${encodeURIComponent(symbol)}/${path}`;
  if (kind === 'fund') {
    return [
      { label: SYMBOL_LINK_TEXTS.holdSymbols, url: at('hold_symbols/') },
      { label: SYMBOL_LINK_TEXTS.achievementRank, url: at('achievement_rank/') },
      { label: SYMBOL_LINK_TEXTS.managersAchievements, url: at('managers_achivements_history/') },
      { label: SYMBOL_LINK_TEXTS.holdersAnalyse, url: at('holders_analyse/') },
      { label: SYMBOL_LINK_TEXTS.assetForecast, url: at('asset_forecast/') },
      { label: SYMBOL_LINK_TEXTS.timelineStatuses, url: at('timeline_statuses/') },
    ];
  }
  if (kind === 'stock') {
    return [
      { label: SYMBOL_LINK_TEXTS.stockHoldersAnalyse, url: at('holders_analyse/') },
      { label: SYMBOL_LINK_TEXTS.holdersAtlas, url: at('holders_atlas/?type=holders_atlas') },
      { label: SYMBOL_LINK_TEXTS.blockTrades, url: at('block_trades/') },
      { label: SYMBOL_LINK_TEXTS.similarKLine, url: at('similar_k_line/') },
      { label: SYMBOL_LINK_TEXTS.timelineStatuses, url: at('timeline_statuses/') },
    ];
  }
  return [
    { label: SYMBOL_LINK_TEXTS.similarKLine, url: at('similar_k_line/') },
    { label: SYMBOL_LINK_TEXTS.timelineStatuses, url: at('timeline_statuses/') },
  ];
}
