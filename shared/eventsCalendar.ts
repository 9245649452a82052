/**
 * The events calendar and the planner (spec 01, routes eventsCalendar and myplanner): programs, their tactics'
 * in-store dates and their deliveries, shown on a month grid or a week. Pure date arithmetic on ISO calendar
 * dates (UTC), so the server's window and the browser's grid agree whatever the time zone.
 */
export type CalendarView = 'month' | 'week';
export type CalendarEventKind = 'program' | 'tactic' | 'delivery';

/** The colour of each kind of event (the legend shows the same); white titles on each read at WCAG AA. */
export const calendarKindColours: Record<CalendarEventKind, string> = {
  program: '#2563eb',
  tactic: '#15803d',
  delivery: '#b45309',
};

/** A window wider than six weeks is refused: a month grid is at most six rows of seven days. */
export const CALENDAR_MAX_DAYS = 42;

const day = 86_400_000;
const toTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const toIso = (time: number) => new Date(time).toISOString().slice(0, 10);

const addDays = (iso: string, days: number) => toIso(toTime(iso) + days * day);
const daysBetween = (from: string, to: string) => Math.round((toTime(to) - toTime(from)) / day);

/** The Sunday on or before a date (weeks start on Sunday, as in the US calendar). */
const weekStart = (iso: string) => addDays(iso, -new Date(toTime(iso)).getUTCDay());

/** The first day of the month of a date. */
const monthStart = (iso: string) => `${iso.slice(0, 7)}-01`;

/** The first day of the month `months` after (or before) a date's month. */
function addMonths(iso: string, months: number): string {
  const date = new Date(toTime(monthStart(iso)));
  date.setUTCMonth(date.getUTCMonth() + months);
  return toIso(date.getTime());
}

export interface CalendarWindow {
  /** First and last day shown, inclusive. */
  from: string;
  to: string;
  /** The days shown, in weeks of seven. */
  weeks: string[][];
}

/** The days a view shows around a date: the month's weeks (Sunday to Saturday, whole weeks), or its week. */
export function calendarWindow(view: CalendarView, anchor: string): CalendarWindow {
  const from = view === 'week' ? weekStart(anchor) : weekStart(monthStart(anchor));
  const last = view === 'week' ? addDays(from, 6) : addDays(addMonths(anchor, 1), -1);
  const weeks: string[][] = [];
  for (let start = from; start <= last; start = addDays(start, 7))
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)));
  return { from, to: weeks.at(-1)!.at(-1)!, weeks };
}

/** The date a view moves to with prev (-1) or next (+1). */
export const stepAnchor = (view: CalendarView, anchor: string, step: number) =>
  view === 'week' ? addDays(anchor, 7 * step) : addMonths(anchor, step);

export interface DatedEvent {
  id: string;
  beginDate: string;
  endDate: string;
}

export interface WeekSegment<E extends DatedEvent> {
  event: E;
  /** Columns of the week grid (1 to 7) the bar spans, and its lane (0 = top). */
  column: number;
  span: number;
  lane: number;
  /** The event began before this week or goes on after it. */
  continuesBefore: boolean;
  continuesAfter: boolean;
}

/**
 * The bars of one week (seven days from `weekFirstDay`): each event cut to the week, in start order (longer first
 * on ties), each in the first lane where it overlaps nothing, so no two bars cross.
 */
export function placeWeek<E extends DatedEvent>(events: E[], weekFirstDay: string): WeekSegment<E>[] {
  const weekLast = addDays(weekFirstDay, 6);
  const inWeek = events
    .filter((e) => e.endDate >= weekFirstDay && e.beginDate <= weekLast)
    .sort(
      (a, b) =>
        a.beginDate.localeCompare(b.beginDate) || b.endDate.localeCompare(a.endDate) || a.id.localeCompare(b.id),
    );
  const laneEnds: string[] = [];
  return inWeek.map((event) => {
    const first = event.beginDate < weekFirstDay ? weekFirstDay : event.beginDate;
    const last = event.endDate > weekLast ? weekLast : event.endDate;
    let lane = laneEnds.findIndex((end) => end < first);
    if (lane === -1) lane = laneEnds.push('') - 1;
    laneEnds[lane] = last;
    return {
      event,
      column: daysBetween(weekFirstDay, first) + 1,
      span: daysBetween(first, last) + 1,
      lane,
      continuesBefore: event.beginDate < weekFirstDay,
      continuesAfter: event.endDate > weekLast,
    };
  });
}

/**
 * How many bars of a week each day (index 0 to 6) keeps out of sight when only `maxLanes` lanes are shown (the
 * month grid): the day's '+N more' opens its week, which shows every lane.
 */
export function hiddenPerDay(segments: { column: number; span: number; lane: number }[], maxLanes: number): number[] {
  const hidden = Array.from({ length: 7 }, () => 0);
  for (const { column, span, lane } of segments)
    if (lane >= maxLanes) for (let day = column - 1; day < column - 1 + span; day++) hidden[day]! += 1;
  return hidden;
}
