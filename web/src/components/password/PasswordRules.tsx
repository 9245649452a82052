import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, PASSWORD_RULES, unmetPasswordRules } from './passwordPolicy';
import '../widgets.css';
import './password.css';

/**
 * The password rules under a new-password field, each ticked off as the user types (`id` lets the input point
 * at them with aria-describedby).
 */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation();
  const unmet = new Set(unmetPasswordRules(password));
  return (
    <div id={id} className="password-rules">
      <span>{t('widgets.password.rulesTitle')}</span>
      <ul>
        {PASSWORD_RULES.map((rule) => {
          const met = password !== '' && !unmet.has(rule);
          return (
            <li key={rule} className={met ? 'met' : undefined}>
              <i className={met ? 'pi pi-check' : 'pi pi-circle'} aria-hidden="true" />
              <span>{t(`widgets.password.rules.${rule}`, { min: PASSWORD_MIN_LENGTH })}</span>
              {met && <span className="sr-only"> {t('widgets.password.met')}</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
