import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { knownClaims } from '../../../../../shared/claims';
import { programStatus, programStatusColours } from '../../../../../shared/programs/status';
import { useHasClaim } from '../../../lib/claims';
import { programStatusText } from '../../../lib/programStatus';
import type { RouteResult } from '../../../lib/api';
import type { ApiError } from '../../../lib/api';
import { barWidth } from '../lib/dashboard';
import { DashboardCard } from './DashboardCard';

/**
 * How many programs of the current budget year are in each status (the status counters, `tasks/general-info`);
 * each status opens Program Status filtered by it, and approvers get the approval queue's link.
 */
export function ProgramsByStatusCard({
  info,
  error,
}: {
  info: RouteResult<'tasks.generalInfo'> | undefined;
  error?: ApiError;
}) {
  const { t } = useTranslation();
  const approver = useHasClaim(knownClaims.approveProgram);
  const year = info?.budgetYear ?? null;
  const shown = (info?.programsByStatus ?? []).filter((s) => s.count > 0);
  const scale = Math.max(1, ...shown.map((s) => s.count));
  return (
    <DashboardCard
      id="status"
      title={t('home.status.title')}
      subtitle={year ? t('home.status.subtitle', { year, count: info?.totalPrograms ?? 0 }) : undefined}
      loading={!info}
      error={error}
      footer={
        year && approver ? (
          <Link to={`/program-status?statusId=${programStatus.submitted}&fiscalYear=${year}`}>
            {t('home.status.queue')}
          </Link>
        ) : undefined
      }
    >
      {!year ? (
        <p className="home-empty">{t('home.status.noYear')}</p>
      ) : shown.length === 0 ? (
        <p className="home-empty">{t('home.status.empty', { year })}</p>
      ) : (
        <ul className="home-bars">
          {shown.map((s) => (
            <li key={s.statusId} data-status={s.statusId}>
              <Link to={`/program-status?statusId=${s.statusId}&fiscalYear=${year}`} className="home-bar-label">
                {programStatusText(t, s.statusId, s.name)}
              </Link>
              <span className="home-bar-track" aria-hidden="true">
                <span
                  className="home-bar"
                  style={{
                    width: `${barWidth(s.count, scale)}%`,
                    background: programStatusColours[s.statusId],
                  }}
                />
              </span>
              <strong className="home-bar-value">{s.count}</strong>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
