import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { NoAccessNote } from '../../../components/access';
import { translateMessage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useSidePanel } from '../../../lib/sidePanel';
import { useRoute } from '../../../lib/useRoute';
import { AwaitingApproval } from './AwaitingApproval';
import { ProgramTimeline } from './ProgramTimeline';

/** The signed-in landing page: who is signed in, the jobs and contributions panels, and the program timeline. */
export function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const sidePanel = useSidePanel();
  // The cached claims show at once; SWR then asks the API for the current ones.
  const liveClaims = useRoute('users.claims', session ? undefined : null);

  if (!session) return null;
  const { user } = session;
  const claims = liveClaims.data ?? session.claims;
  return (
    <section className="page home-page">
      {/* Someone who registered themselves holds no claims until an administrator gives them a role. */}
      {claims.length === 0 && <NoAccessNote />}
      <div className="p-card home-card">
        <p className="home-user">{t('home.signedInAs', { email: user.email })}</p>
        <div className="home-roles">
          <span id="home-roles-label">{t('home.roles')}</span>
          <ul aria-labelledby="home-roles-label">
            {user.roles.length === 0 ? (
              <li>{t('home.noRoles')}</li>
            ) : (
              user.roles.map((role) => (
                <li key={role}>
                  <Tag value={role} />
                </li>
              ))
            )}
          </ul>
        </div>
        <p className="home-claims">{t('home.claims', { total: claims.length })}</p>
        {liveClaims.error && (
          <div className="home-error">
            {liveClaims.error.messages.map((text) => (
              <Message key={text} severity="error" text={translateMessage(t, text)} />
            ))}
          </div>
        )}
        <div className="home-actions">
          <Button label={t('home.jobs')} icon="pi pi-briefcase" outlined onClick={() => sidePanel.open('jobs')} />
          <Button
            label={t('home.contributions')}
            icon="pi pi-chart-bar"
            outlined
            onClick={() => sidePanel.open('contributions')}
          />
        </div>
      </div>
      <AwaitingApproval />
      <ProgramTimeline />
    </section>
  );
}
