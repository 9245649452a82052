import { expect } from 'vitest';
import { importColumns, type InvoiceKind } from '../../shared/expenses/rules';
import { callApi } from './session';

/** Expense imports as the import dialog makes them (upload to S3, then Process), for tests' own lines. */
const pathKind = { po: 'po', do: 'do', coupon: 'coupon', promo: 'promocode', mindshare: 'mindshare' } as const;

/** The import file's header of a kind. */
export const header = (kind: InvoiceKind) => importColumns[kind].join(',');

async function waitForImport(token: string, importId: string) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const status = (await callApi('GET', `expensesmanagment/imports/${importId}`, { token })).json.data;
    if (['done', 'failed'].includes(status.status) || Date.now() > deadline) return status;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Uploads a CSV as the import dialog does; `process` false leaves it uploaded, waiting. */
export async function upload(token: string, kind: InvoiceKind, csv: string) {
  const body = Buffer.from(csv);
  const started = await callApi('POST', `expensesmanagment/import-${pathKind[kind]}`, {
    token,
    body: { fileName: 'invoices.csv', contentType: 'text/csv', size: body.length },
  });
  expect(started.status, started.text).toBe(200);
  const put = await fetch(started.json.data.upload.uploadUrl, {
    method: 'PUT',
    headers: started.json.data.upload.headers,
    body,
  });
  expect(put.status).toBe(200);
  return started.json.data.importId as string;
}

export async function importCsv(token: string, kind: InvoiceKind, csv: string) {
  const importId = await upload(token, kind, csv);
  const processed = await callApi('PUT', `expensesmanagment/process-import-${pathKind[kind]}`, {
    token,
    body: { importId },
  });
  expect(processed.status, processed.text).toBe(200);
  return waitForImport(token, importId);
}
