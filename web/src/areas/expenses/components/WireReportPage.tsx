import '../expenses.css';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { knownClaims } from '../../../../../shared/claims';
import { ServerDataTable, useTableState, type TableColumn } from '../../../components/dataTable';
import { useConfirm } from '../../../components/confirm/useConfirm';
import { DateText, Money, programLabel } from '../../../components/format';
import { Lookup, type LookupOption } from '../../../components/lookup';
import { useBusyAction, useMessageBox } from '../../../components/messageBox';
import { useHasClaim } from '../../../lib/claims';
import { translateMessage } from '../../../lib/i18n';
import { EXPORT_MAX_ROWS } from '../api/expenses';
import { lookupRetailers } from '../api/retailers';
import {
  confirmWires,
  readWireForExport,
  useWireReport,
  type ConfirmAnswer,
  type PayableRow,
  type WireSortField,
} from '../api/wireReport';
import { saveWireWorkbook } from '../lib/exportFile';
import { useCursorTable } from '../../../components/dataTable/useCursorTable';
import { ExportButton } from '../../../components/export/ExportButton';

/**
 * The wire report (`wirereport`; spec 01 'report/wire', 'report/confirm-tus-report'): the approved PO lines not yet
 * confirmed, with what finance wires from, on the shared data table (paged by cursor, searched, sorted by any column
 * while the report holds at most 1,000 POs, else by approval time, filtered by retailer); the rows ticked are confirmed after a confirmation, with progress and the answer
 * per PO; .xlsx export like the expense lists.
 */
