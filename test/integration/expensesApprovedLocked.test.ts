import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { expenseMessages, importColumns } from '../../shared/expenses/rules';
import { ownFreshMarketProgram, ownProgramWithTactics, ownRetailer } from '../support/catalog';
import { importCsv, saveAndSubmitPo } from '../support/expenses';
import { callApi, idTokenOf, newUserWithRole } from '../support/session';

const run = randomUUID().slice(0, 6);
let admin: string;
let planner: string;

beforeAll(async () => {
  [admin, planner] = await Promise.all([idTokenOf('admin@demo.local'), idTokenOf('planner@demo.local')]);
});

describe('an approved PO reconciliation', () => {
  it('refuses every change with 409 and its reason, and changes nothing', async () => {
    const fm = (await callApi('GET', 'retailers', { token: admin })).json.data.items.find(
      (r: { retailerName: string }) => r.retailerName === 'Fresh Market Co.',
    ).id as number;
    const { tactic } = await ownFreshMarketProgram(planner, `Locked ${run}`);
    const { tactic: other } = await ownFreshMarketProgram(planner, `Locked other ${run}`);
    const code = `PO-${run}-LOCK`;
    await importCsv(
      admin,
      'po',
      `${importColumns.po.join(',')}\n${code},INV-1,03/15/2026,Acme,${fm},${tactic.id},100.00,\n` +
        `${code},INV-2,03/15/2026,Acme,${fm},,5.00,\n${code},INV-3,03/15/2026,Acme,${fm},,6.00,\n`,
    );
    const rows = (await callApi('GET', 'expensesmanagment/expenses-po', { token: admin, query: { searchTerm: code } }))
      .json.data.items as { id: string; invoiceNumber: string }[];
    const id = (invoice: string) => rows.find((r) => r.invoiceNumber === invoice)!.id;
    const submitted = await saveAndSubmitPo(admin, id('INV-1'), [{ invoiceId: id('INV-2'), isSelected: true }]);
    expect(submitted.status, submitted.text).toBe(200);
    const approved = await callApi('PUT', 'expensesmanagment/po-reconciliation-approve', {
      token: await idTokenOf('approver@demo.local'),
      body: { id: id('INV-1') },
    });
    expect(approved.status, approved.text).toBe(200);
    const read = async () =>
      (await callApi('GET', `expensesmanagment/po-reconciliation/${id('INV-1')}`, { token: planner })).json.data;
    const before = await read();
    expect(before.status).toBe('approved');

    const reason = expenseMessages.reconciliationClosed('approved');
    const onLine = { id: id('INV-1'), fromTacticId: tactic.id };
    const attempts = [
      ['po-reconciliation-saverefresh', { ...onLine, invoices: [{ invoiceId: id('INV-3'), isSelected: true }] }],
      ['po-reconciliation-saverefresh', { ...onLine, invoices: [{ invoiceId: id('INV-2'), isSelected: false }] }],
      ['po-reconciliation-saverefresh', { ...onLine, invoices: [{ invoiceId: id('INV-2'), isSelected: true }] }],
      ['po-reconciliation-savesubmit', { ...onLine, invoices: [{ invoiceId: id('INV-3'), isSelected: true }] }],
      ['po-reconciliation-reallocate', { ...onLine, tacticId: other.id }],
      ['po-assign-accept', { id: id('INV-1'), tacticId: other.id }],
    ] as const;
    for (const [route, body] of attempts) {
      const answer = await callApi('PUT', `expensesmanagment/${route}`, { token: planner, body });
      expect(answer.status, `${route} ${answer.text}`).toBe(409);
      expect(answer.json.error.general).toEqual([reason]);
    }
    const after = await read();
    expect(after.status).toBe('approved');
    expect(after.invoiceSumTotal).toBe(before.invoiceSumTotal);
    const statuses = (
      await callApi('GET', 'expensesmanagment/expenses-po', { token: admin, query: { searchTerm: code } })
    ).json.data.items.map((r: { invoiceNumber: string; status: string }) => `${r.invoiceNumber} ${r.status}`);
    expect(statuses.sort()).toEqual(['INV-1 approved', 'INV-2 assigned', 'INV-3 pending']);
  });
});

