import { describe, expect, it } from 'vitest';
import { dateValueFromText, isInvalidDateValue, isoOfLocalDate, localDateOf, textFromDateValue } from './dateValue';

describe('date input values', () => {
  it('reads MM/DD/YYYY as an ISO date and shows it back the same way', () => {
    expect(dateValueFromText(' 03/07/2026 ')).toBe('2026-03-07');
    expect(textFromDateValue('2026-03-07')).toBe('03/07/2026');
  });

  it('keeps text that is not a real date, so it can be called an invalid date format', () => {
    expect(dateValueFromText('02/30/2026')).toBe('02/30/2026');
    expect(isInvalidDateValue('02/30/2026')).toBe(true);
    expect(isInvalidDateValue('2026-13-01')).toBe(true);
    expect(textFromDateValue('2026-3-7')).toBe('2026-3-7');
  });

  it('treats blank as no date, which is not an invalid one', () => {
    expect(dateValueFromText('  ')).toBeNull();
    expect(isInvalidDateValue(null)).toBe(false);
    expect(isInvalidDateValue('2026-02-28')).toBe(false);
  });

  it('moves between ISO dates and local calendar days without a time-zone shift', () => {
    const date = localDateOf('2026-12-31')!;
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2026, 11, 31]);
    expect(isoOfLocalDate(date)).toBe('2026-12-31');
    expect(localDateOf('12/31/2026')).toBeNull();
  });
});
