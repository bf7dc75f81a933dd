import { weekdayCalendar } from '../../calendar';
import { confirmedShare, navStatus, onOrPreviousTradingDay } from './nav-status';

// 2026-12-04 is a Friday; 2026-12-07 a Monday, taken here as a holiday.
const calendar = weekdayCalendar(['2026-12-07']);

describe('NAV status for today', () => {
  it('is confirmed when the NAV is the latest trading day’s, on a weekend the Friday’s', () => {
    expect(navStatus({ today: '2026-12-04', navDate: '2026-12-04', isQdii: false, calendar })).toBe('updated');
    expect(navStatus({ today: '2026-12-06', navDate: '2026-12-04', isQdii: false, calendar })).toBe('updated');
    // Monday is closed: Friday's NAV is still the latest one there can be.
    expect(navStatus({ today: '2026-12-07', navDate: '2026-12-04', isQdii: true, calendar })).toBe('updated');
  });

  it('is pending on a trading day before that day’s NAV is out, and the QDII lag for QDII funds', () => {
    expect(navStatus({ today: '2026-12-04', navDate: '2026-12-03', isQdii: false, calendar })).toBe('pending');
    expect(navStatus({ today: '2026-12-08', navDate: '2026-12-04', isQdii: false, calendar })).toBe('pending');
    expect(navStatus({ today: '2026-12-04', navDate: '2026-12-02', isQdii: true, calendar })).toBe('qdii-lag');
    expect(navStatus({ today: '2026-12-04', navDate: null, isQdii: false, calendar })).toBe('pending');
  });

  it('finds the trading day on or before a date', () => {
    expect(onOrPreviousTradingDay('2026-12-07', calendar)).toBe('2026-12-04');
    expect(onOrPreviousTradingDay('2026-12-08', calendar)).toBe('2026-12-08');
  });
});

describe('confirmed share of the total', () => {
  it('adds the confirmed holdings and gives their percentage', () => {
    const r = confirmedShare([
      { worth: '3000.00', status: 'updated' },
      { worth: '1000.00', status: 'pending' },
      { worth: '2000.00', status: 'qdii-lag' },
    ]);
    expect(r.total.toFixed(2)).toBe('6000.00');
    expect(r.confirmed.toFixed(2)).toBe('3000.00');
    expect(r.percent.toFixed(2)).toBe('50.00');
  });

  it('says an empty account is fully confirmed', () => {
    expect(confirmedShare([]).percent.toFixed(2)).toBe('100.00');
  });
});
