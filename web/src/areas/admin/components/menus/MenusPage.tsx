import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { TreeTable } from 'primereact/treetable';
import type { TreeNode } from 'primereact/treenode';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from '../../../../../../shared/zod';
import { claimId } from '../../../../../../shared/claims';
import { saveMenuSchema, type MenuEntry, type MenuNode } from '../../../../../../shared/contract/schemas/admin';
import { CheckboxField, errorsOf, Field, TextInputField } from '../../../../components/forms';
import { translateMessage } from '../../../../lib/i18n';
import { callRoute } from '../../../../lib/api';
import { deleteMenu, saveMenu, useClaimCatalogue, useMenuTree } from '../../api/menus';
import { AdminPage } from '../common/AdminPage';
import { screenClaims } from '../common/access';
import { AdminFormDialog, useRecordForm } from '../common/AdminFormDialog';
import { RowActions } from '../common/AdminTablePage';
import { useConfirmedDelete } from '../common/useConfirmedDelete';
import { expandedKeys, flattenMenu, selfAndDescendants, toTreeNodes } from './menuTree';

type Values = {
  displayName: string;
  icon: string;
  navLink: string;
  parentId: string | null;
  claim: string | null;
  order: number | null;
  external: boolean;
};
type Body = z.output<typeof saveMenuSchema>;
const fieldNames = ['displayName', 'icon', 'navLink', 'parentId', 'resourceName', 'claimName', 'order', 'external'];

const valuesOf = (entry: Partial<MenuNode> & { parentId?: string | null }): Values => ({
  displayName: entry.displayName ?? '',
  icon: entry.icon ?? '',
  navLink: entry.navLink ?? '',
  parentId: entry.parentId ?? null,
  claim:
    entry.resourceName && entry.claimName
      ? claimId({ resource: entry.resourceName, operation: entry.claimName })
      : null,
  order: entry.order ?? 0,
  external: entry.external ?? false,
});

interface Editing {
  entry: MenuNode | null;
  parentId: string | null;
}

function MenuForm({ editing, tree, onClose }: { editing: Editing; tree: MenuNode[]; onClose: () => void }) {
  const { t } = useTranslation();
  const claims = useClaimCatalogue();
  const { entry } = editing;
  const { form, save, reload } = useRecordForm<MenuEntry, Values, Body>({
    record: entry,
    valuesOf: (record) => valuesOf(record ?? { parentId: editing.parentId, order: 0 }),
    fieldNames: [...fieldNames, 'claim'],
    schema: saveMenuSchema,
    toBody: (v, version) => {
      const [resourceName, claimName] = v.claim ? v.claim.split('/') : [undefined, undefined];
      return {
        ...(entry ? { id: entry.id, version } : {}),
        displayName: v.displayName,
        icon: v.icon,
        navLink: v.navLink,
        parentId: v.parentId,
        resourceName,
        claimName,
        order: v.order ?? 0,
        external: v.external,
      };
    },
    inputIdOf: (f) => `menu-${f === 'resourceName' || f === 'claimName' ? 'claim' : f}`,
    save: saveMenu,
    load: (record) => callRoute('sitesetup.menuToEdit', { params: { id: record.id } }),
    savedText: (values) => t('admin.menus.saved', { name: values.displayName }),
    onClose,
  });
  const excluded = entry ? selfAndDescendants(tree, entry.id) : new Set<string>();
  const parents = [
    { value: null, label: t('admin.menus.noParent') },
    ...flattenMenu(tree)
      .filter(({ node }) => !excluded.has(node.id))
      .map(({ node, depth }) => ({ value: node.id, label: `${'— '.repeat(depth)}${node.displayName}` })),
  ];
  const claimOptions = (claims.data ?? []).map((c) => ({ value: claimId(c), label: claimId(c) }));
  const messages = (name: string) => errorsOf(form.errors, name);
  const claimMessages = [...messages('claim'), ...messages('resourceName'), ...messages('claimName')];
  return (
    <AdminFormDialog
      header={entry ? t('admin.menus.editTitle', { name: entry.displayName }) : t('admin.menus.newTitle')}
      width="48rem"
      form={form}
      onReload={reload}
      onCancel={onClose}
      onSave={save}
    >
      <TextInputField
        id="menu-displayName"
        label={t('admin.menus.displayName')}
        required
        {...form.bind('displayName')}
      />
      <TextInputField id="menu-navLink" label={t('admin.menus.navLink')} required {...form.bind('navLink')} />
      <Field id="menu-icon" label={t('admin.menus.icon')} messages={messages('icon')}>
        {(f) => (
          <div className="p-inputgroup">
            <span className="p-inputgroup-addon">
              <i className={form.values.icon || 'pi pi-minus'} aria-hidden />
            </span>
            <InputText
              id={f.id}
              value={form.values.icon}
              onChange={(e) => form.change('icon', e.target.value)}
              placeholder="pi pi-home"
              invalid={f.invalid}
              aria-describedby={f.describedBy}
            />
          </div>
        )}
      </Field>
      <Field id="menu-parentId" label={t('admin.menus.parent')} messages={messages('parentId')}>
        {(f) => (
          <Dropdown
            inputId={f.id}
            value={form.values.parentId}
            options={parents}
            optionValue="value"
            onChange={(e) => form.change('parentId', (e.value as string | null) ?? null)}
            filter
            invalid={f.invalid}
            aria-describedby={f.describedBy}
          />
        )}
      </Field>
      <Field id="menu-claim" label={t('admin.menus.claim')} required messages={[...new Set(claimMessages)]}>
        {(f) => (
          <Dropdown
            inputId={f.id}
            value={form.values.claim}
            options={claimOptions}
            onChange={(e) => {
              form.change('claim', (e.value as string | null) ?? null);
              form.setErrors((current) => ({
                ...current,
                fields: Object.fromEntries(
                  Object.entries(current.fields).filter(([k]) => k !== 'resourceName' && k !== 'claimName'),
                ),
              }));
            }}
            filter
            placeholder={t('admin.common.choose')}
            loading={claims.isLoading}
            invalid={f.invalid}
            aria-describedby={f.describedBy}
          />
        )}
      </Field>
      <Field id="menu-order" label={t('admin.menus.order')} messages={messages('order')}>
        {(f) => (
          <InputNumber
            inputId={f.id}
            value={form.values.order}
            onValueChange={(e) => form.change('order', e.value ?? null)}
            min={0}
            max={10000}
            useGrouping={false}
            showButtons
            invalid={f.invalid}
            aria-describedby={f.describedBy}
          />
        )}
      </Field>
      <CheckboxField
        id="menu-external"
        label={t('admin.menus.external')}
        checked={form.values.external}
        onChange={(checked) => form.change('external', checked)}
      />
    </AdminFormDialog>
  );
}

