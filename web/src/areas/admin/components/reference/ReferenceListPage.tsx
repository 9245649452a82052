import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { referenceKinds, type ReferenceKindName } from '../../../../../../shared/reference/kinds';
import { useConfirm } from '../../../../components/confirm';
import { ServerDataTable, useTableState, type TableColumn } from '../../../../components/dataTable';
import { ReferenceLookup } from '../../../../components/lookup';
import { useMessageBox } from '../../../../components/messageBox';
import { referenceLabel, type ReferenceId } from '../../../../components/reference';
import {
  deleteReferenceRecord,
  useReferenceList,
  type ReferenceListQuery,
  type ReferenceRecord,
} from '../../api/reference';
import { AdminPage } from '../common/AdminPage';
import { useHasClaim } from '../../../../lib/claims';
import { screenClaims } from '../common/access';
import { fieldModels, labelField, listFields } from './fieldModel';
import { fieldLabel, kindLabel } from './labels';
import { FieldValue, RecordDetail } from './RecordDetail';

const ACTIVE_PARAM = 'active';
const VISIBLE_COLUMNS = 5;

/** The list of one reference kind: paged, sorted and searched on the server, filtered by state and parent. */
export function ReferenceListPage({ kind }: { kind: ReferenceKindName }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const box = useMessageBox();
  const confirm = useConfirm();
  const canManage = useHasClaim(screenClaims.referenceData);
  const definition = referenceKinds[kind];
  const fields = useMemo(() => fieldModels(kind), [kind]);
  const table = useTableState({ inUrl: true, sortBy: definition.defaultSort });
  const [searchParams, setSearchParams] = useSearchParams();

  const hasActive = fields.some((f) => f.name === 'active' && f.type === 'boolean');
  const parentFilters = fields.filter((f) => f.type === 'reference' && !f.multiple);
  const numericTarget = (target: ReferenceKindName) => referenceKinds[target].id.type === 'number';
  const filters: Record<string, string | number> = {};
  const active = searchParams.get(ACTIVE_PARAM);
  if (hasActive && (active === 'true' || active === 'false')) filters.active = active;
  for (const f of parentFilters) {
    const raw = searchParams.get(f.name);
    if (!raw || f.type !== 'reference') continue;
    if (numericTarget(f.target)) {
      if (Number.isInteger(Number(raw)) && Number(raw) > 0) filters[f.name] = Number(raw);
    } else filters[f.name] = raw;
  }
  const setFilter = (name: string, value: string | number | null | undefined) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null || value === undefined || value === '') next.delete(name);
        else next.set(name, String(value));
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  const query: ReferenceListQuery = { ...table.query, ...filters };
  const list = useReferenceList(kind, query, { keepPreviousData: true });
  const here = `${location.pathname}${location.search}`;
  const editUrl = (record: ReferenceRecord) => `/admin/reference/${kind}/${encodeURIComponent(String(record.id))}`;

  const remove = async (record: ReferenceRecord) => {
    const name = referenceLabel(kind, record);
    if (
      !(await confirm({
        message: t('admin.reference.confirmDelete', { kind: kindLabel(t, kind, false, true), name }),
        danger: true,
        acceptLabel: t('admin.common.delete'),
      }))
    )
      return;
    try {
      await deleteReferenceRecord(kind, record.id as ReferenceId);
      box.success(t('admin.reference.deleted', { kind: kindLabel(t, kind, false, true), name }));
    } catch (error) {
      box.error(error);
    }
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
                <Link to={editUrl(record)} state={{ back: here }}>
                  {String(record[field.name] ?? '')}
                </Link>
              ) : (
                String(record[field.name] ?? '')
              )
          : (record) => <FieldValue kind={kind} field={field} record={record} />,
      };
    }),
  ];
  if (canManage) {
    columns.push({
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
            aria-label={t('admin.common.editNamed', { name: referenceLabel(kind, record) })}
            onClick={() => navigate(editUrl(record), { state: { back: here } })}
          />
          <Button
            icon="pi pi-trash"
            text
            rounded
            severity="danger"
            aria-label={t('admin.common.deleteNamed', { name: referenceLabel(kind, record) })}
            onClick={() => remove(record)}
          />
        </div>
      ),
    });
  }

  const plural = kindLabel(t, kind, true);
  const toolbar = (
    <>
      {hasActive && (
        <Dropdown
          value={filters.active ?? 'all'}
          options={[
            { value: 'all', label: t('admin.common.allStates') },
            { value: 'true', label: t('admin.common.activeOnly') },
            { value: 'false', label: t('admin.common.inactiveOnly') },
          ]}
          onChange={(e) => setFilter(ACTIVE_PARAM, e.value === 'all' ? null : e.value)}
          aria-label={t('admin.common.stateFilter')}
        />
      )}
      {parentFilters.map(
        (f) =>
          f.type === 'reference' && (
            <div key={f.name} className="table-filter">
              <ReferenceLookup
                kind={f.target}
                filter={Object.fromEntries(f.filterBy.map((by) => [by.param, filters[by.field]]))}
                value={(filters[f.name] as ReferenceId | undefined) ?? null}
                onChange={(id) => setFilter(f.name, id)}
                placeholder={t('admin.reference.filterBy', { field: fieldLabel(t, f.name) })}
              />
            </div>
          ),
      )}
    </>
  );

  return (
    <AdminPage
      title={plural}
      claim={screenClaims.referenceData}
      actions={
        <Button
          label={t('admin.reference.new', { kind: kindLabel(t, kind, false, true) })}
          icon="pi pi-plus"
          onClick={() => navigate(`/admin/reference/${kind}/new`, { state: { back: here } })}
        />
      }
    >
      <ServerDataTable
        tableId={`reference-${kind}`}
        caption={plural}
        table={table}
        result={list.data}
        loading={list.isLoading || list.isValidating}
        error={list.error}
        columns={columns}
        dataKey="id"
        toolbar={toolbar}
        searchPlaceholder={t('admin.reference.search', { kinds: kindLabel(t, kind, true, true) })}
        rowExpansion={(record) => <RecordDetail kind={kind} fields={fields} record={record} />}
      />
    </AdminPage>
  );
}
