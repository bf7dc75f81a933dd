import { countdownCaption, formatCountdown } from './countdown-display';

describe('countdown display', () => {
  it('names the countdown to the start before the sale and to the end during it', () => {
    expect(countdownCaption({ kind: 'start', at: '2026-11-24' })).toBe('距认购开始');
    expect(countdownCaption({ kind: 'end', at: '2026-11-24' })).toBe('距认购结束');
  });

  it('shows days, hours, minutes and seconds, without days under a day', () => {
    expect(formatCountdown(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toBe('2天03时04分05秒');
    expect(formatCountdown(59 * 1000)).toBe('00时00分59秒');
  });

  it('never counts below zero', () => {
    expect(formatCountdown(-5000)).toBe('00时00分00秒');
  });
});
