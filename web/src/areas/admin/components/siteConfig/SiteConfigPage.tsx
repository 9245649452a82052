import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { saveSiteConfigSchema, type siteConfigRecordSchema } from '../../../../../../shared/contract/schemas/admin';
import { useConfirm } from '../../../../components/confirm';
import { ServerDataTable, useTableState, type TableColumn } from '../../../../components/dataTable';
import { errorsOf, Field, FormDialog, useForm } from '../../../../components/forms';
import { useMessageBox } from '../../../../components/messageBox';
import { deleteSiteConfig, getSiteConfig, saveSiteConfig, useSiteConfigList } from '../../api/siteConfig';
import { AdminPage } from '../common/AdminPage';
import { screenClaims } from '../common/access';
import { SaveFailure } from '../common/SaveFailure';

type SiteConfigRecord = z.infer<typeof siteConfigRecordSchema>;
type Values = { configuration: string; operation: string; displayName: string };
const fieldNames = ['configuration', 'operation', 'displayName'];

function SiteConfigForm({ record, onClose }: { record: SiteConfigRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const [version, setVersion] = useState(record?.version);
  const form = useForm<Values, z.output<typeof saveSiteConfigSchema>>({
    initial: {
      configuration: record?.configuration ?? '',
      operation: record?.operation ?? '',
      displayName: record?.displayName ?? '',
    },
    fieldNames,
    schema: saveSiteConfigSchema,
    toBody: (v) => ({ ...v, ...(version ? { version } : {}) }),
    invalidMessage: t('spec.validation.generic'),
    inputIdOf: (f) => `site-config-${f}`,
  });
  const save = async () => {
    if (await form.submit(undefined, (body) => saveSiteConfig(body))) {
      box.success(t('admin.siteConfig.saved', { name: `${form.values.configuration}.${form.values.operation}` }));
      onClose();
    }
  };
  const field = (name: keyof Values, label: string, disabled = false) => (
    <Field id={`site-config-${name}`} label={label} messages={errorsOf(form.errors, name)}>
      {(f) => (
        <InputText
          id={f.id}
          value={form.values[name]}
          onChange={(e) => form.change(name, e.target.value)}
          disabled={disabled}
          invalid={f.invalid}
          aria-describedby={f.describedBy}
        />
      )}
    </Field>
  );
  return (
    <FormDialog
      header={record ? t('admin.siteConfig.editTitle') : t('admin.siteConfig.newTitle')}
      style={{ width: 'min(40rem, 95vw)' }}
      buttonsClassName="admin-form-buttons"
      cancelLabel={t('admin.common.cancel')}
      saveLabel={t('admin.common.save')}
      saving={form.saving}
      onCancel={onClose}
      onSave={save}
      submitButton
    >
      <SaveFailure
        messages={form.errors.general}
        stale={form.stale}
        onReload={async () => {
          if (!record) return;
          try {
            const fresh = await getSiteConfig(record.id);
            setVersion(fresh.version);
            form.reset({
              configuration: fresh.configuration,
              operation: fresh.operation,
              displayName: fresh.displayName ?? '',
            });
          } catch (error) {
            box.error(error);
          }
        }}
      />
      <div className="admin-form">
        {field('configuration', t('admin.siteConfig.configuration'), !!record)}
        {field('operation', t('admin.siteConfig.operation'), !!record)}
        {field('displayName', t('admin.siteConfig.displayName'))}
      </div>
    </FormDialog>
  );
}

/** Site configuration flags (spec 01, section 6): configuration plus operation, and an optional renamed label. */
export function SiteConfigPage() {
  const { t } = useTranslation();
  const box = useMessageBox();
  const confirm = useConfirm();
  const table = useTableState({ inUrl: true, sortBy: 'configuration' });
  const list = useSiteConfigList(table.query);
  const [editing, setEditing] = useState<SiteConfigRecord | null | undefined>(undefined);

  const remove = async (record: SiteConfigRecord) => {
    if (
      !(await confirm({
        message: t('admin.siteConfig.confirmDelete', { name: record.id }),
        danger: true,
        acceptLabel: t('admin.common.delete'),
      }))
    )
      return;
    try {
      await deleteSiteConfig(record.id);
      box.success(t('admin.siteConfig.deleted', { name: record.id }));
    } catch (error) {
      box.error(error);
    }
  };

  const columns: TableColumn<SiteConfigRecord>[] = [
    {
      field: 'configuration',
      header: t('admin.siteConfig.configuration'),
      sortField: 'configuration',
      fixed: true,
      frozen: true,
    },
    { field: 'operation', header: t('admin.siteConfig.operation'), sortField: 'operation' },
    { field: 'displayName', header: t('admin.siteConfig.displayName'), sortField: 'displayName' },
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
            aria-label={t('admin.common.editNamed', { name: record.id })}
            onClick={() => setEditing(record)}
          />
          <Button
            icon="pi pi-trash"
            text
            rounded
            severity="danger"
            aria-label={t('admin.common.deleteNamed', { name: record.id })}
            onClick={() => remove(record)}
          />
        </div>
      ),
    },
  ];

  return (
    <AdminPage
      title={t('admin.siteConfig.title')}
      claim={screenClaims.siteSetup}
      actions={<Button label={t('admin.siteConfig.new')} icon="pi pi-plus" onClick={() => setEditing(null)} />}
    >
      <ServerDataTable
        tableId="site-configuration"
        caption={t('admin.siteConfig.title')}
        table={table}
        result={list.data}
        loading={list.isLoading || list.isValidating}
        error={list.error}
        columns={columns}
        dataKey="id"
      />
      {editing !== undefined && <SiteConfigForm record={editing} onClose={() => setEditing(undefined)} />}
    </AdminPage>
  );
}
