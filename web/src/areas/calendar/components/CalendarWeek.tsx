import { useTranslation } from 'react-i18next';
import { hiddenPerDay, placeWeek } from '../../../../../shared/eventsCalendar';
import type { RouteResult } from '../../../lib/api';
import { auditStatusText } from '../../../lib/auditNotes';

export type CalendarEvent = RouteResult<'campaigns.eventsCalendar'>['events'][number];

const dayNumber = (iso: string) => Number(iso.slice(8, 10));

/**
 * One week of the calendar as a CSS grid: seven day cells behind, and each event as a bar over the days it
 * covers, in its own lane (shared/eventsCalendar.ts, placeWeek). The week view shows each bar's details.
 */
export function CalendarWeek({
  days,
  events,
  today,
  month,
  detailed,
  maxLanes = Infinity,
  onOpen,
  onMore,
}: {
  days: string[];
  events: CalendarEvent[];
  today: string;
  /** The month shown ('YYYY-MM'), so days of the months around it are dimmed; none in the week view. */
  month?: string;
  detailed: boolean;
  /** The lanes shown (the month grid keeps a few); the rest count in each day's '+N more'. */
  maxLanes?: number;
  onOpen: (event: CalendarEvent) => void;
  /** Opens the week of a day whose bars are not all shown. */
  onMore?: (date: string) => void;
}) {
  const { t } = useTranslation();
  const placed = placeWeek(events, days[0]!);
  const hidden = hiddenPerDay(placed, maxLanes);
  const segments = placed.filter((s) => s.lane < maxLanes);
  const lanes = segments.reduce((max, s) => Math.max(max, s.lane + 1), 0) + (hidden.some((n) => n > 0) ? 1 : 0);
  // The server names the columns and a status in English; the status is worded from the event's status id.
  const columnText = (event: CalendarEvent) => (c: { displayName: string; value: string }) =>
    `${t(`calendar.columns.${c.displayName}`, { defaultValue: c.displayName })}: ${
      c.displayName === 'Status' ? auditStatusText(t, 'program', String(event.statusId)) : c.value
    }`;
  return (
    <div
      className={`calendar-week${detailed ? ' detailed' : ''}`}
      // The day numbers' row, a row per lane of events (none in an empty week: repeat(0, …) is invalid CSS), the rest.
      style={{ gridTemplateRows: ['auto', ...Array<string>(lanes).fill('auto'), '1fr'].join(' ') }}
    >
      {days.map((date, i) => (
        <div
          key={date}
          className={[
            'calendar-day',
            date === today ? 'today' : '',
            month && !date.startsWith(month) ? 'outside' : '',
          ].join(' ')}
          style={{ gridColumn: i + 1, gridRow: `1 / span ${lanes + 2}` }}
          data-date={date}
        />
      ))}
      {days.map((date, i) => (
        <span
          key={`${date}-number`}
          className={[
            'calendar-day-number',
            date === today ? 'today' : '',
            month && !date.startsWith(month) ? 'outside' : '',
          ].join(' ')}
          style={{ gridColumn: i + 1, gridRow: 1 }}
        >
          {dayNumber(date)}
        </span>
      ))}
      {days.map((date, i) =>
        hidden[i] ? (
          <button
            type="button"
            key={`${date}-more`}
            className="calendar-more"
            style={{ gridColumn: i + 1, gridRow: lanes + 1 }}
            onClick={() => onMore?.(date)}
          >
            {t('calendar.more', { count: hidden[i] })}
          </button>
        ) : null,
      )}
      {segments.map(({ event, column, span, lane, continuesBefore, continuesAfter }) => {
        const kind = t(`calendar.kinds.${event.kind}`);
        const details = [`${kind}: ${event.title}`, ...event.additionalColumns.map(columnText(event))];
        return (
          <button
            type="button"
            key={`${event.id}-${days[0]}`}
            className={[
              'calendar-event',
              event.customClass,
              continuesBefore ? 'continues-before' : '',
              continuesAfter ? 'continues-after' : '',
            ].join(' ')}
            style={{ gridColumn: `${column} / span ${span}`, gridRow: lane + 2, background: event.background }}
            title={details.join('\n')}
            aria-label={details.join(', ')}
            data-kind={event.kind}
            onClick={() => onOpen(event)}
          >
            <span className="calendar-event-title">{event.title}</span>
            {detailed && (
              <span className="calendar-event-details">
                {kind} · {event.additionalColumns.map(columnText(event)).join(' · ')}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
