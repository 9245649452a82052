import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import './access.css';

/**
 * For a signed-in user who holds no claims yet (someone who registered themselves): an administrator has to
 * give them a role, and a new sign-in brings the role's pages.
 */
export function NoAccessNote() {
  const { t } = useTranslation();
  return (
    <Message
      severity="info"
      className="no-access-note"
      content={
        <div role="status">
          <strong>{t('widgets.noAccess.title')}</strong>
          <p>{t('widgets.noAccess.text')}</p>
          <p>{t('widgets.noAccess.signInAgain')}</p>
        </div>
      }
    />
  );
}
