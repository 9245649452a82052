import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { saveRoleClaimsSchema } from '../../../../../../shared/contract/schemas/admin';
import { errorsOf, Field, FormDialog, useForm } from '../../../../components/forms';
import { useMessageBox } from '../../../../components/messageBox';
import { saveRoleClaims } from '../../api/roles';
import { SaveFailure } from '../common/SaveFailure';

type Values = { roleId: string; description: string; retailerSide: boolean };

/** A new role (a Cognito group) with no claims yet; its claims are ticked in the editor afterwards. */
export function CreateRoleDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (roleId: string) => void }) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const form = useForm<Values, z.output<typeof saveRoleClaimsSchema>>({
    initial: { roleId: '', description: '', retailerSide: false },
    fieldNames: ['roleId', 'description', 'retailerSide', 'claims'],
    schema: saveRoleClaimsSchema,
    toBody: (v) => ({ ...v, claims: [] }),
    invalidMessage: t('spec.validation.generic'),
    inputIdOf: (f) => `new-role-${f}`,
  });
  const save = async () => {
    let created = '';
    if (
      await form.submit(undefined, async (body) => {
        created = (await saveRoleClaims(body)).id;
      })
    ) {
      box.success(t('admin.roles.created', { name: created }));
      onCreated(created);
    }
  };
  return (
    <FormDialog
      header={t('admin.roles.newTitle')}
      style={{ width: 'min(36rem, 95vw)' }}
      buttonsClassName="admin-form-buttons"
      cancelLabel={t('admin.common.cancel')}
      saveLabel={t('admin.roles.create')}
      saving={form.saving}
      onCancel={onClose}
      onSave={save}
    >
      <SaveFailure messages={form.errors.general} stale={false} onReload={() => undefined} />
      <div className="admin-form">
        <Field
          id="new-role-roleId"
          className="field wide"
          label={t('admin.roles.name')}
          required
          messages={errorsOf(form.errors, 'roleId')}
          help={t('admin.roles.nameHelp')}
        >
          {(f) => (
            <InputText
              id={f.id}
              value={form.values.roleId}
              onChange={(e) => form.change('roleId', e.target.value)}
              maxLength={64}
              invalid={f.invalid}
              aria-describedby={f.describedBy}
            />
          )}
        </Field>
        <Field
          id="new-role-description"
          className="field wide"
          label={t('admin.roles.description')}
          messages={errorsOf(form.errors, 'description')}
        >
          {(f) => (
            <InputTextarea
              id={f.id}
              value={form.values.description}
              onChange={(e) => form.change('description', e.target.value)}
              rows={2}
              maxLength={500}
            />
          )}
        </Field>
        <div className="field checkbox wide">
          <Checkbox
            inputId="new-role-retailerSide"
            checked={form.values.retailerSide}
            onChange={(e) => form.change('retailerSide', e.checked === true)}
          />
          <label htmlFor="new-role-retailerSide">{t('admin.roles.retailerSide')}</label>
        </div>
      </div>
    </FormDialog>
  );
}
