import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { errorsOf, FieldError, type FormErrors } from '../../../components/forms';
import { authText } from './authForm';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Text names or texts, shown under the input. */
  errors: readonly string[];
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
  optional?: boolean;
  /** Another element describing the input (the password rules). */
  describedBy?: string;
  inputMode?: 'numeric' | 'email' | 'text';
  maxLength?: number;
}

/** One labelled input of an auth form, with its messages under it. */
export function TextField({
  id,
  label,
  value,
  onChange,
  errors,
  type = 'text',
  optional,
  describedBy,
  ...input
}: TextFieldProps) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  return (
    <div className="auth-field">
      <label htmlFor={id}>
        {label}
        {optional && <span className="auth-optional"> {t('auth.optional')}</span>}
      </label>
      <InputText
        id={id}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        invalid={errors.length > 0}
        aria-invalid={errors.length > 0}
        aria-describedby={[errorId, describedBy].filter(Boolean).join(' ')}
        {...input}
      />
      <FieldError id={errorId} messages={errors.map((m) => authText(t, m))} />
    </div>
  );
}

/** The e-mail of an auth form (the account's name), bound to the form's `email` value and messages. */
export function EmailField({
  id,
  form,
  autoComplete,
  autoFocus,
}: {
  id: string;
  form: { values: { email: string }; errors: FormErrors; change: (name: 'email', value: string) => void };
  autoComplete: 'username' | 'email';
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      id={id}
      label={t('auth.email')}
      type="email"
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      value={form.values.email}
      onChange={(value) => form.change('email', value)}
      errors={errorsOf(form.errors, 'email')}
      maxLength={254}
    />
  );
}
