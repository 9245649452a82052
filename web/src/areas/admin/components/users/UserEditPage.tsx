import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { MultiSelect } from 'primereact/multiselect';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { createUserSchema, updateUserSchema, type User } from '../../../../../../shared/contract/schemas/userAdmin';
import {
  CheckboxField,
  errorsOf,
  Field,
  messagesUnder,
  TextInputField,
  useFirstFresh,
  useForm,
} from '../../../../components/forms';
import { Lookup, useNotFoundText, type LookupOption } from '../../../../components/lookup';
import { useMessageBox } from '../../../../components/messageBox';
import { PageSpinner } from '../../../../components/PageSpinner';
import { useReferenceLabels } from '../../../../components/reference';
import { translateMessage } from '../../../../lib/i18n';
import { useNavigateWhenDone } from '../../../../lib/navigateWhenDone';
import { createUser, lookupRetailers, updateUser, useUserRoles, useUserToEdit } from '../../api/users';
import { AdminPage } from '../common/AdminPage';
import { screenClaims } from '../common/access';
import { SaveFailure } from '../common/SaveFailure';
import { returnUrlOf } from '../../../../lib/returnTo';

type Values = {
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  retailers: LookupOption[];
  active: boolean;
};
const fieldNames = ['email', 'firstName', 'lastName', 'roles', 'retailerIds', 'active'];
const emptyValues: Values = { email: '', firstName: '', lastName: '', roles: [], retailers: [], active: true };
/** The form's values of a user as read (a user stored with one name reads as the API splits it). */
const valuesOf = (user: User): Values => ({
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  roles: user.roles,
  retailers: [],
  active: user.active,
});

/** Retailers linked to a user: ids from the record, names read once, picked ones keep theirs. */
function useRetailerOptions(ids: readonly number[]) {
  const labels = useReferenceLabels('retailer', ids);
  return useMemo(
    () => (labels ? ids.map((id) => ({ key: id, label: labels.get(id) ?? String(id) })) : undefined),
    [ids, labels],
  );
}

