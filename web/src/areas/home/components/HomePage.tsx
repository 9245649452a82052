import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { hasClaim, knownClaims } from '../../../../../shared/claims';
import { NoAccessNote } from '../../../components/access';
import { useMayCall } from '../../../lib/claims';
import { useSession } from '../../../lib/session';
import { useSidePanel } from '../../../lib/sidePanel';
import { useRoute } from '../../../lib/useRoute';
import { useGeneralInfo } from '../api/dashboard';
import { BudgetByBrandCard } from './BudgetByBrandCard';
import { ProgramsByStatusCard } from './ProgramsByStatusCard';
import { ProgramTimeline } from './ProgramTimeline';
import { RecentActivityCard } from './RecentActivityCard';
import { TasksCard } from './TasksCard';

/**
 * The signed-in landing page: what needs the user (tasks), the current budget year's programs by status and
 * budget by brand, recent activity, the jobs and contributions panels, and the program timeline. A user without
 * a role sees only the note that an administrator must give them one.
 */
export function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const sidePanel = useSidePanel();
  const mayCall = useMayCall();
  // The cached claims show at once; SWR then asks the API for the current ones.
  const liveClaims = useRoute('users.claims', session ? undefined : null);
  const claims = liveClaims.data ?? session?.claims ?? [];
  const member = Boolean(session?.user.roles.length) && claims.length > 0;
  const viewer = hasClaim(claims, knownClaims.viewPrograms.resource, knownClaims.viewPrograms.operation);
  const info = useGeneralInfo(member && viewer);

  if (!session) return null;
  return (
    <section className="page home-page">
      {/* Someone who registered themselves holds no claims until an administrator gives them a role. */}
      {claims.length === 0 && <NoAccessNote />}
      <div className="home-welcome">
        <div>
          <p className="home-user">{t('home.welcome', { email: session.user.email })}</p>
          {member && viewer && info.data?.budgetYear && (
            <p className="muted">{t('home.intro', { year: info.data.budgetYear })}</p>
          )}
        </div>
        {member && (
          <div className="home-actions">
            <Button label={t('home.jobs')} icon="pi pi-briefcase" outlined onClick={() => sidePanel.open('jobs')} />
            <Button
              label={t('home.contributions')}
              icon="pi pi-chart-bar"
              outlined
              onClick={() => sidePanel.open('contributions')}
            />
          </div>
        )}
      </div>
      {member && (
        <div className="home-grid">
          <TasksCard />
          {viewer && <ProgramsByStatusCard info={info.data} error={info.error} />}
          {viewer && (
            <BudgetByBrandCard
              budgetYear={info.data ? (info.data.budgetYear ?? null) : undefined}
              infoError={info.error}
            />
          )}
          <RecentActivityCard />
        </div>
      )}
      {/* The user's programs by month, for those who plan from campaign themes (not production, for one). */}
      {mayCall('campaigns.myCalendar') && <ProgramTimeline />}
    </section>
  );
}
