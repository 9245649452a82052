import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { httpMessages } from '../../../../../shared/messages';
import { translateMessage } from '../../../lib/i18n';
import { returnUrlFrom } from '../../../lib/navigation';
import { startSession } from '../../../lib/session';
import { signInErrorMessages, signInWithPassword, submitNewPassword, type SignInProgress } from '../api/signIn';

type Step = 'credentials' | 'new-password';

/** The sign-in page (outside the shell): credentials, then a new password when Cognito asks for one. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [step, setStep] = useState<Step>('credentials');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  async function proceed(progress: SignInProgress) {
    if (progress.step === 'new-password') {
      setStep('new-password');
      return;
    }
    if (progress.step === 'unsupported') {
      console.warn(`Sign-in step ${progress.name} is not offered by this app`);
      setErrors([httpMessages.loginFailed]);
      return;
    }
    await startSession();
    navigate(returnUrlFrom(search), { replace: true });
  }

  async function run(action: () => Promise<SignInProgress>) {
    setBusy(true);
    setErrors([]);
    try {
      await proceed(await action());
    } catch (error) {
      console.warn('Sign-in failed', error);
      setErrors(signInErrorMessages(error, step));
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (step === 'credentials') void run(() => signInWithPassword(email.trim(), password));
    else void run(() => submitNewPassword(newPassword));
  }

  function backToCredentials() {
    setStep('credentials');
    setNewPassword('');
    setPassword('');
    setErrors([]);
  }

  return (
    <main className="auth-page">
      <section className="auth-card p-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{step === 'credentials' ? t('auth.signIn') : t('auth.changePassword')}</h1>
        <form className="auth-form" onSubmit={onSubmit}>
          {step === 'credentials' ? (
            <>
              <label htmlFor="login-email">{t('auth.email')}</label>
              <InputText
                id="login-email"
                type="email"
                autoComplete="username"
                required
                autoFocus
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
              <label htmlFor="login-password">{t('auth.password')}</label>
              <InputText
                id="login-password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </>
          ) : (
            <>
              <p className="auth-hint">{t('auth.newPasswordHint')}</p>
              {/* Lets password managers file the new password under the right account. */}
              <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
              <label htmlFor="login-new-password">{t('auth.newPassword')}</label>
              <InputText
                id="login-new-password"
                type="password"
                autoComplete="new-password"
                required
                autoFocus
                value={newPassword}
                onChange={(e) => setNewPassword(e.target.value)}
              />
            </>
          )}

          {errors.length > 0 && (
            <div className="auth-errors">
              {errors.map((text) => (
                <Message key={text} severity="error" text={translateMessage(t, text)} />
              ))}
            </div>
          )}

          <Button type="submit" label={step === 'credentials' ? t('auth.signIn') : t('auth.savePassword')} loading={busy} />
          {step === 'new-password' && (
            <Button type="button" label={t('auth.backToSignIn')} link onClick={backToCredentials} disabled={busy} />
          )}
        </form>
      </section>
    </main>
  );
}
