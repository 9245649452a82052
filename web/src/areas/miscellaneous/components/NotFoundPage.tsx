import '../miscellaneous.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '../../../lib/navigation';

/** miscellaneous/error404: where every unknown path lands. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="page error-page">
      <p className="error-code" aria-hidden="true">
        404
      </p>
      <p>{t('misc.notFound.text')}</p>
      <Link to={HOME_PATH}>{t('misc.home')}</Link>
    </section>
  );
}
