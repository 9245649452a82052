import { createHash } from 'node:crypto';
import type { InvoiceKind } from '../../../shared/expenses/rules';

/**
 * The expenses aggregate's key layout (docs/data-model.md, 'Expenses'). Every writer of expense items takes its
 * keys from here.
 *
 * - an invoice line `EXPENSE#{id}` / `EXPENSE`; its id is made from kind, code and invoice number, so the same
 *   line imported twice is the same item (a conditional put adds it once);
 * - lists: GSI1 `EXPENSES#{kind}` and GSI2 `EXPENSES#{kind}#R#{retailerId}`, sorted by `{invoiceDate}#{id}`,
 *   their totals counter items `EXPENSES#COUNTER` / `{list}`; GSI3 `EXPCODE#{kind}#{code}` finds a code's lines;
 * - a tactic's invoices: `EXPTACTIC#{tacticId}` / `EXPENSE#{id}` (one per line counted against it) and its sum
 *   `EXPTACTIC#{tacticId}` / `SUM`, which carries the tactic's closed-reconciliation marker (`closedMarker`);
 * - an import `EXPIMPORT#{importId}` / `IMPORT`;
 * - the wire report's payable PO lines (approved, not yet confirmed): `EXPPAYABLE` and
 *   `EXPPAYABLE#R#{retailerId}` / `{approvedAt}#{id}`, their totals counter items `EXPENSES#COUNTER` / `{list}`.
 */
export function expenseIdOf(kind: InvoiceKind, code: string, invoiceNumber: string): string {
  const digest = createHash('sha256')
    .update(`${kind}\n${code.trim().toLowerCase()}\n${invoiceNumber.trim().toLowerCase()}`)
    .digest('hex');
  return `${kind}-${digest.slice(0, 24)}`;
}
export const kindOfExpenseId = (id: string) => id.split('-')[0] as InvoiceKind;

export const expenseKey = (id: string) => ({ PK: `EXPENSE#${id}`, SK: 'EXPENSE' });
export const kindListKey = (kind: InvoiceKind) => `EXPENSES#${kind}`;
export const retailerListKey = (kind: InvoiceKind, retailerId: number) => `EXPENSES#${kind}#R#${retailerId}`;
export const codeListKey = (kind: InvoiceKind, code: string) => `EXPCODE#${kind}#${code.trim().toLowerCase()}`;
export const counterKey = (list: string) => ({ PK: 'EXPENSES#COUNTER', SK: list });
export const listSortKey = (invoiceDate: string, id: string) => `${invoiceDate}#${id}`;

const tacticPk = (tacticId: string) => `EXPTACTIC#${tacticId}`;
export const tacticInvoiceKey = (tacticId: string, id: string) => ({ PK: tacticPk(tacticId), SK: `EXPENSE#${id}` });
export const tacticSumKey = (tacticId: string) => ({ PK: tacticPk(tacticId), SK: 'SUM' });
export const tacticInvoicesPartition = tacticPk;
/**
 * The marker on a tactic's sum item once a PO line counted on the tactic is approved: `reconciliationClosed`
 * (approved, then confirmed) and the line that closed it (`reconciliationClosedLineId`). Set by the line's approve
 * (moved to confirmed by its confirm) in the same transaction (./reconciliationRepository.ts); every write that
 * counts an invoice on the tactic or takes one off updates the sum item on the condition that the marker is not
 * there (./expenseRepository.ts `tacticSumAdd`).
 */
export const closedMarker = { status: 'reconciliationClosed', lineId: 'reconciliationClosedLineId' } as const;

export const payableListKey = (retailerId?: number) =>
  retailerId === undefined ? 'EXPPAYABLE' : `EXPPAYABLE#R#${retailerId}`;
export const payableKey = (list: string, approvedAt: string, id: string) => ({ PK: list, SK: `${approvedAt}#${id}` });

export const importKey = (importId: string) => ({ PK: `EXPIMPORT#${importId}`, SK: 'IMPORT' });
/** The uploaded file and the marker Process writes beside it; the processor finds the import from either key. */
export const importFileKey = (kind: InvoiceKind, importId: string) => `imports/expenses/${kind}/${importId}.csv`;
export const importMarkerKey = (kind: InvoiceKind, importId: string) => `imports/expenses/${kind}/${importId}.process`;
export function parseImportKey(key: string): { kind: InvoiceKind; importId: string; object: 'file' | 'marker' } | null {
  const match = /^imports\/expenses\/(po|do|coupon|promo|mindshare)\/([0-9a-f-]{36})\.(csv|process)$/.exec(key);
  if (!match) return null;
  return { kind: match[1] as InvoiceKind, importId: match[2], object: match[3] === 'csv' ? 'file' : 'marker' };
}

/** The item without its keys. */
export function strip<T>(item: Record<string, unknown>): T {
  const { PK: _a, SK: _b, GSI1PK: _c, GSI1SK: _d, GSI2PK: _e, GSI2SK: _f, GSI3PK: _g, GSI3SK: _h, ...rest } = item;
  return rest as T;
}
