import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { expenseMessages, importColumns, type ExpenseKind } from '../../shared/expenses/rules';
import { ownProgramWithTactics, ownRetailer } from '../support/catalog';
import { importCsv } from '../support/expenses';
import { callApi, idTokenOf, newUserWithRole } from '../support/session';

/**
 * Try-assign, its suggestions, accept and reject, on a retailer of the test's own (so no run touches demo lines):
 * a retailer-side user of that retailer runs them, each kind its own case so one case's leftovers are not another's.
 */
const run = randomUUID().slice(0, 6);
const pathKind = { po: 'po', do: 'do', coupon: 'coupon', promo: 'promocode' } as const;
let admin: string;
let user: string;
let retailer: { id: number; store: string };
let otherRetailer: { id: number; store: string };
/** T1 has a component of vendor Acme Print; T2 has none. */
let t1: string;
let t2: string;
let programName: string;

const managing = [
  { resource: 'ExpenseManagment', operation: 'View' },
  { resource: 'ExpenseManagment', operation: 'Manage' },
];

beforeAll(async () => {
  admin = await idTokenOf('admin@demo.local');
  const planner = await idTokenOf('planner@demo.local');
  const brandId = ((await callApi('GET', 'brands', { token: admin })).json.data.items as { id: number }[])[0].id;
  [retailer, otherRetailer] = await Promise.all([ownRetailer(admin, brandId), ownRetailer(admin, brandId)]);
  user = await newUserWithRole(admin, managing, [retailer.id], true);
  programName = `Assign ${run}`;
  [t1, t2] = (
    await ownProgramWithTactics({
      admin,
      planner,
      retailer,
      brandId,
      name: programName,
      tactics: 2,
      vendor: 'ACME Print, Inc.',
    })
  ).tacticIds;
});

const header = (kind: ExpenseKind) => importColumns[kind].join(',');
const lineOf = async (kind: ExpenseKind, code: string, invoiceNumber: string, retailerId = retailer.id) => {
  const items = (
    await callApi('GET', `expensesmanagment/expenses-${kind}`, {
      token: admin,
      query: { searchTerm: code, retailerId: String(retailerId) },
    })
  ).json.data.items as { id: string; code: string; invoiceNumber: string; status: string; tacticId: string }[];
  return items.find((e) => e.code === code && e.invoiceNumber === invoiceNumber)!;
};
const tryAssign = (kind: ExpenseKind, token = user) =>
  callApi('POST', `expensesmanagment/try-assign-${kind}`, { token });
const suggestions = (kind: ExpenseKind, token = user, query: Record<string, string> = {}) =>
  callApi('GET', `expensesmanagment/assign-suggestions-${kind}`, { token, query });
const choose = (kind: ExpenseKind, choice: 'accept' | 'reject', id: string, tacticId: string, token = user) =>
  callApi('PUT', `expensesmanagment/${kind}-assign-${choice}`, { token, body: { id, tacticId } });
const reconciliationOf = async (kind: ExpenseKind, id: string) =>
  (await callApi('GET', `expensesmanagment/${pathKind[kind]}-reconciliation/${id}`, { token: admin })).json.data as {
    tacticId: string;
    invoiceSumTotal: number;
    assignedInvoices: { invoiceId: string; invoiceTotalCents: number }[];
  };
/** A tactic's invoices each counted once, and its sum theirs to the cent. */
const expectCountedOnce = (reconciliation: Awaited<ReturnType<typeof reconciliationOf>>) => {
  const ids = reconciliation.assignedInvoices.map((i) => i.invoiceId);
  expect(new Set(ids).size).toBe(ids.length);
  const cents = reconciliation.assignedInvoices.reduce((sum, i) => sum + i.invoiceTotalCents, 0);
  expect(Math.round(reconciliation.invoiceSumTotal * 100)).toBe(cents);
};

