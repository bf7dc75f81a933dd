// Text contrast (issue 24, B8): the app's text colours — body text, the up-red and down-green of every figure,
// flat and muted grey — are at least WCAG's 4.5:1 against both surfaces they are drawn on, the page
// background and a white card. Read from src/app.css, so a colour changed there is checked on every screen,
// not only on the four pages Lighthouse's audit visits.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const css = readFileSync(path.resolve(__dirname, '../../src/app.css'), 'utf8');
const MIN_RATIO = 4.5;
const CARD = '#ffffff';

/** The value of `property` in the first rule whose selector list is `selector`. */
function declared(selector: string, property: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const rule = new RegExp(`(^|[\\s,}])${escaped}\\s*\\{([^}]*)\\}`, 'm').exec(css);
  const value = rule && new RegExp(`(^|[;\\s{])${property}:\\s*(#[0-9a-fA-F]{6})`).exec(rule[2] ?? '');
  if (!value?.[2]) throw new Error(`src/app.css has no ${property} for ${selector}`);
  return value[2];
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

it('computes contrast as WCAG defines it', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
});

const page = declared('body', 'background');
describe.each([
  ['body text', declared('body', 'color')],
  ['up (red)', declared('.up', 'color')],
  ['down (green)', declared('.down', 'color')],
  ['flat', declared('.flat', 'color')],
  ['muted', declared('.muted', 'color')],
])('%s', (_name, colour) => {
  it(`is at least ${MIN_RATIO}:1 on the page background and on a white card`, () => {
    expect(contrast(colour, page)).toBeGreaterThanOrEqual(MIN_RATIO);
    expect(contrast(colour, CARD)).toBeGreaterThanOrEqual(MIN_RATIO);
  });
});
