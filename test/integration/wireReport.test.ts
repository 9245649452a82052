import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { expenseMessages, MAX_CONFIRM_POS } from '../../shared/expenses/rules';
import { ownProgramWithTactics } from '../support/catalog';
import { header, importCsv, saveAndSubmitPo } from '../support/expenses';
import { callApi, idTokenOf, newUserWithRole as userWithRole } from '../support/session';

/** The wire report (payable POs, confirm) and mindshare (list, a component's invoices, the toggle). */
const run = randomUUID().slice(0, 6);
let admin: string;
let planner: string;
let approver: string;
let fm: number;
let other: number;

beforeAll(async () => {
  [admin, planner, approver] = await Promise.all(
    ['admin', 'planner', 'approver'].map((u) => idTokenOf(`${u}@demo.local`)),
  );
  const retailers = (await callApi('GET', 'retailers', { token: admin })).json.data.items as {
    retailerName: string;
    id: number;
  }[];
  fm = retailers.find((r) => r.retailerName === 'Fresh Market Co.')!.id;
  other = retailers.find((r) => r.retailerName === 'QuickStop')!.id;
});

/** A program of its own at the retailer (one of its stores) with one tactic of its own catalog tactic. */
async function newProgramTactic(retailer: number, name: string) {
  const brandId = (await callApi('GET', 'brands', { token: admin })).json.data.items[0].id as number;
  const { tacticIds } = await ownProgramWithTactics({
    admin,
    planner,
    retailer: { id: retailer, store: retailer === fm ? 'FM-001' : 'QS-010' },
    brandId,
    name,
    tactics: 1,
    vendor: 'Acme Wire',
  });
  return { id: tacticIds[0], programId: Number(tacticIds[0].split('-')[0]) };
}

const wire = (token: string, query: Record<string, string> = {}) => callApi('GET', 'report/wire', { token, query });
const confirm = (token: string, poIds: unknown) =>
  callApi('PUT', 'report/confirm-tus-report', { token, body: { poIds } });
type Line = { id: string; invoiceNumber: string; status: string; tacticId: string | null; amountCents: number };
const poLines = async (code: string) =>
  (await callApi('GET', 'expensesmanagment/expenses-po', { token: admin, query: { searchTerm: code } })).json.data
    .items as Line[];

/** Imports PO lines on a tactic of its own program (at `retailer`), submits and approves the ones named. */
async function approvedPos(code: string, retailer: number, invoices: string[], approve: string[]) {
  const tactic = await newProgramTactic(retailer, `Wire ${run} ${code}`);
  const rows = invoices.map((inv, i) => `${code},${inv},03/15/2026,Acme Wire,${retailer},${tactic.id},10${i}.25,`);
  const done = await importCsv(admin, 'po', `${header('po')}\n${rows.join('\n')}\n`);
  expect(done.errors).toEqual([]);
  const lines = await poLines(code);
  const id = (invoice: string) => lines.find((l) => l.invoiceNumber === invoice)!.id;
  for (const invoice of approve) {
    const submitted = await saveAndSubmitPo(admin, id(invoice), [{ invoiceId: id(invoice), isSelected: true }]);
    expect(submitted.status, submitted.text).toBe(200);
    const approved = await callApi('PUT', 'expensesmanagment/po-reconciliation-approve', {
      token: approver,
      body: { id: id(invoice) },
    });
    expect(approved.status, approved.text).toBe(200);
  }
  return { tactic, id };
}

