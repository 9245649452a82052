import { Message } from 'primereact/message';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Claim } from '../../../../../../shared/claims';
import { useHasClaim } from '../../../../lib/claims';
import '../../admin.css';

interface AdminPageProps {
  title: string;
  /** The claim the page's calls need; without it the page says so instead of failing call by call. */
  claim: Claim;
  /**
   * Where 'Back' leads (a list from its edit page). A page with it shows its own title too; list pages leave
   * both to the shell's page heading and breadcrumbs.
   */
  back?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every admin page: its title, a way back, its main actions, and the claim check. */
export function AdminPage({ title, claim, back, actions, children }: AdminPageProps) {
  const { t } = useTranslation();
  const allowed = useHasClaim(claim);
  return (
    <section className="admin-page" aria-labelledby="admin-page-title">
      <header className={back ? 'admin-page-header' : 'admin-page-header no-title'}>
        {back ? (
          <div>
            <Link to={back.to} className="admin-back">
              <i className="pi pi-arrow-left" aria-hidden /> {back.label}
            </Link>
            <h2 id="admin-page-title">{title}</h2>
          </div>
        ) : (
          <h2 id="admin-page-title" className="sr-only">
            {title}
          </h2>
        )}
        {allowed && actions && <div className="admin-page-actions">{actions}</div>}
      </header>
      {allowed ? children : <Message severity="warn" text={t('widgets.noAccess.page')} />}
    </section>
  );
}
