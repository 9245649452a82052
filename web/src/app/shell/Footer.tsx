import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { namedContactDesks } from '../../lib/contactDesks';
import { useSession } from '../../lib/session';

/** The footer: the client's name and the year, and a link to each contact desk the client has named. */
export function Footer({ clientName }: { clientName?: string }) {
  const { t } = useTranslation();
  const desks = namedContactDesks(useSession()?.clientSettings ?? []);
  return (
    <footer className="shell-footer">
      <span>
        {t('shell.footer.copyright', { year: new Date().getFullYear(), client: clientName || t('shell.appName') })}
      </span>
      {desks.length > 0 && (
        <nav className="footer-contacts" aria-label={t('shell.footer.contacts')}>
          {desks.map((desk) => (
            <Link key={desk.variant} to={`/contact/${desk.variant}`}>
              {desk.title}
            </Link>
          ))}
        </nav>
      )}
      <span className="footer-app">{t('shell.appName')}</span>
    </footer>
  );
}
