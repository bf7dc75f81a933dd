import { changeClass, diagnosisScoreColour, isLargeChange } from './display-classes';

describe('diagnosis score colour', () => {
  it('90 and above red, 60 and above blue, below green, none muted', () => {
    expect([100, 90, 89.9, 60, 59.9, 0].map(diagnosisScoreColour)).toEqual(['red', 'red', 'blue', 'blue', 'green', 'green']);
    expect(diagnosisScoreColour(null)).toBe('muted');
    expect(diagnosisScoreColour(undefined)).toBe('muted');
    expect(diagnosisScoreColour(Number.NaN)).toBe('muted');
  });
});

describe('large change class', () => {
  it('highlights a change above 10 only', () => {
    expect(isLargeChange('10.01')).toBe(true);
    expect(isLargeChange(10)).toBe(false);
    expect(isLargeChange('-12')).toBe(false);
    expect(isLargeChange(null)).toBe(false);
    expect(isLargeChange('x')).toBe(false);
    expect(changeClass('15.2')).toBe('bg-blue');
    expect(changeClass('3')).toBe('');
  });
});
