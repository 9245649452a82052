import { createHash } from 'node:crypto';
import type { ExpenseKind } from '../../../shared/expenses/rules';

/**
 * The expenses aggregate's key layout (docs/data-model.md, 'Expenses'). Every writer of expense items takes its
 * keys from here.
 *
 * - an invoice line `EXPENSE#{id}` / `EXPENSE`; its id is made from kind, code and invoice number, so the same
 *   line imported twice is the same item (a conditional put adds it once);
 * - lists: GSI1 `EXPENSES#{kind}` and GSI2 `EXPENSES#{kind}#R#{retailerId}`, sorted by `{invoiceDate}#{id}`,
 *   their totals counter items `EXPENSES#COUNTER` / `{list}`; GSI3 `EXPCODE#{kind}#{code}` finds a code's lines;
 * - a tactic's invoices: `EXPTACTIC#{tacticId}` / `EXPENSE#{id}` (one per line counted against it) and its sum
 *   `EXPTACTIC#{tacticId}` / `SUM`;
 * - an import `EXPIMPORT#{importId}` / `IMPORT`.
 */
export function expenseIdOf(kind: ExpenseKind, code: string, invoiceNumber: string): string {
  const digest = createHash('sha256')
    .update(`${kind}\n${code.trim().toLowerCase()}\n${invoiceNumber.trim().toLowerCase()}`)
    .digest('hex');
  return `${kind}-${digest.slice(0, 24)}`;
}
export const kindOfExpenseId = (id: string) => id.split('-')[0] as ExpenseKind;

export const expenseKey = (id: string) => ({ PK: `EXPENSE#${id}`, SK: 'EXPENSE' });
export const kindListKey = (kind: ExpenseKind) => `EXPENSES#${kind}`;
export const retailerListKey = (kind: ExpenseKind, retailerId: number) => `EXPENSES#${kind}#R#${retailerId}`;
export const codeListKey = (kind: ExpenseKind, code: string) => `EXPCODE#${kind}#${code.trim().toLowerCase()}`;
export const counterKey = (list: string) => ({ PK: 'EXPENSES#COUNTER', SK: list });
export const listSortKey = (invoiceDate: string, id: string) => `${invoiceDate}#${id}`;

const tacticPk = (tacticId: string) => `EXPTACTIC#${tacticId}`;
export const tacticInvoiceKey = (tacticId: string, id: string) => ({ PK: tacticPk(tacticId), SK: `EXPENSE#${id}` });
export const tacticSumKey = (tacticId: string) => ({ PK: tacticPk(tacticId), SK: 'SUM' });
export const tacticInvoicesPartition = tacticPk;

export const importKey = (importId: string) => ({ PK: `EXPIMPORT#${importId}`, SK: 'IMPORT' });
/** The uploaded file and the marker Process writes beside it; the processor finds the import from either key. */
export const importFileKey = (kind: ExpenseKind, importId: string) => `imports/expenses/${kind}/${importId}.csv`;
export const importMarkerKey = (kind: ExpenseKind, importId: string) => `imports/expenses/${kind}/${importId}.process`;
export function parseImportKey(key: string): { kind: ExpenseKind; importId: string; object: 'file' | 'marker' } | null {
  const match = /^imports\/expenses\/(po|do|coupon|promo)\/([0-9a-f-]{36})\.(csv|process)$/.exec(key);
  if (!match) return null;
  return { kind: match[1] as ExpenseKind, importId: match[2], object: match[3] === 'csv' ? 'file' : 'marker' };
}

/** The item without its keys. */
export function strip<T>(item: Record<string, unknown>): T {
  const { PK: _a, SK: _b, GSI1PK: _c, GSI1SK: _d, GSI2PK: _e, GSI2SK: _f, GSI3PK: _g, GSI3SK: _h, ...rest } = item;
  return rest as T;
}
