import { describe, expect, it } from 'vitest';
import { localToday, readCalendarView, storeCalendarView } from './calendarStorage';

const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
};

describe('the remembered calendar view', () => {
  it('is kept per user and page, month by default and after anything unreadable', () => {
    const storage = memory();
    expect(readCalendarView('u1', 'events', storage)).toBe('month');
    storeCalendarView('u1', 'events', 'week', storage);
    expect(readCalendarView('u1', 'events', storage)).toBe('week');
    expect(readCalendarView('u2', 'events', storage)).toBe('month');
    expect(readCalendarView('u1', 'planner', storage)).toBe('month');
    storage.setItem('calendar_events:events:u3', '{not json');
    expect(readCalendarView('u3', 'events', storage)).toBe('month');
  });

  it("takes today from the browser's own calendar", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
