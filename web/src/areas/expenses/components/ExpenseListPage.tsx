import '../expenses.css';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { knownClaims } from '../../../../../shared/claims';
import { expenseStatuses, type ExpenseStatus, type InvoiceKind } from '../../../../../shared/expenses/rules';
import { ServerDataTable, useTableState, type TableColumn } from '../../../components/dataTable';
import { DateText, Money, programLabel } from '../../../components/format';
import { Lookup, type LookupOption } from '../../../components/lookup';
import { useBusyAction, useMessageBox } from '../../../components/messageBox';
import { useHasClaim } from '../../../lib/claims';
import { openSidePanel } from '../../../lib/sidePanel';
import { tryAssign, type Assignment } from '../api/assignment';
import { readForExport, refreshExpenseLists, useExpenseList, EXPORT_MAX_ROWS, type ExpenseRow } from '../api/expenses';
import { hasImport } from '../api/imports';
import { lookupRetailers } from '../api/retailers';
import { saveExpenseWorkbook } from '../lib/exportFile';
import { reconciliationPath, statusSeverity } from '../lib/kinds';
import { useCursorTable } from '../../../components/dataTable/useCursorTable';
import { AssignDialog } from './AssignDialog';
import { ExpenseStrip } from './ExpenseStrip';
import { ImportDialog } from './ImportDialog';
import { ExportButton } from '../../../components/export/ExportButton';

/**
 * One expense list (`expensemangement/po`, `/do`, `/coupon`, `/promo`; spec 03, 'Expense screens'): the kind's
 * invoice lines the user may see on the shared data table, paged on the server (by cursor), searched, sorted by
 * invoice date, filtered by status and retailer, its columns chosen, exported as .xlsx; imports of every kind (PO,
 * DO, coupon, promo code) for those who may manage expenses, and for them Try assign (over the retailer filtered
 * on, or all theirs).
 * Mindshare (`expensemangement/mindshare`) is the same list of its invoices (the spec's statusId, openSearch and
 * retailers filters) and import, without try-assign or a reconciliation page: a line's tactic, or a component
 * typed in, opens the side panel's mindshare mode, where the component's invoices are toggled.
 */
