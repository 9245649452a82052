import type { CalendarView } from '../../../../../shared/eventsCalendar';

/**
 * The calendar's remembered choice (spec 01: 'calendar events' are stored in the browser per user): the view,
 * one entry per signed-in user and page (events calendar, planner).
 */
const calendarStorageKey = (userId: string, page: 'events' | 'planner') => `calendar_events:${page}:${userId}`;

export function readCalendarView(
  userId: string,
  page: 'events' | 'planner',
  storage: Pick<Storage, 'getItem'> = localStorage,
): CalendarView {
  try {
    const raw = JSON.parse(storage.getItem(calendarStorageKey(userId, page)) ?? 'null') as { view?: unknown } | null;
    return raw?.view === 'week' ? 'week' : 'month';
  } catch {
    return 'month';
  }
}

export function storeCalendarView(
  userId: string,
  page: 'events' | 'planner',
  view: CalendarView,
  storage: Pick<Storage, 'setItem'> = localStorage,
) {
  try {
    storage.setItem(calendarStorageKey(userId, page), JSON.stringify({ view }));
  } catch {
    // A full or blocked storage only means the view is not remembered.
  }
}

/** Today in the browser's own calendar, as an ISO date. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