/**
 * Every other write that moves the invoices of an approved line's tactic: the tactic's own modal, the save of
 * another line counted there, accept, reallocate (onto the tactic, off it), the mindshare toggle and the import.
 */
describe('the tactic of an approved PO reconciliation, from every other path', () => {
  const code = `PO-${run}-TAC`;
  const reason = expenseMessages.reconciliationClosed('approved');
  let fm: number;
  let tactic: string;
  let other: string;
  let mindshareId: string;
  const ids: Record<string, string> = {};
  /** Counted on the tactic beside the approved INV-1, and pending: each attempt below has its own. */
  const onTactic = ['INV-2', 'INV-10', 'INV-11', 'INV-12'];
  const pending = ['INV-3', 'INV-4', 'INV-6', 'INV-8', 'INV-9'];
  /** The lines as they stand once approved, and stay. */
  const untouched = [
    'INV-1 approved T',
    ...onTactic.map((invoice) => `${invoice} assigned T`),
    ...pending.map((invoice) => `${invoice} pending -`),
    'INV-5 assigned O',
  ];
  const tacticRead = async () =>
    (await callApi('GET', `expensesmanagment/tactic-reconciliation/${tactic}`, { token: planner })).json.data;
  const statuses = async () =>
    (
      await callApi('GET', 'expensesmanagment/expenses-po', { token: admin, query: { searchTerm: code } })
    ).json.data.items
      .map((r: { invoiceNumber: string; status: string; tacticId: string | null }) =>
        [r.invoiceNumber, r.status, r.tacticId === tactic ? 'T' : r.tacticId === other ? 'O' : '-'].join(' '),
      )
      .sort();

  beforeAll(async () => {
    fm = (await callApi('GET', 'retailers', { token: admin })).json.data.items.find(
      (r: { retailerName: string }) => r.retailerName === 'Fresh Market Co.',
    ).id as number;
    tactic = (await ownFreshMarketProgram(planner, `Locked tactic ${run}`)).tactic.id;
    other = (await ownFreshMarketProgram(planner, `Locked tactic other ${run}`)).tactic.id;
    const row = (invoice: string, tacticId: string, amount: string) =>
      `${code},${invoice},03/15/2026,Acme,${fm},${tacticId},${amount},`;
    const imported = await importCsv(
      admin,
      'po',
      [
        importColumns.po.join(','),
        row('INV-1', tactic, '100.00'),
        ...onTactic.map((invoice) => row(invoice, tactic, '5.00')),
        ...pending.map((invoice) => row(invoice, '', '6.00')),
        row('INV-5', other, '7.00'),
        '',
      ].join('\n'),
    );
    expect(imported).toMatchObject({ status: 'done', rowsImported: 11, errorCount: 0 });
    const mindshare = await importCsv(
      admin,
      'mindshare',
      `${importColumns.mindshare.join(',')}\nMO-${run},MS-1,03/15/2026,Mindshare Media,${fm},,9.00,\n`,
    );
    expect(mindshare).toMatchObject({ status: 'done', rowsImported: 1 });
    const rows = (await callApi('GET', 'expensesmanagment/expenses-po', { token: admin, query: { searchTerm: code } }))
      .json.data.items as { id: string; invoiceNumber: string }[];
    for (const r of rows) ids[r.invoiceNumber] = r.id;
    mindshareId = (
      await callApi('GET', 'expensesmanagment/expenses-mindshare', { token: admin, query: { openSearch: `MO-${run}` } })
    ).json.data.items[0].id;
    const submitted = await saveAndSubmitPo(admin, ids['INV-1'], [{ invoiceId: ids['INV-1'], isSelected: true }]);
    expect(submitted.status, submitted.text).toBe(200);
    const approved = await callApi('PUT', 'expensesmanagment/po-reconciliation-approve', {
      token: await idTokenOf('approver@demo.local'),
      body: { id: ids['INV-1'] },
    });
    expect(approved.status, approved.text).toBe(200);
  });

  it("reads the reconciliation closed, the tactic's, its other line's and the mindshare component's alike: nothing to add or remove", async () => {
    const line = (await callApi('GET', `expensesmanagment/po-reconciliation/${ids['INV-2']}`, { token: planner })).json
      .data;
    for (const read of [await tacticRead(), line]) {
      expect(read.closedStatus).toBe('approved');
      const invoices = [...read.assignedInvoices, ...read.pendingInvoices] as { changeable: boolean }[];
      expect(invoices.length).toBeGreaterThan(0);
      expect(invoices.filter((i) => i.changeable)).toEqual([]);
    }
    const open = (await callApi('GET', `expensesmanagment/tactic-reconciliation/${other}`, { token: planner })).json
      .data;
    expect(open.closedStatus).toBeNull();
    const component = await callApi('GET', `expensesmanagment/expenses-mindshare-component/${tactic}`, {
      token: planner,
    });
    expect(component.json.data.closedStatus).toBe('approved');
  });

  it("offers the tactic among a line's reallocation choices only as closed, with its status; an open one as open", async () => {
    const choicesOf = async (invoice: string) => {
      const answer = await callApi('GET', `expensesmanagment/po-reallocate-tactics/${ids[invoice]}`, {
        token: planner,
      });
      expect(answer.status, answer.text).toBe(200);
      const choices = answer.json.data.choices as { tacticId: string; closedStatus?: string | null }[];
      return Object.fromEntries(
        choices
          .filter((c) => c.tacticId === tactic || c.tacticId === other)
          .map((c) => [c.tacticId === tactic ? 'T' : 'O', c.closedStatus]),
      );
    };
    // A pending line may go to either; a line counted on the other tactic is offered the closed one, marked.
    expect(await choicesOf('INV-8'), 'a pending line offered the closed tactic as open').toEqual({
      T: 'approved',
      O: null,
    });
    expect(await choicesOf('INV-5'), 'an assigned line offered the closed tactic as open').toEqual({ T: 'approved' });
  });

  it('refuses every change onto the tactic with 409 and the reason, and changes nothing', async () => {
    const before = await tacticRead();
    const choice = (invoice: string, isSelected: boolean) => [{ invoiceId: ids[invoice], isSelected }];
    // Each on a line of its own, so that on code letting them through each would still have its change to make.
    const attempts: [string, string, string, Record<string, unknown>, Record<string, string>?][] = [
      [
        'tactic modal adds',
        'PUT',
        'tactic-reconciliation-saverefresh',
        { tacticId: tactic, invoices: choice('INV-3', true) },
      ],
      [
        'tactic modal removes',
        'PUT',
        'tactic-reconciliation-saverefresh',
        { tacticId: tactic, invoices: choice('INV-10', false) },
      ],
      [
        "other line's save adds",
        'PUT',
        'po-reconciliation-saverefresh',
        { id: ids['INV-2'], invoices: choice('INV-4', true), fromTacticId: tactic },
      ],
      [
        "other line's save removes",
        'PUT',
        'po-reconciliation-saverefresh',
        { id: ids['INV-2'], invoices: choice('INV-11', false), fromTacticId: tactic },
      ],
      ['accept onto it', 'PUT', 'po-assign-accept', { id: ids['INV-6'], tacticId: tactic }],
      [
        'reallocate a pending line onto it',
        'PUT',
        'po-reconciliation-reallocate',
        { id: ids['INV-8'], tacticId: tactic, fromTacticId: null },
      ],
      [
        'reallocate an assigned line onto it',
        'PUT',
        'po-reconciliation-reallocate',
        { id: ids['INV-5'], tacticId: tactic, fromTacticId: other },
      ],
      [
        'reallocate a line off it',
        'PUT',
        'po-reconciliation-reallocate',
        { id: ids['INV-12'], tacticId: other, fromTacticId: tactic },
      ],
      [
        'mindshare toggle onto it',
        'POST',
        `expenses-mindshare-update-component/${tactic}/${mindshareId}`,
        {},
        { selected: 'true' },
      ],
      [
        "other line's save and submit adds",
        'PUT',
        'po-reconciliation-savesubmit',
        { id: ids['INV-2'], invoices: choice('INV-9', true), fromTacticId: tactic },
      ],
    ];
    const answers: string[] = [];
    for (const [label, method, route, body, query] of attempts) {
      const answer = await callApi(method, `expensesmanagment/${route}`, {
        token: planner,
        ...(method === 'PUT' ? { body } : {}),
        ...(query ? { query } : {}),
      });
      answers.push(`${label}: ${answer.status} ${JSON.stringify(answer.json.error?.general ?? null)}`);
    }
    expect(answers).toEqual(attempts.map(([label]) => `${label}: 409 ${JSON.stringify([reason])}`));
    expect((await tacticRead()).invoiceSumTotal).toBe(before.invoiceSumTotal);
    expect(await statuses()).toEqual([...untouched].sort());
    const mindshare = (
      await callApi('GET', 'expensesmanagment/expenses-mindshare', { token: admin, query: { openSearch: `MO-${run}` } })
    ).json.data.items[0];
    expect(mindshare).toMatchObject({ status: 'pending', tacticId: null });
  });

  it("refuses an imported row naming the tactic as a bad row with the reason; the approved line's own row is skipped", async () => {
    const done = await importCsv(
      admin,
      'po',
      [
        importColumns.po.join(','),
        `${code},INV-20,03/15/2026,Acme,${fm},${tactic},3.00,`,
        `${code},INV-1,03/15/2026,Acme,${fm},${tactic},100.00,`,
        `${code},INV-21,03/15/2026,Acme,${fm},${other},4.00,`,
        '',
      ].join('\n'),
    );
    expect(done).toMatchObject({ status: 'done', rowsImported: 1, rowsSkipped: 1, errorCount: 1 });
    expect(done.errors).toEqual([{ line: 2, field: 'tacticId', message: reason }]);
    expect(await statuses()).toEqual([...untouched, 'INV-21 assigned O'].sort());
  });
});

