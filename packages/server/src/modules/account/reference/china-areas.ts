// The province / city / district tree built once from the data files, with lookups by code.
import type { Wire } from '@fund/core/api';
import { PROVINCES } from './china-area-cities';
import { DISTRICTS } from './china-area-districts';

type ChinaArea = Wire.ChinaArea;

/** '05朝阳区' -> parent + '05'; a bare name gets the next running number; a 6-digit prefix is the whole code. */
function children(parent: string, text: string): ChinaArea[] {
  return text.split(' ').map((token, i) => {
    const match = /^(\d+)(.+)$/.exec(token);
    if (!match) return { code: `${parent}${String(i + 1).padStart(2, '0')}`, name: token };
    const [, digits = '', name = ''] = match;
    return { code: digits.length === 6 ? digits : `${parent}${digits}`, name };
  });
}

function build(): ChinaArea[] {
  return PROVINCES.map(([code, name, cities]) => ({
    code,
    name,
    children: children(code, cities).map((city) => {
      const districts = DISTRICTS[city.code];
      return districts === undefined ? city : { ...city, children: children(city.code, districts) };
    }),
  }));
}

export const CHINA_AREAS: readonly ChinaArea[] = build();

const BY_CODE = new Map<string, ChinaArea>();
(function index(nodes: readonly ChinaArea[]) {
  for (const node of nodes) {
    BY_CODE.set(node.code, node);
    if (node.children) index(node.children);
  }
})(CHINA_AREAS);

export function findArea(code: string): ChinaArea | undefined {
  return BY_CODE.get(code);
}

/** The direct children of a province or city code (without their own children), or [] when none. */
export function childAreas(code: string): ChinaArea[] {
  return (BY_CODE.get(code)?.children ?? []).map(({ code: c, name }) => ({ code: c, name }));
}

/** Province and city named by the first digits of a mainland ID number (its household registration). */
export function areaOfIdNumber(idNo: string): { province: string; city: string } {
  const province = findArea(idNo.slice(0, 2))?.name ?? '';
  const city = findArea(idNo.slice(0, 4))?.name ?? '';
  return { province, city: province === '' ? '' : city };
}
