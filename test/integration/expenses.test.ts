import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expenseMessages,
  importColumns,
  poReconciliationWorkflow,
  type ExpenseKind,
} from '../../shared/expenses/rules';
import { serverMessages } from '../../shared/messages';
import { uploadMessages } from '../../shared/uploads';
import { ownFreshMarketProgram } from '../support/catalog';
import { importCsv, saveAndSubmitPo, upload } from '../support/expenses';
import { callApi, idTokenOf, newUserWithRole } from '../support/session';

const run = randomUUID().slice(0, 6);
let admin: string;
let planner: string;
let retailerIds: Record<string, number>;
let tactic: { id: string; programId: number; totalCost: number; tacticName: string };

beforeAll(async () => {
  [admin, planner] = await Promise.all([idTokenOf('admin@demo.local'), idTokenOf('planner@demo.local')]);
  retailerIds = Object.fromEntries(
    (await callApi('GET', 'retailers', { token: admin })).json.data.items.map(
      (r: { retailerName: string; id: number }) => [r.retailerName, r.id],
    ),
  );
  tactic = await newTactic();
});

/** A Fresh Market program of its own with one tactic (its own catalog tactic). */
async function newTactic() {
  const { programId, tactic } = await ownFreshMarketProgram(planner, `Expenses ${run}`);
  return { id: tactic.id, programId, totalCost: tactic.totalCost, tacticName: tactic.tacticName };
}

const header = (kind: ExpenseKind) => importColumns[kind].join(',');
const list = async (token: string, kind: ExpenseKind, query: Record<string, string> = {}) =>
  callApi('GET', `expensesmanagment/expenses-${kind}`, { token, query });

