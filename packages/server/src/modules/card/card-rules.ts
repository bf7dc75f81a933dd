// Which card a number is and whether it may be bound: core's Luhn check, the BIN's bank, the bank's
// state and the one-card-one-account rule. Shared by check, verify and bind.
import type { Kysely } from 'kysely';
import { BANK_CARD_ERRORS, type BankCardErrorKey } from '@fund/core/card';
import { checkBankCardNo, normalizeBankCardNo } from '@fund/core/account';
import type { DB } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { lookupHash } from '../account/auth/field-protection';
import { BANK_STATUS, bankOfCard, type BankInfo } from './banks';
import * as repo from './repo';

export const CARD_MESSAGES = {
  bankMismatch: '银行卡号与所选银行不一致，请核对',
  verifyFirst: '请先验证银行卡信息并获取验证码',
  notFound: '银行卡不存在',
  unavailable: '该银行卡暂不可用',
  addressRequired: '首次开户请填写联系地址和职业',
  areaUnknown: '请选择正确的省市区',
  careerUnknown: '请选择正确的职业',
} as const;

export function bankError(key: BankCardErrorKey): ApiError {
  return new ApiError(400, { [key]: [BANK_CARD_ERRORS[key]] });
}

export function cardHash(cardNo: string): string {
  return lookupHash('bank_card', cardNo);
}

export interface CheckedCard {
  cardNo: string;
  hash: string;
  bank: BankInfo;
}

/** The card number's shape and bank; `bankId`, when given, must be the bank the number belongs to. */
export function identifyCard(raw: string, bankId?: number): CheckedCard {
  const cardNo = normalizeBankCardNo(raw);
  const problem = checkBankCardNo(cardNo);
  if (problem) throw new ApiError(400, { bank_card_no: [problem] });
  const bank = bankOfCard(cardNo);
  if (!bank) throw bankError('bank_no_valid');
  if (bank.status === BANK_STATUS.suspended) throw bankError('bank_status_no_valid');
  if (bankId !== undefined && bankId !== bank.id) throw new ApiError(400, { bank: [CARD_MESSAGES.bankMismatch] });
  return { cardNo, hash: cardHash(cardNo), bank };
}

/**
 * A number bound before is bank_card_exist, except the user's own card being authenticated again
 * (`reauthCardId`), which must be that very card.
 */
export async function checkNotBound(db: Kysely<DB>, userId: number, card: CheckedCard, reauthCardId?: number): Promise<void> {
  const bound = await repo.cardByHash(db, card.hash);
  if (!bound) return;
  if (reauthCardId !== undefined && bound.id === reauthCardId && bound.user_id === userId) return;
  throw bankError('bank_card_exist');
}