describe('try-assign', () => {
  it('assigns a line at once when its PO number already counts against exactly one tactic', async () => {
    const code = `PO-${run}-A`;
    await importCsv(
      user,
      'po',
      `${header('po')}\n${code},INV-1,03/10/2026,Acme Print,${retailer.id},${t2},100.00,\n${code},INV-2,03/20/2026,Other Vendor,${retailer.id},,50.00,\n`,
    );
    const answer = await tryAssign('po');
    expect(answer.status, answer.text).toBe(200);
    const line = await lineOf('po', code, 'INV-2');
    expect(answer.json.data).toMatchObject({ assigned: 1, alreadyAssigned: 0 });
    expect(answer.json.data.assignedLines).toEqual([
      expect.objectContaining({ expenseId: line.id, code, invoiceNumber: 'INV-2', tacticId: t2, programName }),
    ]);
    expect(line).toMatchObject({ status: 'assigned', tacticId: t2 });
    const reconciliation = await reconciliationOf('po', line.id);
    expect(reconciliation.assignedInvoices.map((i) => i.invoiceId)).toContain(line.id);
    expectCountedOnce(reconciliation);
    // Nothing is left to assign: a second run assigns nothing.
    expect((await tryAssign('po')).json.data).toMatchObject({ assigned: 0, alreadyAssigned: 0 });
  });

  it('proposes the rest ranked best first, with their reasons in words, and writes nothing', async () => {
    const code = `DO-${run}-S`;
    await importCsv(user, 'do', `${header('do')}\n${code},INV-1,03/15/2026,Acme Print,${retailer.id},,2.00,\n`);
    const answer = await tryAssign('do');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.data).toMatchObject({ assigned: 0, suggested: 1, unmatched: 0, linesRead: 1 });
    const rows = answer.json.data.suggestions as { tacticId: string; score: number; reasons: { text: string }[] }[];
    expect(rows.map((r) => [r.tacticId, r.score])).toEqual([
      [t1, 65],
      [t2, 40],
    ]);
    expect(rows[0]).toMatchObject({ code, invoiceNumber: 'INV-1', programName, componentName: 'Header card' });
    expect(rows[0].reasons.map((r) => r.text)).toEqual([
      'Vendor Acme Print is the vendor of its component Header card',
      expect.stringMatching(/^\$2\.00 fits in the \$[\d,.]+ left of its estimate$/),
      "Invoice date 03/15/2026 is within the tactic's dates (03/01/2026 to 05/31/2026)",
    ]);
    expect((await lineOf('do', code, 'INV-1')).status).toBe('pending');
    // The suggestions read answers the same.
    const read = await suggestions('do');
    expect(read.json.data.suggestions.map((r: { tacticId: string }) => r.tacticId)).toEqual([t1, t2]);
  });

  it('never proposes a rejected suggestion again for that line', async () => {
    const line = await lineOf('do', `DO-${run}-S`, 'INV-1');
    const rejected = await choose('do', 'reject', line.id, t1);
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.json.data).toEqual({ expenseId: line.id, rejectedTacticIds: [t1] });
    expect((await suggestions('do')).json.data.suggestions.map((r: { tacticId: string }) => r.tacticId)).toEqual([t2]);
    expect((await tryAssign('do')).json.data.suggestions.map((r: { tacticId: string }) => r.tacticId)).toEqual([t2]);
    expect((await lineOf('do', `DO-${run}-S`, 'INV-1')).status).toBe('pending');
  });

  it('assigns the line to the tactic of an accepted suggestion, once', async () => {
    const line = await lineOf('do', `DO-${run}-S`, 'INV-1');
    const accepted = await choose('do', 'accept', line.id, t2);
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json.data.tacticId).toBe(t2);
    expect(accepted.json.data.assignedInvoices.map((i: { invoiceId: string }) => i.invoiceId)).toContain(line.id);
    expect(await lineOf('do', `DO-${run}-S`, 'INV-1')).toMatchObject({ status: 'assigned', tacticId: t2 });
    const again = await choose('do', 'accept', line.id, t1);
    expect(again.status).toBe(409);
    expect(again.json.error.general).toEqual([expenseMessages.notPending(`DO-${run}-S / INV-1`)]);
    expect((await choose('do', 'reject', line.id, t1)).status).toBe(409);
    expect((await suggestions('do')).json.data).toMatchObject({ linesRead: 0, suggestions: [] });
  });
});

