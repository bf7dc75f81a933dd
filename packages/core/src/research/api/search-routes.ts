// Routes of the search area (spec 02 §7): what the client ships. Schemas: ./search-contract.ts.
import { route } from '../../api/contract/route';

export const searchRoutes = {
  symbols: route('GET', '/search/symbols/'),
  fundManagers: route('GET', '/search/fund_managers/'),
  suggestions: route('GET', '/search/suggestions/'),
  statuses: route('GET', '/search/statuses/'),
};