function UserForm({ user, onReload }: { user: User | null; onReload: () => Promise<User | undefined> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const startWork = useNavigateWhenDone();
  const location = useLocation();
  const box = useMessageBox();
  const roles = useUserRoles();
  const back = returnUrlOf(location.state, '/admin/users');
  const [version, setVersion] = useState(user?.version);
  const [readIds, setReadIds] = useState<number[]>(user?.retailerIds ?? []);
  const retailers = useRetailerOptions(readIds);
  const form = useForm<Values>({
    initial: user ? valuesOf(user) : emptyValues,
    fieldNames: [...fieldNames, 'retailers'],
    schema: (user ? updateUserSchema : createUserSchema) as never,
    toBody: (v) => ({
      ...(user ? { id: user.id, version } : { email: v.email }),
      firstName: v.firstName,
      lastName: v.lastName,
      roles: v.roles,
      retailerIds: v.retailers.map((o) => Number(o.key)),
      active: v.active,
    }),
    invalidMessage: t('spec.validation.generic'),
    inputIdOf: (f) => `user-${f === 'retailerIds' ? 'retailers' : f}`,
  });
  const { change } = form;
  // The linked retailers' names arrive after the record: they fill the field once per read, never over a choice.
  const filledFor = useRef<readonly number[] | null>(null);
  useEffect(() => {
    if (retailers && filledFor.current !== readIds) {
      filledFor.current = readIds;
      change('retailers', retailers);
    }
  }, [retailers, readIds, change]);

  const notFound = useNotFoundText('retailer');
  const load = useCallback(async (request: { searchTerm: string; pageIndex: number; pageSize: number }) => {
    const page = await lookupRetailers({
      ...(request.searchTerm ? { searchTerm: request.searchTerm } : {}),
      pageIndex: request.pageIndex,
      pageSize: request.pageSize,
    });
    return page;
  }, []);
  const toOption = useCallback(
    (row: { retailerId: number; retailerName: string }) => ({ key: row.retailerId, label: row.retailerName }),
    [],
  );

  const save = async (event: React.FormEvent) => {
    const goOn = startWork();
    const ok = await form.submit(event, (body) => (user ? updateUser(body as never) : createUser(body as never)));
    if (ok) {
      box.success(
        t(user ? 'admin.users.saved' : 'admin.users.created', {
          name: user?.email ?? form.values.email.trim().toLowerCase(),
        }),
      );
      goOn(back);
    }
  };
  const reload = async () => {
    const fresh = await onReload();
    if (!fresh) return;
    setVersion(fresh.version);
    setReadIds(fresh.retailerIds);
    form.reset(valuesOf(fresh));
  };
  const messages = (name: string) => errorsOf(form.errors, name);
  const retailerMessages = messagesUnder(form.errors, 'retailerIds');

  return (
    <form
      onSubmit={save}
      noValidate
      aria-label={user ? t('admin.users.editTitle', { name: user.email }) : t('admin.users.newTitle')}
    >
      <SaveFailure messages={form.errors.general} stale={form.stale} onReload={reload} />
      {!user && <Message severity="info" text={t('admin.users.passwordMail')} className="form-messages" />}
      <div className="admin-form">
        <TextInputField
          id="user-email"
          label={t('admin.users.email')}
          required
          {...form.bind('email')}
          type="email"
          disabled={!!user}
          maxLength={254}
          autoComplete="off"
        />
        <TextInputField
          id="user-firstName"
          label={t('admin.users.firstName')}
          {...form.bind('firstName')}
          maxLength={100}
          autoComplete="off"
        />
        <TextInputField
          id="user-lastName"
          label={t('admin.users.lastName')}
          required
          {...form.bind('lastName')}
          maxLength={100}
          autoComplete="off"
        />
        <Field id="user-roles" label={t('admin.users.roles')} required messages={messages('roles')}>
          {(f) => (
            <MultiSelect
              inputId={f.id}
              value={form.values.roles}
              options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
              onChange={(e) => form.change('roles', e.value as string[])}
              display="chip"
              loading={roles.isLoading}
              placeholder={t('admin.common.choose')}
              invalid={f.invalid}
              aria-describedby={f.describedBy}
            />
          )}
        </Field>
        <CheckboxField
          id="user-active"
          label={t('admin.users.maySignIn')}
          checked={form.values.active}
          onChange={(checked) => form.change('active', checked)}
        />
        <Field
          id="user-retailers"
          className="field wide"
          label={t('admin.users.retailers')}
          messages={retailerMessages}
        >
          {(f) => (
            <Lookup
              multiple
              inputId={f.id}
              load={load}
              toOption={toOption}
              notFound={notFound}
              value={form.values.retailers}
              onChange={(options) => {
                form.change('retailers', options);
                form.setErrors((current) => ({
                  ...current,
                  fields: Object.fromEntries(
                    Object.entries(current.fields).filter(([k]) => !k.startsWith('retailerIds')),
                  ),
                }));
              }}
              invalid={f.invalid}
              aria-describedby={f.describedBy}
            />
          )}
        </Field>
      </div>
      <div className="admin-form-buttons">
        <Button type="button" label={t('admin.common.cancel')} outlined onClick={() => navigate(back)} />
        <Button
          type="submit"
          label={user ? t('admin.common.save') : t('admin.users.create')}
          icon="pi pi-check"
          loading={form.saving}
        />
      </div>
    </form>
  );
}

/** Create a user, or edit one: first and last name, roles, linked retailers, whether they may sign in. */
export function UserEditPage() {
  const { t } = useTranslation();
  const { userId } = useParams();
  const location = useLocation();
  const user = useUserToEdit(userId);
  const fresh = useFirstFresh(user);
  const back = {
    to: returnUrlOf(location.state, '/admin/users'),
    label: t('admin.users.title'),
  };
  const title = userId ? t('admin.users.editTitle', { name: user.data?.email ?? '' }) : t('admin.users.newTitle');
  return (
    <AdminPage title={title} claim={screenClaims.users} back={back}>
      {userId && user.error ? (
        <Message severity="error" text={translateMessage(t, user.error.message)} />
      ) : userId && !fresh ? (
        <PageSpinner />
      ) : (
        <UserForm key={userId ?? 'new'} user={fresh ?? null} onReload={() => user.mutate()} />
      )}
    </AdminPage>
  );
}
