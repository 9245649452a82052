import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { importColumns } from '../../shared/expenses/rules';
import { ownProgramWithTactics, ownRetailer } from '../support/catalog';
import { importCsv } from '../support/expenses';
import { seedRetailerPrograms } from '../support/manyPrograms';
import { callApi, idTokenOf } from '../support/session';

const run = randomUUID().slice(0, 6);

describe("reallocation choices of a retailer with more programs in a year than the dialog's list shows", () => {
  let admin: string;
  let planner: string;
  let lineId: string;
  let old: { programId: number; tacticIds: string[] };

  beforeAll(async () => {
    [admin, planner] = await Promise.all([idTokenOf('admin@demo.local'), idTokenOf('planner@demo.local')]);
    const brandId = ((await callApi('GET', 'brands', { token: admin })).json.data.items as { id: number }[])[0].id;
    const retailer = await ownRetailer(admin, brandId);
    // The retailer's oldest program of 2026 holds the tactic; 105 programs made after it push it past the newest 100.
    old = await ownProgramWithTactics({
      admin,
      planner,
      retailer,
      brandId,
      name: `Vieux Café Crème ${run}`,
      tactics: 1,
      vendor: 'ACME Print, Inc.',
    });
    await seedRetailerPrograms({
      retailerId: retailer.id,
      retailerName: retailer.name,
      fiscalYear: 2026,
      count: 105,
      name: `Newer program ${run}`,
    });
    const code = `PO-${run}-FAR`;
    const imported = await importCsv(
      admin,
      'po',
      `${importColumns.po.join(',')}\n${code},INV-1,06/15/2026,Acme,${retailer.id},,25.00,\n`,
    );
    expect(imported).toMatchObject({ status: 'done', rowsImported: 1 });
    const rows = (await callApi('GET', 'expensesmanagment/expenses-po', { token: admin, query: { searchTerm: code } }))
      .json.data.items as { id: string }[];
    lineId = rows[0].id;
  });

  const choicesFor = async (searchTerm?: string) => {
    const answer = await callApi('GET', `expensesmanagment/po-reallocate-tactics/${lineId}`, {
      token: planner,
      query: searchTerm === undefined ? {} : { searchTerm },
    });
    expect(answer.status, answer.text).toBe(200);
    // (An answer of the old shape, a bare list, is read too, so the old code fails on what it offers.)
    const data = answer.json.data as { choices?: { tacticId: string }[]; partial?: string | null };
    return { tacticIds: (data.choices ?? (data as unknown as { tacticId: string }[])).map((c) => c.tacticId), data };
  };

  it('lists without a search only the newest programs, and says that older ones are left out', async () => {
    const { tacticIds, data } = await choicesFor();
    expect(tacticIds).not.toContain(old.tacticIds[0]);
    expect(data.partial).toBe('newest');
  });

  it("finds the oldest program's tactic by its name (accents and case not counted) and by its number", async () => {
    const byName = await choicesFor(`vieux cafe creme ${run.toUpperCase()}`);
    expect(byName.tacticIds, 'the search by name').toEqual([old.tacticIds[0]]);
    // Every program's name was searched; only the older programs' tactic names were not (the answer says so).
    expect(byName.data.partial).toBe('newest');
    const byNumber = await choicesFor(String(old.programId));
    expect(byNumber.tacticIds, 'the search by program number').toContain(old.tacticIds[0]);
    expect((await choicesFor(`no such program ${run}`)).tacticIds).toEqual([]);
  });

  it('reallocates the line onto the tactic the search found', async () => {
    const { tacticIds } = await choicesFor(`Vieux Café Crème ${run}`);
    expect(tacticIds).toContain(old.tacticIds[0]);
    const moved = await callApi('PUT', 'expensesmanagment/po-reconciliation-reallocate', {
      token: planner,
      body: { id: lineId, tacticId: tacticIds[0], fromTacticId: null },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.data.tacticId).toBe(old.tacticIds[0]);
    expect(Math.round(moved.json.data.invoiceSumTotal * 100)).toBe(2500);
  });
});
