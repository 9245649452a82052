import { Button } from 'primereact/button';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { referenceKinds, type ReferenceKindName } from '../../../../../../shared/reference/kinds';
import { PlaceholderWidth, useTableState, type TableColumn } from '../../../../components/dataTable';
import { ReferenceLookup } from '../../../../components/lookup';
import { referenceLabel, type ReferenceId } from '../../../../components/reference';
import {
  deleteReferenceRecord,
  useReferenceList,
  type ReferenceListQuery,
  type ReferenceRecord,
} from '../../api/reference';
import {
  actionsColumn,
  activeParam,
  ActiveStateFilter,
  AdminTablePage,
  RowActions,
  useUrlFilter,
} from '../common/AdminTablePage';
import { useConfirmedDelete } from '../common/useConfirmedDelete';
import { useHasClaim } from '../../../../lib/claims';
import { screenClaims } from '../common/access';
import { fieldModels, labelField, listFields } from './fieldModel';
import { fieldLabel, kindLabel } from './labels';
import { FieldValue, RecordDetail } from './RecordDetail';
import { InventoryUploadDialog } from './InventoryUploadDialog';
import { LinkWithReturn, useNavigateWithReturn } from '../../../../lib/returnTo';

const ACTIVE_PARAM = 'active';
const VISIBLE_COLUMNS = 5;

/** The list of one reference kind: paged, sorted and searched on the server, filtered by state and parent. */
export function ReferenceListPage({ kind }: { kind: ReferenceKindName }) {
  const { t } = useTranslation();
  const navigateWithReturn = useNavigateWithReturn();
  const confirmedDelete = useConfirmedDelete();
  const canManage = useHasClaim(screenClaims.referenceData);
  const definition = referenceKinds[kind];
  const fields = useMemo(() => fieldModels(kind), [kind]);
  const table = useTableState({ inUrl: true, sortBy: definition.defaultSort });
  const filter = useUrlFilter();
  const [uploadingInventory, setUploadingInventory] = useState(false);

  const hasActive = fields.some((f) => f.name === 'active' && f.type === 'boolean');
  const parentFilters = fields.filter((f) => f.type === 'reference' && !f.multiple);
  const numericTarget = (target: ReferenceKindName) => referenceKinds[target].id.type === 'number';
  const filters: Record<string, string | number> = {};
  const active = activeParam(filter.get(ACTIVE_PARAM));
  if (hasActive && active) filters.active = active;
  for (const f of parentFilters) {
    const raw = filter.get(f.name);
    if (!raw || f.type !== 'reference') continue;
    if (numericTarget(f.target)) {
      if (Number.isInteger(Number(raw)) && Number(raw) > 0) filters[f.name] = Number(raw);
    } else filters[f.name] = raw;
  }
  const query: ReferenceListQuery = { ...table.query, ...filters };
  const list = useReferenceList(kind, query, { keepPreviousData: true });
  const editUrl = (record: ReferenceRecord) => `/admin/reference/${kind}/${encodeURIComponent(String(record.id))}`;

  const remove = (record: ReferenceRecord) => {
    const texts = { kind: kindLabel(t, kind, false, true), name: referenceLabel(kind, record) };
    return confirmedDelete({
      question: t('admin.reference.confirmDelete', texts),
      remove: () => deleteReferenceRecord(kind, record.id as ReferenceId),
      done: t('admin.reference.deleted', texts),
    });
  };

  const nameField = labelField(kind, fields);
  const sortable = new Set<string>(definition.sortFields);
  const columns: TableColumn<ReferenceRecord>[] = [
    ...(definition.id.type === 'number'
      ? [
          {
            field: 'id',
            header: t('admin.fields.id'),
            sortField: sortable.has('id') ? 'id' : undefined,
            hidden: true,
            style: { width: '6rem' },
          },
        ]
      : []),
    ...listFields(fields).map((field, index): TableColumn<ReferenceRecord> => {
      const isName = field.name === nameField;
      return {
        field: field.name,
        header: fieldLabel(t, field.name),
        sortField: sortable.has(field.name) ? field.name : undefined,
        fixed: isName,
        frozen: isName,
        // Wide kinds start with their first columns and the state; the rest are a click away in the chooser.
        hidden: (field.type === 'text' && field.multiline) || (index >= VISIBLE_COLUMNS && field.name !== 'active'),
        body: isName
          ? (record) =>
              canManage ? (
                <LinkWithReturn to={editUrl(record)}>{String(record[field.name] ?? '')}</LinkWithReturn>
              ) : (
                String(record[field.name] ?? '')
              )
          : (record) => <FieldValue kind={kind} field={field} record={record} />,
      };
    }),
  ];
  if (canManage) {
    columns.push(
      actionsColumn<ReferenceRecord>(t('admin.common.actions'), (record) => (
        <RowActions
          name={referenceLabel(kind, record)}
          onEdit={() => navigateWithReturn(editUrl(record))}
          onDelete={() => remove(record)}
        />
      )),
    );
  }

  const plural = kindLabel(t, kind, true);
  const filterPlaceholder = (field: string) => t('admin.reference.filterBy', { field: fieldLabel(t, field) });
  const toolbar = (
    <>
      {hasActive && <ActiveStateFilter value={active} onChange={(value) => filter.set(ACTIVE_PARAM, value)} />}
      {parentFilters.map(
        (f) =>
          f.type === 'reference' && (
            <div key={f.name} className="table-filter fits-placeholder">
              <ReferenceLookup
                kind={f.target}
                filter={Object.fromEntries(f.filterBy.map((by) => [by.param, filters[by.field]]))}
                value={(filters[f.name] as ReferenceId | undefined) ?? null}
                onChange={(id) => filter.set(f.name, id)}
                placeholder={filterPlaceholder(f.name)}
              />
              <PlaceholderWidth text={filterPlaceholder(f.name)} beside="dropdown-button" />
            </div>
          ),
      )}
    </>
  );

  return (
    <AdminTablePage<ReferenceRecord>
      title={plural}
      claim={screenClaims.referenceData}
      actions={
        <>
          {kind === 'tactic' && canManage && (
            <Button
              label={t('admin.inventory.open')}
              icon="pi pi-upload"
              outlined
              onClick={() => setUploadingInventory(true)}
            />
          )}
          <Button
            label={t('admin.reference.new', { kind: kindLabel(t, kind, false, true) })}
            icon="pi pi-plus"
            onClick={() => navigateWithReturn(`/admin/reference/${kind}/new`)}
          />
          {uploadingInventory && <InventoryUploadDialog onHide={() => setUploadingInventory(false)} />}
        </>
      }
      tableId={`reference-${kind}`}
      table={table}
      filtered={Object.keys(filters).length > 0}
      list={list}
      columns={columns}
      toolbar={toolbar}
      searchPlaceholder={t('admin.reference.search', { kinds: kindLabel(t, kind, true, true) })}
      rowExpansion={(record) => <RecordDetail kind={kind} fields={fields} record={record} />}
    />
  );
}
