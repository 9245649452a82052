import { Button } from 'primereact/button';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import * as z from '../../../../../shared/zod';
import { errorsOf, useForm } from '../../../components/forms';
import { newPasswordIssues } from '../../../components/password';
import { useNavigateWhenDone, type NavigateWhenDone } from '../../../lib/navigateWhenDone';
import { LOGIN_PATH } from '../../../lib/navigation';
import { confirmRegistration, register, sendRegistrationCodeAgain, type Registration } from '../api/register';
import { AuthCard } from './AuthCard';
import { codeIssue, emailIssue, normalCode, normalEmail, reportIssues } from './authForm';
import { useAuthNavigationState } from './authNavigation';
import { AuthSubmit, CodeStepForm, useAuthRefusal, useResendCode } from './authSteps';
import { NewPasswordFields } from './NewPasswordFields';
import { EmailField, TextField } from './TextField';

type Details = { email: string; name: string; password: string; confirm: string };
type Code = { code: string };

const NAME_MAX = 200;

const detailsSchema = z.pipe(
  z.object({ email: z.string(), name: z.string(), password: z.string(), confirm: z.string() }).check(
    z.superRefine((v, ctx) => {
      const password = newPasswordIssues(v.password, v.confirm);
      reportIssues(ctx, {
        email: emailIssue(v.email),
        name: v.name.trim().length > NAME_MAX ? 'auth.validation.nameTooLong' : undefined,
        password: password.password && `widgets.password.${password.password}`,
        confirm: password.confirm && `widgets.password.${password.confirm}`,
      });
    }),
  ),
  z.transform((v): Registration => ({ email: normalEmail(v.email), name: v.name.trim(), password: v.password })),
);

const codeSchema = z.pipe(
  z.object({ code: z.string() }).check(z.superRefine((v, ctx) => reportIssues(ctx, { code: codeIssue(v.code) }))),
  z.transform((v) => ({ code: normalCode(v.code) })),
);

/**
 * Registration (`#/auth/register`): e-mail, optional name, password twice (Amplify `signUp`); then the code
 * Cognito e-mailed (`confirmSignUp`, or a new one with `resendSignUpCode`); then the sign-in page says the
 * account is confirmed. The new account holds no role until an administrator gives it one.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const startWork = useNavigateWhenDone();
  const arrived = useAuthNavigationState();
  const arrivedToConfirm = arrived.confirm === true && !!arrived.email;
  const [step, setStep] = useState<'details' | 'confirm'>(arrivedToConfirm ? 'confirm' : 'details');
  // The account the code is for, and where Cognito says it sent the code (masked in AWS).
  const [account, setAccount] = useState(arrivedToConfirm ? normalEmail(arrived.email!) : '');
  const [destination, setDestination] = useState<string>();
  const { offer, setOffer, refused } = useAuthRefusal('Registration');
  const resend = useResendCode(sendRegistrationCodeAgain, 'resend-code');

  const details = useForm<Details, Registration>({
    initial: { email: arrived.email ?? '', name: '', password: '', confirm: '' },
    fieldNames: ['email', 'name', 'password', 'confirm'],
    schema: detailsSchema,
    inputIdOf: (field) => (field === 'confirm' ? 'register-password-confirm' : `register-${field}`),
  });
  const code = useForm<Code, Code>({
    initial: { code: '' },
    fieldNames: ['code'],
    schema: codeSchema,
    inputIdOf: () => 'register-code',
  });

  const signedUp = (goOn: NavigateWhenDone, email: string) =>
    goOn(LOGIN_PATH, { state: { notice: 'confirmed', email } });

  function toConfirm(email: string, sentTo?: string) {
    setAccount(email);
    setDestination(sentTo);
    setOffer(undefined);
    resend.clear();
    code.reset({ code: '' });
    setStep('confirm');
  }

  function onDetails(event: FormEvent) {
    setOffer(undefined);
    void details.submit(event, async (body) => {
      const goOn = startWork();
      try {
        const sent = await register(body);
        if (sent.confirmed) signedUp(goOn, body.email);
        else toConfirm(body.email, sent.destination ?? body.email);
      } catch (error) {
        refused(error, 'sign-up', body.email);
      }
    });
  }

  function onCode(event: FormEvent) {
    setOffer(undefined);
    void code.submit(event, async (body) => {
      const goOn = startWork();
      try {
        await confirmRegistration(account, body.code);
        signedUp(goOn, account);
      } catch (error) {
        refused(error, 'confirm-sign-up', account);
      }
    });
  }

  function backToDetails() {
    setOffer(undefined);
    setStep('details');
  }

  const offers = offer && (
    <div className="auth-offer-actions">
      {offer === 'confirm' && (
        <Button
          type="button"
          label={t('auth.confirm.haveCode')}
          size="small"
          outlined
          onClick={() => toConfirm(normalEmail(details.values.email))}
        />
      )}
      <Link to={LOGIN_PATH} state={{ email: step === 'confirm' ? account : normalEmail(details.values.email) }}>
        {t('auth.backToSignIn')}
      </Link>
    </div>
  );

  if (step === 'confirm') {
    return (
      <AuthCard title={t('auth.confirm.title')}>
        <CodeStepForm
          id="register-code"
          hint={
            destination ? t('auth.confirm.sentTo', { destination }) : t('auth.confirm.enterCode', { email: account })
          }
          form={code}
          submitLabel={t('auth.confirm.submit')}
          submittingLabel={t('auth.confirm.submitting')}
          offers={code.errors.general.length > 0 && offers}
          resend={resend.state}
          onSubmit={onCode}
          onResend={() => void resend.resend(account)}
          onOtherEmail={backToDetails}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.register.title')}>
      <p className="auth-hint">{t('auth.register.intro')}</p>
      <form className="auth-form" onSubmit={onDetails} noValidate>
        <EmailField id="register-email" form={details} autoComplete="email" autoFocus />
        <TextField
          id="register-name"
          label={t('auth.register.name')}
          optional
          autoComplete="name"
          value={details.values.name}
          onChange={(value) => details.change('name', value)}
          errors={errorsOf(details.errors, 'name')}
          maxLength={NAME_MAX}
        />
        <NewPasswordFields
          id="register-password"
          passwordLabel={t('auth.password')}
          password={details.values.password}
          confirm={details.values.confirm}
          onPassword={(value) => details.change('password', value)}
          onConfirm={(value) => details.change('confirm', value)}
          passwordErrors={errorsOf(details.errors, 'password')}
          confirmErrors={errorsOf(details.errors, 'confirm')}
        />
        <AuthSubmit
          errors={details.errors.general}
          offers={(errorsOf(details.errors, 'email').length > 0 || details.errors.general.length > 0) && offers}
          saving={details.saving}
          label={t('auth.register.submit')}
          savingLabel={t('auth.register.submitting')}
        />
        <div className="auth-links">
          <span>
            {t('auth.register.haveAccount')} <Link to={LOGIN_PATH}>{t('auth.signIn')}</Link>
          </span>
        </div>
      </form>
    </AuthCard>
  );
}
