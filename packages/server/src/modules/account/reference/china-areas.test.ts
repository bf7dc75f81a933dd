import { areaOfIdNumber, CHINA_AREAS, childAreas, findArea } from './china-areas';

describe('areas of mainland China', () => {
  it('has the 31 provincial divisions, each with prefecture-level children', () => {
    expect(CHINA_AREAS).toHaveLength(31);
    for (const p of CHINA_AREAS) expect(p.children?.length ?? 0).toBeGreaterThan(0);
    expect(CHINA_AREAS.reduce((n, p) => n + (p.children?.length ?? 0), 0)).toBeGreaterThan(330);
  });

  it('gives districts to the municipalities and every provincial capital', () => {
    const capitals = ['1101', '1201', '3101', '5001', '1301', '1401', '1501', '2101', '2201', '2301', '3201', '3301', '3401', '3501', '3601', '3701', '4101', '4201', '4301', '4401', '4501', '4601', '5101', '5201', '5301', '5401', '6101', '6201', '6301', '6401', '6501'];
    for (const code of capitals) expect(childAreas(code).length).toBeGreaterThan(3);
    expect(findArea('310115')?.name).toBe('浦东新区');
    expect(findArea('4403')?.name).toBe('深圳市');
  });

  it('has unique codes', () => {
    const codes: string[] = [];
    const walk = (nodes: typeof CHINA_AREAS) => nodes.forEach((n) => { codes.push(n.code); if (n.children) walk(n.children); });
    walk(CHINA_AREAS);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('reads the region of an ID number', () => {
    expect(areaOfIdNumber('440305199501157892')).toEqual({ province: '广东省', city: '深圳市' });
    expect(areaOfIdNumber('990000199001010000')).toEqual({ province: '', city: '' });
  });
});
