/**
 * The timeline calendar of programs by month (spec 01, section 2): events laid out in rows without overlap.
 * Positions are percentages of the visible range, so the same layout serves any width.
 */
export interface TimelineInput {
  id: number | string;
  title: string;
  /** ISO calendar dates, inclusive. */
  beginDate: string;
  endDate: string;
  additionalColumns?: { displayName: string; value: string }[];
}

export interface TimelineEvent extends TimelineInput {
  left: number;
  width: number;
  row: number;
  /** The event goes on past the visible range. */
  isLastDay: boolean;
}

const day = 86_400_000;
const toTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/**
 * Places events in the range [from, to] (inclusive days): each event takes the first row where it overlaps
 * nothing, in start order (longer first on ties), so rows stay few and no two bars cross.
 */
export function layoutTimeline(events: TimelineInput[], from: string, to: string): TimelineEvent[] {
  const start = toTime(from);
  const end = toTime(to) + day;
  const span = end - start;
  const visible = events
    .filter((e) => toTime(e.endDate) + day > start && toTime(e.beginDate) < end)
    .sort((a, b) => toTime(a.beginDate) - toTime(b.beginDate) || toTime(b.endDate) - toTime(a.endDate));
  const rowEnds: number[] = [];
  return visible.map((event) => {
    const eventStart = Math.max(toTime(event.beginDate), start);
    const eventEnd = Math.min(toTime(event.endDate) + day, end);
    let row = rowEnds.findIndex((rowEnd) => rowEnd <= eventStart);
    if (row === -1) row = rowEnds.push(0) - 1;
    rowEnds[row] = eventEnd;
    return {
      ...event,
      row,
      left: Math.round(((eventStart - start) / span) * 10_000) / 100,
      width: Math.round(((eventEnd - eventStart) / span) * 10_000) / 100,
      isLastDay: toTime(event.endDate) + day > end,
    };
  });
}

export const timelineEmptyText = 'You currently have no programs listed for these parameters';
