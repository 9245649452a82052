import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LOGIN_PATH } from '../../../lib/navigation';
import { AuthCard } from './AuthCard';
import { useAuthNavigationState } from './authNavigation';

/**
 * The locked page (`#/auth/locked`): where a deactivated user lands when Cognito answers their sign-in with
 * 'User is disabled.'. Nothing to try again: only an administrator can reactivate the account.
 */
export function LockedPage() {
  const { t } = useTranslation();
  const { email } = useAuthNavigationState();
  return (
    <AuthCard title={t('auth.locked.title')}>
      <div className="auth-form">
        <Message
          severity="error"
          className="auth-notice"
          content={
            <div role="alert">
              <i className="pi pi-lock" aria-hidden="true" />{' '}
              {email ? t('auth.locked.textFor', { email }) : t('auth.locked.text')}
            </div>
          }
        />
        <p className="auth-hint">{t('auth.locked.contact')}</p>
        <div className="auth-links">
          <Link to={LOGIN_PATH}>{t('auth.backToSignIn')}</Link>
        </div>
      </div>
    </AuthCard>
  );
}