describe('no double assignment', () => {
  it('lets exactly one of 20 concurrent accepts of one line win; the others get a 409 naming it', async () => {
    const code = `CPN-${run}-C`;
    await importCsv(
      user,
      'coupon',
      `${header('coupon')}\n${code},digital,INV-1,03/17/2026,Coupon Co,${retailer.id},,3.00,\n`,
    );
    const line = await lineOf('coupon', code, 'INV-1');
    const answers = await Promise.all(Array.from({ length: 20 }, () => choose('coupon', 'accept', line.id, t1)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(19);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.json.error.general).toEqual([expenseMessages.notPending(`${code} / INV-1`)]);
    }
    const reconciliation = await reconciliationOf('coupon', line.id);
    expect(reconciliation.assignedInvoices.filter((i) => i.invoiceId === line.id)).toHaveLength(1);
    expectCountedOnce(reconciliation);
  });

  it('counts each line once when 20 try-assign runs race for the same sure matches', async () => {
    const code = `PR-${run}-R`;
    await importCsv(
      user,
      'promo',
      [
        header('promo'),
        `${code},INV-0,03/18/2026,Promo House,${retailer.id},${t1},1.00,`,
        ...[1, 2, 3].map((n) => `${code},INV-${n},03/18/2026,Promo House,${retailer.id},,${n}.25,`),
        '',
      ].join('\n'),
    );
    const answers = await Promise.all(Array.from({ length: 20 }, () => tryAssign('promo')));
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    const assigned = answers.flatMap((a) => a.json.data.assignedLines.map((l: { expenseId: string }) => l.expenseId));
    expect(assigned).toHaveLength(3);
    expect(new Set(assigned).size).toBe(3);
    const lines = await Promise.all([1, 2, 3].map((n) => lineOf('promo', code, `INV-${n}`)));
    expect(lines.map((l) => [l.status, l.tacticId])).toEqual([
      ['assigned', t1],
      ['assigned', t1],
      ['assigned', t1],
    ]);
    expect(assigned.sort()).toEqual(lines.map((l) => l.id).sort());
    const reconciliation = await reconciliationOf('promo', lines[0].id);
    for (const l of lines) expect(reconciliation.assignedInvoices.filter((i) => i.invoiceId === l.id)).toHaveLength(1);
    expectCountedOnce(reconciliation);
  });
});

describe('access by retailer', () => {
  it("keeps a retailer-side user to their retailers' lines and their programs' tactics", async () => {
    const code = `PO-${run}-X`;
    await importCsv(
      admin,
      'po',
      `${header('po')}\n${code},INV-1,03/15/2026,Acme Print,${otherRetailer.id},,4.00,\n${code},INV-2,03/15/2026,Acme Print,${retailer.id},,4.00,\n`,
    );
    const foreign = await lineOf('po', code, 'INV-1', otherRetailer.id);
    const own = await lineOf('po', code, 'INV-2');
    const read = await suggestions('po');
    expect(read.json.data.suggestions.map((r: { expenseId: string }) => r.expenseId)).not.toContain(foreign.id);
    expect(read.json.data.suggestions.map((r: { expenseId: string }) => r.expenseId)).toContain(own.id);
    const otherRun = await suggestions('po', user, { retailerId: String(otherRetailer.id) });
    expect(otherRun.status).toBe(400);
    expect(otherRun.json.error.retailerId).toEqual([expenseMessages.chooseRetailer]);
    expect((await choose('po', 'accept', foreign.id, t1)).status).toBe(404);
    expect((await choose('po', 'reject', foreign.id, t1)).status).toBe(404);
    // Even an internal user cannot count a line against a tactic of another retailer's program.
    const crossed = await choose('po', 'accept', foreign.id, t1, admin);
    expect(crossed.status).toBe(400);
    expect(crossed.json.error.tacticId).toEqual([expenseMessages.tacticUnknown]);
    expect((await lineOf('po', code, 'INV-1', otherRetailer.id)).status).toBe('pending');
    // An internal user's run may be narrowed to one retailer: the other retailer has no programs, so nothing.
    const narrowed = await suggestions('po', admin, { retailerId: String(otherRetailer.id) });
    expect(narrowed.json.data).toMatchObject({ linesRead: 1, suggested: 0, unmatched: 1, suggestions: [] });
  });
});
