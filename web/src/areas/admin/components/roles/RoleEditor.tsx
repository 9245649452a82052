import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { claimId } from '../../../../../../shared/claims';
import type { z } from 'zod';
import type { roleSchema } from '../../../../../../shared/contract/schemas/admin';
import { visibleMenuTree } from '../../../../../../shared/menus';
import { useConfirm } from '../../../../components/confirm';
import {
  errorsFromFailure,
  errorsOf,
  FieldError,
  noErrors,
  useFirstFresh,
  type FormErrors,
} from '../../../../components/forms';
import { useMessageBox } from '../../../../components/messageBox';
import { PageSpinner } from '../../../../components/PageSpinner';
import { translateMessage } from '../../../../lib/i18n';
import { useMenuTree } from '../../api/menus';
import { deleteRole, saveRoleClaims, useClaimGroups, useRole, useRoleMenus } from '../../api/roles';
import { isStaleVersion, SaveFailure } from '../common/SaveFailure';
import { claimsOf, claimSet, sameClaims, toggleAll } from './roleClaims';
import { RoleMenus } from './RoleMenus';

type Role = z.infer<typeof roleSchema>;
interface Draft {
  version: number;
  description: string;
  retailerSide: boolean;
  claims: Set<string>;
  saved: Set<string>;
}
const draftOf = (role: Role): Draft => ({
  version: role.version,
  description: role.description,
  retailerSide: role.retailerSide,
  claims: claimSet(role.claims),
  saved: claimSet(role.claims),
});

/** One role: its claims ticked by area, what they unlock in the menu, save (at the version read) and delete. */
export function RoleEditor({ roleId }: { roleId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const box = useMessageBox();
  const confirm = useConfirm();
  // The role as stored now: the draft keeps the version it started from until the user reloads.
  const role = useRole(roleId);
  const fresh = useFirstFresh(role);
  const groups = useClaimGroups();
  const roleMenus = useRoleMenus(roleId);
  const menuTree = useMenuTree();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [stale, setStale] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (fresh && !draft) setDraft(draftOf(fresh));
  }, [fresh]); // eslint-disable-line react-hooks/exhaustive-deps

  const pending = !!draft && !sameClaims(draft.claims, draft.saved);
  const preview = useMemo(() => {
    if (!draft || !pending || !menuTree.data || !groups.data) return undefined;
    return visibleMenuTree(menuTree.data, claimsOf(draft.claims, groups.data));
  }, [draft, pending, menuTree.data, groups.data]);

  if (role.error) return <Message severity="error" text={translateMessage(t, role.error.message)} />;
  if (!draft || !groups.data) return <PageSpinner />;

  const update = (change: Partial<Draft>) => setDraft((current) => (current ? { ...current, ...change } : current));
  const toggle = (id: string, on: boolean) => update({ claims: toggleAll(draft.claims, [id], on) });

  const save = async () => {
    setSaving(true);
    try {
      const saved = await saveRoleClaims({
        roleId,
        description: draft.description,
        retailerSide: draft.retailerSide,
        claims: claimsOf(draft.claims, groups.data!),
        version: draft.version,
      });
      setDraft(draftOf(saved));
      setErrors(noErrors);
      setStale(false);
      box.success(t('admin.roles.saved', { name: roleId }));
    } catch (error) {
      setErrors(errorsFromFailure(error, ['description', 'claims', 'retailerSide']));
      setStale(isStaleVersion(error));
    } finally {
      setSaving(false);
    }
  };

  const reload = async () => {
    const fresh = await role.mutate();
    if (fresh) setDraft(draftOf(fresh));
    setErrors(noErrors);
    setStale(false);
  };

  const remove = async () => {
    if (
      !(await confirm({
        message: t('admin.roles.confirmDelete', { name: roleId }),
        danger: true,
        acceptLabel: t('admin.common.delete'),
      }))
    )
      return;
    try {
      await deleteRole(roleId);
      box.success(t('admin.roles.deleted', { name: roleId }));
      navigate('/admin/roles');
    } catch (error) {
      box.error(error);
    }
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
            loading={saving}
            onClick={save}
          />
        </div>
      </div>
      <SaveFailure messages={errors.general} stale={stale} onReload={reload} />
      <div className="admin-form">
        <div className="field">
          <label htmlFor="role-description">{t('admin.roles.description')}</label>
          <InputTextarea
            id="role-description"
            value={draft.description}
            onChange={(e) => update({ description: e.target.value })}
            rows={2}
            maxLength={500}
          />
          <FieldError id="role-description-error" messages={errorsOf(errors, 'description')} />
        </div>
        <div className="field checkbox">
          <Checkbox
            inputId="role-retailerSide"
            checked={draft.retailerSide}
            onChange={(e) => update({ retailerSide: e.checked === true })}
          />
          <label htmlFor="role-retailerSide">{t('admin.roles.retailerSide')}</label>
        </div>
      </div>
      <FieldError id="role-claims-error" messages={errorsOf(errors, 'claims')} />
      <div className="claim-groups">
        {groups.data.map((group) => {
          const ids = group.resources.flatMap((r) =>
            r.operations.map((operation) => claimId({ resource: r.resource, operation })),
          );
          const all = ids.every((id) => draft.claims.has(id));
          return (
            <fieldset key={group.groupName} className="claim-group">
              <legend>{t(`admin.claimGroups.${group.groupName}`, { defaultValue: group.groupName })}</legend>
              <div className="claim-option">
                <Checkbox
                  inputId={`claims-all-${group.groupName}`}
                  checked={all}
                  onChange={(e) => update({ claims: toggleAll(draft.claims, ids, e.checked === true) })}
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
                          checked={draft.claims.has(id)}
                          onChange={(e) => toggle(id, e.checked === true)}
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
      <RoleMenus menus={pending ? preview : roleMenus.data} pending={pending} />
    </div>
  );
}
