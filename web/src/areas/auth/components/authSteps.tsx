import { Button } from 'primereact/button';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorsOf, FormMessages } from '../../../components/forms';
import { useNavigateWhenDone } from '../../../lib/navigateWhenDone';
import { LOGIN_PATH } from '../../../lib/navigation';
import { authFailure, type AuthFailure, type AuthStep } from '../api/authErrors';
import { authText, formErrorOf } from './authForm';
import { LOCKED_PATH } from './authNavigation';
import { CodeField, ResendCode, type ResendState } from './CodeStep';

/**
 * A Cognito refusal of a step: a locked account goes to the locked page; otherwise the refusal becomes the
 * form's message (thrown, for useForm's submit) and what to offer next is kept.
 * A refusal arrives after the step's request: the locked page is for a user still on the page that asked.
 */
export function useAuthRefusal(flow: string) {
  const startWork = useNavigateWhenDone();
  const [offer, setOffer] = useState<AuthFailure['offer']>();
  const refused = (error: unknown, step: AuthStep, email: string) => {
    console.warn(`${flow} step ${step} failed`, error);
    const failure = authFailure(error, step);
    if (failure.locked) {
      startWork()(LOCKED_PATH, { state: { email } });
      return;
    }
    setOffer(failure.offer);
    throw formErrorOf(failure);
  };
  return { offer, setOffer, refused };
}

/** "Send the code again" for an account: its progress, where the code went, or why not (locked: the locked page). */
export function useResendCode(send: (email: string) => Promise<string | undefined>, step: AuthStep) {
  const startWork = useNavigateWhenDone();
  const [state, setState] = useState<ResendState>({ busy: false });
  const resend = async (email: string) => {
    setState({ busy: true });
    const goOn = startWork();
    try {
      const sentTo = await send(email);
      setState({ busy: false, sentTo: sentTo ?? email });
    } catch (error) {
      console.warn('The code could not be sent again', error);
      const failure = authFailure(error, step);
      if (failure.locked) goOn(LOCKED_PATH, { state: { email } });
      else setState({ busy: false, error: failure.key ?? failure.text ?? '' });
    }
  };
  return { state, resend, clear: () => setState({ busy: false }) };
}

/** The end of an auth form: its messages (in the user's language), what to offer next, and the submit button. */
export function AuthSubmit({
  errors,
  offers,
  saving,
  label,
  savingLabel,
}: {
  errors: readonly string[];
  offers?: ReactNode;
  saving: boolean;
  label: string;
  savingLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormMessages messages={errors.map((m) => authText(t, m))} />
      {offers}
      <Button type="submit" label={saving ? savingLabel : label} loading={saving} />
    </>
  );
}

/**
 * The step with the code Cognito e-mailed (a registration's confirmation, a password reset): where the code
 * went, the code (and the step's other fields), submit, send the code again, another e-mail, back to sign-in.
 */
export function CodeStepForm({
  id,
  hint,
  form,
  submitLabel,
  submittingLabel,
  offers,
  resend,
  onSubmit,
  onResend,
  onOtherEmail,
  backState,
  children,
}: {
  id: string;
  hint: string;
  form: {
    values: { code: string };
    errors: { fields: Record<string, string[]>; general: string[] };
    saving: boolean;
    change: (name: 'code', value: string) => void;
  };
  submitLabel: string;
  submittingLabel: string;
  offers?: ReactNode;
  resend: ResendState;
  onSubmit: (event: FormEvent) => void;
  onResend: () => void;
  onOtherEmail: () => void;
  backState?: { email: string };
  /** The step's other fields (a new password), after the code. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <p className="auth-hint" role="status">
        {hint}
      </p>
      <CodeField
        id={id}
        value={form.values.code}
        onChange={(value) => form.change('code', value)}
        errors={errorsOf(form.errors, 'code')}
      />
      {children}
      <AuthSubmit
        errors={form.errors.general}
        offers={offers}
        saving={form.saving}
        label={submitLabel}
        savingLabel={submittingLabel}
      />
      <ResendCode state={resend} onResend={onResend} disabled={form.saving} />
      <div className="auth-links">
        <Button type="button" link label={t('auth.confirm.otherEmail')} onClick={onOtherEmail} disabled={form.saving} />
        <Link to={LOGIN_PATH} state={backState}>
          {t('auth.backToSignIn')}
        </Link>
      </div>
    </form>
  );
}