/** Try-assign on a retailer of the test's own (no run touches demo lines): a sure match on a closed tactic. */
describe('try-assign and the tactic of an approved PO reconciliation', () => {
  it('never proposes that tactic: a sure match on it stays pending, counted unmatched, and no suggestion names it', async () => {
    const brandId = ((await callApi('GET', 'brands', { token: admin })).json.data.items as { id: number }[])[0].id;
    const retailer = await ownRetailer(admin, brandId);
    const user = await newUserWithRole(
      admin,
      [
        { resource: 'ExpenseManagment', operation: 'View' },
        { resource: 'ExpenseManagment', operation: 'Manage' },
      ],
      [retailer.id],
      true,
    );
    const [tacticId] = (
      await ownProgramWithTactics({
        admin,
        planner: await idTokenOf('planner@demo.local'),
        retailer,
        brandId,
        name: `Locked assign ${run}`,
        tactics: 1,
        vendor: 'Acme Print',
      })
    ).tacticIds;
    const code = `PO-${run}-TRY`;
    await importCsv(
      user,
      'po',
      `${importColumns.po.join(',')}\n${code},INV-1,03/10/2026,Acme,${retailer.id},${tacticId},100.00,\n`,
    );
    const line = async (invoice: string) =>
      (
        (
          await callApi('GET', 'expensesmanagment/expenses-po', {
            token: admin,
            query: { searchTerm: code, retailerId: String(retailer.id) },
          })
        ).json.data.items as { id: string; invoiceNumber: string; status: string; tacticId: string | null }[]
      ).find((r) => r.invoiceNumber === invoice)!;
    const first = (await line('INV-1')).id;
    const submitted = await saveAndSubmitPo(user, first, [{ invoiceId: first, isSelected: true }]);
    expect(submitted.status, submitted.text).toBe(200);
    const approved = await callApi('PUT', 'expensesmanagment/po-reconciliation-approve', {
      token: await idTokenOf('approver@demo.local'),
      body: { id: first },
    });
    expect(approved.status, approved.text).toBe(200);
    // A sure match (its PO number counts there) and a suggestion (its component's vendor, within its dates).
    await importCsv(
      user,
      'po',
      `${importColumns.po.join(',')}\n${code},INV-2,03/20/2026,Other,${retailer.id},,50.00,\n` +
        `${code}-S,INV-3,03/15/2026,Acme Print,${retailer.id},,2.00,\n`,
    );
    const answer = await callApi('POST', 'expensesmanagment/try-assign-po', { token: user });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.data).toMatchObject({ linesRead: 2, assigned: 0, suggested: 0, unmatched: 2, suggestions: [] });
    expect(await line('INV-2')).toMatchObject({ status: 'pending', tacticId: null });
    const read = await callApi('GET', 'expensesmanagment/assign-suggestions-po', { token: user });
    expect(read.json.data.suggestions).toEqual([]);
  });
});
