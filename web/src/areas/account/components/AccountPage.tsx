import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from '../../../../../shared/zod';
import { updateLoggedUserSchema, type User } from '../../../../../shared/contract/schemas/userAdmin';
import { formatDateTime } from '../../../components/format';
import { FormMessages, TextInputField, useFirstFresh, useForm } from '../../../components/forms';
import { useMessageBox } from '../../../components/messageBox';
import { PageSpinner } from '../../../components/PageSpinner';
import { translateMessage } from '../../../lib/i18n';
import { updateMyAccount, useMyAccount, useMyRetailers } from '../api/account';
import { ChangePasswordForm } from './ChangePasswordForm';
import '../account.css';

type Values = { firstName: string; lastName: string; phone: string };
const valuesOf = (user: User): Values => ({
  firstName: user.firstName,
  lastName: user.lastName,
  phone: user.phone ?? '',
});

function AccountForm({ user, reload }: { user: User; reload: () => Promise<User | undefined> }) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const [version, setVersion] = useState(user.version);
  // What 'Undo changes' returns to: the account as last read or saved.
  const [base, setBase] = useState(user);
  const form = useForm<Values, z.output<typeof updateLoggedUserSchema>>({
    initial: valuesOf(user),
    fieldNames: ['firstName', 'lastName', 'phone'],
    schema: updateLoggedUserSchema,
    toBody: (v) => ({ version, firstName: v.firstName, lastName: v.lastName, phone: v.phone }),
    invalidMessage: t('spec.validation.generic'),
    inputIdOf: (f) => `account-${f}`,
  });
  const save = async (event: React.FormEvent) => {
    let saved: User | undefined;
    const ok = await form.submit(event, async (body) => {
      saved = await updateMyAccount(body);
    });
    if (ok && saved) {
      setBase(saved);
      setVersion(saved.version);
      form.reset(valuesOf(saved));
      box.success(t('account.saved'));
    }
  };
  const startAgain = async () => {
    const fresh = await reload();
    if (!fresh) return;
    setBase(fresh);
    setVersion(fresh.version);
    form.reset(valuesOf(fresh));
  };
  return (
    <form onSubmit={save} noValidate className="account-form" aria-labelledby="account-edit-title">
      <h2 id="account-edit-title">{t('account.editTitle')}</h2>
      <FormMessages messages={form.errors.general.map((m) => translateMessage(t, m))}>
        {form.stale && (
          <Button
            type="button"
            label={t('account.reload')}
            icon="pi pi-refresh"
            size="small"
            text
            onClick={startAgain}
          />
        )}
      </FormMessages>
      <div className="account-fields">
        <TextInputField
          id="account-firstName"
          label={t('account.firstName')}
          {...form.bind('firstName')}
          maxLength={100}
          autoComplete="given-name"
        />
        <TextInputField
          id="account-lastName"
          label={t('account.lastName')}
          required
          {...form.bind('lastName')}
          maxLength={100}
          autoComplete="family-name"
        />
        <TextInputField
          id="account-phone"
          label={t('account.phone')}
          {...form.bind('phone')}
          type="tel"
          maxLength={40}
          autoComplete="tel"
        />
      </div>
      <div className="account-buttons">
        <Button
          type="button"
          label={t('account.undo')}
          outlined
          onClick={() => form.reset(valuesOf(base))}
          disabled={form.saving}
        />
        <Button type="submit" label={t('account.save')} icon="pi pi-check" loading={form.saving} />
      </div>
    </form>
  );
}

/**
 * The signed-in user's own account (route myAccount): who they are, their roles and retailers, first and last name
 * and phone, password.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const account = useMyAccount();
  const retailers = useMyRetailers();
  // The form starts from the account as stored now, and keeps it while SWR refreshes in the background.
  const user = useFirstFresh(account);

  if (account.error)
    return (
      <Message
        severity="error"
        text={`${t('spec.http.dataNotLoaded')} — ${translateMessage(t, account.error.message)}`}
      />
    );
  if (!user) return <PageSpinner />;

  return (
    <section className="account-page" aria-labelledby="account-title">
      <h2 id="account-title" className="sr-only">
        {t('account.title')}
      </h2>
      <dl className="account-summary">
        <dt>{t('account.email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('account.roles')}</dt>
        <dd className="account-roles">
          {user.roles.length
            ? user.roles.map((role) => <Tag key={role} value={role} severity="info" />)
            : t('account.none')}
        </dd>
        <dt>{t('account.retailers')}</dt>
        <dd>
          {retailers.error ? (
            t('spec.http.dataNotLoaded')
          ) : !retailers.data ? (
            '…'
          ) : retailers.data.length === 0 ? (
            t('account.noRetailers')
          ) : (
            <ul className="account-retailers">
              {retailers.data.map((r) => (
                <li key={r.retailerId}>{r.retailerName}</li>
              ))}
            </ul>
          )}
        </dd>
        {user.lastLoggedOn && (
          <>
            <dt>{t('account.lastSignIn')}</dt>
            <dd>{formatDateTime(user.lastLoggedOn)}</dd>
          </>
        )}
      </dl>
      <AccountForm user={user} reload={async () => (await account.mutate()) ?? undefined} />
      <ChangePasswordForm />
    </section>
  );
}
