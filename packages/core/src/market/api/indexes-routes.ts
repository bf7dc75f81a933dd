// Routes of the indexes area (spec 02 §7): what the client ships. Schemas: ./indexes-contract.ts.
import { route } from '../../api/contract/route';

export const indexesRoutes = {
  list: route('GET', '/symbols/indexes/'),
  recommend: route('GET', '/symbols/indexes/recommend/'),
  opportunity: route('GET', '/symbols/indexes/opportunity/'),
  peIndexes: route('GET', '/symbols/indexes/{symbol}/pe_indexes/'),
  relatedFunds: route('GET', '/symbols/indexes/{symbol}/related_funds/'),
  forecast: route('GET', '/symbols/indexes/{symbol}/forecast/'),
  holdSymbols: route('GET', '/symbols/indexes/{symbol}/hold_symbols/'),
  holdSymbolsAnalyse: route('GET', '/symbols/indexes/{symbol}/hold_symbols_analyse/'),
};
