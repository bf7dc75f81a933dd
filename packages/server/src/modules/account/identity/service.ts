// Identity verification: real name and a checksummed ID number (core's rules), adults only, one
// identity per account and one account per identity. The full number is stored encrypted and
// answered only masked.
import type { Kysely } from 'kysely';
import { BANK_CARD_ERRORS } from '@fund/core/card';
import { beijingDate } from '@fund/core/calendar';
import { checkIdCard, checkRealName, normalizeRealName } from '@fund/core/account';
import { maskIdCard } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import type { DB } from '../../../db/schema';
import { ApiError } from '../../../http/api-error';
import { lookupHash, protectField, revealField } from '../auth/field-protection';
import { areaOfIdNumber } from '../reference/china-areas';
import { iso } from '../auth/timestamps';
import { findIdentity, identityOwnerOf, insertIdentityRow, privateFundQualifiedOf, privateFundTestOf, setPrivateFundQualifiedRow } from './identity-repo';

export { findIdentity } from './identity-repo';

export const IDENTITY_STATUS = { none: 0, verified: 1 } as const;
export const ADULT_AGE = 18;

export const IDENTITY_MESSAGES = {
  alreadyVerified: '您已完成实名认证，无需重复认证',
  idUsedElsewhere: '该身份证号码已在其他帐号完成实名认证',
  minor: `未满${ADULT_AGE}周岁暂不能开户`,
  required: '请先完成实名认证',
  notQualified: '请先完成私募基金合格投资者问卷，且金融资产不低于300万元或近3年年均收入不低于50万元',
} as const;

export function idCardHash(idNo: string): string {
  return lookupHash('id_card', idNo.trim().toUpperCase());
}

/** Age in whole years on `now` (Beijing calendar) from an 18-digit number; 15-digit numbers are from the 1900s. */
function ageOf(idNo: string, now: Date): number {
  const birth = idNo.length === 18 ? idNo.slice(6, 14) : `19${idNo.slice(6, 12)}`;
  const today = beijingDate(now).replace(/-/g, '');
  return Math.floor((Number(today) - Number(birth)) / 10000);
}

export interface NewIdentity {
  realName: string;
  idCardNo: string;
}

/** Checks a new identity against core's rules and the accounts already on file; returns it normalised. */
export async function checkNewIdentity(db: Kysely<DB>, userId: number, realName: string, idCardNo: string, now: Date): Promise<NewIdentity> {
  const errors: Record<string, string[]> = {};
  const nameProblem = checkRealName(realName);
  const idProblem = checkIdCard(idCardNo);
  if (nameProblem) errors.real_name = [nameProblem];
  if (idProblem) errors.id_card_no = [idProblem];
  if (Object.keys(errors).length > 0) throw new ApiError(400, errors);
  const id = idCardNo.trim().toUpperCase();
  if (ageOf(id, now) < ADULT_AGE) throw new ApiError(400, { id_card_no: [IDENTITY_MESSAGES.minor] });
  const owner = await identityOwnerOf(db, idCardHash(id));
  if (owner && owner.user_id !== userId) throw new ApiError(400, { id_card_no: [IDENTITY_MESSAGES.idUsedElsewhere] });
  return { realName: normalizeRealName(realName), idCardNo: id };
}

/**
 * The identity a card is bound under. With one on file, blank fields (a Verified card) mean "the one on
 * file" and anything else must match it; without one, the given fields are checked as new.
 */
export async function resolveIdentity(db: Kysely<DB>, userId: number, realName: string, idCardNo: string, now: Date) {
  const onFile = await findIdentity(db, userId);
  if (onFile) {
    const blank = realName.trim() === '' && idCardNo.trim() === '';
    const same = normalizeRealName(realName) === onFile.real_name && idCardHash(idCardNo) === onFile.id_card_hash;
    if (!blank && !same) throw new ApiError(400, { identityverification_realname_error: [BANK_CARD_ERRORS.identityverification_realname_error] });
    return { onFile: true as const, realName: onFile.real_name, idCardNo: revealField(onFile.id_card_enc) };
  }
  return { onFile: false as const, ...(await checkNewIdentity(db, userId, realName, idCardNo, now)) };
}

export interface IdentityExtras {
  province?: string | null;
  city?: string | null;
  district?: string | null;
  street?: string | null;
  career_id?: number | null;
}

export async function insertIdentity(db: Kysely<DB>, userId: number, identity: NewIdentity, extras: IdentityExtras, now: Date): Promise<void> {
  await insertIdentityRow(db, {
    user_id: userId,
    real_name: identity.realName,
    id_card_enc: protectField(identity.idCardNo),
    id_card_hash: idCardHash(identity.idCardNo),
    status: IDENTITY_STATUS.verified,
    province: extras.province ?? null,
    city: extras.city ?? null,
    district: extras.district ?? null,
    street: extras.street ?? null,
    career_id: extras.career_id ?? null,
    created_at: iso(now),
  });
}

export async function submitIdentity(db: Kysely<DB>, userId: number, realName: string, idCardNo: string, now: Date): Promise<Wire.IdentityVerification> {
  if (await findIdentity(db, userId)) throw new ApiError(400, { detail: [IDENTITY_MESSAGES.alreadyVerified] });
  await insertIdentity(db, userId, await checkNewIdentity(db, userId, realName, idCardNo, now), {}, now);
  return identityOf(db, userId);
}

export async function identityOf(db: Kysely<DB>, userId: number): Promise<Wire.IdentityVerification> {
  const row = await findIdentity(db, userId);
  const user = await privateFundQualifiedOf(db, userId);
  const qualified = user?.private_fund_qualified ?? false;
  if (!row) return { real_name: '', id_card_no: '', status: IDENTITY_STATUS.none, is_private_fund_qualified: qualified };
  return { real_name: row.real_name, id_card_no: maskIdCard(revealField(row.id_card_enc)), status: row.status, is_private_fund_qualified: qualified };
}

/** Confirming qualified-investor status needs the private-fund questionnaire passed within its year. */
export async function setPrivateFundQualified(db: Kysely<DB>, userId: number, qualified: boolean, now: Date): Promise<void> {
  if (!(await findIdentity(db, userId))) throw new ApiError(400, { detail: [IDENTITY_MESSAGES.required] });
  if (qualified) {
    const test = await privateFundTestOf(db, userId);
    const today = beijingDate(now);
    if (!test || !test.qualified || test.effective_to < today) throw new ApiError(400, { qualified: [IDENTITY_MESSAGES.notQualified] });
  }
  await setPrivateFundQualifiedRow(db, userId, qualified, iso(now));
}

/** No IP geolocation here: the address the user gave, else the region their ID number was issued in. */
export async function detectLocation(db: Kysely<DB>, userId: number | null): Promise<{ province: string; city: string; district: string }> {
  const row = userId === null ? undefined : await findIdentity(db, userId);
  if (!row) return { province: '', city: '', district: '' };
  if (row.province) return { province: row.province, city: row.city ?? '', district: row.district ?? '' };
  return { ...areaOfIdNumber(revealField(row.id_card_enc)), district: '' };
}
