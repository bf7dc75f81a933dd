// The holders atlas: each top holder with the other stocks it holds. A group of more than 5 symbols
// shows 4 and a 查看全部 link (spec 02 §9, 03 §9); 5 or fewer show whole.
import { HOLDER_ATLAS_TRIM_ABOVE, PAGE_SIZE } from '../pager/page-sizes';
import type { JsonObject } from '../api/contract/entities/common-types';
import { jsonDecimal, jsonInt, jsonObjects, jsonText } from './market-json';

export interface TrimmedGroup<T> {
  shown: T[];
  /** The group was cut: show the view-all link. */
  trimmed: boolean;
}

export function trimAtlasSymbols<T>(symbols: readonly T[], expanded = false): TrimmedGroup<T> {
  if (expanded || symbols.length <= HOLDER_ATLAS_TRIM_ABOVE) return { shown: [...symbols], trimmed: false };
  return { shown: symbols.slice(0, PAGE_SIZE.holderAtlasSymbolGroup), trimmed: true };
}

export interface AtlasSymbol {
  symbol: string;
  name: string;
  percent: string | null;
}

export interface AtlasHolder {
  shareholderId: number | null;
  name: string;
  kind: string;
  percent: string | null;
  symbols: AtlasSymbol[];
}

export interface HolderAtlas {
  reportDate: string | null;
  holders: AtlasHolder[];
}

export function readHolderAtlas(answer: JsonObject): HolderAtlas {
  return {
    reportDate: jsonText(answer, 'report_date'),
    holders: jsonObjects(answer, 'holders').map((h) => ({
      shareholderId: jsonInt(h, 'shareholder_id'),
      name: jsonText(h, 'name') ?? '',
      kind: jsonText(h, 'kind') ?? '',
      percent: jsonDecimal(h, 'percent'),
      symbols: jsonObjects(h, 'symbols').map((s) => ({ symbol: jsonText(s, 'symbol') ?? '', name: jsonText(s, 'abbr_name') ?? '', percent: jsonDecimal(s, 'percent') })),
    })),
  };
}
