// The contact address and career a user gives when opening the account with the first card.
import { ApiError } from '../../http/api-error';
import { CAREERS } from '../account/reference/account-options';
import { CHINA_AREAS } from '../account/reference/china-areas';
import type { Wire } from '@fund/core/api';
import { CARD_MESSAGES } from './card-rules';

export interface AddressInput {
  province?: string;
  city?: string;
  district?: string;
  street?: string;
  career?: number;
}

export interface CheckedAddress {
  province: string;
  city: string;
  district: string;
  street: string;
  career_id: number;
}

/** An area given by name or code among `nodes`. */
function pick(nodes: readonly Wire.ChinaArea[] | undefined, value: string | undefined): Wire.ChinaArea | undefined {
  const v = value?.trim() ?? '';
  return v === '' ? undefined : nodes?.find((n) => n.name === v || n.code === v);
}

export function checkAddress(form: AddressInput): CheckedAddress {
  const missing = (['province', 'city', 'district', 'street', 'career'] as const).filter((k) => {
    const v = form[k];
    return v === undefined || (typeof v === 'string' && v.trim() === '');
  });
  if (missing.length > 0) throw new ApiError(400, Object.fromEntries(missing.map((k) => [k, [CARD_MESSAGES.addressRequired]])));
  const province = pick(CHINA_AREAS, form.province);
  const city = pick(province?.children, form.city);
  // Districts are listed for municipalities and capitals only; elsewhere any named district is taken.
  const district = city?.children ? pick(city.children, form.district)?.name : form.district?.trim();
  if (!province || !city || !district) throw new ApiError(400, { province: [CARD_MESSAGES.areaUnknown] });
  if (!CAREERS.some((c) => c.id === form.career)) throw new ApiError(400, { career: [CARD_MESSAGES.careerUnknown] });
  return { province: province.name, city: city.name, district, street: (form.street ?? '').trim(), career_id: form.career ?? 0 };
}
