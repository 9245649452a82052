import { useTranslation } from 'react-i18next';

/** The footer: the client's name and the year. */
export function Footer({ clientName }: { clientName?: string }) {
  const { t } = useTranslation();
  return (
    <footer className="shell-footer">
      <span>
        {t('shell.footer.copyright', { year: new Date().getFullYear(), client: clientName || t('shell.appName') })}
      </span>
      <span className="footer-app">{t('shell.appName')}</span>
    </footer>
  );
}
