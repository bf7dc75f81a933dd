// Request schemas and answer types of the indexes area (spec 02 §7).
import { defineContract, res } from '../define-contract';
import { pageQuery } from '../common-fields';
import { indexesRoutes } from '../routes/indexes-routes';
import type { FundRow, JsonObject, Page, SymbolRef } from '../entities';

const json = () => res<JsonObject>();

export const indexesContract = defineContract('indexes', indexesRoutes, {
  list: { query: pageQuery(20), response: res<Page<SymbolRef & JsonObject>>() },
  // The home page reloads it every 4 s.
  recommend: { response: res<(SymbolRef & JsonObject)[]>() },
  opportunity: { response: json() },
  peIndexes: { response: json() },
  relatedFunds: { query: pageQuery(10), response: res<Page<FundRow>>() },
  forecast: { response: json() },
  holdSymbols: { response: res<JsonObject[]>() },
  holdSymbolsAnalyse: { response: json() },
});
