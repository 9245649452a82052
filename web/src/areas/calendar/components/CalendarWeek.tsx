import { useTranslation } from 'react-i18next';
import { placeWeek } from '../../../../../shared/eventsCalendar';
import type { RouteResult } from '../../../lib/api';

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
  onOpen,
}: {
  days: string[];
  events: CalendarEvent[];
  today: string;
  /** The month shown ('YYYY-MM'), so days of the months around it are dimmed; none in the week view. */
  month?: string;
  detailed: boolean;
  onOpen: (event: CalendarEvent) => void;
}) {
  const { t } = useTranslation();
  const segments = placeWeek(events, days[0]!);
  const lanes = segments.reduce((max, s) => Math.max(max, s.lane + 1), 0);
  const columnText = (c: { displayName: string; value: string }) =>
    `${t(`calendar.columns.${c.displayName}`, { defaultValue: c.displayName })}: ${c.value}`;
  return (
    <div
      className={`calendar-week${detailed ? ' detailed' : ''}`}
      style={{ gridTemplateRows: `auto repeat(${lanes}, auto) 1fr` }}
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
      {segments.map(({ event, column, span, lane, continuesBefore, continuesAfter }) => {
        const kind = t(`calendar.kinds.${event.kind}`);
        const details = [`${kind}: ${event.title}`, ...event.additionalColumns.map(columnText)];
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
                {kind} · {event.additionalColumns.map(columnText).join(' · ')}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
