// Routes of the bank cards area (spec 01 §7): what the client ships. Schemas: ./bank-cards-contract.ts.
import { route } from '../../api/contract/route';

export const bankCardsRoutes = {
  mine: route('GET', '/accounts/bank_cards/mine/'),
  banks: route('GET', '/accounts/banks/'),
  check: route('POST', '/accounts/bank_cards/check/'),
  verifyIdentity: route('POST', '/funds/identity_auth/verify/'),
  bind: route('POST', '/funds/bind_bank_card/'),
};
