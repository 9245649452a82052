import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { errorsOf, FormMessages, useForm } from '../../../components/forms';
import { newPasswordIssues } from '../../../components/password';
import { LOGIN_PATH } from '../../../lib/navigation';
import { authFailure, type AuthFailure, type AuthStep } from '../api/authErrors';
import { requestPasswordReset, saveNewPassword } from '../api/passwordReset';
import { AuthCard } from './AuthCard';
import { authText, codeIssue, emailIssue, formErrorOf, normalCode, normalEmail, reportIssues } from './authForm';
import { LOCKED_PATH, REGISTER_PATH, useAuthNavigationState } from './authNavigation';
import { CodeField, ResendCode, type ResendState } from './CodeStep';
import { NewPasswordFields } from './NewPasswordFields';
import { TextField } from './TextField';

type Request = { email: string };
type Reset = { code: string; password: string; confirm: string };

const requestSchema = z
  .object({ email: z.string() })
  .superRefine((v, ctx) => reportIssues(ctx, { email: emailIssue(v.email) }))
  .transform((v) => ({ email: normalEmail(v.email) }));

const resetSchema = z
  .object({ code: z.string(), password: z.string(), confirm: z.string() })
  .superRefine((v, ctx) => {
    const password = newPasswordIssues(v.password, v.confirm);
    reportIssues(ctx, {
      code: codeIssue(v.code),
      password: password.password && `widgets.password.${password.password}`,
      confirm: password.confirm && `widgets.password.${password.confirm}`,
    });
  })
  .transform((v) => ({ code: normalCode(v.code), password: v.password, confirm: v.confirm }));

/**
 * Forgotten password (`#/auth/forgot`): the e-mail (Amplify `resetPassword`), then the e-mailed code and a new
 * password twice (`confirmResetPassword`); then the sign-in page says the password was changed.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const arrived = useAuthNavigationState();
  const [step, setStep] = useState<'request' | 'reset'>('request');
  const [account, setAccount] = useState('');
  const [destination, setDestination] = useState<string>();
  const [offer, setOffer] = useState<AuthFailure['offer']>();
  const [resend, setResend] = useState<ResendState>({ busy: false });

  const request = useForm<Request, Request>({
    initial: { email: arrived.email ?? '' },
    fieldNames: ['email'],
    schema: requestSchema,
    inputIdOf: () => 'forgot-email',
  });
  const reset = useForm<Reset, Reset>({
    initial: { code: '', password: '', confirm: '' },
    fieldNames: ['code', 'password', 'confirm'],
    schema: resetSchema,
    inputIdOf: (field) => (field === 'confirm' ? 'forgot-password-confirm' : `forgot-${field}`),
  });

  function refused(error: unknown, authStep: AuthStep, email: string) {
    console.warn(`Password reset step ${authStep} failed`, error);
    const failure = authFailure(error, authStep);
    if (failure.locked) {
      navigate(LOCKED_PATH, { state: { email } });
      return;
    }
    setOffer(failure.offer);
    throw formErrorOf(failure);
  }

  function onRequest(event: FormEvent) {
    setOffer(undefined);
    void request.submit(event, async (body) => {
      try {
        const sent = await requestPasswordReset(body.email);
        setAccount(body.email);
        setDestination(sent.destination);
        setResend({ busy: false });
        setStep('reset');
      } catch (error) {
        refused(error, 'reset-request', body.email);
      }
    });
  }

  function onReset(event: FormEvent) {
    setOffer(undefined);
    void reset.submit(event, async (body) => {
      try {
        await saveNewPassword(account, body.code, body.password);
        navigate(LOGIN_PATH, { state: { notice: 'passwordReset', email: account } });
      } catch (error) {
        refused(error, 'reset-confirm', account);
      }
    });
  }

  async function onResend() {
    setResend({ busy: true });
    try {
      const sent = await requestPasswordReset(account);
      setResend({ busy: false, sentTo: sent.destination ?? account });
    } catch (error) {
      console.warn('The password reset code could not be sent again', error);
      const failure = authFailure(error, 'reset-request');
      if (failure.locked) navigate(LOCKED_PATH, { state: { email: account } });
      else setResend({ busy: false, error: failure.key ?? failure.text ?? '' });
    }
  }

  const form = step === 'request' ? request : reset;
  const offers = offer && form.errors.general.length > 0 && (
    <div className="auth-offer-actions">
      {offer === 'confirm' && (
        <Button
          type="button"
          label={t('auth.confirmAccount')}
          size="small"
          outlined
          onClick={() =>
            navigate(REGISTER_PATH, {
              state: { email: step === 'request' ? normalEmail(request.values.email) : account, confirm: true },
            })
          }
        />
      )}
    </div>
  );

  if (step === 'reset') {
    return (
      <AuthCard title={t('auth.forgot.title')}>
        <form className="auth-form" onSubmit={onReset} noValidate>
          <p className="auth-hint" role="status">
            {destination ? t('auth.forgot.sentTo', { destination }) : t('auth.forgot.sentIfExists', { email: account })}
          </p>
          {/* Lets password managers file the new password under the right account. */}
          <input type="text" name="username" autoComplete="username" value={account} readOnly hidden />
          <CodeField
            id="forgot-code"
            value={reset.values.code}
            onChange={(value) => reset.change('code', value)}
            errors={errorsOf(reset.errors, 'code')}
          />
          <NewPasswordFields
            id="forgot-password"
            password={reset.values.password}
            confirm={reset.values.confirm}
            onPassword={(value) => reset.change('password', value)}
            onConfirm={(value) => reset.change('confirm', value)}
            passwordErrors={errorsOf(reset.errors, 'password')}
            confirmErrors={errorsOf(reset.errors, 'confirm')}
          />
          <FormMessages messages={reset.errors.general.map((m) => authText(t, m))} />
          {offers}
          <Button
            type="submit"
            label={reset.saving ? t('auth.saving') : t('auth.forgot.submit')}
            loading={reset.saving}
          />
          <ResendCode state={resend} onResend={onResend} disabled={reset.saving} />
          <div className="auth-links">
            <Button
              type="button"
              link
              label={t('auth.confirm.otherEmail')}
              onClick={() => setStep('request')}
              disabled={reset.saving}
            />
            <Link to={LOGIN_PATH} state={{ email: account }}>
              {t('auth.backToSignIn')}
            </Link>
          </div>
        </form>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.forgot.title')}>
      {arrived.resetRequired ? (
        <Message severity="warn" className="auth-notice" text={t('auth.forgot.required')} />
      ) : (
        <p className="auth-hint">{t('auth.forgot.intro')}</p>
      )}
      <form className="auth-form" onSubmit={onRequest} noValidate>
        <TextField
          id="forgot-email"
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          autoFocus
          value={request.values.email}
          onChange={(value) => request.change('email', value)}
          errors={errorsOf(request.errors, 'email')}
          maxLength={254}
        />
        <FormMessages messages={request.errors.general.map((m) => authText(t, m))} />
        {offers}
        <Button
          type="submit"
          label={request.saving ? t('auth.forgot.sending') : t('auth.forgot.send')}
          loading={request.saving}
        />
        <div className="auth-links">
          <Link to={LOGIN_PATH} state={{ email: normalEmail(request.values.email) }}>
            {t('auth.backToSignIn')}
          </Link>
        </div>
      </form>
    </AuthCard>
  );
}
