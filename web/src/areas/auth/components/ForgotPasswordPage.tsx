import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import * as z from '../../../../../shared/zod';
import { errorsOf, useForm } from '../../../components/forms';
import { newPasswordIssues } from '../../../components/password';
import { useNavigateWhenDone } from '../../../lib/navigateWhenDone';
import { LOGIN_PATH } from '../../../lib/navigation';
import { requestPasswordReset, saveNewPassword } from '../api/passwordReset';
import { AuthCard } from './AuthCard';
import { codeIssue, emailIssue, normalCode, normalEmail, reportIssues } from './authForm';
import { REGISTER_PATH, useAuthNavigationState } from './authNavigation';
import { AuthSubmit, CodeStepForm, useAuthRefusal, useResendCode } from './authSteps';
import { NewPasswordFields } from './NewPasswordFields';
import { EmailField } from './TextField';

type Request = { email: string };
type Reset = { code: string; password: string; confirm: string };

const requestSchema = z.pipe(
  z.object({ email: z.string() }).check(z.superRefine((v, ctx) => reportIssues(ctx, { email: emailIssue(v.email) }))),
  z.transform((v) => ({ email: normalEmail(v.email) })),
);

const resetSchema = z.pipe(
  z.object({ code: z.string(), password: z.string(), confirm: z.string() }).check(
    z.superRefine((v, ctx) => {
      const password = newPasswordIssues(v.password, v.confirm);
      reportIssues(ctx, {
        code: codeIssue(v.code),
        password: password.password && `widgets.password.${password.password}`,
        confirm: password.confirm && `widgets.password.${password.confirm}`,
      });
    }),
  ),
  z.transform((v) => ({ code: normalCode(v.code), password: v.password, confirm: v.confirm })),
);

/**
 * Forgotten password (`#/auth/forgot`): the e-mail (Amplify `resetPassword`), then the e-mailed code and a new
 * password twice (`confirmResetPassword`); then the sign-in page says the password was changed.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const startWork = useNavigateWhenDone();
  const arrived = useAuthNavigationState();
  const [step, setStep] = useState<'request' | 'reset'>('request');
  const [account, setAccount] = useState('');
  const [destination, setDestination] = useState<string>();
  const { offer, setOffer, refused } = useAuthRefusal('Password reset');
  const resend = useResendCode(async (email) => (await requestPasswordReset(email)).destination, 'reset-request');

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

  function onRequest(event: FormEvent) {
    setOffer(undefined);
    void request.submit(event, async (body) => {
      try {
        const sent = await requestPasswordReset(body.email);
        setAccount(body.email);
        setDestination(sent.destination);
        resend.clear();
        setStep('reset');
      } catch (error) {
        refused(error, 'reset-request', body.email);
      }
    });
  }

  function onReset(event: FormEvent) {
    setOffer(undefined);
    void reset.submit(event, async (body) => {
      const goOn = startWork();
      try {
        await saveNewPassword(account, body.code, body.password);
        goOn(LOGIN_PATH, { state: { notice: 'passwordReset', email: account } });
      } catch (error) {
        refused(error, 'reset-confirm', account);
      }
    });
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
        <CodeStepForm
          id="forgot-code"
          hint={
            destination ? t('auth.forgot.sentTo', { destination }) : t('auth.forgot.sentIfExists', { email: account })
          }
          form={reset}
          submitLabel={t('auth.forgot.submit')}
          submittingLabel={t('auth.saving')}
          offers={offers}
          resend={resend.state}
          onSubmit={onReset}
          onResend={() => void resend.resend(account)}
          onOtherEmail={() => setStep('request')}
          backState={{ email: account }}
        >
          {/* Lets password managers file the new password under the right account. */}
          <input type="text" name="username" autoComplete="username" value={account} readOnly hidden />
          <NewPasswordFields
            id="forgot-password"
            password={reset.values.password}
            confirm={reset.values.confirm}
            onPassword={(value) => reset.change('password', value)}
            onConfirm={(value) => reset.change('confirm', value)}
            passwordErrors={errorsOf(reset.errors, 'password')}
            confirmErrors={errorsOf(reset.errors, 'confirm')}
          />
        </CodeStepForm>
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
        <EmailField id="forgot-email" form={request} autoComplete="username" autoFocus />
        <AuthSubmit
          errors={request.errors.general}
          offers={offers}
          saving={request.saving}
          label={t('auth.forgot.send')}
          savingLabel={t('auth.forgot.sending')}
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
