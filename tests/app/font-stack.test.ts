// src/app.css sets the body's font from core's stack, the one the server's first screen uses, so the text does
// not change font (and move) when the app's styles replace the first screen.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_FONT_FAMILY } from '@fund/core/ui';

it("sets the body font to core's font stack", () => {
  const css = readFileSync(path.resolve(__dirname, '../../src/app.css'), 'utf8');
  const body = /(^|\n)page,\s*body\s*\{([^}]*)\}/.exec(css)?.[2] ?? '';
  expect(/font-family:\s*([^;]+);/.exec(body)?.[1]).toBe(APP_FONT_FAMILY);
});

it('names a CJK font that Android and Linux ship before the generic family', () => {
  const families = APP_FONT_FAMILY.split(',').map((f) => f.trim().replace(/'/g, ''));
  expect(families.at(-1)).toBe('sans-serif');
  expect(families).toEqual(expect.arrayContaining(['Noto Sans CJK SC', 'WenQuanYi Micro Hei']));
});
