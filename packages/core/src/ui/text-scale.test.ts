import { LARGE_TEXT, textScale } from './text-scale';

describe('large-text mode', () => {
  it('enlarges text only when the stored choice is on', () => {
    expect(textScale(LARGE_TEXT.on)).toBe(LARGE_TEXT.scale);
    expect(LARGE_TEXT.scale).toBeGreaterThanOrEqual(1.25);
  });

  it('keeps the normal size when nothing or something unknown is stored', () => {
    expect(textScale(null)).toBe(1);
    expect(textScale('0')).toBe(1);
    expect(textScale('yes')).toBe(1);
  });
});
