import { describe, expect, it } from 'vitest';
import { calendarWindow, hiddenPerDay, placeWeek, stepAnchor } from './eventsCalendar';

const event = (id: string, beginDate: string, endDate: string) => ({ id, beginDate, endDate });

describe('the events calendar grid', () => {
  it('shows a month as whole weeks from Sunday to Saturday', () => {
    const november = calendarWindow('month', '2026-11-26');
    expect(november.from).toBe('2026-11-01');
    expect(november.to).toBe('2026-12-05');
    expect(november.weeks).toHaveLength(5);
    expect(november.weeks.every((w) => w.length === 7)).toBe(true);
    const february = calendarWindow('month', '2026-02-10');
    expect(february.from).toBe('2026-02-01');
    expect(february.to).toBe('2026-02-28');
    expect(february.weeks).toHaveLength(4);
    const august = calendarWindow('month', '2026-08-31');
    expect(august.from).toBe('2026-07-26');
    expect(august.to).toBe('2026-09-05');
    expect(august.weeks).toHaveLength(6);
  });

  it('shows the week of a date, and moves by months or weeks across year ends', () => {
    expect(calendarWindow('week', '2026-11-26')).toMatchObject({ from: '2026-11-22', to: '2026-11-28' });
    expect(calendarWindow('week', '2027-01-01').weeks[0]![0]).toBe('2026-12-27');
    expect(stepAnchor('month', '2026-12-31', 1)).toBe('2027-01-01');
    expect(stepAnchor('month', '2026-01-31', -1)).toBe('2025-12-01');
    expect(stepAnchor('week', '2026-12-30', 1)).toBe('2027-01-06');
  });
});

describe('placing events in a week', () => {
  it('cuts events to the week, marks what goes on, and gives overlapping events their own lane', () => {
    const placed = placeWeek(
      [
        event('a', '2026-11-20', '2026-11-24'),
        event('b', '2026-11-23', '2026-12-10'),
        event('c', '2026-11-25', '2026-11-25'),
        event('d', '2026-12-01', '2026-12-02'),
      ],
      '2026-11-22',
    );
    expect(placed.map((s) => [s.event.id, s.column, s.span, s.lane, s.continuesBefore, s.continuesAfter])).toEqual([
      ['a', 1, 3, 0, true, false],
      ['b', 2, 6, 1, false, true],
      ['c', 4, 1, 0, false, false],
    ]);
  });

  it('puts the longer of two events starting the same day first', () => {
    const placed = placeWeek(
      [event('short', '2026-11-23', '2026-11-23'), event('long', '2026-11-23', '2026-11-28')],
      '2026-11-22',
    );
    expect(placed.map((s) => [s.event.id, s.lane])).toEqual([
      ['long', 0],
      ['short', 1],
    ]);
  });
});

describe('the month grid keeps a few lanes', () => {
  it("counts per day the bars below the lanes shown, for the day's '+N more'", () => {
    const placed = placeWeek(
      [
        event('a', '2026-11-22', '2026-11-28'),
        event('b', '2026-11-22', '2026-11-25'),
        event('c', '2026-11-23', '2026-11-24'),
        event('d', '2026-11-24', '2026-11-24'),
      ],
      '2026-11-22',
    );
    expect(placed.map((s) => [s.event.id, s.lane])).toEqual([
      ['a', 0],
      ['b', 1],
      ['c', 2],
      ['d', 3],
    ]);
    expect(hiddenPerDay(placed, 2)).toEqual([0, 1, 2, 0, 0, 0, 0]);
    expect(hiddenPerDay(placed, 4)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});
