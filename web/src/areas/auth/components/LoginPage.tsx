import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import * as z from '../../../../../shared/zod';
import { httpMessages } from '../../../../../shared/messages';
import { errorsOf, useForm } from '../../../components/forms';
import { newPasswordIssues } from '../../../components/password';
import { ApiError, callRoute } from '../../../lib/api';
import { webConfig } from '../../../lib/config';
import { useNavigateWhenDone, type NavigateWhenDone } from '../../../lib/navigateWhenDone';
import { landingAfterSignIn } from '../../../lib/navigation';
import { startSession } from '../../../lib/session';
import { isDisabledUser } from '../api/authErrors';
import {
  isPasswordPolicyError,
  signInErrorMessages,
  signInWithPassword,
  submitNewPassword,
  type SignInProgress,
} from '../api/signIn';
import { AuthCard } from './AuthCard';
import { emailIssue, normalEmail, reportIssues } from './authForm';
import { AuthSubmit } from './authSteps';
import {
  FORGOT_PATH,
  LOCKED_PATH,
  REGISTER_PATH,
  useAuthNavigationState,
  type AuthNavigationState,
} from './authNavigation';
import { NewPasswordFields } from './NewPasswordFields';
import { EmailField, TextField } from './TextField';

type Step = 'credentials' | 'new-password';
type Credentials = { email: string; password: string };
type NewPassword = { password: string; confirm: string };

const credentialsSchema = z.pipe(
  z.object({ email: z.string(), password: z.string() }).check(
    z.superRefine((v, ctx) =>
      reportIssues(ctx, {
        email: emailIssue(v.email),
        password: v.password ? undefined : 'auth.validation.passwordRequired',
      }),
    ),
  ),
  z.transform((v) => ({ email: normalEmail(v.email), password: v.password })),
);

const newPasswordSchema = z.object({ password: z.string(), confirm: z.string() }).check(
  z.superRefine((v, ctx) => {
    const issues = newPasswordIssues(v.password, v.confirm);
    reportIssues(ctx, {
      password: issues.password && `widgets.password.${issues.password}`,
      confirm: issues.confirm && `widgets.password.${issues.confirm}`,
    });
  }),
);

