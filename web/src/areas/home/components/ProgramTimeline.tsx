import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { knownClaims } from '../../../../../shared/claims';
import { programStatus, programStatusColours } from '../../../../../shared/programs/status';
import { PageSpinner } from '../../../components/PageSpinner';
import { useHasClaim } from '../../../lib/claims';
import { programStatusText } from '../../../lib/programStatus';
import { openSidePanel } from '../../../lib/sidePanel';
import { useMyCalendar, useThemeOverlays } from '../api/calendars';
import { Timeline } from '../../../components/timeline';
import { timelineColumnText } from '../lib/timelineColumns';
import '../home.css';

/** The statuses a user's programs are in while planned and reviewed, for the legend (in the events' colours). */
const LEGEND = [
  programStatus.new,
  programStatus.submitted,
  programStatus.approved,
  programStatus.rejected,
  programStatus.revised,
] as const;

/**
 * The timeline of the user's programs by month (spec 01, section 2): rows without overlap, details on hover,
 * a click opens the program; with nothing to show, the spec's empty text and its three buttons.
 */
export function ProgramTimeline() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [year, setYear] = useState(new Date().getFullYear());
  const [overlays, setOverlays] = useState(false);
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const programs = useMyCalendar(from, to);
  const themes = useThemeOverlays(from, to, overlays);
  const canPlaceholder = useHasClaim(knownClaims.createPlaceholder);

  const buttons = (
    <>
      <Button
        type="button"
        label={t('home.timeline.campaignLibrary')}
        icon="pi pi-book"
        size="small"
        outlined
        onClick={() => navigate('/campaign-library')}
      />
      {canPlaceholder && (
        <Button
          type="button"
          label={t('home.timeline.createPlaceholder')}
          icon="pi pi-plus"
          size="small"
          outlined
          onClick={() => openSidePanel('create-campaign', { mode: 'placeholder' })}
        />
      )}
      <Button
        type="button"
        label={overlays ? t('home.timeline.hideOverlays') : t('home.timeline.viewOverlays')}
        icon="pi pi-clone"
        size="small"
        outlined
        aria-pressed={overlays}
        onClick={() => setOverlays(!overlays)}
      />
    </>
  );

  return (
    <section className="home-timeline" aria-labelledby="home-timeline-title">
      <div className="home-timeline-toolbar">
        <h2 id="home-timeline-title">{t('home.timeline.title')}</h2>
        <Button
          type="button"
          icon="pi pi-chevron-left"
          text
          rounded
          aria-label={t('home.timeline.previousYear')}
          onClick={() => setYear(year - 1)}
        />
        <strong aria-live="polite">{year}</strong>
        <Button
          type="button"
          icon="pi pi-chevron-right"
          text
          rounded
          aria-label={t('home.timeline.nextYear')}
          onClick={() => setYear(year + 1)}
        />
        <span className="spacer" />
        {programs.data && programs.data.length > 0 && buttons}
      </div>
      {programs.error && <Message severity="error" text={t('spec.http.dataNotLoaded')} />}
      {!programs.data && !programs.error && <PageSpinner />}
      {overlays && themes.data && (
        <>
          <p className="timeline-band-label">{t('home.timeline.overlays')}</p>
          <Timeline
            todayLabel={t('home.timeline.today')}
            from={from}
            to={to}
            events={themes.data}
            label={t('home.timeline.overlays')}
            onOpen={(e) => openSidePanel('campaign-info', { themeId: e.id })}
          />
        </>
      )}
      {programs.data && programs.data.length === 0 && (
        <div className="timeline-empty">
          <p>{t('home.spec.timelineEmpty')}</p>
          <div className="timeline-empty-buttons">{buttons}</div>
        </div>
      )}
      {programs.data && programs.data.length > 0 && (
        <>
          <Timeline
            todayLabel={t('home.timeline.today')}
            from={from}
            to={to}
            events={programs.data}
            label={t('home.timeline.title')}
            onOpen={(e) => navigate(`/programdetails/${e.id}`)}
            columnText={(column, event) => timelineColumnText(t, column, event)}
          />
          <ul className="timeline-legend" aria-label={t('home.timeline.legend')}>
            {LEGEND.map((statusId) => (
              <li key={statusId}>
                <span style={{ background: programStatusColours[statusId] }} aria-hidden />{' '}
                {programStatusText(t, statusId)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