describe('wire report', () => {
  it('lists the approved POs not yet confirmed with what finance wires, and confirms the selected ones', async () => {
    const code = `PO-${run}-W`;
    const { tactic, id } = await approvedPos(code, fm, ['INV-1', 'INV-2', 'INV-3'], ['INV-1', 'INV-2']);
    const payable = (await wire(admin, { searchTerm: code })).json.data;
    expect(payable.items.map((p: { invoiceNumber: string }) => p.invoiceNumber).sort()).toEqual(['INV-1', 'INV-2']);
    expect(payable.items.find((p: { invoiceNumber: string }) => p.invoiceNumber === 'INV-1')).toMatchObject({
      poId: id('INV-1'),
      poNumber: code,
      vendor: 'Acme Wire',
      retailerId: fm,
      retailerName: 'Fresh Market Co.',
      programId: tactic.programId,
      programName: `Wire ${run} ${code}`,
      tacticId: tactic.id,
      amountCents: 10025,
      amount: 100.25,
      approvedByName: 'approver@demo.local',
    });
    const totalBefore = (await wire(admin)).json.data.totalCount as number;
    expect(totalBefore).toBeGreaterThanOrEqual(2);
    // Oldest approval first by default; newest first on asking.
    const desc = (await wire(admin, { searchTerm: code, sortDirection: 'desc' })).json.data.items;
    expect(desc.map((p: { invoiceNumber: string }) => p.invoiceNumber)).toEqual(['INV-2', 'INV-1']);
    // Paged by cursor: one per page, the second page through the first's cursor.
    const first = (await wire(admin, { searchTerm: code, pageSize: '1' })).json.data;
    expect(first.items).toHaveLength(1);
    const second = (await wire(admin, { searchTerm: code, pageSize: '1', cursor: first.nextCursor })).json.data;
    expect([first.items[0].invoiceNumber, second.items[0].invoiceNumber]).toEqual(['INV-1', 'INV-2']);

    // The planner may see the report but not confirm.
    expect((await wire(planner, { searchTerm: code })).status).toBe(200);
    expect((await confirm(planner, [id('INV-1')])).status).toBe(403);

    const confirmed = await confirm(approver, [id('INV-1'), id('INV-3')]);
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json.data).toEqual({
      results: [
        { poId: id('INV-1'), name: `${code} / INV-1`, confirmed: true, message: null },
        {
          poId: id('INV-3'),
          name: `${code} / INV-3`,
          confirmed: false,
          message: expenseMessages.notApproved(`${code} / INV-3`),
        },
      ],
      confirmedCount: 1,
    });
    const left = (await wire(admin, { searchTerm: code })).json.data;
    expect(left.items.map((p: { invoiceNumber: string }) => p.invoiceNumber)).toEqual(['INV-2']);
    expect((await wire(admin)).json.data.totalCount).toBe(totalBefore - 1);
    expect((await poLines(code)).find((l) => l.invoiceNumber === 'INV-1')!.status).toBe('confirmed');
    expect(
      (
        await callApi('GET', 'expensesmanagment/expenses-po', {
          token: admin,
          query: { searchTerm: code, status: 'confirmed' },
        })
      ).json.data.items,
    ).toHaveLength(1);

    const twice = await confirm(admin, [id('INV-1')]);
    expect(twice.json.data.results).toEqual([
      {
        poId: id('INV-1'),
        name: `${code} / INV-1`,
        confirmed: false,
        message: expenseMessages.alreadyConfirmed(`${code} / INV-1`),
      },
    ]);
    // Two people confirming the same PO at once: exactly one confirms it.
    const both = await Promise.all([confirm(admin, [id('INV-2')]), confirm(approver, [id('INV-2')])]);
    expect(both.map((a) => a.json.data.confirmedCount).sort()).toEqual([0, 1]);
    expect(both.flatMap((a) => a.json.data.results.map((r: { message: string | null }) => r.message)).sort()).toEqual(
      [expenseMessages.alreadyConfirmed(`${code} / INV-2`), null].sort(),
    );
  });

  it("shows a retailer-side user their retailers' payable POs only and confirms only theirs", async () => {
    const code = `PO-${run}-R`;
    const { id } = await approvedPos(code, other, ['INV-1'], ['INV-1']);
    const token = await userWithRole(
      admin,
      [
        { resource: 'ExpenseManagment', operation: 'View' },
        { resource: 'ExpenseManagment', operation: 'Approve' },
      ],
      [fm],
      true,
    );
    expect((await wire(token, { searchTerm: code })).json.data.items).toEqual([]);
    expect((await wire(admin, { searchTerm: code })).json.data.items).toHaveLength(1);
    const otherList = await wire(token, { retailerId: String(other) });
    expect(otherList.status).toBe(400);
    expect(otherList.json.error.retailerId).toEqual([expenseMessages.chooseRetailer]);
    const refused = await confirm(token, [id('INV-1')]);
    expect(refused.json.data.results).toEqual([
      { poId: id('INV-1'), name: id('INV-1'), confirmed: false, message: expenseMessages.notFound },
    ]);
    expect((await wire(admin, { searchTerm: code })).json.data.items).toHaveLength(1);
    // Without the claim there is no report at all.
    expect((await wire(await idTokenOf('retailer@demo.local'))).status).toBe(403);
  });

  it('sorts by any column it shows, the pages following the sort (invoice number, Z to A)', async () => {
    const code = `PO-${run}-S`;
    await approvedPos(code, fm, ['INV-1', 'INV-2', 'INV-3'], ['INV-2', 'INV-3', 'INV-1']);
    const pages: string[][] = [];
    const sortFields: string[][] = [];
    let cursor: string | undefined;
    do {
      const query = { searchTerm: code, sortBy: 'invoiceNumber', sortDirection: 'desc', pageSize: '2' };
      const page = (await wire(admin, { ...query, ...(cursor ? { cursor } : {}) })).json.data;
      sortFields.push(page.sortFields);
      pages.push(page.items.map((p: { invoiceNumber: string }) => p.invoiceNumber));
      cursor = page.nextCursor ?? undefined;
    } while (cursor && pages.length < 5);
    // Approved in the order 2, 3, 1: by approval time it would be 2, 3, 1 (or 1, 3, 2 newest first).
    expect(pages).toEqual([['INV-3', 'INV-2'], ['INV-1']]);
    // The answer says the report sorts by its columns (the table's headers follow it).
    for (const fields of sortFields) expect(fields).toContain('invoiceNumber');
    expect((await wire(admin, { sortBy: 'approvedBy' })).status).toBe(400);
  });

  it('says what is wrong with a confirmation', async () => {
    const none = await confirm(admin, []);
    expect(none.status).toBe(400);
    expect(none.json.error.poIds).toEqual([expenseMessages.noPoSelected]);
    const many = await confirm(
      admin,
      Array.from({ length: MAX_CONFIRM_POS + 1 }, (_, i) => `po-${i.toString(16).padStart(24, '0')}`),
    );
    expect(many.status).toBe(400);
    expect(many.json.error.poIds).toEqual([expenseMessages.tooManyPos(MAX_CONFIRM_POS)]);
    const bad = await confirm(admin, ['do-000000000000000000000000']);
    expect(bad.status).toBe(400);
    expect(bad.json.error['poIds.0']).toEqual([expenseMessages.notFound]);
    const unknown = await confirm(admin, ['po-000000000000000000000000']);
    expect(unknown.json.data.results[0]).toMatchObject({ confirmed: false, message: expenseMessages.notFound });
  });
});

