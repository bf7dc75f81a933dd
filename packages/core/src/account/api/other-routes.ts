// Routes of the other area (spec 01 and 03 §7): what the client ships. Schemas: ./other-contract.ts.
import { route } from '../../api/contract/route';

export const otherRoutes = {
  cashAccountMine: route('GET', '/cash/account/mine/'),
  paymentPrice: route('GET', '/cash/payment/price/'),
  recharge: route('POST', '/cash/payment/recharge/', { idempotent: true }),
  shakeNext: route('GET', '/shakes/symbols/next/'),
  faqFeedback: route('POST', '/support/faq_feedbacks/'),
  idfaCallback: route('GET', '/apps/idfa/callback*'),
  walletChanges: route('GET', '/wallets/account/changes/'),
  wallet: route('GET', '/wallets/account/mine/'),
  walletWithdraw: route('POST', '/wallets/withdraw/', { idempotent: true }),
};
