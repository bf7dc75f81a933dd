import { publishTimeText, statusParagraphs } from './status-display';

describe('status display', () => {
  it('shows the publish time in Beijing time', () => {
    expect(publishTimeText('2026-11-22T05:41:00.000Z')).toBe('2026-11-22 13:41');
    expect(publishTimeText('2026-11-22T17:00:00Z')).toBe('2026-11-23 01:00');
    expect(publishTimeText('2026-11-22 09:30')).toBe('2026-11-22 09:30');
  });

  it('keeps an unreadable time as given', () => {
    expect(publishTimeText('昨天')).toBe('昨天');
  });

  it('splits the body into paragraphs without blank ones', () => {
    expect(statusParagraphs('第一段\n\n  第二段 \r\n')).toEqual(['第一段', '第二段']);
  });
});