describe('expense imports', () => {
  it('imports good rows, names each bad row with its line, field and text, and adds nothing twice', async () => {
    const fm = retailerIds['Fresh Market Co.'];
    const csv = [
      header('po'),
      `PO-${run}-1,INV-1,03/15/2026,Acme Print,${fm},${tactic.id},"$1,250.10",Endcap signage`,
      `PO-${run}-2,INV-2,2026-03-16,Acme Print,${fm},,(150.00),Credit`,
      `,INV-3,03/15/2026,Acme,${fm},,1,`,
      `PO-${run}-4,,03/15/2026,Acme,${fm},,1,`,
      `PO-${run}-5,INV-5,02/30/2026,Acme,${fm},,1,`,
      `PO-${run}-6,INV-6,03/15/2026,,${fm},,1,`,
      `PO-${run}-7,INV-7,03/15/2026,Acme,abc,,1,`,
      `PO-${run}-8,INV-8,03/15/2026,Acme,999999,,1,`,
      `PO-${run}-9,INV-9,03/15/2026,Acme,${fm},12,1,`,
      `PO-${run}-10,INV-10,03/15/2026,Acme,${fm},999999-1,1,`,
      `PO-${run}-11,INV-11,03/15/2026,Acme,${fm},,12.345,`,
      `PO-${run}-12,INV-12,03/15/2026,Acme,${fm},,twelve,`,
      `PO-${run}-13,INV-13,03/15/2026,Acme,${fm},,"900,000,000.00",`,
      `PO-${run}-14,INV-14,03/15/2026,Acme,${fm},,,`,
      `PO-${run}-15,INV-15,03/15/2026,${'V'.repeat(201)},${fm},,1,`,
      `PO-${run}-1,INV-1,03/15/2026,Acme Print,${fm},${tactic.id},"$1,250.10",Same line again`,
    ].join('\n');
    const before = (await list(planner, 'po')).json.data.totalCount;
    const done = await importCsv(planner, 'po', csv);
    expect(done.status).toBe('done');
    expect(done.rowsRead).toBe(16);
    expect(done.rowsImported).toBe(2);
    expect(done.rowsSkipped).toBe(1);
    expect(done.errors).toEqual([
      { line: 4, field: 'poNumber', message: 'PO Number is required' },
      { line: 5, field: 'invoiceNumber', message: 'Invoice Number is required' },
      { line: 6, field: 'invoiceDate', message: expenseMessages.dateInvalid },
      { line: 7, field: 'vendor', message: 'Vendor is required' },
      { line: 8, field: 'retailerId', message: expenseMessages.retailerInvalid },
      { line: 9, field: 'retailerId', message: expenseMessages.retailerUnknown },
      { line: 10, field: 'tacticId', message: expenseMessages.tacticInvalid },
      { line: 11, field: 'tacticId', message: expenseMessages.tacticUnknown },
      { line: 12, field: 'amount', message: expenseMessages.amountDecimals },
      { line: 13, field: 'amount', message: expenseMessages.amountInvalid },
      { line: 14, field: 'amount', message: expenseMessages.amountTooLarge },
      { line: 15, field: 'amount', message: 'Amount is required' },
      { line: 16, field: 'vendor', message: 'Vendor max size 200 characters' },
    ]);
    const after = await list(planner, 'po', { searchTerm: `PO-${run}-` });
    expect(after.json.data.totalCount).toBe(before + 2);
    expect(
      after.json.data.items.map((e: { code: string; amountCents: number; status: string; invoiceDate: string }) => [
        e.code,
        e.amountCents,
        e.status,
        e.invoiceDate,
      ]),
    ).toEqual([
      [`PO-${run}-2`, -15000, 'pending', '2026-03-16'],
      [`PO-${run}-1`, 125010, 'assigned', '2026-03-15'],
    ]);
    // The assigned line names its program and tactic; the pending one, on no tactic, names none.
    expect(after.json.data.items[1]).toMatchObject({ programName: `Expenses ${run}`, tacticName: tactic.tacticName });
    expect(after.json.data.items[0]).toMatchObject({ programId: null, programName: '', tacticName: '' });

    // The same file processed again adds nothing: every good line is already there.
    const again = await importCsv(planner, 'po', csv);
    expect(again).toMatchObject({ status: 'done', rowsImported: 0, rowsSkipped: 3, errorCount: 13 });
    expect((await list(planner, 'po')).json.data.totalCount).toBe(before + 2);
  });

  it('streams a larger file in batches and pages it by cursor, every line once', async () => {
    const fm = retailerIds['Fresh Market Co.'];
    const lines = Array.from(
      { length: 300 },
      (_, i) => `PROMO-${run}-BULK,INV-${i},03/18/2026,Promo House,${fm},,1.01,`,
    );
    const done = await importCsv(planner, 'promo', `${header('promo')}\n${lines.join('\n')}\n`);
    expect(done).toMatchObject({ status: 'done', rowsRead: 300, rowsImported: 300, rowsSkipped: 0, errorCount: 0 });
    const page = await list(planner, 'promo', { searchTerm: `PROMO-${run}-BULK`, pageSize: '150' });
    expect(page.json.data.items).toHaveLength(150);
    expect(page.json.data.nextCursor).not.toBeNull();
    const rest = await list(planner, 'promo', {
      searchTerm: `PROMO-${run}-BULK`,
      pageSize: '150',
      cursor: page.json.data.nextCursor,
    });
    const all = [...page.json.data.items, ...rest.json.data.items];
    expect(new Set(all.map((e: { id: string }) => e.id)).size).toBe(300);
    expect(all.reduce((sum: number, e: { amountCents: number }) => sum + e.amountCents, 0)).toBe(30300);
  });

  it('finds by search a line older than hundreds of newer ones, on the first page of ten', async () => {
    const fm = retailerIds['Fresh Market Co.'];
    const newer = Array.from({ length: 250 }, (_, i) => `PRM-${run}-NEW${i},INV-1,09/20/2026,Promo House,${fm},,1.00,`);
    const old = `PRM-${run}-OLDEST,INV-1,01/02/2026,Promo House,${fm},,2.00,`;
    await importCsv(planner, 'promo', `${header('promo')}\n${[old, ...newer].join('\n')}\n`);
    const page = await list(planner, 'promo', { searchTerm: `PRM-${run}-OLDEST`, pageSize: '10' });
    expect(page.json.data.items.map((e: { code: string }) => e.code)).toEqual([`PRM-${run}-OLDEST`]);
  });

  it('reads coupon types and fails a file without the required columns at line 1', async () => {
    const fm = retailerIds['Fresh Market Co.'];
    const coupons = await importCsv(
      planner,
      'coupon',
      `${header('coupon')}\nCPN-${run},digital,INV-1,03/17/2026,Coupon Co,${fm},,5.00,\nCPN-${run}-2,scratch,INV-2,03/17/2026,Coupon Co,${fm},,5.00,\n`,
    );
    expect(coupons.rowsImported).toBe(1);
    expect(coupons.errors).toEqual([{ line: 3, field: 'couponType', message: expenseMessages.couponTypeInvalid }]);
    const bad = await importCsv(planner, 'promo', 'promoCode,amount\nP-1,1\n');
    expect(bad.errors).toEqual([
      {
        line: 1,
        field: 'invoiceNumber',
        message: expenseMessages.missingColumns(['invoiceNumber', 'invoiceDate', 'vendor', 'retailerId']),
      },
    ]);
    expect(bad.rowsImported).toBe(0);
  });

  it('adds a file processed twice once, with several batches in flight: counters and tactic sums exact', async () => {
    const fm = retailerIds['Fresh Market Co.'];
    const own = await newTactic();
    // 600 lines (seven batches of 96, up to four written at once); every fifth on the tactic; line 400 repeats
    // line 11's invoice in a later batch, so two batches in flight may carry the same line.
    const lines = Array.from({ length: 600 }, (_, i) =>
      i === 398
        ? `MANY-${run}-PO-9,INV-9,01/05/2026,Acme,${fm},,0.10,Again`
        : `MANY-${run}-PO-${i},INV-${i},01/05/2026,Acme,${fm},${i % 5 === 0 ? own.id : ''},${(i + 1) / 100},`,
    );
    const csv = `${header('po')}\n${lines.join('\n')}\n`;
    const onTactic = lines.filter((_, i) => i !== 398 && i % 5 === 0);
    const tacticCents = onTactic.reduce((sum, _, n) => sum + n * 5 + 1, 0);
    const before = (await list(planner, 'po')).json.data.totalCount;
    const first = await importCsv(planner, 'po', csv);
    expect(first).toMatchObject({ status: 'done', rowsRead: 600, rowsImported: 599, rowsSkipped: 1, errorCount: 0 });
    expect((await list(planner, 'po')).json.data.totalCount).toBe(before + 599);
    // The tactic's reconciliation, read from one of its lines (line 597 of the file, on the tactic).
    const invoiced = async () => {
      const [line] = (
        await list(planner, 'po', { searchTerm: `MANY-${run}-PO-595`, sortDirection: 'asc', pageSize: '150' })
      ).json.data.items;
      const rec = (await callApi('GET', `expensesmanagment/po-reconciliation/${line.id}`, { token: planner })).json
        .data;
      return { count: rec.assignedInvoices.length, cents: Math.round(rec.invoiceSumTotal * 100) };
    };
    expect(await invoiced()).toEqual({ count: onTactic.length, cents: tacticCents });

    const second = await importCsv(planner, 'po', csv);
    expect(second).toMatchObject({ status: 'done', rowsRead: 600, rowsImported: 0, rowsSkipped: 600, errorCount: 0 });
    expect((await list(planner, 'po')).json.data.totalCount).toBe(before + 599);
    expect(await invoiced()).toEqual({ count: onTactic.length, cents: tacticCents });
  });

  it('reports a bad row in the middle of batches in flight with its line, and adds every good one', async () => {
    const fm = retailerIds['Fresh Market Co.'];
    const lines = Array.from(
      { length: 400 },
      (_, i) => `MID-${run}-DO-${i},INV-${i},01/06/2026,Fast Freight,${fm},,1.00,`,
    );
    lines[200] = `MID-${run}-DO-200,INV-200,01/06/2026,Fast Freight,${fm},,abc,`;
    lines[349] = `MID-${run}-DO-349,INV-349,02/30/2025,Fast Freight,${fm},,1.00,`;
    const before = (await list(planner, 'do')).json.data.totalCount;
    const done = await importCsv(planner, 'do', `${header('do')}\n${lines.join('\n')}\n`);
    expect(done).toMatchObject({ status: 'done', rowsRead: 400, rowsImported: 398, rowsSkipped: 0, errorCount: 2 });
    expect(done.errors).toEqual([
      { line: 202, field: 'amount', message: expenseMessages.amountInvalid },
      { line: 351, field: 'invoiceDate', message: expenseMessages.dateInvalid },
    ]);
    expect((await list(planner, 'do')).json.data.totalCount).toBe(before + 398);
  });

  it('processes nothing until Process, refuses what is not waiting, and keeps imports to their importer', async () => {
    const fm = retailerIds['Fresh Market Co.'];
    const started = await callApi('POST', 'expensesmanagment/import-do', {
      token: planner,
      body: { fileName: 'invoices.csv', contentType: 'text/csv', size: 10 },
    });
    const notUploaded = await callApi('PUT', 'expensesmanagment/process-import-do', {
      token: planner,
      body: { importId: started.json.data.importId },
    });
    expect(notUploaded.status).toBe(409);
    expect(notUploaded.json.error.general).toEqual([expenseMessages.importNotUploaded]);

    const importId = await upload(
      planner,
      'do',
      `${header('do')}\nDO-${run},INV-1,03/16/2026,Fast Freight,${fm},,480.50,\n`,
    );
    const waiting = await callApi('GET', `expensesmanagment/imports/${importId}`, { token: planner });
    expect(waiting.json.data).toMatchObject({ status: 'uploading', rowsImported: 0 });
    expect((await callApi('GET', `expensesmanagment/imports/${importId}`, { token: admin })).status).toBe(404);
    const wrongKind = await callApi('PUT', 'expensesmanagment/process-import-po', {
      token: planner,
      body: { importId },
    });
    expect(wrongKind.status).toBe(404);
    const removed = await callApi('PUT', 'expensesmanagment/remove-import-do', { token: planner, body: { importId } });
    expect(removed.json.data.status).toBe('removed');
    const processed = await callApi('PUT', 'expensesmanagment/process-import-do', {
      token: planner,
      body: { importId },
    });
    expect(processed.status).toBe(409);
    expect(processed.json.error.general).toEqual([expenseMessages.importNotWaiting]);
    expect((await list(planner, 'do', { searchTerm: `DO-${run}` })).json.data.items).toEqual([]);

    const notCsv = await callApi('POST', 'expensesmanagment/import-po', {
      token: planner,
      body: { fileName: 'invoices.txt', contentType: 'text/plain', size: 10 },
    });
    expect(notCsv.status).toBe(400);
    expect(notCsv.json.error.fileName, 'the refusal names the file').toEqual([uploadMessages.notCsv('invoices.txt')]);
    const tooLarge = await callApi('POST', 'expensesmanagment/import-po', {
      token: planner,
      body: { fileName: 'invoices.csv', contentType: 'text/csv', size: 50 * 1024 * 1024 + 1 },
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json.error.general, 'the refusal names the file').toEqual([
      uploadMessages.tooLarge('invoices.csv'),
    ]);
  });
});

describe('expense reads', () => {
  it('reconciles a tactic in cents, flags it over budget, and answers the code checks', async () => {
    const fm = retailerIds['Fresh Market Co.'];
    const tactic = await newTactic();
    const estimate = Math.round(tactic.totalCost * 100);
    const csv = [
      header('do'),
      `DO-${run}-A,INV-1,03/16/2026,Fast Freight,${fm},${tactic.id},0.10,`,
      `DO-${run}-A,INV-2,03/16/2026,Fast Freight,${fm},${tactic.id},0.20,`,
      `DO-${run}-B,INV-3,03/16/2026,Fast Freight,${fm},${tactic.id},${(estimate / 100).toFixed(2)},`,
    ].join('\n');
    expect((await importCsv(planner, 'do', csv)).rowsImported).toBe(3);
    const rows = (await list(planner, 'do', { searchTerm: `DO-${run}-` })).json.data.items;
    expect(rows.every((r: { overBudget: boolean }) => r.overBudget)).toBe(true);
    // Each line names its program and tactic, as the wire report does.
    expect(rows).toHaveLength(3);
    for (const row of rows)
      expect(row).toMatchObject({
        programId: tactic.programId,
        programName: `Expenses ${run}`,
        tacticId: tactic.id,
        tacticName: tactic.tacticName,
      });
    const answer = await callApi('GET', `expensesmanagment/do-reconciliation/${rows[0].id}`, { token: planner });
    expect(answer.status, answer.text).toBe(200);
    const rec = answer.json.data;
    expect(rec).toMatchObject({ tacticId: tactic.id, programId: tactic.programId, total: estimate / 100 });
    expect(rec.assignedInvoices).toHaveLength(3);
    expect(Math.round(rec.invoiceSumTotal * 100)).toBe(estimate + 30);
    expect(Math.round(rec.invoiceSumAtl * 100) + Math.round(rec.invoiceSumBtl * 100)).toBe(estimate + 30);
    expect(rec.displayMessage).toBe(expenseMessages.overBudget('$0.30'));
    // Another kind's route does not read it.
    expect((await callApi('GET', `expensesmanagment/po-reconciliation/${rows[0].id}`, { token: planner })).status).toBe(
      404,
    );

    const inUse = await callApi('GET', 'expensesmanagment/do-inuse', {
      token: planner,
      query: { code: `do-${run}-a`, componentId: `${tactic.programId}-99` },
    });
    expect(inUse.json.data).toEqual({ code: `do-${run}-a`, inUse: true, tacticIds: [tactic.id] });
    const own = await callApi('GET', 'expensesmanagment/do-inuse', {
      token: planner,
      query: { code: `DO-${run}-A`, componentId: tactic.id },
    });
    expect(own.json.data.inUse).toBe(false);
    const check = await callApi('GET', 'expensesmanagment/check-do-invoice', {
      token: planner,
      query: { docode: `DO-${run}-A`, invoice: 'inv-2' },
    });
    expect(check.json.data.exists).toBe(true);
    const missing = await callApi('GET', 'expensesmanagment/check-do-invoice', {
      token: planner,
      query: { docode: `DO-${run}-A`, invoice: 'INV-9' },
    });
    expect(missing.json.data).toEqual({ exists: false, expenseId: null });
  });

  it('saves and refreshes a reconciliation: pending invoices added and removed in exact cents', async () => {
    const fm = retailerIds['Fresh Market Co.'];
    const other = Object.values(retailerIds).find((id) => id !== fm)!;
    const tactic = await newTactic();
    const otherTactic = await newTactic();
    const code = `CPN-${run}-R`;
    await importCsv(
      planner,
      'coupon',
      [
        header('coupon'),
        `${code},paper,INV-A,03/17/2026,Coupon Co,${fm},${tactic.id},10.00,`,
        `${code},paper,INV-B,03/17/2026,Coupon Co,${fm},,0.05,`,
        `${code},paper,INV-C,03/17/2026,Coupon Co,${fm},,0.10,`,
        `${code},paper,INV-D,03/17/2026,Coupon Co,${other},,0.20,`,
        `${code},paper,INV-E,03/17/2026,Coupon Co,${fm},${otherTactic.id},0.30,`,
      ].join('\n'),
    );
    const rows = (await list(planner, 'coupon', { searchTerm: code })).json.data.items as {
      id: string;
      invoiceNumber: string;
    }[];
    const id = (invoice: string) => rows.find((r) => r.invoiceNumber === invoice)!.id;
    const save = (invoices: { invoiceId: string; isSelected: boolean }[]) =>
      callApi('PUT', 'expensesmanagment/coupon-reconciliation-saverefresh', {
        token: planner,
        body: { id: id('INV-A'), invoices, fromTacticId: tactic.id },
      });
    const saved = await save([
      { invoiceId: id('INV-B'), isSelected: true },
      { invoiceId: id('INV-C'), isSelected: true },
    ]);
    expect(saved.status, saved.text).toBe(200);
    const cents = (dollars: number) => Math.round(dollars * 100);
    expect(cents(saved.json.data.invoiceSumTotal)).toBe(1015);
    expect(cents(saved.json.data.invoiceSumAtl) + cents(saved.json.data.invoiceSumBtl)).toBe(1015);
    expect(saved.json.data.assignedInvoices.map((i: { invoiceId: string }) => i.invoiceId).sort()).toEqual(
      [id('INV-A'), id('INV-B'), id('INV-C')].sort(),
    );
    const removed = await save([{ invoiceId: id('INV-B'), isSelected: false }]);
    expect(cents(removed.json.data.invoiceSumTotal)).toBe(1010);
    expect(removed.json.data.pendingInvoices.map((i: { invoiceId: string }) => i.invoiceId)).toContain(id('INV-B'));
    const statuses = Object.fromEntries(
      (await list(planner, 'coupon', { searchTerm: code })).json.data.items.map(
        (r: { invoiceNumber: string; status: string; tacticId: string | null }) => [
          r.invoiceNumber,
          [r.status, r.tacticId],
        ],
      ),
    );
    expect(statuses['INV-B']).toEqual(['pending', null]);
    expect(statuses['INV-C']).toEqual(['assigned', tactic.id]);

    const otherRetailer = await save([{ invoiceId: id('INV-D'), isSelected: true }]);
    expect(otherRetailer.status).toBe(404);
    const elsewhere = await save([{ invoiceId: id('INV-E'), isSelected: true }]);
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.json.error.general).toEqual([expenseMessages.notPending(`${code} / INV-E`)]);
    const pendingLine = await callApi('PUT', 'expensesmanagment/coupon-reconciliation-saverefresh', {
      token: planner,
      body: { id: id('INV-B'), invoices: [{ invoiceId: id('INV-C'), isSelected: true }], fromTacticId: null },
    });
    expect(pendingLine.status).toBe(409);
    expect(pendingLine.json.error.general).toEqual([expenseMessages.notAssigned]);

    // Reallocate: INV-C moves to the other tactic, whose sum takes its cents exactly; INV-B (pending) is assigned.
    const reallocate = (invoice: string, tacticId: string, fromTacticId: string | null) =>
      callApi('PUT', 'expensesmanagment/coupon-reconciliation-reallocate', {
        token: planner,
        body: { id: id(invoice), tacticId, fromTacticId },
      });
    const moved = await reallocate('INV-C', otherTactic.id, tactic.id);
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.data.tacticId).toBe(otherTactic.id);
    expect(Math.round(moved.json.data.invoiceSumTotal * 100)).toBe(40);
    const back = await callApi('GET', `expensesmanagment/coupon-reconciliation/${id('INV-A')}`, { token: planner });
    expect(Math.round(back.json.data.invoiceSumTotal * 100)).toBe(1000);
    expect((await reallocate('INV-B', tactic.id, null)).json.data.invoiceSumTotal).toBe(10.05);
    const unknown = await reallocate('INV-A', `${tactic.programId}-99`, tactic.id);
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.tacticId).toEqual([expenseMessages.tacticUnknown]);

    // Reallocate's choices: the retailer's programs' tactics but the one the line counts against; none of them for
    // a line of another retailer; only for those who may manage expenses.
    const choices = (invoice: string, token = planner) =>
      callApi('GET', `expensesmanagment/coupon-reallocate-tactics/${id(invoice)}`, { token });
    const ofC = await choices('INV-C');
    expect(ofC.status, ofC.text).toBe(200);
    const tacticIds = (r: typeof ofC) => r.json.data.choices.map((c: { tacticId: string }) => c.tacticId);
    expect(tacticIds(ofC)).toContain(tactic.id);
    expect(tacticIds(ofC)).not.toContain(otherTactic.id);
    expect(ofC.json.data.choices.find((c: { tacticId: string }) => c.tacticId === tactic.id)).toMatchObject({
      programId: tactic.programId,
      programName: `Expenses ${run}`,
    });
    const ofD = await choices('INV-D');
    expect(ofD.status, ofD.text).toBe(200);
    expect(tacticIds(ofD)).not.toContain(tactic.id);
    expect(tacticIds(ofD)).not.toContain(otherTactic.id);
    expect((await choices('INV-C', await idTokenOf('approver@demo.local'))).status).toBe(403);
  });

  it("writes no other invoice on a tactic the line left between Save and refresh's read and its writes", async () => {
    const fm = retailerIds['Fresh Market Co.'];
    const [first, second] = [await newTactic(), await newTactic()];
    const code = `CPN-${run}-W`;
    await importCsv(
      planner,
      'coupon',
      [
        header('coupon'),
        `${code},paper,INV-A,03/17/2026,Coupon Co,${fm},${first.id},10.00,`,
        `${code},paper,INV-B,03/17/2026,Coupon Co,${fm},,0.05,`,
      ].join('\n'),
    );
    const rows = (await list(planner, 'coupon', { searchTerm: code })).json.data.items as {
      id: string;
      invoiceNumber: string;
    }[];
    const id = (invoice: string) => rows.find((r) => r.invoiceNumber === invoice)!.id;
    // Save and refresh on INV-A read it on the first tactic; then someone reallocates INV-A to the second.
    const { getExpense } = await import('../../functions/domain/expenses/expenseRepository');
    const { assignToTactic, reconciliationOpen } =
      await import('../../functions/domain/expenses/reconciliationRepository');
    const pendingB = (await getExpense(id('INV-B')))!;
    const moved = await callApi('PUT', 'expensesmanagment/coupon-reconciliation-reallocate', {
      token: planner,
      body: { id: id('INV-A'), tacticId: second.id, fromTacticId: first.id },
    });
    expect(moved.status, moved.text).toBe(200);
    // Its write of INV-B onto the first tactic, made on the condition of what it read, is refused.
    const guard = reconciliationOpen(id('INV-A'), first.id);
    expect(await assignToTactic(pendingB, first.id, first.programId, undefined, [guard])).toBe(false);
    const after = (await list(planner, 'coupon', { searchTerm: code })).json.data.items as {
      invoiceNumber: string;
      status: string;
    }[];
    expect(after.find((r) => r.invoiceNumber === 'INV-B')?.status).toBe('pending');
  });

  it('refuses a Save and refresh or Reallocate made from a page read before someone reallocated the line: 409, nothing moves', async () => {
    const fm = retailerIds['Fresh Market Co.'];
    const [first, second, third] = [await newTactic(), await newTactic(), await newTactic()];
    const code = `DO-${run}-STALE`;
    await importCsv(
      planner,
      'do',
      `${header('do')}\n${code},INV-1,03/19/2026,Fast,${fm},${first.id},4.00,\n${code},INV-2,03/19/2026,Fast,${fm},,0.50,\n`,
    );
    const rows = (await list(planner, 'do', { searchTerm: code })).json.data.items as {
      id: string;
      invoiceNumber: string;
    }[];
    const id = (invoice: string) => rows.find((r) => r.invoiceNumber === invoice)!.id;
    const read = async () =>
      (await callApi('GET', `expensesmanagment/do-reconciliation/${id('INV-1')}`, { token: planner })).json.data;
    const invoiced = async (tacticId: string) =>
      (await callApi('GET', `expensesmanagment/tactic-reconciliation/${tacticId}`, { token: planner })).json.data
        .invoiceSumTotal;
    // Two pages read the line's reconciliation on the first tactic; one reallocates it to the second.
    const seen = await read();
    expect(seen.tacticId).toBe(first.id);
    const moved = await callApi('PUT', 'expensesmanagment/do-reconciliation-reallocate', {
      token: planner,
      body: { id: id('INV-1'), tacticId: second.id, fromTacticId: seen.tacticId },
    });
    expect(moved.status, moved.text).toBe(200);

    // The other page's Save and refresh would have counted INV-2 on the second tactic, which it never showed.
    const lateSave = await callApi('PUT', 'expensesmanagment/do-reconciliation-saverefresh', {
      token: planner,
      body: { id: id('INV-1'), invoices: [{ invoiceId: id('INV-2'), isSelected: true }], fromTacticId: seen.tacticId },
    });
    expect(lateSave.status, lateSave.text).toBe(409);
    expect(lateSave.json.error.general).toEqual([serverMessages.staleVersion]);
    // Its Reallocate would have moved the line off the second tactic, which it never showed either.
    const lateMove = await callApi('PUT', 'expensesmanagment/do-reconciliation-reallocate', {
      token: planner,
      body: { id: id('INV-1'), tacticId: third.id, fromTacticId: seen.tacticId },
    });
    expect(lateMove.status, lateMove.text).toBe(409);
    expect(lateMove.json.error.general).toEqual([serverMessages.staleVersion]);

    const now = await read();
    expect(now.tacticId).toBe(second.id);
    expect(now.pendingInvoices.map((i: { invoiceId: string }) => i.invoiceId)).toContain(id('INV-2'));
    expect([await invoiced(first.id), await invoiced(second.id), await invoiced(third.id)]).toEqual([0, 4, 0]);
  });

  it('refuses a PO Save and submit made from a page read before someone reallocated the line: 409, not submitted', async () => {
    const fm = retailerIds['Fresh Market Co.'];
    const [first, second] = [await newTactic(), await newTactic()];
    const code = `PO-${run}-STALE`;
    await importCsv(planner, 'po', `${header('po')}\n${code},INV-1,03/19/2026,Acme,${fm},${first.id},4.00,\n`);
    const line = (await list(planner, 'po', { searchTerm: code })).json.data.items[0] as { id: string };
    const read = async () =>
      (await callApi('GET', `expensesmanagment/po-reconciliation/${line.id}`, { token: planner })).json.data;
    const seen = await read();
    const moved = await callApi('PUT', 'expensesmanagment/po-reconciliation-reallocate', {
      token: planner,
      body: { id: line.id, tacticId: second.id, fromTacticId: seen.tacticId },
    });
    expect(moved.status, moved.text).toBe(200);

    const lateSubmit = await callApi('PUT', 'expensesmanagment/po-reconciliation-savesubmit', {
      token: planner,
      body: { id: line.id, invoices: [{ invoiceId: line.id, isSelected: true }], fromTacticId: seen.tacticId },
    });
    expect(lateSubmit.status, lateSubmit.text).toBe(409);
    expect(lateSubmit.json.error.general).toEqual([serverMessages.staleVersion]);
    expect(await read()).toMatchObject({ tacticId: second.id, status: 'assigned', submittedBy: null });
  });

  it('submits a PO reconciliation and has someone else approve it (four-eyes, audited states)', async () => {
    const fm = retailerIds['Fresh Market Co.'];
    const tactic = await newTactic();
    const code = `PO-${run}-FLOW`;
    await importCsv(
      admin,
      'po',
      `${header('po')}\n${code},INV-1,03/15/2026,Acme,${fm},${tactic.id},100.00,\n${code},INV-2,03/15/2026,Acme,${fm},,5.00,\n`,
    );
    const rows = (await list(admin, 'po', { searchTerm: code })).json.data.items as {
      id: string;
      invoiceNumber: string;
    }[];
    const id = (invoice: string) => rows.find((r) => r.invoiceNumber === invoice)!.id;
    const status = async () =>
      (await list(admin, 'po', { searchTerm: code })).json.data.items.find(
        (r: { invoiceNumber: string }) => r.invoiceNumber === 'INV-1',
      ).status;

    const read = await callApi('GET', `expensesmanagment/po-reconciliation/${id('INV-1')}`, { token: admin });
    expect(read.json.data).toMatchObject({ expenseId: id('INV-1'), status: 'assigned', submittedBy: null });
    const submitted = await saveAndSubmitPo(admin, id('INV-1'), [{ invoiceId: id('INV-2'), isSelected: true }]);
    expect(submitted.status, submitted.text).toBe(200);
    expect(Math.round(submitted.json.data.invoiceSumTotal * 100)).toBe(10500);
    expect(submitted.json.data.status).toBe('submitted');
    expect(submitted.json.data.submittedBy).toEqual(expect.any(String));
    expect(await status()).toBe('submitted');
    const again = await saveAndSubmitPo(admin, id('INV-1'), [{ invoiceId: id('INV-1'), isSelected: false }]);
    expect(again.status).toBe(409);
    expect(again.json.error.general).toEqual([expenseMessages.notRemovable(`${code} / INV-1`)]);

    const planner403 = await callApi('PUT', 'expensesmanagment/po-reconciliation-approve', {
      token: planner,
      body: { id: id('INV-1') },
    });
    expect(planner403.status).toBe(403);
    const own = await callApi('PUT', 'expensesmanagment/po-reconciliation-approve', {
      token: admin,
      body: { id: id('INV-1') },
    });
    expect(own.status).toBe(403);
    expect(own.json.error.general).toEqual([expenseMessages.selfApproval]);
    const approver = await idTokenOf('approver@demo.local');
    const approved = await callApi('PUT', 'expensesmanagment/po-reconciliation-approve', {
      token: approver,
      body: { id: id('INV-1') },
    });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json.data).toMatchObject({ status: 'approved', submittedBy: submitted.json.data.submittedBy });
    expect(await status()).toBe('approved');
    const twice = await callApi('PUT', 'expensesmanagment/po-reconciliation-approve', {
      token: approver,
      body: { id: id('INV-1') },
    });
    expect(twice.status).toBe(409);
    expect(twice.json.error.general).toEqual([poReconciliationWorkflow.refusalOf('Approve', 'approved')]);
  });

  it("shows a retailer-side user their retailers' expenses only", async () => {
    const fm = retailerIds['Fresh Market Co.'];
    const other = Object.values(retailerIds).find((id) => id !== fm)!;
    await importCsv(
      planner,
      'promo',
      `${header('promo')}\nPR-${run}-FM,INV-1,03/18/2026,Promo House,${fm},,10.00,\nPR-${run}-OT,INV-1,03/18/2026,Promo House,${other},,20.00,\n`,
    );
    const all = (await list(planner, 'promo', { searchTerm: `PR-${run}-` })).json.data.items;
    expect(all).toHaveLength(2);
    const token = await newUserWithRole(
      admin,
      [
        { resource: 'ExpenseManagment', operation: 'View' },
        { resource: 'ExpenseManagment', operation: 'Manage' },
      ],
      [fm],
      true,
    );
    const mine = (await list(token, 'promo', { searchTerm: `PR-${run}-` })).json.data.items;
    expect(mine.map((e: { code: string }) => e.code)).toEqual([`PR-${run}-FM`]);
    const otherList = await list(token, 'promo', { retailerId: String(other) });
    expect(otherList.status).toBe(400);
    expect(otherList.json.error.retailerId).toEqual([expenseMessages.chooseRetailer]);
    const otherLine = all.find((e: { retailerId: number }) => e.retailerId === other);
    expect((await callApi('GET', `expensesmanagment/promocode-reconciliation/${otherLine.id}`, { token })).status).toBe(
      404,
    );
    const imported = await importCsv(
      token,
      'promo',
      `${header('promo')}\nPR-${run}-X,INV-1,03/18/2026,Promo House,${other},,1.00,\n`,
    );
    expect(imported.errors).toEqual([{ line: 2, field: 'retailerId', message: expenseMessages.retailerUnknown }]);

    // Without the claim there is no list at all.
    const retailerDemo = await idTokenOf('retailer@demo.local');
    expect((await list(retailerDemo, 'promo')).status).toBe(403);
  });
});

