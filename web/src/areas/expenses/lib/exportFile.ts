import { expenseKindLabels, type InvoiceKind } from '../../../../../shared/expenses/rules';
import type { ExpenseRow } from '../api/expenses';
import type { PayableRow } from '../api/wireReport';
import { dayCell, fileStamp, moneyCell, numberCell, saveWorkbook, textCell, type SheetColumn } from '../../../lib/xlsx';

/** The suffix each list's export is named with (spec 03, section 9: a suffix and a timestamp). */
const exportSuffix: Record<InvoiceKind, string> = {
  po: 'PurchaseOrders',
  do: 'DeliveryOrders',
  coupon: 'Coupons',
  promo: 'PromoCodes',
  mindshare: 'Mindshare',
};

/** `Expenses_PurchaseOrders_20261125-043000.xlsx`: the list's suffix and when it was made (local time). */
export function expenseExportFileName(kind: InvoiceKind, at: Date): string {
  return `Expenses_${exportSuffix[kind]}_${fileStamp(at)}.xlsx`;
}

/** What the sheet's texts are: a column's header, a status's name, yes or no. */
export interface ExportLabels {
  header: (field: string) => string;
  status: (status: ExpenseRow['status']) => string;
  yesNo: (value: boolean) => string;
}

function exportColumns(kind: InvoiceKind, labels: ExportLabels): SheetColumn<ExpenseRow>[] {
  return [
    { header: labels.header('code'), cell: (r: ExpenseRow) => textCell(r.code), width: 18 },
    ...(kind === 'coupon'
      ? [{ header: labels.header('couponType'), cell: (r: ExpenseRow) => textCell(r.couponType), width: 12 }]
      : []),
    { header: labels.header('invoiceNumber'), cell: (r: ExpenseRow) => textCell(r.invoiceNumber), width: 18 },
    { header: labels.header('invoiceDate'), cell: (r: ExpenseRow) => dayCell(r.invoiceDate), width: 12 },
    { header: labels.header('vendor'), cell: (r: ExpenseRow) => textCell(r.vendor), width: 24 },
    { header: labels.header('description'), cell: (r: ExpenseRow) => textCell(r.description), width: 32 },
    { header: labels.header('retailerId'), cell: (r: ExpenseRow) => textCell(r.retailerName), width: 24 },
    {
      header: labels.header('programId'),
      cell: (r: ExpenseRow) => (r.programId === null ? null : numberCell(r.programId)),
      width: 10,
    },
    { header: labels.header('tacticId'), cell: (r: ExpenseRow) => textCell(r.tacticId), width: 12 },
    {
      header: labels.header('amount'),
      cell: (r: ExpenseRow) => moneyCell(r.amountCents),
      width: 14,
    },
    { header: labels.header('status'), cell: (r: ExpenseRow) => textCell(labels.status(r.status)), width: 12 },
    { header: labels.header('overBudget'), cell: (r: ExpenseRow) => textCell(labels.yesNo(r.overBudget)), width: 12 },
  ];
}

/** Writes the rows as an .xlsx file and hands it to the browser (`lib/xlsx`). */
export async function saveExpenseWorkbook(kind: InvoiceKind, rows: ExpenseRow[], labels: ExportLabels, at: Date) {
  return saveWorkbook(rows, exportColumns(kind, labels), expenseKindLabels[kind], expenseExportFileName(kind, at));
}

/** The wire report as finance wires from it: `WireReport_{yyyyMMdd-HHmmss}.xlsx`. */
export async function saveWireWorkbook(rows: PayableRow[], header: (field: string) => string, at: Date) {
  const column = (field: keyof PayableRow, width: number) => ({
    header: header(field),
    cell: (r: PayableRow) => textCell(r[field] === null ? null : String(r[field])),
    width,
  });
  const columns: SheetColumn<PayableRow>[] = [
    column('poNumber', 16),
    column('invoiceNumber', 16),
    { header: header('invoiceDate'), cell: (r: PayableRow) => dayCell(r.invoiceDate), width: 12 },
    column('vendor', 24),
    column('retailerName', 20),
    column('programName', 28),
    column('tacticName', 24),
    { header: header('amount'), cell: (r: PayableRow) => moneyCell(r.amountCents), width: 14 },
    column('approvedByName', 24),
    { header: header('approvedAt'), cell: (r: PayableRow) => dayCell(r.approvedAt), width: 12 },
  ];
  return saveWorkbook(rows, columns, 'Wire Report', `WireReport_${fileStamp(at)}.xlsx`);
}
