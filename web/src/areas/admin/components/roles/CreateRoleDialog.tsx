import { useTranslation } from 'react-i18next';
import type * as z from '../../../../../../shared/zod';
import { saveRoleClaimsSchema } from '../../../../../../shared/contract/schemas/admin';
import { CheckboxField, errorsOf, TextInputField, useForm } from '../../../../components/forms';
import { useMessageBox } from '../../../../components/messageBox';
import { saveRoleClaims } from '../../api/roles';
import { AdminFormDialog } from '../common/AdminFormDialog';

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
    <AdminFormDialog
      header={t('admin.roles.newTitle')}
      width="36rem"
      form={form}
      saveLabel={t('admin.roles.create')}
      onCancel={onClose}
      onSave={save}
    >
      <TextInputField
        id="new-role-roleId"
        className="field wide"
        label={t('admin.roles.name')}
        required
        help={t('admin.roles.nameHelp')}
        {...form.bind('roleId')}
        maxLength={64}
      />
      <TextInputField
        id="new-role-description"
        className="field wide"
        label={t('admin.roles.description')}
        {...form.bind('description')}
        rows={2}
        maxLength={500}
      />
      <CheckboxField
        id="new-role-retailerSide"
        className="field checkbox wide"
        label={t('admin.roles.retailerSide')}
        checked={form.values.retailerSide}
        onChange={(checked) => form.change('retailerSide', checked)}
        messages={errorsOf(form.errors, 'retailerSide')}
      />
    </AdminFormDialog>
  );
}
