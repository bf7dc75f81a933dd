import { formatSignedPercent, toneOf } from './percent-format';

describe('signed percent with colour tone', () => {
  it('paints a rise red (up) with a plus sign', () => {
    expect(formatSignedPercent('1.234')).toEqual({ text: '+1.23%', tone: 'up' });
  });
  it('paints a fall green (down)', () => {
    expect(formatSignedPercent(-0.5)).toEqual({ text: '-0.50%', tone: 'down' });
  });
  it('leaves zero and rounded-away changes flat', () => {
    expect(formatSignedPercent('0')).toEqual({ text: '0.00%', tone: 'flat' });
    expect(formatSignedPercent('0.004')).toEqual({ text: '0.00%', tone: 'flat' });
    expect(formatSignedPercent('-0.004')).toEqual({ text: '0.00%', tone: 'flat' });
  });
  it('shows a dash for a missing value', () => {
    expect(formatSignedPercent(null)).toEqual({ text: '--', tone: 'flat' });
    expect(formatSignedPercent(undefined)).toEqual({ text: '--', tone: 'flat' });
    expect(formatSignedPercent('n/a')).toEqual({ text: '--', tone: 'flat' });
  });
  it('honours other precisions', () => {
    expect(formatSignedPercent('12.3456', 4).text).toBe('+12.3456%');
  });
  it('classifies raw values', () => {
    expect(toneOf('3')).toBe('up');
    expect(toneOf('-3')).toBe('down');
    expect(toneOf(null)).toBe('flat');
  });
});
