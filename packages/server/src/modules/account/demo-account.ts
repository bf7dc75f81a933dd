// The demo investor created on start when missing, so the app can be tried end to end at once:
// logged in, identity verified, one card bound, trade password set, risk tested (balanced, level 3);
// and a conservative one (level 1) for trying the risk gate.
import type { Kysely } from 'kysely';
import { cardTail } from '@fund/core/money';
import { BankCardStatus } from '@fund/core/card';
import type { DB } from '../../db/schema';
import { protectField } from './auth/field-protection';
import { hashTradePin } from './trade-password/pin-hash';
import { bankOfCard } from '../card/banks';
import { cardHash } from '../card/card-rules';
import { insertIdentity } from './identity/service';
import { effectiveTo } from '../risk/profile-service';
import { GENERAL_VERSION } from '../risk/questionnaire';
import * as repo from './repo';
import { createUser, userMobileHash } from './service';
import { demoPasswordHash } from './demo-passwords';
import { iso } from './auth/timestamps';
import { deleteUserSessions } from './auth/sessions-repo';
import { insertCard } from '../card/repo';
import { insertProfile } from '../risk/repo';

export const DEMO_ACCOUNT = {
  mobile: '13800000000',
  password: 'demo1234',
  tradePassword: '123456',
  realName: '王小明',
  idCardNo: '330106198506150011',
  cardNo: '6222020000000012344',
  /** Scores 35 of 57: balanced (level 3). */
  riskAnswer: '1:2|2:3|3:3|4:3|5:3|6:3|7:2|8:2|9:2|10:3|11:3|12:3',
  riskScore: 35,
  riskLevel: 3,
} as const;

/** A second investor, conservative (level 1), for trying the risk gate: riskier funds are refused. */
export const DEMO_CAUTIOUS_ACCOUNT = {
  mobile: '13800000002',
  password: 'demo1234',
  tradePassword: '123456',
  realName: '李安然',
  idCardNo: '310104199003020029',
  cardNo: '6222020000000023457',
  /** Scores 16 and wants no loss at all (question 10, option 1): conservative (level 1). */
  riskAnswer: '1:2|2:1|3:1|4:1|5:1|6:1|7:1|8:1|9:1|10:1|11:1|12:1',
  riskScore: 16,
  riskLevel: 1,
} as const;

type DemoInvestor = typeof DEMO_ACCOUNT | typeof DEMO_CAUTIOUS_ACCOUNT;

/** Mobiles whose passwords are printed: outside demo mode they must not open. */
export const DEMO_MOBILES: readonly string[] = [DEMO_ACCOUNT.mobile, DEMO_CAUTIOUS_ACCOUNT.mobile];

/** Creates the investor if its mobile is free; true when created. */
async function createDemoInvestor(db: Kysely<DB>, d: DemoInvestor, name: string, now: Date): Promise<boolean> {
  if (await repo.findUserByMobileHash(db, userMobileHash({ mobile: d.mobile }))) return false;
  const bank = bankOfCard(d.cardNo);
  if (!bank) throw new Error('演示银行卡的发卡行不在银行列表中');
  const passwordHash = await demoPasswordHash(d);
  await db.transaction().execute(async (trx) => {
    const userId = await createUser(trx, { mobile: d.mobile, password: d.password, passwordHash }, now);
    await repo.updateUser(trx, userId, { trade_password_hash: hashTradePin(d.tradePassword), username: name, username_set: true });
    await insertIdentity(trx, userId, { realName: d.realName, idCardNo: d.idCardNo }, { province: '浙江省', city: '杭州市', district: '西湖区', street: '文三路 1 号', career_id: 2 }, now);
    await insertCard(trx, {
      user_id: userId,
      bank_id: bank.id,
      card_no_enc: protectField(d.cardNo),
      card_no_hash: cardHash(d.cardNo),
      card_tail: cardTail(d.cardNo),
      card_bin: d.cardNo.slice(0, 6),
      bank_card_type: 0,
      reserved_mobile_enc: protectField(d.mobile),
      status: BankCardStatus.Verified,
      is_default: true,
      created_at: iso(now),
      updated_at: iso(now),
    });
    await insertProfile(trx, {
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
  });
  return true;
}

/** Creates the demo accounts missing; returns the lines to print either way. */
export async function seedDemoAccount(db: Kysely<DB>, now: Date): Promise<string[]> {
  const d = DEMO_ACCOUNT;
  const c = DEMO_CAUTIOUS_ACCOUNT;
  const lines = [
    `演示帐号: ${d.mobile} / ${d.password}，交易密码 ${d.tradePassword}（已实名、已绑卡、风险等级 平衡型）`,
    `保守型演示帐号: ${c.mobile} / ${c.password}，交易密码 ${c.tradePassword}（风险等级 保守型，可试风险提示与拒绝）`,
  ];
  const created = await createDemoInvestor(db, d, '演示用户', now);
  await createDemoInvestor(db, c, '保守型演示用户', now);
  return created ? [...lines, '已创建演示帐号'] : lines;
}

/** Outside demo mode: a demo account left in the database keeps no session (it cannot log in either). */
export async function closeDemoAccount(db: Kysely<DB>): Promise<void> {
  for (const mobile of DEMO_MOBILES) {
    const user = await repo.findUserByMobileHash(db, userMobileHash({ mobile }));
    if (user) await deleteUserSessions(db, user.id);
  }
}
