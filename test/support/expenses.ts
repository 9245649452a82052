import { expect } from 'vitest';
import { importColumns, type InvoiceKind } from '../../shared/expenses/rules';
import { uploadCsv, waitForImport } from './imports';
import { callApi } from './session';

/** Expense imports as the import dialog makes them (upload to S3, then Process), for tests' own lines. */
const pathKind = { po: 'po', do: 'do', coupon: 'coupon', promo: 'promocode', mindshare: 'mindshare' } as const;

/** The import file's header of a kind. */
export const header = (kind: InvoiceKind) => importColumns[kind].join(',');

/** Uploads a CSV as the import dialog does; `process` false leaves it uploaded, waiting. */
export const upload = (token: string, kind: InvoiceKind, csv: string) =>
  uploadCsv(token, `expensesmanagment/import-${pathKind[kind]}`, 'invoices.csv', csv);

export async function importCsv(token: string, kind: InvoiceKind, csv: string) {
  const importId = await upload(token, kind, csv);
  const processed = await callApi('PUT', `expensesmanagment/process-import-${pathKind[kind]}`, {
    token,
    body: { importId },
  });
  expect(processed.status, processed.text).toBe(200);
  return waitForImport(token, `expensesmanagment/imports/${importId}`);
}

/**
 * A PO's Save and submit as its reconciliation page sends it: from the tactic the page read the line on
 * (`fromTacticId`); answers the API's reply.
 */
export async function saveAndSubmitPo(
  token: string,
  id: string,
  invoices: { invoiceId: string; isSelected: boolean }[],
) {
  const read = await callApi('GET', `expensesmanagment/po-reconciliation/${id}`, { token });
  expect(read.status, read.text).toBe(200);
  return callApi('PUT', 'expensesmanagment/po-reconciliation-savesubmit', {
    token,
    body: { id, invoices, fromTacticId: read.json.data.tacticId },
  });
}
