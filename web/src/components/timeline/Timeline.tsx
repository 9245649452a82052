import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/format/date';
import { localeOf } from '../../lib/i18n';
import './timeline.css';

interface TimelineEvent {
  id: number;
  title: string;
  beginDate: string;
  endDate: string;
  left: number;
  width: number;
  row: number;
  isLastDay: boolean;
  background: string;
  customClass: string;
  additionalColumns: { displayName: string; value: string }[];
}

interface TimelineProps<E extends TimelineEvent> {
  /** The visible range, ISO dates (inclusive): one year, month by month. */
  from: string;
  to: string;
  events: E[];
  label: string;
  onOpen?: (event: E) => void;
  /** What the hover card says beyond id and name. */
  details?: (event: E) => ReactNode;
  /** An extra column as the reader should see it (the server words them in English). */
  columnText?: (column: { displayName: string; value: string }, event: E) => string;
  /** The title of today's line, in the caller's words. */
  todayLabel: string;
}

const DAY = 86_400_000;
const time = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** The months of the range, each with its share of the width. */
function monthsOf(from: string, to: string) {
  const start = time(from);
  const end = time(to) + DAY;
  const months: { key: string; date: Date; left: number; width: number }[] = [];
  const cursor = new Date(start);
  while (cursor.getTime() < end) {
    const monthStart = Math.max(cursor.getTime(), start);
    const next = Date.UTC(cursor.getUTCFullYear(), cursor.getUTCMonth() + 1, 1);
    const monthEnd = Math.min(next, end);
    months.push({
      key: `${cursor.getUTCFullYear()}-${cursor.getUTCMonth()}`,
      date: new Date(monthStart),
      left: ((monthStart - start) / (end - start)) * 100,
      width: ((monthEnd - monthStart) / (end - start)) * 100,
    });
    cursor.setTime(next);
  }
  return months;
}

/**
 * A calendar of events by month (spec 01, section 2): the server lays events out in rows without overlap
 * (left and width in percent of the range); hovering or focusing an event shows its id, name and extra columns.
 */
export function Timeline<E extends TimelineEvent>({
  from,
  to,
  events,
  label,
  onOpen,
  details,
  columnText,
  todayLabel,
}: TimelineProps<E>) {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const monthName = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const rows = events.reduce((max, e) => Math.max(max, e.row + 1), 0);
  const today = new Date().toISOString().slice(0, 10);
  const todayLeft =
    today >= from && today <= to ? ((time(today) - time(from)) / (time(to) + DAY - time(from))) * 100 : null;
  return (
    <div className="timeline" role="group" aria-label={label}>
      <div className="timeline-months" aria-hidden>
        {monthsOf(from, to).map((m) => (
          <span key={m.key} style={{ left: `${m.left}%`, width: `${m.width}%` }}>
            {monthName.format(m.date)}
          </span>
        ))}
      </div>
      <div className="timeline-rows" style={{ height: `${Math.max(rows, 1) * 2.25 + 0.5}rem` }}>
        {monthsOf(from, to).map((m) => (
          <span key={m.key} className="timeline-grid" style={{ left: `${m.left}%` }} aria-hidden />
        ))}
        {todayLeft !== null && (
          <span className="timeline-today" style={{ left: `${todayLeft}%` }} title={todayLabel} aria-hidden />
        )}
        <ul className="timeline-events">
          {events.map((event) => {
            const describe = [
              `#${event.id} ${event.title}`,
              `${formatDate(event.beginDate)} – ${formatDate(event.endDate)}`,
              ...event.additionalColumns.map((c) => columnText?.(c, event) ?? `${c.displayName}: ${c.value}`),
            ].join(', ');
            return (
              <li
                key={event.id}
                className={`timeline-event ${event.customClass}${event.isLastDay ? ' continues' : ''}${event.left > 55 ? ' align-right' : ''}`}
                style={{
                  left: `${event.left}%`,
                  width: `${event.width}%`,
                  top: `${event.row * 2.25 + 0.25}rem`,
                  background: event.background,
                }}
                data-event-id={event.id}
              >
                <button type="button" onClick={() => onOpen?.(event)} aria-label={describe}>
                  <span className="timeline-title">{event.title}</span>
                </button>
                <div className="timeline-hover" role="tooltip">
                  <strong>
                    #{event.id} {event.title}
                  </strong>
                  <span>
                    {formatDate(event.beginDate)} – {formatDate(event.endDate)}
                  </span>
                  {details?.(event)}
                  {event.additionalColumns.map((c) => (
                    <span key={c.displayName}>{columnText?.(c, event) ?? `${c.displayName}: ${c.value}`}</span>
                  ))}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