export function ExpenseListPage({ kind }: { kind: InvoiceKind }) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const canManage = useHasClaim(knownClaims.manageExpenses);
  const canImport = canManage && hasImport(kind);
  // In memory, not in the URL: the shell remounts the page on every navigation, which would lose the cursors.
  const table = useTableState({ sortBy: 'invoiceDate', sortDirection: 'desc' });
  const [status, setStatus] = useState<ExpenseStatus | null>(null);
  const [retailer, setRetailer] = useState<LookupOption | null>(null);
  const [importing, setImporting] = useState(false);
  const [assigning, setAssigning] = useState(false);
  const [assignment, setAssignment] = useState<{ answer: Assignment; retailerId: number | undefined } | null>(null);
  const [componentId, setComponentId] = useState('');
  const mindshare = kind === 'mindshare';
  const openComponent = (id: string) => openSidePanel('mindshare', { componentId: id.trim() });
  const { searchTerm, sortDirection, pageSize } = table.query;
  const filters = {
    ...(searchTerm ? { searchTerm } : {}),
    ...(status ? { status } : {}),
    ...(retailer ? { retailerId: Number(retailer.key) } : {}),
    sortDirection: sortDirection ?? 'desc',
  };
  const paging = useCursorTable<ExpenseRow>(table, JSON.stringify([kind, filters, pageSize]));
  const list = useExpenseList(
    kind,
    paging.cursor === null ? null : { ...filters, pageSize, ...(paging.cursor ? { cursor: paging.cursor } : {}) },
  );
  const current = list.isLoading ? undefined : list.data;
  const { learn } = paging;
  useEffect(() => learn(current?.nextCursor), [current?.nextCursor, learn]);

  const [exporting, exportList] = useBusyAction(async () => {
    const { rows, truncated } = await readForExport(kind, filters);
    const fileName = await saveExpenseWorkbook(
      kind,
      rows,
      {
        header: (field) => t(field === 'code' ? `expenses.columns.code_${kind}` : `expenses.columns.${field}`),
        status: (s) => t(`expenses.status.${s}`),
        yesNo: (value) => t(value ? 'expenses.common.yes' : 'expenses.common.no'),
      },
      new Date(),
    );
    box.success(t('expenses.export.done', { count: rows.length, name: fileName }));
    if (truncated) box.warning(t('expenses.export.truncated', { count: EXPORT_MAX_ROWS }));
  });

  /** Try-assign over the retailer filtered on, or every retailer the user may see. */
  const runTryAssign = async () => {
    if (kind === 'mindshare') return;
    const retailerId = retailer ? Number(retailer.key) : undefined;
    setAssigning(true);
    try {
      setAssignment({ answer: await tryAssign(kind, retailerId), retailerId });
    } catch (error) {
      box.error(error);
    } finally {
      setAssigning(false);
    }
  };

  const columns: TableColumn<ExpenseRow>[] = [
    {
      field: 'code',
      header: t(`expenses.columns.code_${kind}`),
      fixed: true,
      className: 'code',
      body: (row) => (kind === 'mindshare' ? row.code : <Link to={reconciliationPath(kind, row.id)}>{row.code}</Link>),
    },
    ...(kind === 'coupon'
      ? [
          {
            field: 'couponType',
            header: t('expenses.columns.couponType'),
            body: (row: ExpenseRow) => (row.couponType ? t(`expenses.couponTypes.${row.couponType}`) : ''),
          },
        ]
      : []),
    { field: 'invoiceNumber', header: t('expenses.columns.invoiceNumber'), fixed: true, className: 'code' },
    {
      field: 'invoiceDate',
      header: t('expenses.columns.invoiceDate'),
      sortField: 'invoiceDate',
      body: (row) => <DateText value={row.invoiceDate} />,
    },
    { field: 'vendor', header: t('expenses.columns.vendor') },
    { field: 'description', header: t('expenses.columns.description'), hidden: true },
    { field: 'retailerName', header: t('expenses.columns.retailerId'), hidden: true },
    // As the wire report: the program's id and name, the tactic's name (with its id where it opens the component).
    {
      field: 'programId',
      header: t('expenses.columns.programId'),
      style: { minWidth: '12rem' },
      body: (row) => (row.programId ? programLabel(row.programId, row.programName) : ''),
    },
    {
      field: 'tacticId',
      header: t('expenses.columns.tacticId'),
      body: (row) =>
        mindshare && row.tacticId ? (
          <Button
            type="button"
            link
            label={`${row.tacticId} ${row.tacticName}`.trim()}
            title={t('expenses.mindshare.openComponent', { id: row.tacticId })}
            onClick={() => openComponent(row.tacticId!)}
          />
        ) : (
          row.tacticName || (row.tacticId ?? '')
        ),
    },
    {
      field: 'amount',
      header: t('expenses.columns.amount'),
      className: 'expense-amount',
      body: (row) => <Money value={row.amountCents / 100} />,
    },
    {
      field: 'status',
      header: t('expenses.columns.status'),
      body: (row) => <Tag value={t(`expenses.status.${row.status}`)} severity={statusSeverity[row.status]} />,
    },
    {
      field: 'overBudget',
      header: t('expenses.columns.overBudget'),
      body: (row) => (row.overBudget ? <Tag value={t('expenses.list.overBudget')} severity="danger" /> : ''),
    },
  ];

  return (
    <div className="expenses-page">
      <ExpenseStrip />
      <div className="expenses-toolbar">
        <h2 className="expenses-title">{t(`expenses.list.title.${kind}`)}</h2>
        <span className="expenses-spacer" />
        {mindshare && (
          <form
            className="mindshare-component"
            onSubmit={(e) => {
              e.preventDefault();
              if (componentId.trim()) openComponent(componentId);
            }}
          >
            <InputText
              value={componentId}
              onChange={(e) => setComponentId(e.target.value)}
              placeholder={t('expenses.mindshare.componentPlaceholder')}
              aria-label={t('expenses.mindshare.component')}
              maxLength={20}
            />
            <Button type="submit" outlined icon="pi pi-external-link" label={t('expenses.mindshare.open')} />
          </form>
        )}
        {canManage && !mindshare && (
          <Button
            type="button"
            icon="pi pi-sitemap"
            label={assigning ? t('expenses.assign.running') : t('expenses.assign.button')}
            loading={assigning}
            disabled={assigning}
            outlined
            onClick={() => void runTryAssign()}
          />
        )}
        {canImport && (
          <Button
            type="button"
            icon="pi pi-file-import"
            label={t(`expenses.import.open.${kind}`)}
            onClick={() => setImporting(true)}
          />
        )}
        <ExportButton label={t('expenses.export.button')} busy={exporting} onClick={() => void exportList()} />
      </div>
      <ServerDataTable
        tableId={`expenses-${kind}`}
        table={paging.control}
        result={paging.show(list.data, !searchTerm && !status)}
        loading={list.isLoading || list.isValidating}
        error={list.error}
        columns={columns}
        dataKey="id"
        caption={t(`expenses.list.caption.${kind}`)}
        searchPlaceholder={t('expenses.list.search')}
        emptyMessage={t('expenses.list.empty')}
        filtered={status !== null || retailer !== null}
        toolbar={
          <>
            <Dropdown
              value={status}
              options={expenseStatuses.map((s) => ({ value: s, label: t(`expenses.status.${s}`) }))}
              onChange={(e) => {
                setStatus((e.value as ExpenseStatus | undefined) ?? null);
                table.firstPage();
              }}
              placeholder={t('expenses.list.allStatuses')}
              showClear
              aria-label={t('expenses.list.statusFilter')}
            />
            <Lookup
              value={retailer}
              onChange={(value) => {
                setRetailer(value);
                table.firstPage();
              }}
              load={lookupRetailers}
              toOption={(r) => ({ key: r.retailerId, label: r.retailerName })}
              notFound={t('widgets.lookup.notFound.retailer')}
              placeholder={t('expenses.list.allRetailers')}
              aria-label={t('expenses.list.retailerFilter')}
            />
          </>
        }
      />
      {assignment && kind !== 'mindshare' && (
        <AssignDialog
          kind={kind}
          retailerId={assignment.retailerId}
          answer={assignment.answer}
          onHide={() => setAssignment(null)}
        />
      )}
      {importing && hasImport(kind) && (
        <ImportDialog kind={kind} onHide={() => setImporting(false)} onImported={() => void refreshExpenseLists()} />
      )}
    </div>
  );
}
