import { useTranslation } from 'react-i18next';
import { PasswordRules } from '../../../components/password';
import { TextField } from './TextField';

interface NewPasswordFieldsProps {
  /** The inputs' ids: `{id}` and `{id}-confirm`. */
  id: string;
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  passwordErrors: readonly string[];
  confirmErrors: readonly string[];
  passwordLabel?: string;
  autoFocus?: boolean;
}

/** A new password with the rules it must meet, ticked off while typing, and the same password again. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const rulesId = `${props.id}-rules`;
  return (
    <>
      <TextField
        id={props.id}
        label={props.passwordLabel ?? t('auth.newPassword')}
        type="password"
        autoComplete="new-password"
        autoFocus={props.autoFocus}
        value={props.password}
        onChange={props.onPassword}
        errors={props.passwordErrors}
        describedBy={rulesId}
        maxLength={256}
      />
      <PasswordRules id={rulesId} password={props.password} />
      <TextField
        id={`${props.id}-confirm`}
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={props.confirm}
        onChange={props.onConfirm}
        errors={props.confirmErrors}
        maxLength={256}
      />
    </>
  );
}