export function WireReportPage() {
  const { t } = useTranslation();
  const box = useMessageBox();
  const confirm = useConfirm();
  const canConfirm = useHasClaim(knownClaims.approveExpenses);
  const table = useTableState({ sortBy: 'approvedAt', sortDirection: 'asc' });
  const [retailer, setRetailer] = useState<LookupOption | null>(null);
  const [selected, setSelected] = useState<PayableRow[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [answers, setAnswers] = useState<ConfirmAnswer[]>([]);
  const { searchTerm, sortBy, sortDirection, pageSize } = table.query;
  const filters = {
    ...(searchTerm ? { searchTerm } : {}),
    ...(retailer ? { retailerId: Number(retailer.key) } : {}),
    sortBy: (sortBy ?? 'approvedAt') as WireSortField,
    sortDirection: sortDirection ?? 'asc',
  };
  const paging = useCursorTable<PayableRow>(table, JSON.stringify([filters, pageSize]));
  const report = useWireReport(
    paging.cursor === null ? null : { ...filters, pageSize, ...(paging.cursor ? { cursor: paging.cursor } : {}) },
  );
  const current = report.isLoading ? undefined : report.data;
  const { learn } = paging;
  useEffect(() => learn(current?.nextCursor), [current?.nextCursor, learn]);

  const confirmSelected = async () => {
    const ok = await confirm({ message: t('expenses.wire.confirmQuestion', { count: selected.length }) });
    if (!ok) return;
    setConfirming(true);
    setAnswers([]);
    try {
      const answer = await confirmWires(selected.map((r) => r.poId));
      setAnswers(answer.results);
      setSelected([]);
      if (answer.confirmedCount > 0) box.success(t('expenses.wire.confirmed', { count: answer.confirmedCount }));
      const refused = answer.results.filter((r) => !r.confirmed);
      if (refused.length) box.warning(refused.map((r) => translateMessage(t, r.message ?? '')));
    } catch (error) {
      box.error(error);
    } finally {
      setConfirming(false);
    }
  };

  const [exporting, exportReport] = useBusyAction(async () => {
    const { rows, truncated } = await readWireForExport(filters);
    const fileName = await saveWireWorkbook(rows, (field) => t(`expenses.wire.columns.${field}`), new Date());
    box.success(t('expenses.export.done', { count: rows.length, name: fileName }));
    if (truncated) box.warning(t('expenses.export.truncated', { count: EXPORT_MAX_ROWS }));
  });

  // The columns the report sorts by now (the answer says: every one while it holds at most 1,000 POs).
  const sortable = new Set<string>(report.data?.sortFields ?? ['approvedAt']);
  const sortOn = (field: string) => (sortable.has(field) ? { sortField: field } : {});
  const columns: TableColumn<PayableRow>[] = [
    {
      field: 'poNumber',
      header: t('expenses.wire.columns.poNumber'),
      fixed: true,
      className: 'code',
      ...sortOn('poNumber'),
    },
    {
      field: 'invoiceNumber',
      header: t('expenses.wire.columns.invoiceNumber'),
      fixed: true,
      className: 'code',
      ...sortOn('invoiceNumber'),
    },
    {
      field: 'invoiceDate',
      header: t('expenses.wire.columns.invoiceDate'),
      ...sortOn('invoiceDate'),
      body: (row) => <DateText value={row.invoiceDate} />,
    },
    { field: 'vendor', header: t('expenses.wire.columns.vendor'), ...sortOn('vendor') },
    { field: 'retailerName', header: t('expenses.wire.columns.retailerName'), ...sortOn('retailerName') },
    {
      field: 'programName',
      header: t('expenses.wire.columns.programName'),
      style: { minWidth: '12rem' },
      ...sortOn('programName'),
      body: (row) => (row.programId ? programLabel(row.programId, row.programName) : ''),
    },
    { field: 'tacticName', header: t('expenses.wire.columns.tacticName'), ...sortOn('tacticName') },
    {
      field: 'amount',
      header: t('expenses.wire.columns.amount'),
      className: 'expense-amount',
      ...sortOn('amountCents'),
      body: (row) => <Money value={row.amountCents / 100} />,
    },
    { field: 'approvedByName', header: t('expenses.wire.columns.approvedByName'), ...sortOn('approvedByName') },
    {
      field: 'approvedAt',
      header: t('expenses.wire.columns.approvedAt'),
      sortField: 'approvedAt',
      body: (row) => <DateText value={row.approvedAt} />,
    },
  ];

  return (
    <div className="expenses-page">
      {/* The shell's heading names the page: the toolbar holds only its actions. */}
      <div className="expenses-toolbar">
        <span className="expenses-spacer" />
        {canConfirm && (
          <Button
            type="button"
            icon={confirming ? 'pi pi-spin pi-spinner' : 'pi pi-check-square'}
            label={t('expenses.wire.confirmSelected', { count: selected.length })}
            disabled={selected.length === 0 || confirming}
            onClick={() => void confirmSelected()}
          />
        )}
        <ExportButton label={t('expenses.export.button')} busy={exporting} onClick={() => void exportReport()} />
      </div>
      {confirming && (
        <ProgressBar mode="indeterminate" className="expenses-progress" aria-label={t('expenses.wire.confirming')} />
      )}
      {answers.length > 0 && (
        <ul className="wire-answers" aria-label={t('expenses.wire.answers')}>
          {answers.map((a) => (
            <li key={a.poId}>
              <Message
                severity={a.confirmed ? 'success' : 'warn'}
                text={
                  a.confirmed
                    ? t('expenses.wire.answerConfirmed', { name: a.name })
                    : translateMessage(t, a.message ?? '')
                }
              />
            </li>
          ))}
        </ul>
      )}
      <ServerDataTable
        tableId="wire-report"
        table={paging.control}
        result={paging.show(report.data, !searchTerm)}
        loading={report.isLoading || report.isValidating}
        error={report.error}
        columns={columns}
        dataKey="poId"
        caption={t('expenses.wire.caption')}
        searchPlaceholder={t('expenses.wire.search')}
        emptyMessage={t('expenses.wire.empty')}
        filtered={retailer !== null}
        {...(canConfirm ? { selection: selected, onSelectionChange: setSelected } : {})}
        toolbar={
          <Lookup
            value={retailer}
            onChange={(value) => {
              setRetailer(value);
              setSelected([]);
              table.firstPage();
            }}
            load={lookupRetailers}
            toOption={(r) => ({ key: r.retailerId, label: r.retailerName })}
            notFound={t('widgets.lookup.notFound.retailer')}
            placeholder={t('expenses.list.allRetailers')}
            aria-label={t('expenses.list.retailerFilter')}
          />
        }
      />
    </div>
  );
}
