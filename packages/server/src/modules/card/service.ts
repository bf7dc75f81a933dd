// Binding a card: verify (identity, card, bank check, SMS to the reserved mobile), then bind (SMS code,
// trade password set or checked, identity saved, card stored encrypted). Lists answer masked numbers only.
import type { Kysely, Selectable } from 'kysely';
import { BankCardStatus } from '@fund/core/card';
import { cardTail, maskBankCard } from '@fund/core/money';
import { checkTradePasswordSetting } from '@fund/core/trade';
import type { Wire } from '@fund/core/api';
import type { DB } from '../../db/schema';
import type { BankCardsTable } from '../../db/tables/bank-card-tables';
import { ApiError, detailError } from '../../http/api-error';
import { protectField, revealField } from '../account/auth/field-protection';
import { hashTradePin } from '../account/trade-password/pin-hash';
import { findUser, updateUser } from '../account/repo';
import { checkCaptcha, sendCaptcha } from '../account/sms/captcha-service';
import { mobileLookupHash, type SmsSender } from '../account/sms/sms-sender';
import { verifyTradePassword } from '../account/trade-password/service';
import { findIdentity, insertIdentity, resolveIdentity } from '../account/identity/service';
import { checkAddress, type AddressInput } from './address-rules';
import { simulatedBankGateway, type BankGateway } from './bank-gateway';
import { bankById, bankWire } from './banks';
import { bankError, CARD_MESSAGES, checkNotBound, identifyCard } from './card-rules';
import * as repo from './repo';
import { iso } from '../account/auth/timestamps';

const VERIFICATION_TTL_MS = 10 * 60_000;
const DEBIT_CARD = 0;

export async function cardWire(db: Kysely<DB>, row: Selectable<BankCardsTable>): Promise<Wire.BankCard> {
  const identity = await findIdentity(db, row.user_id);
  return cardWireOf(row, identity?.real_name ?? '');
}

/** A card in its wire shape, given its owner's real name ('' before identity verification). */
export function cardWireOf(row: Selectable<BankCardsTable>, realName: string): Wire.BankCard {
  const bank = bankById(row.bank_id);
  if (!bank) throw new Error(`unknown bank ${row.bank_id}`);
  return {
    id: row.id,
    bank_card_no_tail: row.card_tail,
    bank_card_no: maskBankCard(revealField(row.card_no_enc), 'bin-and-tail'),
    is_default: row.is_default,
    real_name: realName,
    bank_card_type: row.bank_card_type,
    allow_sell: row.status !== BankCardStatus.Unavailable,
    allow_buy: row.status === BankCardStatus.Verified,
    allow_transfer: 0,
    status: row.status,
    bank: bankWire(bank),
  };
}

export async function myCards(db: Kysely<DB>, userId: number, onlyDefault: boolean): Promise<Wire.BankCard[]> {
  const rows = await repo.cardsOf(db, userId, onlyDefault);
  return Promise.all(rows.map((r) => cardWire(db, r)));
}

export async function myCard(db: Kysely<DB>, userId: number, cardId: number): Promise<Wire.BankCard> {
  const row = await repo.ownCard(db, userId, cardId);
  if (!row) throw detailError(404, CARD_MESSAGES.notFound);
  return cardWire(db, row);
}

export async function setDefaultCard(db: Kysely<DB>, userId: number, cardId: number, now: Date): Promise<Wire.BankCard> {
  const row = await repo.ownCard(db, userId, cardId);
  if (!row) throw detailError(404, CARD_MESSAGES.notFound);
  if (row.status === BankCardStatus.Unavailable) throw new ApiError(400, { detail: [CARD_MESSAGES.unavailable] });
  await repo.makeDefault(db, userId, cardId, now);
  return myCard(db, userId, cardId);
}

export interface CardForm {
  bank_card_no: string;
  real_name: string;
  id_card_no: string;
  mobile: string;
  bank: number;
  bank_card_id?: number;
}

/** The card being authenticated again must be the user's own card in status NeedsAuth. */
async function reauthTarget(db: Kysely<DB>, userId: number, cardId: number | undefined): Promise<number | undefined> {
  if (cardId === undefined) return undefined;
  const row = await repo.ownCard(db, userId, cardId);
  if (!row) throw detailError(404, CARD_MESSAGES.notFound);
  return row.id;
}

