import { useTranslation } from 'react-i18next';

/**
 * Placeholder created by the shell so the route can be wired; the account area replaces this file with its own
 * default export (a component rendering the area's pages).
 */
export default function AccountArea() {
  const { t } = useTranslation();
  return (
    <section className="page coming-soon">
      <p>{t('shell.comingSoon.text')}</p>
    </section>
  );
}
