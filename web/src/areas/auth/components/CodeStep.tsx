import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { authText } from './authForm';
import { TextField } from './TextField';

/** The code Cognito e-mailed; browsers may offer it from the e-mail (one-time-code). */
export function CodeField(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  errors: readonly string[];
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.confirm.code')}
      autoComplete="one-time-code"
      inputMode="numeric"
      autoFocus
      maxLength={20}
      {...props}
    />
  );
}

/** Where "send the code again" stands: sending, sent (to where), or failed (a text name or Cognito's words). */
export interface ResendState {
  busy: boolean;
  sentTo?: string;
  error?: string;
}

/** "Send the code again", with its progress and its answer. */
export function ResendCode({
  state,
  onResend,
  disabled,
}: {
  state: ResendState;
  onResend: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="auth-resend">
      <Button
        type="button"
        link
        icon="pi pi-refresh"
        label={state.busy ? t('auth.confirm.resending') : t('auth.confirm.resend')}
        loading={state.busy}
        disabled={disabled}
        onClick={onResend}
      />
      {state.sentTo && (
        <Message severity="success" role="status" text={t('auth.confirm.resent', { destination: state.sentTo })} />
      )}
      {state.error && <Message severity="error" role="alert" text={authText(t, state.error)} />}
    </div>
  );
}