/** The navigation menu (spec 01, section 2): a tree of entries, each shown to users holding its claim. */
export function MenusPage() {
  const { t } = useTranslation();
  const confirmedDelete = useConfirmedDelete();
  const menus = useMenuTree();
  const tree = useMemo(() => menus.data ?? [], [menus.data]);
  const nodes = useMemo(() => toTreeNodes(tree), [tree]);
  const [expanded, setExpanded] = useState<Record<string, boolean> | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);

  const remove = (entry: MenuNode) =>
    confirmedDelete({
      question: t('admin.menus.confirmDelete', { name: entry.displayName }),
      remove: () => deleteMenu(entry.id),
      done: t('admin.menus.deleted', { name: entry.displayName }),
    });
  const entryOf = (node: TreeNode) => node.data as MenuNode;

  return (
    <AdminPage
      title={t('admin.menus.title')}
      claim={screenClaims.siteSetup}
      actions={
        <Button
          label={t('admin.menus.new')}
          icon="pi pi-plus"
          onClick={() => setEditing({ entry: null, parentId: null })}
        />
      }
    >
      {menus.error && (
        <Message
          severity="error"
          text={`${t('spec.http.dataNotLoaded')} — ${translateMessage(t, menus.error.message)}`}
        />
      )}
      <TreeTable
        value={nodes}
        expandedKeys={expanded ?? expandedKeys(tree)}
        onToggle={(e) => setExpanded(e.value as Record<string, boolean>)}
        loading={menus.isLoading}
        className="p-treetable-sm"
        aria-label={t('admin.menus.title')}
        emptyMessage={t('widgets.table.empty')}
      >
        <Column
          field="displayName"
          header={t('admin.menus.displayName')}
          expander
          body={(node: TreeNode) => (
            <span>
              <i className={`${entryOf(node).icon} menu-icon-preview`} aria-hidden />
              {entryOf(node).displayName}
            </span>
          )}
        />
        <Column
          field="navLink"
          header={t('admin.menus.navLink')}
          body={(node: TreeNode) => (
            <span>
              {entryOf(node).navLink}
              {entryOf(node).external && (
                <i
                  role="img"
                  className="pi pi-external-link"
                  style={{ marginLeft: '0.35rem' }}
                  aria-label={t('admin.menus.external')}
                />
              )}
            </span>
          )}
        />
        <Column
          header={t('admin.menus.claim')}
          body={(node: TreeNode) => `${entryOf(node).resourceName}/${entryOf(node).claimName}`}
        />
        <Column field="order" header={t('admin.menus.order')} style={{ width: '6rem' }} />
        <Column
          header={t('admin.common.actions')}
          style={{ width: '10rem' }}
          body={(node: TreeNode) => (
            <RowActions
              name={entryOf(node).displayName}
              onEdit={() => setEditing({ entry: entryOf(node), parentId: entryOf(node).parentId })}
              onDelete={() => remove(entryOf(node))}
            >
              <Button
                icon="pi pi-plus"
                text
                rounded
                aria-label={t('admin.menus.addChild', { name: entryOf(node).displayName })}
                onClick={() => setEditing({ entry: null, parentId: entryOf(node).id })}
              />
            </RowActions>
          )}
        />
      </TreeTable>
      {editing && <MenuForm editing={editing} tree={tree} onClose={() => setEditing(null)} />}
    </AdminPage>
  );
}
