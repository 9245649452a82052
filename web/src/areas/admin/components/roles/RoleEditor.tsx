import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Message } from 'primereact/message';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { claimId } from '../../../../../../shared/claims';
import type * as z from '../../../../../../shared/zod';
import { saveRoleClaimsSchema, type MenuNode } from '../../../../../../shared/contract/schemas/admin';
import type { roleSchema } from '../../../../../../shared/contract/answers/admin';
import { visibleMenuTree } from '../../../../../../shared/menus';
import {
  CheckboxField,
  errorsOf,
  FieldError,
  TextInputField,
  useFirstFresh,
  useForm,
} from '../../../../components/forms';
import { useMessageBox } from '../../../../components/messageBox';
import { PageSpinner } from '../../../../components/PageSpinner';
import { translateMessage } from '../../../../lib/i18n';
import { useNavigateWhenDone } from '../../../../lib/navigateWhenDone';
import { useMenuTree } from '../../api/menus';
import { deleteRole, saveRoleClaims, useClaimGroups, useRole, useRoleMenus } from '../../api/roles';
import { SaveFailure } from '../common/SaveFailure';
import { useConfirmedDelete } from '../common/useConfirmedDelete';
import { claimsOf, claimSet, sameClaims, toggleAll } from './roleClaims';
import { RoleMenus } from './RoleMenus';

type Role = z.infer<typeof roleSchema>;
type ClaimGroup = NonNullable<ReturnType<typeof useClaimGroups>['data']>[number];
type Values = { description: string; retailerSide: boolean; claims: Set<string> };
const valuesOf = (role: Role): Values => ({
  description: role.description,
  retailerSide: role.retailerSide,
  claims: claimSet(role.claims),
});

/** One role: its claims ticked by area, what they unlock in the menu, save (at the version read) and delete. */
export function RoleEditor({ roleId }: { roleId: string }) {
  const { t } = useTranslation();
  // The role as stored now: the form keeps the version it started from until the user reloads.
  const role = useRole(roleId);
  const fresh = useFirstFresh(role);
  const groups = useClaimGroups();
  const roleMenus = useRoleMenus(roleId);
  const menuTree = useMenuTree();
  if (role.error) return <Message severity="error" text={translateMessage(t, role.error.message)} />;
  if (!fresh || !groups.data) return <PageSpinner />;
  return (
    <RoleForm
      roleId={roleId}
      stored={fresh}
      groups={groups.data}
      savedMenus={roleMenus.data}
      menuTree={menuTree.data}
      reread={() => role.mutate()}
    />
  );
}