export async function verifyCard(db: Kysely<DB>, sms: SmsSender, userId: number, form: CardForm, gateway: BankGateway = simulatedBankGateway, now: Date): Promise<void> {
  // Whose card is being authenticated again is settled before anything else is looked at.
  const reauthId = await reauthTarget(db, userId, form.bank_card_id);
  const identity = await resolveIdentity(db, userId, form.real_name, form.id_card_no, now);
  const card = identifyCard(form.bank_card_no, form.bank);
  await checkNotBound(db, userId, card, reauthId);
  const outcome = await gateway.verifyCard({ cardNo: card.cardNo, realName: identity.realName, idCardNo: identity.idCardNo, mobile: form.mobile });
  if (outcome !== 'ok') throw bankError(outcome);
  await repo.saveVerification(db, {
    user_id: userId,
    card_no_hash: card.hash,
    bank_id: card.bank.id,
    reserved_mobile_hash: mobileLookupHash(form.mobile),
    verified_at: iso(now),
    expires_at: iso(new Date(now.getTime() + VERIFICATION_TTL_MS)),
  });
  await sendCaptcha(db, sms, form.mobile, now, 'bank');
}

export interface BindForm extends CardForm, AddressInput {
  captcha: string;
  password: string;
}

export async function bindCard(db: Kysely<DB>, userId: number, form: BindForm, gateway: BankGateway = simulatedBankGateway, now: Date): Promise<Wire.BankCard> {
  const user = await findUser(db, userId);
  if (!user) throw detailError(401, '登录认证失败，请重新登录');
  const reauthId = await reauthTarget(db, userId, form.bank_card_id);
  const identity = await resolveIdentity(db, userId, form.real_name, form.id_card_no, now);
  const card = identifyCard(form.bank_card_no, form.bank);
  await checkNotBound(db, userId, card, reauthId);
  const pending = await repo.findVerification(db, userId, card.hash);
  if (!pending || pending.expires_at.getTime() <= now.getTime() || pending.reserved_mobile_hash !== mobileLookupHash(form.mobile)) {
    throw new ApiError(400, { bank_card_no: [CARD_MESSAGES.verifyFirst] });
  }
  // First account opening: the address and career come with the new trade password.
  const needsPassword = user.trade_password_hash === null;
  const address = needsPassword ? checkAddress(form) : null;
  if (needsPassword) {
    const problem = checkTradePasswordSetting(form.password);
    if (problem) throw new ApiError(400, { password: [problem] });
  } else {
    await verifyTradePassword(db, userId, form.password, now);
  }
  await checkCaptcha(db, form.mobile, form.captcha, true, now, 'bank');

  const cardId = await db.transaction().execute(async (trx) => {
    if (needsPassword) await updateUser(trx, userId, { trade_password_hash: hashTradePin(form.password), updated_at: iso(now) });
    if (!identity.onFile) await insertIdentity(trx, userId, identity, address ?? {}, now);
    await repo.dropVerification(trx, userId, card.hash);
    if (reauthId !== undefined) {
      await repo.setCardStatus(trx, reauthId, BankCardStatus.Verified, now);
      return reauthId;
    }
    const first = (await repo.cardsOf(trx, userId, false)).length === 0;
    return repo.insertCard(trx, {
      user_id: userId,
      bank_id: card.bank.id,
      card_no_enc: protectField(card.cardNo),
      card_no_hash: card.hash,
      card_tail: cardTail(card.cardNo),
      card_bin: card.cardNo.slice(0, 6),
      bank_card_type: DEBIT_CARD,
      reserved_mobile_enc: protectField(form.mobile),
      status: gateway.initialStatus(card.cardNo),
      is_default: first,
      created_at: iso(now),
      updated_at: iso(now),
    });
  });
  return myCard(db, userId, cardId);
}

export function checkCard(raw: string): { bank: Wire.Bank; bank_card_type: number } {
  return { bank: bankWire(identifyCard(raw).bank), bank_card_type: DEBIT_CARD };
}
