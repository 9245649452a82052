import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, isCalendarDate, parseDate } from './date';

describe('dates', () => {
  it('shows calendar dates as MM/DD/YYYY without shifting them by time zone', () => {
    expect(formatDate('2026-03-07')).toBe('03/07/2026');
    expect(formatDate('2026-12-31')).toBe('12/31/2026');
  });

  it('shows a Date in local time as MM/DD/YYYY', () => {
    expect(formatDate(new Date(2026, 0, 5, 23, 59))).toBe('01/05/2026');
  });

  it('shows nothing for a missing or invalid value', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('next tuesday')).toBe('');
    expect(formatDate(new Date('invalid'))).toBe('');
  });

  it('reads MM/DD/YYYY into an ISO calendar date', () => {
    expect(parseDate('02/29/2028')).toBe('2028-02-29');
    expect(parseDate(' 11/22/2026 ')).toBe('2026-11-22');
  });

  it('refuses dates that do not exist or are written another way', () => {
    expect(parseDate('02/29/2027')).toBeNull();
    expect(parseDate('13/01/2026')).toBeNull();
    expect(parseDate('2026-11-22')).toBeNull();
    expect(parseDate('1/2/2026')).toBeNull();
  });

  it('shows times as HH:mm', () => {
    expect(formatTime(new Date(2026, 0, 1, 7, 5))).toBe('07:05');
  });

  it('shows a moment as its local date and time, and nothing for a value that is not one', () => {
    const moment = new Date(2026, 2, 7, 14, 5);
    expect(formatDateTime(moment)).toBe('03/07/2026 14:05');
    expect(formatDateTime(moment.toISOString())).toBe('03/07/2026 14:05');
    expect(formatDateTime('not a time')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('isCalendarDate', () => {
  it('is true only for days that exist', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-13-45')).toBe(false);
    expect(isCalendarDate('2026-02-3')).toBe(false);
    expect(isCalendarDate(20260203)).toBe(false);
  });
});
