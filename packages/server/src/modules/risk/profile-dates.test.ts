import { effectiveTo, statusOf } from './profile-service';
import { GENERAL_VERSION } from './questionnaire';

describe('risk result dates', () => {
  const row = (effective_to: string, version = GENERAL_VERSION) => ({
    user_id: 1, questionnaire: 'general', version, answer: '', score: 0, level: 3, chosen_level: null, qualified: false, tested_at: new Date(), effective_to,
  });

  it('is effective for one year in Beijing time, through the day before the anniversary', () => {
    expect(effectiveTo(new Date('2024-03-10T02:00:00Z'))).toBe('2025-03-09');
    // 23:30 UTC on 9 March is already 10 March in Beijing.
    expect(effectiveTo(new Date('2024-03-09T23:30:00Z'))).toBe('2025-03-09');
    expect(effectiveTo(new Date('2024-02-29T04:00:00Z'))).toBe('2025-02-28');
  });

  it('reads untested, normal on the last day, expired the day after, invalidated for an old version', () => {
    expect(statusOf(undefined, GENERAL_VERSION, new Date())).toBe(0);
    expect(statusOf(row('2025-03-09'), GENERAL_VERSION, new Date('2025-03-09T15:00:00Z'))).toBe(1);
    expect(statusOf(row('2025-03-09'), GENERAL_VERSION, new Date('2025-03-09T16:00:00Z'))).toBe(2);
    expect(statusOf(row('2099-01-01', GENERAL_VERSION - 1), GENERAL_VERSION, new Date())).toBe(3);
  });
});