/**
 * The sign-in page (outside the shell): credentials, then a new password when Cognito asks for one; links to
 * registration and the forgotten password; a deactivated user goes to the locked page.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const startWork = useNavigateWhenDone();
  const [search] = useSearchParams();
  const arrived = useAuthNavigationState();
  const [step, setStep] = useState<Step>('credentials');
  const [notice, setNotice] = useState(arrived.notice);
  const [notConfirmed, setNotConfirmed] = useState(false);
  const credentials = useForm<Credentials, Credentials>({
    initial: { email: arrived.email ?? '', password: '' },
    fieldNames: ['email', 'password'],
    schema: credentialsSchema,
    inputIdOf: (field) => `login-${field}`,
  });
  const newPassword = useForm<NewPassword, NewPassword>({
    initial: { password: '', confirm: '' },
    fieldNames: ['password', 'confirm'],
    schema: newPasswordSchema,
    inputIdOf: (field) => (field === 'password' ? 'login-new-password' : 'login-new-password-confirm'),
  });
  const email = normalEmail(credentials.values.email);
  const onward = (extra: AuthNavigationState = {}): AuthNavigationState => ({ ...(email ? { email } : {}), ...extra });

  async function proceed(progress: SignInProgress, goOn: NavigateWhenDone) {
    switch (progress.step) {
      case 'new-password':
        setStep('new-password');
        return;
      case 'confirm-sign-up':
        setNotConfirmed(true);
        return;
      case 'reset-password':
        goOn(FORGOT_PATH, { state: onward({ resetRequired: true }) });
        return;
      case 'unsupported':
        console.warn(`Sign-in step ${progress.name} is not offered by this app`);
        throw new ApiError(400, { general: [httpMessages.loginFailed] });
      case 'done':
        await startSession();
        goOn(await landingAfterSignIn(search, async () => (await callRoute('users.initialRoute')).route), {
          replace: true,
        });
    }
  }

  /** Runs a sign-in step; a failure becomes the form's messages (the API's, the spec's or Cognito's words). */
  async function attempt(action: () => Promise<SignInProgress>, which: Step) {
    const goOn = startWork();
    try {
      await proceed(await action(), goOn);
    } catch (error) {
      console.warn('Sign-in failed', error);
      if (isDisabledUser(error)) {
        goOn(LOCKED_PATH, { state: onward() });
        return;
      }
      const messages = signInErrorMessages(error, which);
      throw new ApiError(
        400,
        which === 'new-password' && isPasswordPolicyError(error) ? { password: messages } : { general: messages },
      );
    }
  }

  function onSubmit(event: FormEvent) {
    setNotice(undefined);
    setNotConfirmed(false);
    if (step === 'credentials')
      void credentials.submit(event, (body) =>
        attempt(() => signInWithPassword(body.email, body.password), 'credentials'),
      );
    else void newPassword.submit(event, (body) => attempt(() => submitNewPassword(body.password), 'new-password'));
  }

  function backToCredentials() {
    setStep('credentials');
    newPassword.reset({ password: '', confirm: '' });
    credentials.reset({ email: credentials.values.email, password: '' });
  }

  const form = step === 'credentials' ? credentials : newPassword;
  const busy = form.saving;
  return (
    <AuthCard title={step === 'credentials' ? t('auth.signIn') : t('auth.changePassword')}>
      {notice && (
        <Message severity="success" className="auth-notice" text={t(`auth.notices.${notice}`)} role="status" />
      )}
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        {step === 'credentials' ? (
          <>
            <EmailField id="login-email" form={credentials} autoComplete="username" autoFocus={!arrived.email} />
            <TextField
              id="login-password"
              label={t('auth.password')}
              type="password"
              autoComplete="current-password"
              autoFocus={!!arrived.email}
              value={credentials.values.password}
              onChange={(value) => credentials.change('password', value)}
              errors={errorsOf(credentials.errors, 'password')}
            />
          </>
        ) : (
          <>
            <p className="auth-hint">{t('auth.newPasswordHint')}</p>
            {/* Lets password managers file the new password under the right account. */}
            <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
            <NewPasswordFields
              id="login-new-password"
              autoFocus
              password={newPassword.values.password}
              confirm={newPassword.values.confirm}
              onPassword={(value) => newPassword.change('password', value)}
              onConfirm={(value) => newPassword.change('confirm', value)}
              passwordErrors={errorsOf(newPassword.errors, 'password')}
              confirmErrors={errorsOf(newPassword.errors, 'confirm')}
            />
          </>
        )}

        <AuthSubmit
          errors={form.errors.general}
          offers={
            notConfirmed && (
              <Message
                severity="warn"
                className="auth-offer"
                content={
                  <div>
                    <p>{t('auth.notConfirmed')}</p>
                    <Button
                      type="button"
                      label={t('auth.confirmAccount')}
                      size="small"
                      onClick={() => navigate(REGISTER_PATH, { state: onward({ confirm: true }) })}
                    />
                  </div>
                }
              />
            )
          }
          saving={busy}
          label={step === 'credentials' ? t('auth.signIn') : t('auth.savePassword')}
          savingLabel={step === 'credentials' ? t('auth.signingIn') : t('auth.saving')}
        />
        {step === 'credentials' ? (
          <div className="auth-links">
            <Link to={FORGOT_PATH} state={onward()}>
              {t('auth.forgotLink')}
            </Link>
            {webConfig().selfSignUp !== false && <Link to={REGISTER_PATH}>{t('auth.registerLink')}</Link>}
          </div>
        ) : (
          <Button type="button" label={t('auth.backToSignIn')} link onClick={backToCredentials} disabled={busy} />
        )}
      </form>
    </AuthCard>
  );
}
