import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from '../../../../../../shared/zod';
import { FormDialog, useForm } from '../../../../components/forms';
import { useMessageBox } from '../../../../components/messageBox';
import { SaveFailure } from './SaveFailure';

/**
 * An admin form in a dialog: the failed save's messages (with Reload after a 409 where the record can be read
 * again), the fields, Cancel and Save.
 */
export function AdminFormDialog({
  header,
  width = '40rem',
  form,
  onReload,
  onCancel,
  onSave,
  saveLabel,
  submitButton = false,
  children,
}: {
  header: string;
  width?: string;
  form: { errors: { general: string[] }; stale: boolean; saving: boolean };
  /** Reads the record again after a 409 (none for a new record). */
  onReload?: () => void;
  onCancel: () => void;
  onSave: () => void | Promise<unknown>;
  saveLabel?: string;
  submitButton?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      header={header}
      style={{ width: `min(${width}, 95vw)` }}
      buttonsClassName="admin-form-buttons"
      cancelLabel={t('admin.common.cancel')}
      saveLabel={saveLabel ?? t('admin.common.save')}
      saving={form.saving}
      onCancel={onCancel}
      onSave={onSave}
      submitButton={submitButton}
    >
      <SaveFailure messages={form.errors.general} stale={form.stale && !!onReload} onReload={() => void onReload?.()} />
      <div className="admin-form">{children}</div>
    </FormDialog>
  );
}

export interface RecordFormOptions<R extends { version: number }, V extends object, B> {
  /** The record edited, or null for a new one. */
  record: R | null;
  valuesOf: (record: R | null) => V;
  fieldNames: readonly string[];
  schema: z.ZodMiniType<B>;
  /** The values as the save route's body, with the version read (none for a new record). */
  toBody: (values: V, version: number | undefined) => unknown;
  inputIdOf: (field: string) => string;
  save: (body: B) => Promise<unknown>;
  /** Reads the record again (after a 409). */
  load: (record: R) => Promise<R>;
  /** What the message box says after the save. */
  savedText: (values: V) => string;
  onClose: () => void;
}

/**
 * The state of an admin record's edit dialog: the values, the version read (sent with the save, renewed by
 * Reload), the save that says so and closes, and the reload after a 409.
 */
export function useRecordForm<R extends { version: number }, V extends object, B>(options: RecordFormOptions<R, V, B>) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const { record } = options;
  const [version, setVersion] = useState(record?.version);
  const form = useForm<V, B>({
    initial: options.valuesOf(record),
    fieldNames: options.fieldNames,
    schema: options.schema,
    toBody: (values) => options.toBody(values, version),
    invalidMessage: t('spec.validation.generic'),
    inputIdOf: options.inputIdOf,
  });
  const save = async () => {
    if (await form.submit(undefined, options.save)) {
      box.success(options.savedText(form.values));
      options.onClose();
    }
  };
  const reload = record
    ? async () => {
        try {
          const fresh = await options.load(record);
          setVersion(fresh.version);
          form.reset(options.valuesOf(fresh));
        } catch (error) {
          box.error(error);
        }
      }
    : undefined;
  return { form, save, reload };
}
