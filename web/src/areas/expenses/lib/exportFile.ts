import { expenseKindLabels, type InvoiceKind } from '../../../../../shared/expenses/rules';
import type { ExpenseRow } from '../api/expenses';
import type { PayableRow } from '../api/wireReport';

/** The suffix each list's export is named with (spec 03, section 9: a suffix and a timestamp). */
const exportSuffix: Record<InvoiceKind, string> = {
  po: 'PurchaseOrders',
  do: 'DeliveryOrders',
  coupon: 'Coupons',
  promo: 'PromoCodes',
  mindshare: 'Mindshare',
};

/** `20261125-043000`: when a file was made (local time). */
function stampOf(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}-` +
    `${two(at.getHours())}${two(at.getMinutes())}${two(at.getSeconds())}`
  );
}

/** `Expenses_PurchaseOrders_20261125-043000.xlsx`: the list's suffix and when it was made (local time). */
export function expenseExportFileName(kind: InvoiceKind, at: Date): string {
  return `Expenses_${exportSuffix[kind]}_${stampOf(at)}.xlsx`;
}

/** What the sheet's texts are: a column's header, a status's name, yes or no. */
export interface ExportLabels {
  header: (field: string) => string;
  status: (status: ExpenseRow['status']) => string;
  yesNo: (value: boolean) => string;
}

const text = (value: string | null) => ({ value: value ?? '', type: String });
const money = (cents: number) => ({ value: cents / 100, type: Number, format: '$#,##0.00;($#,##0.00)' });
const day = (iso: string) => ({ value: new Date(`${iso.slice(0, 10)}T00:00:00Z`), type: Date, format: 'mm/dd/yyyy' });

function exportColumns(kind: InvoiceKind, labels: ExportLabels) {
  return [
    { header: labels.header('code'), cell: (r: ExpenseRow) => text(r.code), width: 18 },
    ...(kind === 'coupon'
      ? [{ header: labels.header('couponType'), cell: (r: ExpenseRow) => text(r.couponType), width: 12 }]
      : []),
    { header: labels.header('invoiceNumber'), cell: (r: ExpenseRow) => text(r.invoiceNumber), width: 18 },
    { header: labels.header('invoiceDate'), cell: (r: ExpenseRow) => day(r.invoiceDate), width: 12 },
    { header: labels.header('vendor'), cell: (r: ExpenseRow) => text(r.vendor), width: 24 },
    { header: labels.header('description'), cell: (r: ExpenseRow) => text(r.description), width: 32 },
    {
      header: labels.header('retailerId'),
      cell: (r: ExpenseRow) => ({ value: r.retailerId, type: Number }),
      width: 10,
    },
    {
      header: labels.header('programId'),
      cell: (r: ExpenseRow) => (r.programId === null ? null : { value: r.programId, type: Number }),
      width: 10,
    },
    { header: labels.header('tacticId'), cell: (r: ExpenseRow) => text(r.tacticId), width: 12 },
    {
      header: labels.header('amount'),
      // Cents to dollars here only: the sheet shows the spec's money (two decimals, negatives in parentheses).
      cell: (r: ExpenseRow) => money(r.amountCents),
      width: 14,
    },
    { header: labels.header('status'), cell: (r: ExpenseRow) => text(labels.status(r.status)), width: 12 },
    { header: labels.header('overBudget'), cell: (r: ExpenseRow) => text(labels.yesNo(r.overBudget)), width: 12 },
  ];
}

/** Writes the rows as an .xlsx file and hands it to the browser; the writer loads only when a user exports. */
export async function saveExpenseWorkbook(kind: InvoiceKind, rows: ExpenseRow[], labels: ExportLabels, at: Date) {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const fileName = expenseExportFileName(kind, at);
  await writeXlsxFile(rows, { columns: exportColumns(kind, labels), sheet: expenseKindLabels[kind] }).toFile(fileName);
  return fileName;
}

/** The wire report as finance wires from it: `WireReport_{yyyyMMdd-HHmmss}.xlsx`. */
export async function saveWireWorkbook(rows: PayableRow[], header: (field: string) => string, at: Date) {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const fileName = `WireReport_${stampOf(at)}.xlsx`;
  const column = (field: keyof PayableRow, width: number) => ({
    header: header(field),
    cell: (r: PayableRow) => text(r[field] === null ? null : String(r[field])),
    width,
  });
  const columns = [
    column('poNumber', 16),
    column('invoiceNumber', 16),
    { header: header('invoiceDate'), cell: (r: PayableRow) => day(r.invoiceDate), width: 12 },
    column('vendor', 24),
    column('retailerName', 20),
    column('programName', 28),
    column('tacticName', 24),
    { header: header('amount'), cell: (r: PayableRow) => money(r.amountCents), width: 14 },
    column('approvedByName', 24),
    { header: header('approvedAt'), cell: (r: PayableRow) => day(r.approvedAt), width: 12 },
  ];
  await writeXlsxFile(rows, { columns, sheet: 'Wire Report' }).toFile(fileName);
  return fileName;
}
