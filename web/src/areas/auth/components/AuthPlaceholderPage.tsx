import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { LOGIN_PATH } from '../../../lib/navigation';

const PAGES = ['register', 'forgot', 'locked'] as const;

/** The auth pages other than login (register, forgot, locked): not built yet, they lead back to sign-in. */
export function AuthPlaceholderPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const name = PAGES.find((page) => pathname === `/auth/${page}`) ?? 'register';
  return (
    <main className="auth-page">
      <section className="auth-card p-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{t(`auth.pages.${name}`)}</h1>
        <p className="auth-hint">{t('auth.comingSoon')}</p>
        <Link to={LOGIN_PATH}>{t('auth.backToSignIn')}</Link>
      </section>
    </main>
  );
}
