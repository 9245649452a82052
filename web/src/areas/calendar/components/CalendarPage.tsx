import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  calendarKindColours,
  calendarWindow,
  stepAnchor,
  type CalendarEventKind,
  type CalendarView,
} from '../../../../../shared/eventsCalendar';
import { PageSpinner } from '../../../components/PageSpinner';
import { localeOf } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useCalendarEvents } from '../api/eventsCalendar';
import { localToday, readCalendarView, storeCalendarView } from '../lib/calendarStorage';
import { CalendarWeek } from './CalendarWeek';
import '../calendar.css';

const KINDS: CalendarEventKind[] = ['program', 'tactic', 'delivery'];
/** The lanes a week of the month grid shows; the rest are behind each day's '+N more' (the week shows all). */
const MONTH_LANES = 4;
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** The title's month names in the reader's language (a French page read 'November 2026'). */
const titleFormats = (language: string) => {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: 'UTC' });
  return {
    monthTitle: format({ month: 'long', year: 'numeric' }),
    dayTitle: format({ month: 'short', day: 'numeric', year: 'numeric' }),
  };
};
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** The events calendar (`eventsCalendar`): programs, tactics and deliveries of the user's retailers. */
export const EventsCalendarPage = () => <CalendarForUser mine={false} />;
/** The planner (`myplanner`): the same calendar over the user's own programs. */
export const MyPlannerPage = () => <CalendarForUser mine />;

function CalendarForUser({ mine }: { mine: boolean }) {
  const userId = useSession()?.user.subject ?? '';
  return <Calendar key={`${userId}-${mine}`} userId={userId} mine={mine} />;
}

function Calendar({ userId, mine }: { userId: string; mine: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { monthTitle, dayTitle } = useMemo(() => titleFormats(i18n.language), [i18n.language]);
  const page = mine ? 'planner' : 'events';
  const today = localToday();
  const [view, setView] = useState<CalendarView>(() => readCalendarView(userId, page));
  const [anchor, setAnchor] = useState(today);
  const shown = useMemo(() => calendarWindow(view, anchor), [view, anchor]);
  const events = useCalendarEvents(shown.from, shown.to, mine);

  const choose = (next: CalendarView) => {
    setView(next);
    storeCalendarView(userId, page, next);
  };
  const title =
    view === 'month'
      ? monthTitle.format(utc(anchor))
      : `${dayTitle.format(utc(shown.from))} – ${dayTitle.format(utc(shown.to))}`;
  const list = events.data?.events ?? [];

  return (
    <section className="events-calendar" aria-labelledby="events-calendar-title">
      <div className="events-calendar-toolbar">
        <Button
          type="button"
          icon="pi pi-chevron-left"
          text
          rounded
          aria-label={t(view === 'month' ? 'calendar.previousMonth' : 'calendar.previousWeek')}
          onClick={() => setAnchor(stepAnchor(view, anchor, -1))}
        />
        <Button type="button" label={t('calendar.today')} size="small" outlined onClick={() => setAnchor(today)} />
        <Button
          type="button"
          icon="pi pi-chevron-right"
          text
          rounded
          aria-label={t(view === 'month' ? 'calendar.nextMonth' : 'calendar.nextWeek')}
          onClick={() => setAnchor(stepAnchor(view, anchor, 1))}
        />
        <h2 id="events-calendar-title" aria-live="polite">
          {title}
        </h2>
        <span className="spacer" />
        <div className="events-calendar-views" role="group" aria-label={t('calendar.view')}>
          {(['month', 'week'] as const).map((v) => (
            <Button
              key={v}
              type="button"
              label={t(`calendar.views.${v}`)}
              size="small"
              outlined={view !== v}
              aria-pressed={view === v}
              onClick={() => choose(v)}
            />
          ))}
        </div>
      </div>
      <ul className="events-calendar-legend" aria-label={t('calendar.legend')}>
        {KINDS.map((kind) => (
          <li key={kind}>
            <span style={{ background: calendarKindColours[kind] }} aria-hidden /> {t(`calendar.kinds.${kind}`)}
          </li>
        ))}
      </ul>
      {events.error && <Message severity="error" text={t('spec.http.dataNotLoaded')} />}
      {events.data?.truncated && <Message severity="info" text={t('calendar.truncated')} />}
      {!events.data && !events.error && <PageSpinner />}
      {events.data && list.length === 0 && (
        <p className="events-calendar-empty">{t(mine ? 'calendar.emptyMine' : 'calendar.empty')}</p>
      )}
      <div className={`events-calendar-grid ${view}`} data-view={view}>
        <div className="calendar-weekdays" aria-hidden>
          {shown.weeks[0]!.map((date, i) => (
            <span key={date}>
              {t(`calendar.weekdays.${WEEKDAYS[i]}`)}
              {view === 'week' && ` ${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`}
            </span>
          ))}
        </div>
        {shown.weeks.map((days) => (
          <CalendarWeek
            key={days[0]}
            days={days}
            events={list}
            today={today}
            month={view === 'month' ? anchor.slice(0, 7) : undefined}
            detailed={view === 'week'}
            maxLanes={view === 'month' ? MONTH_LANES : undefined}
            onOpen={(event) => navigate(`/programdetails/${event.programId}`)}
            onMore={(date) => {
              setAnchor(date);
              choose('week');
            }}
          />
        ))}
      </div>
    </section>
  );
}