describe('what a reconciliation offers to change', () => {
  it('marks each invoice with its kind and status, and changeable only where the save takes it', async () => {
    const fm = retailerIds['Fresh Market Co.'];
    const own = await newTactic();
    const code = `PO-${run}-CHG`;
    await importCsv(
      admin,
      'po',
      `${header('po')}\n${code},INV-1,03/15/2026,Acme,${fm},${own.id},10.00,\n${code},INV-2,03/15/2026,Acme,${fm},,1.00,\n`,
    );
    await importCsv(admin, 'do', `${header('do')}\nDO-${run}-CHG,INV-1,03/15/2026,Fast,${fm},${own.id},2.00,\n`);
    const rows = (await list(admin, 'po', { searchTerm: code })).json.data.items as {
      id: string;
      invoiceNumber: string;
    }[];
    const po = (invoice: string) => rows.find((r) => r.invoiceNumber === invoice)!.id;
    type Row = { name: string; kind: string; status: string; changeable: boolean };
    const facts = (invoices: Row[]) =>
      Object.fromEntries(invoices.map((i) => [i.name, { kind: i.kind, status: i.status, changeable: i.changeable }]));
    const readLine = async (id: string) =>
      (await callApi('GET', `expensesmanagment/po-reconciliation/${id}`, { token: admin })).json.data;

    // On the PO line's reconciliation the DO line counted against the same tactic stays (the save answers 404).
    const line = await readLine(po('INV-1'));
    expect(facts(line.assignedInvoices)).toEqual({
      [`${code} / INV-1`]: { kind: 'po', status: 'assigned', changeable: true },
      [`DO-${run}-CHG / INV-1`]: { kind: 'do', status: 'assigned', changeable: false },
    });
    expect(facts(line.pendingInvoices)[`${code} / INV-2`]).toEqual({ kind: 'po', status: 'pending', changeable: true });
    const doId = line.assignedInvoices.find((i: Row) => i.kind === 'do').invoiceId;
    const otherKind = await callApi('PUT', 'expensesmanagment/po-reconciliation-saverefresh', {
      token: admin,
      body: { id: po('INV-1'), invoices: [{ invoiceId: doId, isSelected: false }], fromTacticId: own.id },
    });
    expect(otherKind.status).toBe(404);
    // The tactic's own modal takes every kind.
    const tacticRead = await callApi('GET', `expensesmanagment/tactic-reconciliation/${own.id}`, { token: admin });
    expect(tacticRead.json.data.assignedInvoices.every((i: Row) => i.changeable)).toBe(true);

    // Submitted, the line stays on its tactic: not changeable, and the save refuses it (409).
    const submitted = await saveAndSubmitPo(admin, po('INV-1'), [{ invoiceId: po('INV-1'), isSelected: true }]);
    expect(submitted.status, submitted.text).toBe(200);
    const closed = await readLine(po('INV-1'));
    expect(facts(closed.assignedInvoices)[`${code} / INV-1`]).toEqual({
      kind: 'po',
      status: 'submitted',
      changeable: false,
    });
    const tacticClosed = await callApi('GET', `expensesmanagment/tactic-reconciliation/${own.id}`, { token: admin });
    expect(facts(tacticClosed.json.data.assignedInvoices)[`${code} / INV-1`].changeable).toBe(false);

    // A pending line counts against no tactic: nothing can be added on its reconciliation.
    const pending = await readLine(po('INV-2'));
    expect(pending.tacticId).toBeNull();
    expect(pending.pendingInvoices.length).toBeGreaterThan(0);
    expect(pending.pendingInvoices.some((i: Row) => i.changeable)).toBe(false);
  });
});

