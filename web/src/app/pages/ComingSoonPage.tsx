import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '../../lib/navigation';

/** A route of the spec whose area is not built yet: the shell, its title and breadcrumbs work around it. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <section className="page coming-soon">
      <div className="p-card coming-soon-card">
        <i className="pi pi-wrench" aria-hidden="true" />
        <p>{t('shell.comingSoon.text')}</p>
        <Link to={HOME_PATH}>{t('shell.comingSoon.home')}</Link>
      </div>
    </section>
  );
}
