import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from '../../../../../../shared/zod';
import type { PagedResult } from '../../../../../../shared/contract/wrapper';
import { useTableState, type TableQueryParams } from '../../../../components/dataTable';
import { TextInputField } from '../../../../components/forms';
import { AdminFormDialog, useRecordForm } from './AdminFormDialog';
import { actionsColumn, AdminTablePage, RowActions } from './AdminTablePage';
import { screenClaims } from './access';
import { useConfirmedDelete } from './useConfirmedDelete';

interface SettingRecord {
  id: string;
  version: number;
}

/** One text field of a setting: shown as a column too; some make the setting's name and stay fixed once saved. */
interface SettingField<V> {
  name: keyof V & string;
  fixedOnEdit?: boolean;
  /** Must be given: the label shows the required mark (the schema says 'X is required' when it is empty). */
  required?: boolean;
  /** A multi-line value (rows shown). */
  rows?: number;
  maxLength?: number;
  /** Takes the form's whole width. */
  wide?: boolean;
}

/**
 * A kind of site-setup setting (spec 01, sections 3 and 6): a flat list of text records. Texts under
 * `admin.<texts>`: title, new, newTitle, editTitle, saved, deleted, confirmDelete, and a label per field.
 */
export interface SettingsKind<R extends SettingRecord, V extends Record<string, string>, B> {
  texts: 'clientSettings' | 'siteConfig';
  tableId: string;
  /** The DOM id prefix of the form's inputs. */
  idPrefix: string;
  fields: readonly SettingField<V>[];
  /** How a record is named in messages and on its row's buttons. */
  nameOf: (record: R) => string;
  /** How the values are named once saved. */
  savedName: (values: V) => string;
  useList: (query: TableQueryParams) => {
    data?: PagedResult<R>;
    isLoading: boolean;
    isValidating: boolean;
    error?: unknown;
  };
  load: (id: string) => Promise<R>;
  schema: z.ZodMiniType<B>;
  save: (body: B) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  /** Enter in any field saves. */
  submitButton?: boolean;
}

/** The page of one settings kind: its table (sorted by the first field), New, and each row's edit and delete. */
export function SettingsListPage<R extends SettingRecord, V extends Record<string, string>, B>({
  kind,
}: {
  kind: SettingsKind<R, V, B>;
}) {
  const { t } = useTranslation();
  const text = (key: string, name?: string) => t(`admin.${kind.texts}.${key}`, { name });
  const confirmedDelete = useConfirmedDelete();
  const table = useTableState({ inUrl: true, sortBy: kind.fields[0]!.name });
  const list = kind.useList(table.query);
  const [editing, setEditing] = useState<R | null | undefined>(undefined);

  const remove = (record: R) =>
    confirmedDelete({
      question: text('confirmDelete', kind.nameOf(record)),
      remove: () => kind.remove(record.id),
      done: text('deleted', kind.nameOf(record)),
    });

  return (
    <AdminTablePage<R>
      title={text('title')}
      claim={screenClaims.siteSetup}
      actions={<Button label={text('new')} icon="pi pi-plus" onClick={() => setEditing(null)} />}
      tableId={kind.tableId}
      table={table}
      list={list}
      columns={[
        ...kind.fields.map((field, index) => ({
          field: field.name,
          header: text(field.name),
          sortField: field.name,
          ...(index === 0 ? { fixed: true, frozen: true } : {}),
        })),
        actionsColumn<R>(t('admin.common.actions'), (record) => (
          <RowActions name={kind.nameOf(record)} onEdit={() => setEditing(record)} onDelete={() => remove(record)} />
        )),
      ]}
    >
      {editing !== undefined && <SettingDialog kind={kind} record={editing} onClose={() => setEditing(undefined)} />}
    </AdminTablePage>
  );
}

function SettingDialog<R extends SettingRecord, V extends Record<string, string>, B>({
  kind,
  record,
  onClose,
}: {
  kind: SettingsKind<R, V, B>;
  record: R | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const text = (key: string, name?: string) => t(`admin.${kind.texts}.${key}`, { name });
  const inputIdOf = (field: string) => `${kind.idPrefix}-${field}`;
  const { form, save, reload } = useRecordForm<R, V, B>({
    record,
    valuesOf: (r) =>
      Object.fromEntries(kind.fields.map((f) => [f.name, r ? String(r[f.name as keyof R] ?? '') : ''])) as V,
    fieldNames: kind.fields.map((f) => f.name),
    schema: kind.schema,
    toBody: (values, version) => ({ ...values, ...(version ? { version } : {}) }),
    inputIdOf,
    save: kind.save,
    load: (r) => kind.load(r.id),
    savedText: (values) => text('saved', kind.savedName(values)),
    onClose,
  });
  return (
    <AdminFormDialog
      header={record ? text('editTitle') : text('newTitle')}
      form={form}
      onReload={reload}
      onCancel={onClose}
      onSave={save}
      submitButton={kind.submitButton}
    >
      {kind.fields.map((field) => {
        const bound = form.bind(field.name);
        return (
          <TextInputField
            key={field.name}
            id={inputIdOf(field.name)}
            className={field.wide ? 'field wide' : 'field'}
            label={text(field.name)}
            value={bound.value}
            onChange={(value) => bound.onChange(value as V[keyof V & string])}
            messages={bound.messages}
            rows={field.rows}
            maxLength={field.maxLength}
            disabled={!!record && field.fixedOnEdit === true}
            required={field.required === true}
          />
        );
      })}
    </AdminFormDialog>
  );
}
