import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { saveClientSettingSchema, type clientSettingSchema } from '../../../../../../shared/contract/schemas/admin';
import { useConfirm } from '../../../../components/confirm';
import { ServerDataTable, useTableState, type TableColumn } from '../../../../components/dataTable';
import { errorsOf, Field, FormDialog, useForm } from '../../../../components/forms';
import { useMessageBox } from '../../../../components/messageBox';
import {
  deleteClientSetting,
  getClientSetting,
  saveClientSetting,
  useClientSettingList,
} from '../../api/clientSettings';
import { AdminPage } from '../common/AdminPage';
import { screenClaims } from '../common/access';
import { SaveFailure } from '../common/SaveFailure';

type ClientSetting = z.infer<typeof clientSettingSchema>;
type Values = { name: string; value: string };

function ClientSettingForm({ record, onClose }: { record: ClientSetting | null; onClose: () => void }) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const [version, setVersion] = useState(record?.version);
  const form = useForm<Values, z.output<typeof saveClientSettingSchema>>({
    initial: { name: record?.name ?? '', value: record?.value ?? '' },
    fieldNames: ['name', 'value'],
    schema: saveClientSettingSchema,
    toBody: (v) => ({ ...v, ...(version ? { version } : {}) }),
    invalidMessage: t('spec.validation.generic'),
    inputIdOf: (f) => `client-setting-${f}`,
  });
  const save = async () => {
    if (await form.submit(undefined, (body) => saveClientSetting(body))) {
      box.success(t('admin.clientSettings.saved', { name: form.values.name }));
      onClose();
    }
  };
  return (
    <FormDialog
      header={record ? t('admin.clientSettings.editTitle') : t('admin.clientSettings.newTitle')}
      style={{ width: 'min(40rem, 95vw)' }}
      buttonsClassName="admin-form-buttons"
      cancelLabel={t('admin.common.cancel')}
      saveLabel={t('admin.common.save')}
      saving={form.saving}
      onCancel={onClose}
      onSave={save}
    >
      <SaveFailure
        messages={form.errors.general}
        stale={form.stale}
        onReload={async () => {
          if (!record) return;
          try {
            const fresh = await getClientSetting(record.id);
            setVersion(fresh.version);
            form.reset({ name: fresh.name, value: fresh.value });
          } catch (error) {
            box.error(error);
          }
        }}
      />
      <div className="admin-form">
        <Field
          id="client-setting-name"
          className="field wide"
          label={t('admin.clientSettings.name')}
          messages={errorsOf(form.errors, 'name')}
        >
          {(f) => (
            <InputText
              id={f.id}
              value={form.values.name}
              onChange={(e) => form.change('name', e.target.value)}
              disabled={!!record}
              invalid={f.invalid}
              aria-describedby={f.describedBy}
            />
          )}
        </Field>
        <Field
          id="client-setting-value"
          className="field wide"
          label={t('admin.clientSettings.value')}
          messages={errorsOf(form.errors, 'value')}
        >
          {(f) => (
            <InputTextarea
              id={f.id}
              value={form.values.value}
              onChange={(e) => form.change('value', e.target.value)}
              rows={4}
              autoResize
              maxLength={2000}
              invalid={f.invalid}
              aria-describedby={f.describedBy}
            />
          )}
        </Field>
      </div>
    </FormDialog>
  );
}

/** Client settings (spec 01, section 3): a name/value list every user receives (skin, labels). */
export function ClientSettingsPage() {
  const { t } = useTranslation();
  const box = useMessageBox();
  const confirm = useConfirm();
  const table = useTableState({ inUrl: true, sortBy: 'name' });
  const list = useClientSettingList(table.query);
  const [editing, setEditing] = useState<ClientSetting | null | undefined>(undefined);

  const remove = async (record: ClientSetting) => {
    if (
      !(await confirm({
        message: t('admin.clientSettings.confirmDelete', { name: record.name }),
        danger: true,
        acceptLabel: t('admin.common.delete'),
      }))
    )
      return;
    try {
      await deleteClientSetting(record.id);
      box.success(t('admin.clientSettings.deleted', { name: record.name }));
    } catch (error) {
      box.error(error);
    }
  };

  const columns: TableColumn<ClientSetting>[] = [
    { field: 'name', header: t('admin.clientSettings.name'), sortField: 'name', fixed: true, frozen: true },
    { field: 'value', header: t('admin.clientSettings.value'), sortField: 'value' },
    {
      field: 'actions',
      header: t('admin.common.actions'),
      fixed: true,
      frozen: true,
      alignFrozen: 'right',
      style: { width: '7rem' },
      body: (record) => (
        <div className="row-actions">
          <Button
            icon="pi pi-pencil"
            text
            rounded
            aria-label={t('admin.common.editNamed', { name: record.name })}
            onClick={() => setEditing(record)}
          />
          <Button
            icon="pi pi-trash"
            text
            rounded
            severity="danger"
            aria-label={t('admin.common.deleteNamed', { name: record.name })}
            onClick={() => remove(record)}
          />
        </div>
      ),
    },
  ];

  return (
    <AdminPage
      title={t('admin.clientSettings.title')}
      claim={screenClaims.siteSetup}
      actions={<Button label={t('admin.clientSettings.new')} icon="pi pi-plus" onClick={() => setEditing(null)} />}
    >
      <ServerDataTable
        tableId="client-settings"
        caption={t('admin.clientSettings.title')}
        table={table}
        result={list.data}
        loading={list.isLoading || list.isValidating}
        error={list.error}
        columns={columns}
        dataKey="id"
      />
      {editing !== undefined && <ClientSettingForm record={editing} onClose={() => setEditing(undefined)} />}
    </AdminPage>
  );
}
