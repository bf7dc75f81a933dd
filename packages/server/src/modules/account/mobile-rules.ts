// Which mobile numbers an account may use: mainland rule for +86, the foreign rule for other codes.
import { isForeignMobile, isMainlandMobile } from '@fund/core/account';
import { MAINLAND_MOBILE_CODE_ID, MOBILE_CODES } from './reference/account-options';

export function isKnownMobileCode(id: number): boolean {
  return MOBILE_CODES.some((c) => c.id === id);
}

export function isValidMobile(mobile: string, mobileCodeId: number = MAINLAND_MOBILE_CODE_ID): boolean {
  if (!isKnownMobileCode(mobileCodeId)) return false;
  return mobileCodeId === MAINLAND_MOBILE_CODE_ID ? isMainlandMobile(mobile) : isForeignMobile(mobile);
}

/** The account key of a mobile: the country code matters, 85212345678 in +852 is not a +86 number. */
export function accountKey(mobile: string, mobileCodeId: number = MAINLAND_MOBILE_CODE_ID): string {
  return mobileCodeId === MAINLAND_MOBILE_CODE_ID ? mobile : `${mobileCodeId}-${mobile}`;
}