describe('a retailer-side user of several retailers', () => {
  it("lists every one of their retailers' lines, merged by invoice date across pages, with the retailer's name", async () => {
    const names = Object.keys(retailerIds).sort();
    expect(names.length).toBeGreaterThanOrEqual(3);
    const [first, second, third] = names.map((name) => retailerIds[name]);
    const line = (suffix: string, date: string, retailer: number) =>
      `PM-${run}-${suffix},INV-1,${date},Promo House,${retailer},,1.00,`;
    await importCsv(
      planner,
      'promo',
      [
        header('promo'),
        line('A1', '03/01/2026', first),
        line('B2', '03/02/2026', second),
        line('B3', '03/03/2026', second),
        line('C3', '03/03/2026', third),
        line('A4', '03/04/2026', first),
        line('A5', '03/05/2026', first),
      ].join('\n') + '\n',
    );
    const view = { resource: 'ExpenseManagment', operation: 'View' };
    const token = await newUserWithRole(admin, [view], [first, second], true);
    const readAll = async (query: Record<string, string>) => {
      const rows: { code: string; retailerId: number; retailerName: string }[] = [];
      let cursor: string | null = null;
      for (let pages = 0; pages < 10; pages++) {
        const page = await list(token, 'promo', {
          searchTerm: `PM-${run}-`,
          pageSize: '2',
          ...query,
          ...(cursor ? { cursor } : {}),
        });
        expect(page.status, page.text).toBe(200);
        rows.push(...page.json.data.items);
        cursor = page.json.data.nextCursor;
        if (!cursor) break;
      }
      return rows;
    };
    const newest = await readAll({});
    expect(newest.map((r) => r.code)).toEqual(['A5', 'A4', 'B3', 'B2', 'A1'].map((s) => `PM-${run}-${s}`));
    expect(newest[0].retailerName).toBe(names[0]);
    expect(newest[2].retailerName).toBe(names[1]);
    const oldest = await readAll({ sortDirection: 'asc' });
    expect(oldest.map((r) => r.code)).toEqual(['A1', 'B2', 'B3', 'A4', 'A5'].map((s) => `PM-${run}-${s}`));
    // One of theirs named narrows the list; another retailer is still refused.
    const one = await readAll({ retailerId: String(second) });
    expect(one.map((r) => r.code)).toEqual([`PM-${run}-B3`, `PM-${run}-B2`]);
    const refused = await list(token, 'promo', { retailerId: String(third) });
    expect(refused.status).toBe(400);
    expect(refused.json.error.retailerId).toEqual([expenseMessages.chooseRetailer]);
    expect((await list(token, 'promo', { cursor: 'bm90LWEtY3Vyc29y' })).status).toBe(400);
    // The wire report reads all their retailers too.
    const wire = await callApi('GET', 'report/wire', { token });
    expect(wire.status, wire.text).toBe(200);
  });
});

