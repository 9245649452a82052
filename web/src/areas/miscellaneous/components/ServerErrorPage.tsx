import '../miscellaneous.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '../../../lib/navigation';

/** miscellaneous/error500: a page to send the user to when the server failed. */
export function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <section className="page error-page">
      <p className="error-code" aria-hidden="true">
        500
      </p>
      <p>{t('misc.serverError.text')}</p>
      <Link to={HOME_PATH}>{t('misc.home')}</Link>
    </section>
  );
}
