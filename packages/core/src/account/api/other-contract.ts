// Request schemas and answer types of the remaining calls: cash account and payment, wallets, shake, FAQ feedback, ad callbacks.
import { s } from '../../api/schema';
import { f, pageQuery } from '../../api/contract/common-fields';
import { answer, defineContract, res } from '../../api/contract/define-contract';
import { otherWalletChangesAnswer } from '../../api/contract/entities/held-answers';
import { otherRoutes } from './other-routes';
import { walletAnswer, walletRecharge, walletWithdrawalAnswer } from '../../wallet/api/wallet-answers';
import { idfaRecorded, shakeFund, supportOk } from './other-answers';
import type { DecimalString } from '../../api/contract/entities';

export const otherContract = defineContract('other', otherRoutes, {
  cashAccountMine: { response: res<{ balance: DecimalString }>() },
  paymentPrice: { query: s.object({ code: s.withDefault(s.string({ max: 32 }), 'weixin_web') }), response: res<{ price: DecimalString }>() },
  // Recharges the cash account (the wallet) from a bound card through the payment channel; the trade password guards it.
  recharge: { body: s.object({ code: f.text(32), amount: f.amount(), bank_card_id: f.id(), password: f.tradePassword() }), response: answer(walletRecharge) },
  shakeNext: { response: answer(shakeFund) },
  // question: which FAQ entry; useful: 有帮助/没帮助; content: what the user wrote. One of useful or content is needed.
  faqFeedback: { body: s.object({ question: s.optional(s.string({ max: 64 })), useful: s.optional(s.bool()), content: s.optional(s.string({ max: 1000 })) }), response: answer(supportOk) },
  // Six channels behind one wildcard path; the channel's suffix fills the '*'. Recorded once per channel and idfa.
  idfaCallback: { query: s.object({ idfa: f.text(64) }), response: answer(idfaRecorded) },
  walletChanges: { query: pageQuery(20), response: answer(otherWalletChangesAnswer) },
  wallet: { response: answer(walletAnswer) },
  walletWithdraw: { body: s.object({ amount: f.amount(), bank_card_id: f.id(), password: f.tradePassword() }), response: answer(walletWithdrawalAnswer) },
});