describe('mindshare', () => {
  const component = (token: string, id: string) =>
    callApi('GET', `expensesmanagment/expenses-mindshare-component/${id}`, { token });
  const toggle = (token: string, componentId: string, invoiceId: string, selected: string) =>
    callApi('POST', `expensesmanagment/expenses-mindshare-update-component/${componentId}/${invoiceId}`, {
      token,
      query: { selected },
    });
  const list = (token: string, query: Record<string, string>) =>
    callApi('GET', 'expensesmanagment/expenses-mindshare', { token, query });

  it('lists mindshare invoices by status, search and retailer, and toggles them on a component in exact cents', async () => {
    const code = `MO-${run}`;
    const tactic = await newProgramTactic(fm, `Mindshare ${run}`);
    const done = await importCsv(
      planner,
      'mindshare',
      [
        header('mindshare'),
        `${code},MS-1,03/19/2026,Mindshare Media,${fm},,"1,000.10",Radio`,
        `${code},MS-2,03/20/2026,Mindshare Media,${fm},${tactic.id},200.20,TV`,
        `${code},MS-3,03/21/2026,Mindshare Media,${other},,0.07,Print`,
      ].join('\n'),
    );
    expect(done.status).toBe('done');
    expect(done.rowsImported).toBe(3);
    const all = (await list(admin, { openSearch: code })).json.data.items as Line[];
    expect(all.map((l) => l.invoiceNumber)).toEqual(['MS-3', 'MS-2', 'MS-1']);
    const id = (invoice: string) => all.find((l) => l.invoiceNumber === invoice)!.id;
    const pending = (await list(admin, { openSearch: code, statusId: 'pending' })).json.data.items as Line[];
    expect(pending.map((l) => l.invoiceNumber)).toEqual(['MS-3', 'MS-1']);
    const atFm = (await list(admin, { openSearch: code, retailers: String(fm) })).json.data.items as Line[];
    expect(atFm.map((l) => l.invoiceNumber)).toEqual(['MS-2', 'MS-1']);

    const before = (await component(planner, tactic.id)).json.data;
    expect(before).toMatchObject({ componentId: tactic.id, programId: tactic.programId, invoicedTotalCents: 20020 });
    const shown = (invoice: string, data = before) =>
      data.invoices.find((i: { invoiceId: string }) => i.invoiceId === id(invoice));
    expect(shown('MS-2')).toMatchObject({ isSelected: true, invoiceTotalCents: 20020, name: `${code} / MS-2` });
    expect(shown('MS-1')).toMatchObject({ isSelected: false, invoiceTotalCents: 100010 });
    expect(shown('MS-3')).toBeUndefined();

    const added = await toggle(planner, tactic.id, id('MS-1'), 'true');
    expect(added.status, added.text).toBe(200);
    expect(added.json.data.invoicedTotalCents).toBe(120030);
    expect(shown('MS-1', added.json.data).isSelected).toBe(true);
    expect((await toggle(planner, tactic.id, id('MS-1'), 'true')).json.data.invoicedTotalCents).toBe(120030);
    const assigned = (await list(admin, { openSearch: code, statusId: 'assigned' })).json.data.items as Line[];
    expect(assigned.map((l) => [l.invoiceNumber, l.tacticId])).toEqual([
      ['MS-2', tactic.id],
      ['MS-1', tactic.id],
    ]);

    const removed = await toggle(planner, tactic.id, id('MS-2'), 'false');
    expect(removed.status, removed.text).toBe(200);
    expect(removed.json.data.invoicedTotalCents).toBe(100010);
    expect(shown('MS-2', removed.json.data).isSelected).toBe(false);
    const again = await toggle(planner, tactic.id, id('MS-2'), 'false');
    expect(again.status).toBe(409);
    expect(again.json.error.general).toEqual([expenseMessages.notOnComponent(`${code} / MS-2`)]);

    // Another retailer's invoice is not there for this component.
    const foreign = await toggle(planner, tactic.id, id('MS-3'), 'true');
    expect(foreign.status).toBe(404);
    expect(foreign.json.error.general).toEqual([expenseMessages.notFound]);
  });

  it('says what is wrong with a component or a toggle, and keeps other retailers out', async () => {
    const tactic = await newProgramTactic(fm, `Mindshare access ${run}`);
    const missing = await component(admin, '999999-1');
    expect(missing.status).toBe(404);
    expect(missing.json.error.general).toEqual([expenseMessages.componentUnknown]);
    const malformed = await component(admin, 'x');
    expect(malformed.status).toBe(400);
    expect(malformed.json.error.id).toEqual([expenseMessages.componentUnknown]);
    const badInvoice = await toggle(admin, tactic.id, 'po-000000000000000000000000', 'true');
    expect(badInvoice.status).toBe(404);
    const badId = await toggle(admin, tactic.id, 'nope', 'true');
    expect(badId.status).toBe(400);
    expect(badId.json.error.invoiceId).toEqual([expenseMessages.notFound]);
    const badSelected = await toggle(admin, tactic.id, 'mindshare-000000000000000000000000', 'maybe');
    expect(badSelected.status).toBe(400);
    expect(badSelected.json.error).toHaveProperty('selected');
    const otherSide = await userWithRole(
      admin,
      [
        { resource: 'ExpenseManagment', operation: 'View' },
        { resource: 'ExpenseManagment', operation: 'Manage' },
      ],
      [other],
      true,
    );
    expect((await component(otherSide, tactic.id)).status).toBe(404);
    const theirs = await list(otherSide, {});
    expect(theirs.status).toBe(200);
    expect(theirs.json.data.items.every((l: { retailerId: number }) => l.retailerId === other)).toBe(true);
  });
});
