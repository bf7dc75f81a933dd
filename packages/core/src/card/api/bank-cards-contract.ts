// Request schemas and answer types of the bank-card area (spec 01 §7, the bind form of 03 §3).
import { s } from '../../api/schema';
import { f } from '../../api/contract/common-fields';
import { defineContract, res } from '../../api/contract/define-contract';
import { bankCardsRoutes } from './bank-cards-routes';
import type { Bank, BankCard, OkAnswer } from '../../api/contract/entities';
import { BANK_CARD_MESSAGES, ID_CARD_MESSAGES } from '../../forms/validation-messages';

const cardNo = () => s.string({ pattern: /^\d{12,20}$/, message: BANK_CARD_MESSAGES.invalid });
// A card in status 1 is sent with the identity number and real name blanked (spec 01 §5).
const idCardOrBlank = () => s.string({ pattern: /^(|\d{15}|\d{17}[\dXx])$/, message: ID_CARD_MESSAGES.invalid });
const area = () => s.optional(s.string({ max: 32 }));

export const bankCardsContract = defineContract('bankCards', bankCardsRoutes, {
  mine: { query: s.object({ is_default: f.flag() }), response: res<BankCard[]>() },
  banks: { response: res<Bank[]>() },
  check: { body: s.object({ bank_card_no: cardNo() }), response: res<{ bank: Bank; bank_card_type: number }>() },
  verifyIdentity: {
    body: s.object({
      bank_card_no: cardNo(),
      real_name: s.string({ max: 20 }),
      id_card_no: idCardOrBlank(),
      mobile: f.mobile(),
      bank: f.id(),
      status: s.optional(s.int()),
      bank_card_id: s.optional(f.id()),
    }),
    response: res<OkAnswer>(),
  },
  // province ... career are sent by users who have no trade password yet.
  bind: {
    body: s.object({
      bank_card_no: cardNo(),
      real_name: s.string({ max: 20 }),
      id_card_no: idCardOrBlank(),
      mobile: f.mobile(),
      captcha: f.captcha(),
      bank: f.id(),
      status: s.optional(s.int()),
      device: s.optional(s.string({ max: 64 })),
      bank_card_id: s.optional(f.id()),
      password: f.tradePassword(),
      province: area(),
      city: area(),
      district: area(),
      street: s.optional(s.string({ max: 128 })),
      career: s.optional(f.id()),
    }),
    response: res<BankCard>(),
  },
});
