import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { saveClientSettingSchema, type clientSettingSchema } from '../../../../../../shared/contract/schemas/admin';
import { useConfirm } from '../../../../components/confirm';
import { ServerDataTable, useTableState, type TableColumn } from '../../../../components/dataTable';
import { AppDialog } from '../../../../components/dialog';
import { errorsOf, FieldError, useForm } from '../../../../components/forms';
import { useMessageBox } from '../../../../components/messageBox';
import { deleteClientSetting, getClientSetting, saveClientSetting, useClientSettingList } from '../../api/clientSettings';
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
  const nameErrors = errorsOf(form.errors, 'name');
  const valueErrors = errorsOf(form.errors, 'value');
  return (
    <AppDialog
      visible
      onHide={onClose}
      header={record ? t('admin.clientSettings.editTitle') : t('admin.clientSettings.newTitle')}
      style={{ width: 'min(40rem, 95vw)' }}
      footer={
        <div className="admin-form-buttons">
          <Button type="button" label={t('admin.common.cancel')} outlined onClick={onClose} />
          <Button type="button" label={t('admin.common.save')} icon="pi pi-check" loading={form.saving} onClick={save} />
        </div>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        noValidate
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
          <div className="field wide">
            <label htmlFor="client-setting-name">{t('admin.clientSettings.name')}</label>
            <InputText
              id="client-setting-name"
              value={form.values.name}
              onChange={(e) => form.change('name', e.target.value)}
              disabled={!!record}
              invalid={nameErrors.length > 0}
              aria-describedby="client-setting-name-error"
            />
            <FieldError id="client-setting-name-error" messages={nameErrors} />
          </div>
          <div className="field wide">
            <label htmlFor="client-setting-value">{t('admin.clientSettings.value')}</label>
            <InputTextarea
              id="client-setting-value"
              value={form.values.value}
              onChange={(e) => form.change('value', e.target.value)}
              rows={4}
              autoResize
              maxLength={2000}
              invalid={valueErrors.length > 0}
              aria-describedby="client-setting-value-error"
            />
            <FieldError id="client-setting-value-error" messages={valueErrors} />
          </div>
        </div>
      </form>
    </AppDialog>
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
    if (!(await confirm({ message: t('admin.clientSettings.confirmDelete', { name: record.name }), danger: true, acceptLabel: t('admin.common.delete') }))) return;
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
          <Button icon="pi pi-pencil" text rounded aria-label={t('admin.common.editNamed', { name: record.name })} onClick={() => setEditing(record)} />
          <Button icon="pi pi-trash" text rounded severity="danger" aria-label={t('admin.common.deleteNamed', { name: record.name })} onClick={() => remove(record)} />
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
