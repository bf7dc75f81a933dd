// Demo mode only: POST /dev/investors makes a fresh investor set up as the demo account is (identity
// verified, one card bound, trade password set, risk tested: balanced, level 3), and answers its credentials and a session.
// Each end-to-end journey trades as its own investor, so no journey sees what another one did.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { BankCardStatus } from '@fund/core/card';
import { cardTail } from '@fund/core/money';
import { idCardCheckChar, passesLuhn } from '@fund/core/account';
import { fromDayNumber } from '@fund/core/calendar';
import type { DB } from '../../db/schema';
import { protectField } from './auth/field-protection';
import { createSession } from './auth/sessions';
import { iso } from './auth/timestamps';
import { bankOfCard } from '../card/banks';
import { cardHash } from '../card/card-rules';
import * as cardRepo from '../card/repo';
import { insertIdentity } from './identity/service';
import { effectiveTo } from '../risk/profile-service';
import { GENERAL_VERSION } from '../risk/questionnaire';
import * as riskRepo from '../risk/repo';
import { hashTradePin } from './trade-password/pin-hash';
import { DEMO_ACCOUNT } from './demo-account';
import { demoPasswordHash } from './demo-passwords';
import * as repo from './repo';
import { createUser, userMobileHash } from './service';

export interface DevInvestor {
  user_id: number;
  mobile: string;
  password: string;
  trade_password: string;
  bank_card_id: number;
  risk_level: number;
  token: { access_token: string };
}

/** A mainland mobile nobody holds yet (137 + 8 random digits). */
async function freeMobile(db: Kysely<DB>): Promise<string> {
  for (;;) {
    const mobile = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    if (!(await repo.findUserByMobileHash(db, userMobileHash({ mobile })))) return mobile;
  }
}

/** An ID number unique to the user: a birth day and sequence drawn from the user id, with its check character. */
function idNumberOf(userId: number): string {
  const birth = fromDayNumber(userId % 10000).replace(/-/g, '');
  const first17 = `330106${birth}${String(Math.floor(userId / 10000) % 1000).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
}

/** A card number of the demo card's bank unique to the user (the 7th digit 9 keeps it off the demo card). */
function cardNumberOf(userId: number): string {
  const body = `${DEMO_ACCOUNT.cardNo.slice(0, 6)}9${String(userId).padStart(11, '0')}`;
  const check = [...'0123456789'].find((d) => passesLuhn(body + d));
  if (check === undefined) throw new Error('no Luhn check digit');
  return body + check;
}

export async function createDevInvestor(db: Kysely<DB>, now: Date): Promise<DevInvestor> {
  const d = DEMO_ACCOUNT;
  const mobile = await freeMobile(db);
  // Made ahead when a new database's seed makes this investor (the demo store's follower), else now.
  const passwordHash = await demoPasswordHash({ password: d.password });
  return db.transaction().execute(async (trx) => {
    const userId = await createUser(trx, { mobile, password: d.password, passwordHash }, now);
    await repo.updateUser(trx, userId, { trade_password_hash: hashTradePin(d.tradePassword) });
    await insertIdentity(trx, userId, { realName: d.realName, idCardNo: idNumberOf(userId) }, { province: '浙江省', city: '杭州市', district: '西湖区', street: '文三路 1 号', career_id: 2 }, now);
    const cardNo = cardNumberOf(userId);
    const bank = bankOfCard(cardNo);
    if (!bank) throw new Error('演示银行卡的发卡行不在银行列表中');
    const cardId = await cardRepo.insertCard(trx, {
      user_id: userId,
      bank_id: bank.id,
      card_no_enc: protectField(cardNo),
      card_no_hash: cardHash(cardNo),
      card_tail: cardTail(cardNo),
      card_bin: cardNo.slice(0, 6),
      bank_card_type: 0,
      reserved_mobile_enc: protectField(mobile),
      status: BankCardStatus.Verified,
      is_default: true,
      created_at: iso(now),
      updated_at: iso(now),
    });
    // The demo's answers: balanced (level 3).
    await riskRepo.saveProfile(trx, {
      user_id: userId,
      questionnaire: 'general',
      version: GENERAL_VERSION,
      answer: d.riskAnswer,
      score: d.riskScore,
      level: d.riskLevel,
      chosen_level: null,
      qualified: false,
      tested_at: iso(now),
      effective_to: effectiveTo(now),
    });
    // Sessions live on wall time (sessions.ts), as a login's does.
    const token = await createSession(trx, userId);
    return { user_id: userId, mobile, password: d.password, trade_password: d.tradePassword, bank_card_id: cardId, risk_level: d.riskLevel, token: { access_token: token } };
  });
}

export async function devInvestorRoutes(app: FastifyInstance): Promise<void> {
  if (app.mode !== 'demo') return;
  app.post('/dev/investors', async () => createDevInvestor(app.database.db, app.clock.instant()));
}