function RoleForm({
  roleId,
  stored,
  groups,
  savedMenus,
  menuTree,
  reread,
}: {
  roleId: string;
  stored: Role;
  groups: ClaimGroup[];
  /** The menu the role's stored claims unlock, and the whole menu (to show what unsaved claims would unlock). */
  savedMenus: MenuNode[] | undefined;
  menuTree: MenuNode[] | undefined;
  reread: () => Promise<Role | undefined>;
}) {
  const { t } = useTranslation();
  const startWork = useNavigateWhenDone();
  const box = useMessageBox();
  const confirmedDelete = useConfirmedDelete();
  // What was read or last saved: its version goes with the next save, its claims tell what is not saved yet.
  const [base, setBase] = useState(stored);
  const form = useForm<Values, z.output<typeof saveRoleClaimsSchema>>({
    initial: valuesOf(stored),
    fieldNames: ['description', 'claims', 'retailerSide'],
    schema: saveRoleClaimsSchema,
    toBody: (v) => ({
      roleId,
      description: v.description,
      retailerSide: v.retailerSide,
      claims: claimsOf(v.claims, groups),
      version: base.version,
    }),
    invalidMessage: t('spec.validation.generic'),
    inputIdOf: (field) => `role-${field}`,
  });
  const { values, change } = form;

  const pending = !sameClaims(values.claims, claimSet(base.claims));
  const preview = useMemo(() => {
    if (!pending || !menuTree) return undefined;
    return visibleMenuTree(menuTree, claimsOf(values.claims, groups));
  }, [values.claims, pending, menuTree, groups]);

  const toggle = (ids: readonly string[], on: boolean) => change('claims', toggleAll(values.claims, ids, on));
  const take = (role: Role) => {
    setBase(role);
    form.reset(valuesOf(role));
  };

  const save = async () => {
    let saved: Role | undefined;
    await form.submit(undefined, async (body) => {
      saved = await saveRoleClaims(body);
    });
    if (!saved) return;
    take(saved);
    box.success(t('admin.roles.saved', { name: roleId }));
  };

  const reload = async () => {
    const fresh = await reread();
    if (fresh) take(fresh);
  };

  const remove = async () => {
    const goOn = startWork();
    const deleted = await confirmedDelete({
      question: t('admin.roles.confirmDelete', { name: roleId }),
      remove: () => deleteRole(roleId),
      done: t('admin.roles.deleted', { name: roleId }),
    });
    if (deleted) goOn('/admin/roles');
  };

  return (
    <div className="role-editor">
      <div className="role-editor-header">
        <h2>{roleId}</h2>
        <div className="admin-page-actions">
          <Button
            type="button"
            label={t('admin.roles.deleteRole')}
            icon="pi pi-trash"
            severity="danger"
            outlined
            onClick={remove}
          />
          <Button
            type="button"
            label={t('admin.roles.saveClaims')}
            icon="pi pi-check"
            loading={form.saving}
            onClick={save}
          />
        </div>
      </div>
      <SaveFailure messages={form.errors.general} stale={form.stale} onReload={reload} />
      <div className="admin-form">
        <TextInputField
          id="role-description"
          label={t('admin.roles.description')}
          messages={errorsOf(form.errors, 'description')}
          value={values.description}
          onChange={(value) => change('description', value)}
          rows={2}
          maxLength={500}
        />
        <CheckboxField
          id="role-retailerSide"
          label={t('admin.roles.retailerSide')}
          checked={values.retailerSide}
          onChange={(checked) => change('retailerSide', checked)}
          messages={errorsOf(form.errors, 'retailerSide')}
        />
      </div>
      <FieldError id="role-claims-error" messages={errorsOf(form.errors, 'claims')} />
      <div className="claim-groups">
        {groups.map((group) => {
          const ids = group.resources.flatMap((r) =>
            r.operations.map((operation) => claimId({ resource: r.resource, operation })),
          );
          const all = ids.every((id) => values.claims.has(id));
          return (
            <fieldset key={group.groupName} className="claim-group">
              <legend>{t(`admin.claimGroups.${group.groupName}`, { defaultValue: group.groupName })}</legend>
              <div className="claim-option">
                <Checkbox
                  inputId={`claims-all-${group.groupName}`}
                  checked={all}
                  onChange={(e) => toggle(ids, e.checked === true)}
                />
                <label htmlFor={`claims-all-${group.groupName}`}>{t('admin.roles.allOfGroup')}</label>
              </div>
              {group.resources.map((resource) => (
                <div key={resource.resource} className="claim-resource">
                  <div className="claim-resource-name">{resource.resource}</div>
                  {resource.operations.map((operation) => {
                    const id = claimId({ resource: resource.resource, operation });
                    const inputId = `claim-${id.replace('/', '-')}`;
                    return (
                      <div key={id} className="claim-option">
                        <Checkbox
                          inputId={inputId}
                          checked={values.claims.has(id)}
                          onChange={(e) => toggle([id], e.checked === true)}
                        />
                        <label htmlFor={inputId}>{id}</label>
                      </div>
                    );
                  })}
                </div>
              ))}
            </fieldset>
          );
        })}
      </div>
      <RoleMenus menus={pending ? preview : savedMenus} pending={pending} />
    </div>
  );
}
