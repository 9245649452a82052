import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../../lib/navigation';
import type { PageInfo } from './usePageInfo';

/** The ribbon: breadcrumbs from the route's page titles, and a reload of the current page. */
export function Ribbon({ page }: { page: PageInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const crumbs = page.breadcrumbs[0] === t('shell.routes.home') ? page.breadcrumbs.slice(1) : page.breadcrumbs;
  return (
    <div className="shell-ribbon">
      <Button
        className="ribbon-reload"
        icon="pi pi-refresh"
        text
        size="small"
        aria-label={t('shell.ribbon.reload')}
        title={t('shell.ribbon.reload')}
        onClick={() => navigate(location.pathname + location.search, { replace: true })}
      />
      <nav aria-label={t('shell.ribbon.breadcrumbs')}>
        <ol className="breadcrumbs">
          <li>
            <Link to={HOME_PATH}>{t('shell.routes.home')}</Link>
          </li>
          {crumbs.map((crumb, index) => (
            <li key={`${index}-${crumb}`} aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
              {crumb}
            </li>
          ))}
        </ol>
      </nav>
    </div>
  );
}
