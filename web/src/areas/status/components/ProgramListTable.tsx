import { Column, type ColumnProps } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  PROGRAM_STATUS_COLUMNS,
  PROGRAM_STATUS_FIXED_COLUMN,
  type ProgramStatusColumn,
} from '../../../../../shared/programs/statusColumns';
import { DateText } from '../../../components/format';
import { messagesOfError } from '../../../components/messageBox';
import { translateMessage, currentLanguage } from '../../../lib/i18n';
import { programStatusText } from '../../../lib/programStatus';
import type { ProgramListRow } from '../api/programLists';
import type { ProgramSort } from '../lib/programSort';

const severity: Record<number, 'info' | 'warning' | 'success' | 'danger' | 'secondary' | 'contrast'> = {
  10: 'info',
  20: 'warning',
  30: 'success',
  40: 'danger',
  60: 'contrast',
  80: 'info',
};

/** The program's status, and 'Archived' beside it when the program is archived (the lists still show those). */
function StatusTag({ row }: { row: Pick<ProgramListRow, 'statusId' | 'statusName' | 'archived'> }) {
  const { t } = useTranslation();
  return (
    <span className="status-tags">
      <Tag
        value={programStatusText(t, row.statusId, row.statusName)}
        severity={severity[row.statusId] ?? 'secondary'}
      />
      {row.archived && (
        <Tag value={t('programStatus.myCampaigns.views.archived')} severity="secondary" icon="pi pi-inbox" />
      )}
    </span>
  );
}

interface ProgramListTableProps {
  rows: ProgramListRow[] | undefined;
  loading: boolean;
  error: unknown;
  caption: string;
  sort: ProgramSort;
  /** The columns the server can sort this list by now (its answer's `sortFields`); the creation date until known. */
  sortFields: readonly string[] | undefined;
  onSort: (event: { sortField?: string | null; sortOrder?: number | null }) => void;
  /** Extra columns: the actions of my campaigns. */
  actions?: (row: ProgramListRow) => ReactNode;
  emptyMessage: string;
  /** Rows ticked for a bulk action (a checkbox column shows when given). */
  selection?: ProgramListRow[];
  onSelectionChange?: (rows: ProgramListRow[]) => void;
  /** The columns after the program number, in order (the user's choice on Program Status); all by default. */
  columns?: readonly ProgramStatusColumn[];
}

/**
 * A page of programs. A column header sorts when the server can sort the list by it (`sortFields`: every column
 * of a list small enough to read whole, else only the creation date, its index's order).
 */
export function ProgramListTable({
  rows,
  loading,
  error,
  caption,
  sort,
  sortFields,
  onSort,
  actions,
  emptyMessage,
  selection,
  onSelectionChange,
  columns,
}: ProgramListTableProps) {
  const { t } = useTranslation();
  const sortable = new Set(sortFields ?? ['createdAt']);
  const sortField = sortable.has(sort.sortBy) ? sort.sortBy : 'createdAt';
  // Names and retailers keep a width of their own: in a scrolled table they read on a line or two, not a word a line.
  const columnOf: Record<typeof PROGRAM_STATUS_FIXED_COLUMN | ProgramStatusColumn, ReactNode> = {
    id: (
      <Column
        key="id"
        field="id"
        header={t('programStatus.columns.id')}
        frozen
        body={(r: ProgramListRow) => <Link to={`/programdetails/${r.id}`}>#{r.id}</Link>}
      />
    ),
    name: (
      <Column
        key="name"
        field="name"
        style={{ minWidth: '14rem' }}
        header={t('programStatus.columns.name')}
        body={(r: ProgramListRow) => (
          <Link to={`/programdetails/${r.id}`}>{r.name || t('programStatus.untitled')}</Link>
        )}
      />
    ),
    campaignThemeName: (
      <Column
        key="campaignThemeName"
        field="campaignThemeName"
        style={{ minWidth: '10rem' }}
        header={t('programStatus.columns.theme')}
        body={(r: ProgramListRow) => r.campaignThemeName ?? '—'}
      />
    ),
    retailerName: (
      <Column
        key="retailerName"
        field="retailerName"
        style={{ minWidth: '10rem' }}
        header={t('programStatus.columns.retailer')}
        body={(r: ProgramListRow) => r.retailerName ?? '—'}
      />
    ),
    fiscalYear: <Column key="fiscalYear" field="fiscalYear" header={t('programStatus.columns.budgetYear')} />,
    programStartDate: (
      <Column
        key="programStartDate"
        field="programStartDate"
        header={t('programStatus.columns.startDate')}
        body={(r: ProgramListRow) => <DateText value={r.programStartDate} />}
      />
    ),
    programEndDate: (
      <Column
        key="programEndDate"
        field="programEndDate"
        header={t('programStatus.columns.endDate')}
        body={(r: ProgramListRow) => <DateText value={r.programEndDate} />}
      />
    ),
    statusId: (
      <Column
        key="statusId"
        field="statusId"
        header={t('programStatus.columns.status')}
        body={(r: ProgramListRow) => <StatusTag row={r} />}
      />
    ),
    creatorName: <Column key="creatorName" field="creatorName" header={t('programStatus.columns.creator')} />,
    createdAt: (
      <Column
        key="createdAt"
        field="createdAt"
        header={t('programStatus.columns.created')}
        body={(r: ProgramListRow) => <DateText value={r.createdAt} />}
      />
    ),
  };
  return (
    <>
      {error ? (
        <Message
          severity="error"
          className="list-error"
          text={[t('spec.http.dataNotLoaded'), ...messagesOfError(error).map((m) => translateMessage(t, m))].join(
            ' — ',
          )}
        />
      ) : null}
      <DataTable
        key={currentLanguage()}
        value={rows ?? []}
        dataKey="id"
        lazy
        loading={loading}
        sortField={sortField}
        sortOrder={sort.sortDirection === 'asc' ? 1 : -1}
        onSort={onSort}
        size="small"
        stripedRows
        scrollable
        emptyMessage={error ? t('spec.http.dataNotLoaded') : emptyMessage}
        aria-label={caption}
        selectionMode={selection ? 'checkbox' : null}
        selection={selection ?? []}
        onSelectionChange={(e: { value: ProgramListRow[] }) => onSelectionChange?.(e.value)}
        selectionPageOnly
      >
        {selection && <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} frozen />}
        {[PROGRAM_STATUS_FIXED_COLUMN, ...(columns ?? PROGRAM_STATUS_COLUMNS)].map((field) => {
          const column = columnOf[field as keyof typeof columnOf] as ReactElement<ColumnProps>;
          return cloneElement(column, { sortable: sortable.has(field) });
        })}
        {actions && <Column header={t('programStatus.columns.actions')} body={actions} />}
      </DataTable>
    </>
  );
}
