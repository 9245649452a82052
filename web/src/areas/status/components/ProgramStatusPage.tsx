import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { statusFilterOf, STATUS_FILTER_IDS } from '../lib/statusFilter';
import { DEFAULT_PAGE_SIZE } from '../../../../../shared/constants';
import { SearchInput, useDebouncedValue } from '../../../components/dataTable';
import { Lookup, type LookupOption } from '../../../components/lookup';
import { messagesOfError, useMessageBox } from '../../../components/messageBox';
import { translateMessage } from '../../../lib/i18n';
import { programStatusText } from '../../../lib/programStatus';
import { programStatusColumnsToShow, type ProgramStatusColumn } from '../../../../../shared/programs/statusColumns';
import { exportStatusList, lookupRetailers, useStatusColumns, useStatusList } from '../api/programLists';
import { BudgetYearDropdown, useCurrentBudgetYear } from '../../../components/reference';
import { useProgramSort } from '../lib/programSort';
import { useCursorPages } from '../lib/useCursorPages';
import { CursorPager } from './CursorPager';
import { ProgramListTable } from './ProgramListTable';
import { StatusColumnsDialog } from './StatusColumnsDialog';
import '../status.css';
import { downloadFile } from '../../../lib/download';
import { inPageUpdate } from '../../../lib/inPageUpdate';
import { ExportButton } from '../../../components/export/ExportButton';
import { Button } from 'primereact/button';

/** The program status table (`program-status`): a budget year's programs by retailer and search, and its .xlsx export. */
export function ProgramStatusPage() {
  const { t } = useTranslation();
  const messageBox = useMessageBox();
  const currentYear = useCurrentBudgetYear();
  // Year and status live in the URL, so the approver's queue is a link (`program-status?statusId=20`) and going
  // back finds the list as it was left.
  const [params, setParams] = useSearchParams();
  const year = Number(params.get('fiscalYear')) || null;
  const statusId = statusFilterOf(params.get('statusId'));
  const setParam = (name: string, value: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete(name);
      else next.set(name, String(value));
      return next;
    }, inPageUpdate());
  const setYear = (value: number) => setParam('fiscalYear', value);
  const fiscalYear = year ?? currentYear;
  const [retailer, setRetailer] = useState<LookupOption | null>(null);
  const [search, setSearch] = useState('');
  const searchTerm = useDebouncedValue(search, 400).trim();
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { sort, onSort } = useProgramSort();
  const [exporting, setExporting] = useState(false);
  // The user's columns, saved on the server: until they are read (or when they cannot be), the list's own.
  const savedColumns = useStatusColumns();
  const columns = programStatusColumnsToShow(savedColumns.data?.columns);
  const [choosingColumns, setChoosingColumns] = useState(false);
  const pages = useCursorPages(
    JSON.stringify([fiscalYear, retailer?.key, statusId, searchTerm, pageSize, sort.sortBy, sort.sortDirection]),
  );
  const list = useStatusList(
    fiscalYear
      ? {
          fiscalYear,
          ...(retailer ? { retailerId: Number(retailer.key) } : {}),
          ...(searchTerm ? { searchTerm } : {}),
          ...(statusId ? { statusId } : {}),
          pageSize,
          pageIndex: pages.pageIndex,
          ...(pages.cursor ? { cursor: pages.cursor } : {}),
          ...sort,
        }
      : null,
  );

  const download = async () => {
    if (!fiscalYear) return;
    setExporting(true);
    try {
      const file = await exportStatusList({
        fiscalYear,
        ...(retailer ? { retailerId: Number(retailer.key) } : {}),
        ...(statusId ? { statusId } : {}),
        ...(searchTerm ? { searchTerm } : {}),
        // The sheet shows what the table shows, in the same order, its rows sorted as the table's.
        columns,
        ...(list.data?.sortFields.includes(sort.sortBy)
          ? { sortBy: sort.sortBy as ProgramStatusColumn, sortDirection: sort.sortDirection }
          : {}),
      });
      downloadFile(file);
      messageBox.success(t('programStatus.export.done', { count: file.rowCount, name: file.fileName }));
      if (file.truncated) messageBox.warning(t('programStatus.export.truncated', { count: file.rowCount }));
    } catch (error) {
      messageBox.danger(messagesOfError(error).map((m) => translateMessage(t, m)));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="status-page">
      <div className="list-filters">
        <div className="field">
          <label htmlFor="status-year">{t('programStatus.filters.budgetYear')}</label>
          <BudgetYearDropdown
            inputId="status-year"
            value={fiscalYear}
            onChange={setYear}
            emptyMessage={t('programStatus.filters.budgetYearNotFound')}
          />
        </div>
        <div className="field">
          <label htmlFor="status-retailer">{t('programStatus.filters.retailer')}</label>
          <Lookup
            inputId="status-retailer"
            value={retailer}
            onChange={setRetailer}
            load={lookupRetailers}
            toOption={(r) => ({ key: r.retailerId, label: r.retailerName })}
            notFound={t('widgets.lookup.notFound.retailer')}
            placeholder={t('programStatus.filters.allRetailers')}
          />
        </div>
        <div className="field">
          <label htmlFor="status-status">{t('programStatus.filters.status')}</label>
          <Dropdown
            inputId="status-status"
            value={statusId}
            options={[
              { value: null, label: t('programStatus.filters.allStatuses') },
              ...STATUS_FILTER_IDS.map((id) => ({ value: id, label: programStatusText(t, id) })),
            ]}
            optionValue="value"
            onChange={(e) => setParam('statusId', (e.value as number | null) ?? null)}
          />
        </div>
        <div className="field search">
          <label htmlFor="status-search">{t('programStatus.filters.search')}</label>
          <SearchInput inputId="status-search" value={search} onChange={setSearch} />
        </div>
        <span className="spacer" />
        <Button
          label={t('programStatus.chooser.open')}
          icon="pi pi-table"
          outlined
          onClick={() => setChoosingColumns(true)}
          disabled={savedColumns.isLoading}
        />
        <ExportButton
          label={t('programStatus.export.button')}
          busy={exporting}
          disabled={!fiscalYear}
          onClick={() => void download()}
        />
      </div>
      <ProgramListTable
        rows={list.data?.items}
        loading={list.isLoading || list.isValidating || savedColumns.isLoading}
        error={list.error}
        caption={t('programStatus.caption')}
        columns={columns}
        sort={sort}
        sortFields={list.data?.sortFields}
        onSort={onSort}
        emptyMessage={t('programStatus.empty')}
      />
      <CursorPager
        pages={pages}
        page={list.data}
        pageSize={pageSize}
        searching={Boolean(searchTerm) && !statusId}
        loading={list.isValidating}
        onPageSize={setPageSize}
      />
      {choosingColumns && <StatusColumnsDialog shown={columns} onClose={() => setChoosingColumns(false)} />}
    </div>
  );
}
