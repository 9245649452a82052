import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import * as z from '../../../../../shared/zod';
import { errorsOf, FieldError, FormMessages, useForm } from '../../../components/forms';
import { useMessageBox } from '../../../components/messageBox';
import { newPasswordIssues, PasswordRules } from '../../../components/password';
import { ApiError } from '../../../lib/api';
import { translateMessage } from '../../../lib/i18n';
import { changeMyPassword, passwordChangeFailure } from '../api/password';

type Values = { currentPassword: string; newPassword: string; confirm: string };
const EMPTY: Values = { currentPassword: '', newPassword: '', confirm: '' };
const FIELDS = ['currentPassword', 'newPassword', 'confirm'] as const;
const INPUT_IDS: Record<(typeof FIELDS)[number], string> = {
  currentPassword: 'account-current-password',
  newPassword: 'account-new-password',
  confirm: 'account-new-password-confirm',
};

const schema = z.object({ currentPassword: z.string(), newPassword: z.string(), confirm: z.string() }).check(
  z.superRefine((v, ctx) => {
    const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!v.currentPassword) add('currentPassword', 'account.password.currentRequired');
    const issues = newPasswordIssues(v.newPassword, v.confirm);
    if (issues.password) add('newPassword', `widgets.password.${issues.password}`);
    else if (v.newPassword === v.currentPassword) add('newPassword', 'account.password.sameAsCurrent');
    if (issues.confirm) add('confirm', `widgets.password.${issues.confirm}`);
  }),
);

/** A text name of this form (`account.*`, `widgets.*`) in the user's language; Cognito's own words as they came. */
const textOf = (t: TFunction, message: string) =>
  /^(account|widgets)\.[\w.]+$/.test(message) ? t(message) : translateMessage(t, message);

/** Change password on My account (Amplify `updatePassword`): the current password, then the new one twice. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const box = useMessageBox();
  const form = useForm<Values, Values>({
    initial: EMPTY,
    fieldNames: FIELDS,
    schema,
    inputIdOf: (field) => INPUT_IDS[field as (typeof FIELDS)[number]],
  });

  const save = async (event: React.FormEvent) => {
    const ok = await form.submit(event, async (body) => {
      try {
        await changeMyPassword(body.currentPassword, body.newPassword);
      } catch (error) {
        console.warn('The password could not be changed', error);
        const failure = passwordChangeFailure(error);
        throw new ApiError(400, { [failure.field]: [failure.message] });
      }
    });
    if (ok) {
      form.reset(EMPTY);
      box.success(t('account.password.changed'));
    }
  };

  const field = (name: (typeof FIELDS)[number], label: string, autoComplete: string, describedBy?: string) => {
    const messages = errorsOf(form.errors, name).map((m) => textOf(t, m));
    const id = INPUT_IDS[name];
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <InputText
          id={id}
          type="password"
          autoComplete={autoComplete}
          value={form.values[name]}
          onChange={(e) => form.change(name, e.target.value)}
          maxLength={256}
          invalid={messages.length > 0}
          aria-invalid={messages.length > 0}
          aria-describedby={[`${id}-error`, describedBy].filter(Boolean).join(' ')}
        />
        <FieldError id={`${id}-error`} messages={messages} />
      </div>
    );
  };

  return (
    <form onSubmit={save} noValidate className="account-form account-password" aria-labelledby="account-password-title">
      <h2 id="account-password-title">{t('account.password.title')}</h2>
      <FormMessages messages={form.errors.general.map((m) => textOf(t, m))} />
      {/* The current password on its own row; the new one and its confirmation side by side, the rules under them. */}
      <div className="account-fields account-password-fields">
        {field('currentPassword', t('account.password.current'), 'current-password')}
        {field('newPassword', t('account.password.new'), 'new-password', 'account-new-password-rules')}
        {field('confirm', t('account.password.confirm'), 'new-password')}
        <PasswordRules id="account-new-password-rules" password={form.values.newPassword} />
      </div>
      <div className="account-buttons">
        <Button
          type="submit"
          label={form.saving ? t('account.password.saving') : t('account.password.save')}
          icon="pi pi-lock"
          loading={form.saving}
        />
      </div>
    </form>
  );
}
