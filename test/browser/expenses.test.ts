import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { requestMessages } from '../../shared/communication/requests';
import { importFailureMessages } from '../../shared/imports/stuck';
import { expenseMessages, importColumns } from '../../shared/expenses/rules';
import { uploadMessages } from '../../shared/uploads';
import {
  chooseLookupOption,
  chromiumForFile,
  collectPageErrors,
  eventually,
  phasesStopAtFirstFailure,
  showReallocateChoices,
  signIn,
} from '../support/browser';
import { ownFreshMarketProgram, ownProgramWithTactics, ownRetailer } from '../support/catalog';
import { importCsv } from '../support/expenses';
import { callApi, idTokenOf, newSignedInUser, newUserWithRole } from '../support/session';

const browser = chromiumForFile();

const toasts = (page: Page) =>
  page
    .locator('.p-toast-message')
    .allTextContents()
    .then((texts) => texts.join('\n'));

describe('expenses in the browser: a PO file with one bad row, imported and processed', () => {
  phasesStopAtFirstFailure();
  const stamp = Date.now().toString(36);
  const codes = [`PO-${stamp}-1`, `PO-${stamp}-2`, `PO-${stamp}-3`, `PO-${stamp}-4`];
  const programName = `Invoiced program ${stamp}`;
  const badRow = `Line 3, amount: ${expenseMessages.amountInvalid}`;
  let planner: { email: string; token: string };
  let retailerId: number;
  let tacticId: string;
  let tacticName: string;
  let page: Page;
  let errors: string[];
  let dialog: Locator;

  beforeAll(async () => {
    // The planner's role may view expenses and import them (ExpenseManagment/View and /Manage).
    planner = await newSignedInUser(['planner'], 'exp-planner');
    // A program of the planner's own at Fresh Market with one tactic (a catalog tactic of the test's own).
    const program = await ownFreshMarketProgram(planner.token, programName);
    retailerId = program.retailerId;
    tacticId = program.tactic.id;
    tacticName = program.tactic.tacticName;
  });

  it('opens the PO list with the navigation strip, which leads to the other lists, and finds no PO of this run', async () => {
    page = await signIn(browser(), planner.email, '/expensemangement/po', { viewport: { width: 1500, height: 1000 } });
    errors = collectPageErrors(page);
    const strip = page.getByRole('navigation', { name: 'Expenses' });
    await eventually(() => strip.getByRole('link').allTextContents()).toEqual([
      'POs',
      'PromoCodes',
      'Coupons',
      'DOs',
      'Mindshare',
    ]);
    await page.getByRole('heading', { level: 2, name: 'Purchase orders' }).waitFor();
    await strip.getByRole('link', { name: 'PromoCodes' }).click();
    await page.waitForURL(/#\/expensemangement\/promo$/);
    await page.getByRole('heading', { level: 2, name: 'Promo codes' }).waitFor();
    await page.getByRole('navigation', { name: 'Expenses' }).getByRole('link', { name: 'POs' }).click();
    await page.waitForURL(/#\/expensemangement\/po$/);
    await page.getByRole('heading', { level: 2, name: 'Purchase orders' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search code, invoice, vendor or description' }).fill(stamp);
    await page.getByText('No results match your search.').waitFor();
  });

  it('takes one .csv file only, uploads it with its progress and waits for Process', async () => {
    await page.getByRole('button', { name: 'Import POs' }).click();
    dialog = page.getByRole('dialog', { name: 'Import purchase orders' });
    const file = dialog.getByLabel('CSV file to import');
    await file.setInputFiles({ name: 'po.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await dialog.getByText(uploadMessages.notCsv('po.txt'), { exact: true }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Upload' }).isDisabled()).toBe(true);

    const csv = [
      importColumns.po.join(','),
      `${codes[0]},INV-${stamp}-1,12/15/2026,Acme Print,${retailerId},,"$1,250.00",Endcap signage`,
      `${codes[1]},INV-${stamp}-2,12/16/2026,Acme Print,${retailerId},,12.3.4,Bad amount`,
      `${codes[2]},INV-${stamp}-3,12/17/2026,Acme Print,${retailerId},,(150.00),Credit note`,
      `${codes[3]},INV-${stamp}-4,12/18/2026,Acme Print,${retailerId},${tacticId},500.00,Counted against the tactic`,
      '',
    ].join('\n');
    await file.setInputFiles({ name: `po-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByText(`po-${stamp}.csv`).waitFor();
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.getByText('uploaded, waiting to be processed').waitFor();
    await eventually(() => toasts(page)).toContain(requestMessages.uploadSuccess);
    // A new import waits for the user: Process or Remove.
    expect(await dialog.getByRole('button', { name: 'Remove' }).isEnabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Process' }).isEnabled()).toBe(true);
  });

  it("processes it and shows the bad row's line, field and message", async () => {
    await dialog.getByRole('button', { name: 'Process' }).click();
    await dialog.getByText('3 of 4 rows were imported.').waitFor();
    await dialog.getByRole('list', { name: 'Rows not imported' }).getByText(badRow, { exact: true }).waitFor();
    expect(await dialog.getByText(expenseMessages.importFailed, { exact: true }).count()).toBe(1);
    await eventually(() => toasts(page)).toContain(badRow);
  });

  it('lists the good rows, pending unless they name a tactic, with their amounts as the spec writes money', async () => {
    await dialog.locator('.p-dialog-footer').getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const table = page.locator('.server-table');
    await table.getByRole('link', { name: codes[0], exact: true }).waitFor();
    await table.getByRole('link', { name: codes[2], exact: true }).waitFor();
    expect(await table.getByRole('link', { name: codes[1], exact: true }).count()).toBe(0);
    const rows = table.locator('tbody tr').filter({ hasText: stamp });
    await eventually(() => rows.count()).toBe(3);
    const first = rows.filter({ hasText: codes[0] });
    expect(await first.textContent()).toContain('$1,250.00');
    expect(await first.textContent()).toContain('Pending');
    expect(await rows.filter({ hasText: codes[2] }).textContent()).toContain('($150.00)');
    expect(await rows.filter({ hasText: codes[3] }).textContent()).toContain('Assigned');
    // The line on the tactic shows its program's and its tactic's names, not their bare ids.
    const assigned = rows.filter({ hasText: codes[3] });
    await assigned.getByRole('cell', { name: tacticName, exact: true }).waitFor();
    await assigned.getByRole('cell', { name: programName }).waitFor();
  });

  it("reconciles the tactic's line: a pending invoice added, saved and refreshed", async () => {
    await page.getByRole('link', { name: codes[3], exact: true }).click();
    await page.waitForURL(/#\/po\/reconciliation\/po-[0-9a-f]+$/);
    await page.getByRole('heading', { level: 2, name: 'Invoice Reconciliation' }).waitFor();
    await page.getByText(programName, { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Open the program details' }).getAttribute('target')).toBe('_blank');
    const assigned = page.getByRole('list', { name: 'Assigned invoices' });
    await assigned.getByText(`${codes[3]} / INV-${stamp}-4`).waitFor();
    const invoiced = page
      .getByRole('table', { name: 'Estimates against invoiced' })
      .getByRole('row', { name: /Invoiced/ });
    expect(await invoiced.textContent()).toContain('$500.00');

    await page.getByRole('button', { name: `Add ${codes[0]} / INV-${stamp}-1` }).click();
    await page.getByRole('button', { name: 'Save and refresh' }).click();
    await eventually(() => toasts(page)).toContain('Invoice updated');
    await assigned.getByText(`${codes[0]} / INV-${stamp}-1`).waitFor();
    await eventually(() => invoiced.textContent()).toContain('$1,750.00');
    expect(await page.getByRole('button', { name: 'Save and refresh' }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('reallocates the line to a tactic of another program of its retailer and shows that reconciliation', async () => {
    const other = await ownFreshMarketProgram(planner.token, `Reallocated program ${stamp}`);
    await page.getByLabel('Status: Assigned').waitFor();
    await page.getByRole('button', { name: 'Reallocate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reallocate the invoice' });
    await dialog.getByRole('button', { name: 'Reallocate' }).click();
    await dialog.getByText('Tactic is required', { exact: true }).waitFor();
    await (await showReallocateChoices(page, dialog)).fill(`Reallocated program ${stamp}`);
    const choice = `#${other.programId} · Reallocated program ${stamp} — ${other.tactic.id} · ${other.tactic.tacticName}`;
    await page.getByRole('option', { name: choice }).click();
    await dialog.getByRole('button', { name: 'Reallocate' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await eventually(() => toasts(page)).toContain(`Reallocated to tactic ${other.tactic.id}`);
    await page.getByText(`Reallocated program ${stamp}`, { exact: true }).waitFor();
    await page.getByText(other.tactic.id, { exact: true }).waitFor();
    const assigned = page.getByRole('list', { name: 'Assigned invoices' });
    await assigned.getByText(`${codes[3]} / INV-${stamp}-4`).waitFor();
    expect(await assigned.getByText(`${codes[0]} / INV-${stamp}-1`).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("runs try-assign on a retailer of its own, sees the pending line's suggestion, accepts it and sees the line assigned", async () => {
    // A retailer of the test's own (so no demo line is assigned), its program's tactic with a component of the
    // line's vendor, and the line imported pending.
    const admin = await idTokenOf('admin@demo.local');
    const brandId = ((await callApi('GET', 'brands', { token: admin })).json.data.items as { id: number }[])[0].id;
    const retailer = await ownRetailer(admin, brandId);
    const assignProgram = `Try assign ${stamp}`;
    await ownProgramWithTactics({
      admin,
      planner: planner.token,
      retailer,
      brandId,
      name: assignProgram,
      tactics: 1,
      vendor: 'Acme Print',
    });
    const code = `PO-${stamp}-T`;
    const imported = await importCsv(
      planner.token,
      'po',
      `${importColumns.po.join(',')}\n${code},INV-${stamp}-T,03/20/2026,Acme Print,${retailer.id},,40.00,Try assign\n`,
    );
    expect(imported.rowsImported).toBe(1);

    await page.getByRole('link', { name: 'Back to POs' }).click();
    await page.waitForURL(/#\/expensemangement\/po$/);
    await page.getByRole('searchbox', { name: 'Search code, invoice, vendor or description' }).fill('');
    await chooseLookupOption(page.getByRole('combobox', { name: 'Retailer' }), retailer.name, retailer.name);
    const table = page.locator('.server-table');
    const row = table.locator('tbody tr').filter({ hasText: code });
    await eventually(() => row.textContent()).toContain('Pending');

    await page.getByRole('button', { name: 'Try assign' }).click();
    const assign = page.getByRole('dialog', { name: 'Try assign purchase orders' });
    await assign.getByText('0 invoices assigned').waitFor();
    await assign.getByText('1 invoice with suggestions').waitFor();
    const suggestion = assign.getByRole('row').filter({ hasText: code });
    await suggestion.getByText(assignProgram, { exact: false }).waitFor();
    await suggestion.getByText('Vendor Acme Print is the vendor of its component Header card').waitFor();
    await suggestion.getByRole('button', { name: /^Accept / }).click();
    await eventually(() => toasts(page)).toContain(`${code} / INV-${stamp}-T is assigned to ${assignProgram}`);
    await assign.getByText('No suggestion to review.').waitFor();
    await assign.locator('.p-dialog-footer').getByRole('button', { name: 'Close' }).click();
    await assign.waitFor({ state: 'hidden' });
    await eventually(() => row.textContent()).toContain('Assigned');
    expect(errors).toEqual([]);
  });
});

describe('expenses in the browser: closing the import dialog with a file waiting for Process', () => {
  it('asks first: keeping it open leaves Process there, removing it closes the dialog', async () => {
    const stamp = Date.now().toString(36);
    const planner = await newSignedInUser(['planner'], 'exp-close');
    const page = await signIn(browser(), planner.email, '/expensemangement/po', {
      viewport: { width: 1500, height: 1000 },
    });
    const errors = collectPageErrors(page);
    await page.getByRole('button', { name: 'Import POs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import purchase orders' });
    await dialog.getByLabel('CSV file to import').setInputFiles({
      name: `close-${stamp}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(`${importColumns.po.join(',')}\nPO-${stamp},INV-1,03/10/2026,Acme,1,,1.00,\n`),
    });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.getByText('uploaded, waiting to be processed').waitFor();
    const question = page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .filter({ hasText: 'Remove the uploaded file?' });
    const close = () => dialog.locator('.p-dialog-footer').getByRole('button', { name: 'Close' }).click();

    await close();
    await question.waitFor();
    await question.getByRole('button', { name: 'Keep it open' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(await dialog.getByRole('button', { name: 'Process' }).isEnabled()).toBe(true);

    await close();
    await question.getByRole('button', { name: 'Remove and close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await eventually(() => toasts(page)).toContain('The upload was removed.');
    expect(errors).toEqual([]);
  });
});

describe('expenses in the browser: a retailer-side user of two retailers', () => {
  it("opens the PO list on all their retailers' lines, each named by its retailer, and exports them", async () => {
    const stamp = Date.now().toString(36);
    const [admin, planner] = await Promise.all([idTokenOf('admin@demo.local'), idTokenOf('planner@demo.local')]);
    const retailers = (await callApi('GET', 'retailers', { token: admin })).json.data.items as {
      retailerName: string;
      id: number;
    }[];
    const idOf = (name: string) => retailers.find((r) => r.retailerName === name)!.id;
    const [fm, qs] = [idOf('Fresh Market Co.'), idOf('QuickStop')];
    await importCsv(
      planner,
      'po',
      [
        importColumns.po.join(','),
        `PO-${stamp}-FM,INV-1,03/10/2026,Acme Print,${fm},,10.00,`,
        `PO-${stamp}-QS,INV-1,03/11/2026,Acme Print,${qs},,20.00,`,
        '',
      ].join('\n'),
    );
    const token = await newUserWithRole(admin, [{ resource: 'ExpenseManagment', operation: 'View' }], [fm, qs], true);
    const email = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { email: string })
      .email;
    const page = await signIn(browser(), email, '/expensemangement/po', { viewport: { width: 1500, height: 1000 } });
    const errors = collectPageErrors(page);
    await page.getByRole('heading', { level: 2, name: 'Purchase orders' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search code, invoice, vendor or description' }).fill(stamp);
    const rows = page.locator('.server-table tbody tr').filter({ hasText: stamp });
    await eventually(() => rows.count()).toBe(2);
    // The Retailer column (chosen from the column chooser) names the retailer, not its id.
    await page.locator('.table-column-chooser').click();
    await page.locator('.p-multiselect-panel').getByText('Retailer', { exact: true }).click();
    await page.keyboard.press('Escape');
    await eventually(() => rows.filter({ hasText: `PO-${stamp}-FM` }).textContent()).toContain('Fresh Market Co.');
    expect(await rows.filter({ hasText: `PO-${stamp}-QS` }).textContent()).toContain('QuickStop');
    // The export reads the same list: it ends with its file, not with the server's 'Choose one of your retailers.'
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    await eventually(() => toasts(page)).toContain('2 rows exported to Expenses_PurchaseOrders_');
    expect(await toasts(page)).not.toContain(expenseMessages.chooseRetailer);
    expect(errors).toEqual([]);
  });
});

describe('expenses in the browser: a DO file imported from the DOs list like the other kinds', () => {
  phasesStopAtFirstFailure();
  const stamp = Date.now().toString(36);
  let page: Page;
  let errors: string[];

  it('uploads a DO file of 500 lines from Import DOs, processes it and lists its lines', async () => {
    const planner = await newSignedInUser(['planner'], 'exp-do');
    const retailers = await callApi('GET', 'retailers', { token: planner.token });
    const retailerId = (retailers.json.data.items as { retailerName: string; id: number }[]).find(
      (r) => r.retailerName === 'Fresh Market Co.',
    )!.id;
    page = await signIn(browser(), planner.email, '/expensemangement/do', { viewport: { width: 1500, height: 1000 } });
    errors = collectPageErrors(page);
    await page.getByRole('heading', { level: 2, name: 'Delivery orders' }).waitFor();
    await page.getByRole('button', { name: 'Import DOs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import delivery orders' });
    const lines = Array.from(
      { length: 500 },
      (_, i) => `DO-${stamp}-${i},INV-${i},03/21/2026,Fast Freight,${retailerId},,2.50,Freight ${i}`,
    );
    await dialog.getByLabel('CSV file to import').setInputFiles({
      name: `do-${stamp}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(`${importColumns.do.join(',')}\n${lines.join('\n')}\n`),
    });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.getByText('uploaded, waiting to be processed').waitFor();
    await dialog.getByRole('button', { name: 'Process' }).click();
    await dialog.getByText('500 of 500 rows were imported.').waitFor();
    await dialog.locator('.p-dialog-footer').getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('searchbox', { name: 'Search code, invoice, vendor or description' }).fill(`DO-${stamp}-499`);
    await page
      .locator('.server-table')
      .getByRole('link', { name: `DO-${stamp}-499`, exact: true })
      .waitFor();
    expect(errors).toEqual([]);
  });
});

describe('expenses in the browser: an import stuck in processing, shown failed with its reason and retried', () => {
  it('shows the reason and a Retry that processes the same file to its end', async () => {
    const stamp = Date.now().toString(36);
    const planner = await newSignedInUser(['planner'], 'exp-retry');
    const retailers = await callApi('GET', 'retailers', { token: planner.token });
    const retailerId = (retailers.json.data.items as { retailerName: string; id: number }[]).find(
      (r) => r.retailerName === 'Fresh Market Co.',
    )!.id;
    const page = await signIn(browser(), planner.email, '/expensemangement/do', {
      viewport: { width: 1500, height: 1000 },
    });
    const errors = collectPageErrors(page);
    await page.getByRole('heading', { level: 2, name: 'Delivery orders' }).waitFor();
    await page.getByRole('button', { name: 'Import DOs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import delivery orders' });
    const lines = [1, 2, 3].map((i) => `DO-R${stamp}-${i},INV-${i},03/21/2026,Fast Freight,${retailerId},,2.50,`);
    await dialog.getByLabel('CSV file to import').setInputFiles({
      name: `do-${stamp}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(`${importColumns.do.join(',')}\n${lines.join('\n')}\n`),
    });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.getByText('uploaded, waiting to be processed').waitFor();

    // Process is answered but never reaches the processor, whose run is then left as a crashed one leaves it:
    // processing since an hour ago.
    let importId = '';
    await page.route(
      '**/api/expensesmanagment/process-import-do',
      async (route) => {
        importId = (route.request().postDataJSON() as { importId: string }).importId;
        const db = DynamoDBDocumentClient.from(new DynamoDBClient({}));
        await db.send(
          new UpdateCommand({
            TableName: process.env.TABLE_NAME,
            Key: { PK: `EXPIMPORT#${importId}`, SK: 'IMPORT' },
            UpdateExpression: 'SET #status = :processing, startedAt = :then',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':processing': 'processing',
              ':then': new Date(Date.now() - 3_600_000).toISOString(),
            },
          }),
        );
        db.destroy();
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            hasError: false,
            error: null,
            data: {
              importId,
              kind: 'do',
              fileName: `do-${stamp}.csv`,
              status: 'queued',
              rowsRead: 0,
              rowsImported: 0,
              rowsSkipped: 0,
              bytesRead: 0,
              fileBytes: 0,
              errors: [],
              errorCount: 0,
              createdDate: new Date().toISOString(),
              failureReason: null,
            },
          }),
        });
      },
      { times: 1 },
    );
    await dialog.getByRole('button', { name: 'Process' }).click();
    await dialog.getByText(importFailureMessages.stopped).waitFor();
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await dialog.getByText('3 of 3 rows were imported.').waitFor();
    expect(await dialog.getByText(importFailureMessages.stopped).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