describe('invoice reconciliation per tactic and invoiced per funding source', () => {
  const fundingOf = async (token: string, programId: number) =>
    callApi('GET', `expensesmanagment/program-funding/${programId}`, { token });
  const readTactic = (token: string, tacticId: string) =>
    callApi('GET', `expensesmanagment/tactic-reconciliation/${tacticId}`, { token });
  const toggle = (token: string, tacticId: string, invoices: { invoiceId: string; isSelected: boolean }[]) =>
    callApi('PUT', 'expensesmanagment/tactic-reconciliation-saverefresh', { token, body: { tacticId, invoices } });
  const idOf = async (kind: ExpenseKind, code: string) =>
    (await list(planner, kind, { searchTerm: code })).json.data.items.find((e: { code: string }) => e.code === code)
      .id as string;

  it("opens a tactic with no invoice yet, offers its retailer's pending lines of every kind, 404 for an unknown one", async () => {
    const own = await newTactic();
    const fm = retailerIds['Fresh Market Co.'];
    await importCsv(planner, 'po', `${header('po')}\nPO-${run}-TR,INV-1,12/20/2026,Acme Print,${fm},,40.00,\n`);
    await importCsv(planner, 'do', `${header('do')}\nDO-${run}-TR,INV-1,12/21/2026,Fast Freight,${fm},,2.50,\n`);
    const read = await readTactic(planner, own.id);
    expect(read.status, read.text).toBe(200);
    expect(read.json.data).toMatchObject({
      programId: own.programId,
      programName: `Expenses ${run}`,
      tacticId: own.id,
      total: own.totalCost,
      invoiceSumTotal: 0,
      assignedInvoices: [],
      displayMessage: null,
    });
    const pendingNames = read.json.data.pendingInvoices.map((i: { name: string }) => i.name);
    expect(pendingNames).toEqual(expect.arrayContaining([`PO-${run}-TR / INV-1`, `DO-${run}-TR / INV-1`]));
    expect(read.json.data.fundingSources).toHaveLength(1);

    for (const unknown of [`${own.programId}-99`, '999999999-1']) {
      const missing = await readTactic(planner, unknown);
      expect(missing.status, missing.text).toBe(404);
      expect(missing.text).toContain(expenseMessages.tacticNotFound);
    }
    expect((await readTactic(planner, 'nonsense')).status).toBe(400);
  });

  it('toggles invoices of any kind from the modal, in exact cents, and keeps them to the retailer', async () => {
    const own = await newTactic();
    const fm = retailerIds['Fresh Market Co.'];
    const other = Object.values(retailerIds).find((id) => id !== fm)!;
    await importCsv(planner, 'po', `${header('po')}\nPO-${run}-TG,INV-1,12/20/2026,Acme Print,${fm},,10.10,\n`);
    await importCsv(
      planner,
      'coupon',
      `${header('coupon')}\nCPN-${run}-TG,paper,INV-1,12/21/2026,Coupon Co,${fm},,0.25,\nCPN-${run}-OT,paper,INV-1,12/21/2026,Coupon Co,${other},,1.00,\n`,
    );
    const po = await idOf('po', `PO-${run}-TG`);
    const coupon = await idOf('coupon', `CPN-${run}-TG`);
    const otherCoupon = await idOf('coupon', `CPN-${run}-OT`);

    const added = await toggle(planner, own.id, [
      { invoiceId: po, isSelected: true },
      { invoiceId: coupon, isSelected: true },
    ]);
    expect(added.status, added.text).toBe(200);
    expect(added.json.data.assignedInvoices.map((i: { invoiceId: string }) => i.invoiceId).sort()).toEqual(
      [po, coupon].sort(),
    );
    expect(added.json.data.invoiceSumTotal).toBe(10.35);
    expect(added.json.data.invoiceSumAtl + added.json.data.invoiceSumBtl).toBeCloseTo(10.35, 10);
    expect(added.json.data.pendingInvoices.some((i: { invoiceId: string }) => i.invoiceId === po)).toBe(false);
    expect((await readTactic(planner, own.id)).json.data.invoiceSumTotal).toBe(10.35);
    const poRow = (await list(planner, 'po', { searchTerm: `PO-${run}-TG` })).json.data.items[0];
    expect(poRow).toMatchObject({ status: 'assigned', tacticId: own.id });

    // Added again: already counted, nothing changes; taken off: pending again.
    const removed = await toggle(planner, own.id, [
      { invoiceId: po, isSelected: true },
      { invoiceId: coupon, isSelected: false },
    ]);
    expect(removed.status, removed.text).toBe(200);
    expect(removed.json.data.assignedInvoices.map((i: { invoiceId: string }) => i.invoiceId)).toEqual([po]);
    expect(removed.json.data.invoiceSumTotal).toBe(10.1);
    expect((await list(planner, 'coupon', { searchTerm: `CPN-${run}-TG` })).json.data.items[0].status).toBe('pending');

    // Another retailer's line is not there for this tactic; a line no longer pending cannot be added elsewhere.
    expect((await toggle(planner, own.id, [{ invoiceId: otherCoupon, isSelected: true }])).status).toBe(404);
    const second = await newTactic();
    const taken = await toggle(planner, second.id, [{ invoiceId: po, isSelected: true }]);
    expect(taken.status, taken.text).toBe(409);
    expect(taken.text).toContain(expenseMessages.notPending(`PO-${run}-TG / INV-1`));
  });

  it("keeps a tactic's reconciliation to the program's retailers, and changes to those who may manage expenses", async () => {
    const own = await newTactic();
    const fm = retailerIds['Fresh Market Co.'];
    const other = Object.values(retailerIds).find((id) => id !== fm)!;
    const view = { resource: 'ExpenseManagment', operation: 'View' };
    const [fmViewer, otherViewer] = await Promise.all([
      newUserWithRole(admin, [view], [fm], true),
      newUserWithRole(admin, [view], [other], true),
    ]);
    expect((await readTactic(fmViewer, own.id)).status).toBe(200);
    expect((await fundingOf(fmViewer, own.programId)).status).toBe(200);
    expect((await readTactic(otherViewer, own.id)).status).toBe(404);
    expect((await fundingOf(otherViewer, own.programId)).status).toBe(404);
    await importCsv(planner, 'po', `${header('po')}\nPO-${run}-AC,INV-1,12/20/2026,Acme Print,${fm},,1.00,\n`);
    const line = await idOf('po', `PO-${run}-AC`);
    expect((await toggle(fmViewer, own.id, [{ invoiceId: line, isSelected: true }])).status).toBe(403);
    expect((await readTactic(await idTokenOf('retailer@demo.local'), own.id)).status).toBe(403);
  });

  it('splits the invoiced amount over three funding sources in whole cents that add up exactly', async () => {
    const fm = retailerIds['Fresh Market Co.'];
    const { programId, tactic } = await ownFreshMarketProgram(planner, `Three sources ${run}`, 3);
    const tacticId = tactic.id;

    const before = (await fundingOf(planner, programId)).json.data;
    expect(before.sources).toHaveLength(3);
    expect(before).toMatchObject({ committed: false, total: { invoicedCents: 0, committedCents: 0 } });
    const plannedCents = Math.round(tactic.totalCost * 100);
    expect(before.total.plannedCents).toBe(plannedCents);

    // Three lines of 3.34 + 3.33 + 3.34 = 10.01: a third of it is no whole cent.
    await importCsv(
      planner,
      'po',
      `${header('po')}\n${[1, 2, 3]
        .map((n) => `PO-${run}-3S,INV-${n},12/22/2026,Acme Print,${fm},,${n === 2 ? '3.33' : '3.34'},`)
        .join('\n')}\n`,
    );
    const lines = (await list(planner, 'po', { searchTerm: `PO-${run}-3S` })).json.data.items as { id: string }[];
    expect(lines).toHaveLength(3);
    const saved = await toggle(
      planner,
      tacticId,
      lines.map((l) => ({ invoiceId: l.id, isSelected: true })),
    );
    expect(saved.status, saved.text).toBe(200);

    const after = (await fundingOf(planner, programId)).json.data;
    type Row = {
      invoicedCents: number;
      invoicedAtlCents: number;
      invoicedBtlCents: number;
      plannedCents: number;
      varianceCents: number;
      overBudget: boolean;
    };
    const rows = after.sources as Row[];
    expect(after.total.invoicedCents).toBe(1001);
    expect(rows.reduce((sum, r) => sum + r.invoicedCents, 0)).toBe(1001);
    expect(rows.map((r) => r.invoicedCents).sort()).toEqual([333, 334, 334]);
    for (const r of rows) {
      expect(r.invoicedAtlCents + r.invoicedBtlCents).toBe(r.invoicedCents);
      expect(r.varianceCents).toBe(r.plannedCents - r.invoicedCents);
      expect(r.overBudget).toBe(r.varianceCents < 0);
    }
    expect(after.total.varianceCents).toBe(plannedCents - 1001);
    expect(after.tactics).toEqual([
      { tacticId, estimateCents: plannedCents, invoicedCents: 1001, overBudget: plannedCents < 1001 },
    ]);
  });
});
