import '../retailerProfile.css';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  contactFieldsSchema,
  contactKinds,
  profileMessages,
  type ContactFields,
} from '../../../../../shared/retailerProfile/profile';
import { useConfirm } from '../../../components/confirm';
import {
  pageOfRows,
  searchedAndSorted,
  ServerDataTable,
  useTableState,
  type TableColumn,
} from '../../../components/dataTable';
import { Field, FormDialog, FormMessages, TextInputField, useForm } from '../../../components/forms';
import { messagesOfError, useMessageBox } from '../../../components/messageBox';
import { addContact, removeContact, updateContact, useContacts, type Contact } from '../api/profile';
import { RetailerPicker, useChosenRetailer } from './RetailerPicker';

type Editing = { contact: Contact | null } | null;

/** `retailerprofileownerresident`: a retailer's owner and resident contacts: list, add, edit, remove. */
export function OwnerResidentPage() {
  const { t } = useTranslation();
  const box = useMessageBox();
  const confirm = useConfirm();
  const picker = useChosenRetailer();
  const retailerId = picker.chosen?.retailerId ?? null;
  const contacts = useContacts(retailerId);
  const table = useTableState({ sortBy: 'name', sortDirection: 'asc' });
  const [editing, setEditing] = useState<Editing>(null);

  const result = useMemo(() => {
    const rows = searchedAndSorted(contacts.data ?? [], table.state, (c) => [
      c.name,
      c.title ?? null,
      c.email,
      c.phone ?? null,
      c.notes ?? null,
    ]);
    return pageOfRows(rows, table.state);
  }, [contacts.data, table.state]);

  const remove = async (contact: Contact) => {
    if (!(await confirm({ message: t('retailerProfile.removeContactConfirm', { name: contact.name }), danger: true })))
      return;
    try {
      await removeContact(contact.retailerId, contact.id);
      box.success(t('retailerProfile.contactRemoved'));
    } catch (error) {
      box.danger(messagesOfError(error));
    }
  };

  const columns: TableColumn<Contact>[] = [
    { field: 'name', header: t('retailerProfile.name'), sortField: 'name', fixed: true },
    {
      field: 'kind',
      header: t('retailerProfile.kind'),
      sortField: 'kind',
      body: (c) => t(`retailerProfile.kinds.${c.kind}`),
    },
    { field: 'title', header: t('retailerProfile.title'), sortField: 'title' },
    {
      field: 'email',
      header: t('retailerProfile.email'),
      sortField: 'email',
      body: (c) => <a href={`mailto:${c.email}`}>{c.email}</a>,
    },
    { field: 'phone', header: t('retailerProfile.phone') },
    { field: 'notes', header: t('retailerProfile.notes') },
    {
      field: 'actions',
      header: t('retailerProfile.actions'),
      fixed: true,
      body: (c) => (
        <span className="row-actions">
          <Button
            type="button"
            icon="pi pi-pencil"
            text
            rounded
            aria-label={t('retailerProfile.editContact', { name: c.name })}
            onClick={() => setEditing({ contact: c })}
          />
          <Button
            type="button"
            icon="pi pi-trash"
            text
            rounded
            severity="danger"
            aria-label={t('retailerProfile.removeContact', { name: c.name })}
            onClick={() => void remove(c)}
          />
        </span>
      ),
    },
  ];

  return (
    <div className="retailer-profile-page">
      <RetailerPicker picker={picker} />
      {retailerId !== null && (
        <ServerDataTable
          tableId="retailer-profile-contacts"
          table={table}
          result={result}
          loading={contacts.isLoading}
          error={contacts.error}
          columns={columns}
          dataKey="id"
          caption={t('retailerProfile.contacts')}
          emptyMessage={t('retailerProfile.noContacts')}
          toolbar={
            <Button
              type="button"
              icon="pi pi-plus"
              label={t('retailerProfile.addContact')}
              onClick={() => setEditing({ contact: null })}
            />
          }
        />
      )}
      {editing && retailerId !== null && (
        <ContactDialog retailerId={retailerId} contact={editing.contact} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}

const fieldNames = ['kind', 'name', 'title', 'email', 'phone', 'notes'] as const;
const inputId = (field: string) => `retailer-contact-${field}`;

function ContactDialog({
  retailerId,
  contact,
  onClose,
}: {
  retailerId: number;
  contact: Contact | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const form = useForm<ContactFields, ContactFields>({
    initial: contact
      ? {
          kind: contact.kind,
          name: contact.name,
          title: contact.title ?? '',
          email: contact.email,
          phone: contact.phone ?? '',
          notes: contact.notes ?? '',
        }
      : { kind: 'owner', name: '', title: '', email: '', phone: '', notes: '' },
    fieldNames,
    schema: contactFieldsSchema,
    invalidMessage: profileMessages.formInvalid,
    inputIdOf: inputId,
  });
  const save = () =>
    form.submit(undefined, async (fields) => {
      if (contact) await updateContact({ ...fields, retailerId, id: contact.id, version: contact.version });
      else await addContact({ ...fields, retailerId });
      box.success(t('retailerProfile.contactSaved'));
      onClose();
    });
  return (
    <FormDialog
      header={t(contact ? 'retailerProfile.editContactTitle' : 'retailerProfile.addContact')}
      onCancel={onClose}
      onSave={save}
      saving={form.saving}
      saveLabel={t('retailerProfile.save')}
      cancelLabel={t('retailerProfile.cancel')}
      style={{ width: 'min(36rem, 95vw)' }}
    >
      <FormMessages messages={form.errors.general} />
      <Field id={inputId('kind')} label={t('retailerProfile.kind')} required messages={form.bind('kind').messages}>
        {({ id, invalid }) => (
          <Dropdown
            inputId={id}
            value={form.values.kind}
            options={contactKinds.map((k) => ({ value: k, label: t(`retailerProfile.kinds.${k}`) }))}
            onChange={(e) => form.change('kind', e.value as ContactFields['kind'])}
            invalid={invalid}
          />
        )}
      </Field>
      <TextInputField
        id={inputId('name')}
        label={t('retailerProfile.name')}
        required
        maxLength={100}
        {...form.bind('name')}
      />
      <TextInputField
        id={inputId('title')}
        label={t('retailerProfile.title')}
        maxLength={100}
        {...form.bind('title')}
      />
      <TextInputField
        id={inputId('email')}
        label={t('retailerProfile.email')}
        required
        maxLength={254}
        autoComplete="email"
        {...form.bind('email')}
      />
      <TextInputField id={inputId('phone')} label={t('retailerProfile.phone')} maxLength={30} {...form.bind('phone')} />
      <TextInputField
        id={inputId('notes')}
        label={t('retailerProfile.notes')}
        rows={2}
        maxLength={500}
        {...form.bind('notes')}
      />
    </FormDialog>
  );
}
