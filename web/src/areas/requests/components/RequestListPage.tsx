import '../requests.css';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { requestStates, type RequestState } from '../../../../../shared/communication/requests';
import { ServerDataTable, useTableState, type TableColumn } from '../../../components/dataTable';
import { DateText, programLabel } from '../../../components/format';
import { openSidePanel } from '../../../lib/sidePanel';
import { useRequestList, type RequestRow } from '../api/requests';
import { NewRequestDialog } from './NewRequestDialog';

/** Below this width the side panel does not fit beside the list: Create New Request opens as a modal. */
const NARROW_VIEW = '(max-width: 979px)';

/**
 * The communication requests (`communicationrequest`): the requests of the programs the user may see, paged,
 * searched and sorted on the server, filtered by status; Create New Request opens the form in the side panel (a
 * modal on a narrow screen), a request's name opens its details page and the eye icon its details in the panel.
 */
export function RequestListPage() {
  const { t } = useTranslation();
  const table = useTableState({ inUrl: true, sortBy: 'updatedDate', sortDirection: 'desc' });
  const [status, setStatus] = useState<RequestState | null>(null);
  const [dialog, setDialog] = useState(false);
  const list = useRequestList({
    ...table.query,
    sortBy: table.query.sortBy as never,
    ...(status ? { status } : {}),
  });

  const create = () => {
    if (window.matchMedia?.(NARROW_VIEW).matches) setDialog(true);
    else openSidePanel('new-communication-request', {});
  };

  const columns: TableColumn<RequestRow>[] = [
    { field: 'requestId', header: t('requests.list.requestId'), sortField: 'id', fixed: true, className: 'code' },
    {
      field: 'requestName',
      header: t('requests.fields.requestName'),
      sortField: 'requestName',
      fixed: true,
      body: (row) => <Link to={`/communicationrequest/${row.id}`}>{row.requestName}</Link>,
    },
    {
      field: 'programName',
      header: t('requests.fields.program'),
      sortField: 'programName',
      body: (row) => programLabel(row.programId, row.programName),
    },
    {
      field: 'requestStatus',
      header: t('requests.fields.status'),
      sortField: 'requestStatus',
      body: (row) => (
        <Tag
          value={t(`requests.list.status.${row.status}`)}
          severity={row.status === 'approved' ? 'success' : 'info'}
        />
      ),
    },
    {
      field: 'reviewByDate',
      header: t('requests.fields.reviewByDate'),
      sortField: 'reviewByDate',
      body: (row) => <DateText value={row.reviewByDate} />,
    },
    {
      field: 'dueDate',
      header: t('requests.fields.dueDate'),
      sortField: 'dueDate',
      body: (row) => <DateText value={row.dueDate} />,
    },
    {
      field: 'currentVersionId',
      header: t('requests.list.version'),
      body: (row) =>
        row.missingFiles > 0
          ? t('requests.list.versionMissing', { version: row.currentVersionId, count: row.missingFiles })
          : String(row.currentVersionId),
    },
    { field: 'createdByName', header: t('requests.fields.createdBy') },
    {
      field: 'updatedDate',
      header: t('requests.list.updated'),
      sortField: 'updatedDate',
      body: (row) => <DateText value={row.updatedDate} />,
    },
    {
      field: 'open',
      header: t('requests.list.details'),
      fixed: true,
      body: (row) => (
        <Button
          type="button"
          icon="pi pi-eye"
          text
          rounded
          size="small"
          aria-label={t('requests.list.openInPanel', { name: row.requestName })}
          onClick={() => openSidePanel('communication-request-details', { requestId: row.id })}
        />
      ),
    },
  ];

  return (
    <div className="requests-page">
      <div className="requests-toolbar">
        <Button type="button" icon="pi pi-plus" label={t('requests.create.title')} onClick={create} />
      </div>
      <ServerDataTable
        tableId="communication-requests"
        table={table}
        result={list.data}
        loading={list.isLoading || list.isValidating}
        error={list.error}
        columns={columns}
        dataKey="id"
        caption={t('requests.list.caption')}
        searchPlaceholder={t('requests.list.search')}
        emptyMessage={t('requests.list.empty')}
        filtered={status !== null}
        toolbar={
          <Dropdown
            value={status}
            options={requestStates.map((s) => ({ value: s, label: t(`requests.list.status.${s}`) }))}
            onChange={(e) => {
              setStatus((e.value as RequestState | undefined) ?? null);
              table.firstPage();
            }}
            placeholder={t('requests.list.allStatuses')}
            showClear
            aria-label={t('requests.list.statusFilter')}
          />
        }
      />
      {dialog && <NewRequestDialog onClose={() => setDialog(false)} />}
    </div>
  );
}
