import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { saveRoleClaimsSchema } from '../../../../../../shared/contract/schemas/admin';
import { AppDialog } from '../../../../components/dialog';
import { errorsOf, FieldError, useForm } from '../../../../components/forms';
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
    <AppDialog
      visible
      onHide={onClose}
      header={t('admin.roles.newTitle')}
      style={{ width: 'min(36rem, 95vw)' }}
      footer={
        <div className="admin-form-buttons">
          <Button type="button" label={t('admin.common.cancel')} outlined onClick={onClose} />
          <Button type="button" label={t('admin.roles.create')} icon="pi pi-check" loading={form.saving} onClick={save} />
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
        <SaveFailure messages={form.errors.general} stale={false} onReload={() => undefined} />
        <div className="admin-form">
          <div className="field wide">
            <label htmlFor="new-role-roleId">
              {t('admin.roles.name')}
              <span className="required" aria-hidden>*</span>
            </label>
            <InputText
              id="new-role-roleId"
              value={form.values.roleId}
              onChange={(e) => form.change('roleId', e.target.value)}
              maxLength={64}
              invalid={errorsOf(form.errors, 'roleId').length > 0}
              aria-describedby="new-role-roleId-error new-role-roleId-help"
            />
            <small id="new-role-roleId-help">{t('admin.roles.nameHelp')}</small>
            <FieldError id="new-role-roleId-error" messages={errorsOf(form.errors, 'roleId')} />
          </div>
          <div className="field wide">
            <label htmlFor="new-role-description">{t('admin.roles.description')}</label>
            <InputTextarea id="new-role-description" value={form.values.description} onChange={(e) => form.change('description', e.target.value)} rows={2} maxLength={500} />
            <FieldError id="new-role-description-error" messages={errorsOf(form.errors, 'description')} />
          </div>
          <div className="field checkbox wide">
            <Checkbox inputId="new-role-retailerSide" checked={form.values.retailerSide} onChange={(e) => form.change('retailerSide', e.checked === true)} />
            <label htmlFor="new-role-retailerSide">{t('admin.roles.retailerSide')}</label>
          </div>
        </div>
      </form>
    </AppDialog>
  );
}
