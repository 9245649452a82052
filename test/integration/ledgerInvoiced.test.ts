import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandSharesOf } from '../../shared/expenses/invoiceShares';
import { ownBrand, ownProgramWithTactics, ownRetailer } from '../support/catalog';
import { header, importCsv } from '../support/expenses';
import { callApi, idTokenOf } from '../support/session';

/**
 * The budget ledger's invoiced cents (brands and retailer summaries) moved by every expense write that counts a
 * line on a tactic or takes it off: an import naming tactics, an assignment, a reallocation to a tactic of another
 * brand, an unassignment, and an unassignment after the tactic's allocations changed (taken back as counted). Two
 * brands and a retailer of the test's own, so no other test's lines or programs move these figures.
 */
const run = randomUUID().slice(0, 6);
let admin: string;
let planner: string;
let brandA: number;
let brandB: number;
let retailer: { id: number; store: string };
/** Tactics charged to brand A, to brand B, and to both (the cost split evenly below the line). */
let tA: string;
let tB: string;
let tAB: { id: string; programId: number };

beforeAll(async () => {
  [admin, planner] = await Promise.all([idTokenOf('admin@demo.local'), idTokenOf('planner@demo.local')]);
  [brandA, brandB] = (await Promise.all([ownBrand(admin), ownBrand(admin)])).map((b) => b.id);
  retailer = await ownRetailer(admin, [brandA, brandB]);
  const program = (name: string, brandIds: number[]) =>
    ownProgramWithTactics({
      admin,
      planner,
      retailer,
      brandId: brandIds[0],
      brandIds,
      name: `${name} ${run}`,
      tactics: 1,
      vendor: 'Acme',
    });
  const [a, b, ab] = await Promise.all([
    program('Ledger A', [brandA]),
    program('Ledger B', [brandB]),
    program('Ledger AB', [brandA, brandB]),
  ]);
  [tA, tB] = [a.tacticIds[0], b.tacticIds[0]];
  tAB = { id: ab.tacticIds[0], programId: ab.programId };
});

/** Invoiced cents of the two brands (brands summary) and of the retailer (retailer summary), budget year 2026. */
async function invoiced() {
  const [brands, retailers] = await Promise.all([
    callApi('GET', 'brands/summary', { token: planner, query: { budgetYear: '2026' } }),
    callApi('GET', 'retailers/summary', { token: planner, query: { budgetYear: '2026' } }),
  ]);
  expect(brands.status, brands.text).toBe(200);
  expect(retailers.status, retailers.text).toBe(200);
  const brandRow = (id: number) =>
    (brands.json.data.brands as { brandId: number; invoicedCents: number }[]).find((b) => b.brandId === id);
  const retailerRow = (retailers.json.data.retailers as { retailerId: number; invoicedCents: number }[]).find(
    (r) => r.retailerId === retailer.id,
  );
  return {
    a: brandRow(brandA)?.invoicedCents ?? 0,
    b: brandRow(brandB)?.invoicedCents ?? 0,
    retailer: retailerRow?.invoicedCents ?? 0,
  };
}

/** The allocations of a tactic in cents, as the program's details answer them. */
async function allocationsOf(programId: number, tacticId: string) {
  const details = await callApi('GET', `programs/${programId}`, { token: planner });
  expect(details.status, details.text).toBe(200);
  const tactic = (
    details.json.data.tactics as { id: string; allocations: { brandId: number; atl: number; btl: number }[] }[]
  ).find((t) => t.id === tacticId)!;
  return {
    version: details.json.data.program.version as number,
    allocations: tactic.allocations.map((a) => ({
      brandId: a.brandId,
      atlCents: Math.round(a.atl * 100),
      btlCents: Math.round(a.btl * 100),
    })),
  };
}

const lineOf = async (code: string) => {
  const items = (
    await callApi('GET', 'expensesmanagment/expenses-po', {
      token: planner,
      query: { searchTerm: code, retailerId: String(retailer.id) },
    })
  ).json.data.items as { id: string; code: string; status: string; tacticId: string | null }[];
  return items.find((e) => e.code === code)!;
};
const toggle = (tacticId: string, invoiceId: string, isSelected: boolean) =>
  callApi('PUT', 'expensesmanagment/tactic-reconciliation-saverefresh', {
    token: planner,
    body: { tacticId, invoices: [{ invoiceId, isSelected }] },
  });

describe("the budget ledger's invoiced cents", () => {
  it('counts imported lines, assignments, reallocations and unassignments exactly on the brands and the retailer', async () => {
    expect(await invoiced()).toEqual({ a: 0, b: 0, retailer: 0 });
    const split = brandSharesOf(1001, (await allocationsOf(tAB.programId, tAB.id)).allocations);
    const shareOf = (brandId: number) => split.find((s) => s.brandId === brandId)?.cents ?? 0;
    expect(shareOf(brandA) + shareOf(brandB)).toBe(1001);
    expect(Math.abs(shareOf(brandA) - shareOf(brandB))).toBeLessThanOrEqual(1);

    // An import: a line on A's tactic, one on the tactic of both, a credit note on B's, a pending one.
    const r = retailer.id;
    const done = await importCsv(
      planner,
      'po',
      [
        header('po'),
        `LED-${run}-1,INV-1,03/10/2026,Acme,${r},${tA},12.34,`,
        `LED-${run}-2,INV-2,03/10/2026,Acme,${r},${tAB.id},10.01,`,
        `LED-${run}-3,INV-3,03/10/2026,Acme,${r},${tB},(2.00),Credit`,
        `LED-${run}-4,INV-4,03/10/2026,Acme,${r},,5.00,`,
      ].join('\n'),
    );
    expect(done).toMatchObject({ status: 'done', rowsImported: 4, errorCount: 0 });
    let expected = { a: 1234 + shareOf(brandA), b: shareOf(brandB) - 200, retailer: 1234 + 1001 - 200 };
    expect(await invoiced()).toEqual(expected);

    // The same file again adds nothing, on the ledger either.
    expect(
      await importCsv(planner, 'po', [header('po'), `LED-${run}-1,INV-1,03/10/2026,Acme,${r},${tA},12.34,`].join('\n')),
    ).toMatchObject({ rowsImported: 0, rowsSkipped: 1 });
    expect(await invoiced()).toEqual(expected);

    // An assignment: the pending $5.00 on A's tactic.
    const pending = await lineOf(`LED-${run}-4`);
    const assigned = await toggle(tA, pending.id, true);
    expect(assigned.status, assigned.text).toBe(200);
    expected = { ...expected, a: expected.a + 500, retailer: expected.retailer + 500 };
    expect(await invoiced()).toEqual(expected);

    // A reallocation to a tactic of another brand: off A, onto B; the retailer's total stays.
    const moved = await callApi('PUT', 'expensesmanagment/po-reconciliation-reallocate', {
      token: planner,
      body: { id: pending.id, tacticId: tB, fromTacticId: tA },
    });
    expect(moved.status, moved.text).toBe(200);
    expected = { ...expected, a: expected.a - 500, b: expected.b + 500 };
    expect(await invoiced()).toEqual(expected);

    // An unassignment: back to pending, off B and the retailer.
    const removed = await toggle(tB, pending.id, false);
    expect(removed.status, removed.text).toBe(200);
    expected = { ...expected, b: expected.b - 500, retailer: expected.retailer - 500 };
    expect(await invoiced()).toEqual(expected);

    // The tactic of both brands charged to A alone afterwards: its line is taken off by exactly what it counted.
    const { version, allocations } = await allocationsOf(tAB.programId, tAB.id);
    const totalCents = allocations.reduce((sum, a) => sum + a.atlCents + a.btlCents, 0);
    const changed = await callApi('POST', `programtactics/${tAB.id}`, {
      token: planner,
      body: { version, allocations: [{ brandId: brandA, atl: 0, btl: totalCents / 100 }] },
    });
    expect(changed.status, changed.text).toBe(200);
    const both = await lineOf(`LED-${run}-2`);
    expect((await toggle(tAB.id, both.id, false)).status).toBe(200);
    expected = { a: 1234, b: -200, retailer: 1234 - 200 };
    expect(await invoiced()).toEqual(expected);

    // Counted again, it follows the allocation as it stands now: all on A.
    expect((await toggle(tAB.id, both.id, true)).status).toBe(200);
    expect(await invoiced()).toEqual({ a: 1234 + 1001, b: -200, retailer: 1234 + 1001 - 200 });
  });

  it('counts a line once when 20 accepts race for it, and takes it back once when 20 unassigns race', async () => {
    const code = `RACE-${run}`;
    const done = await importCsv(
      planner,
      'po',
      [header('po'), `${code},INV-R,03/12/2026,Acme,${retailer.id},,7.77,`].join('\n'),
    );
    expect(done).toMatchObject({ status: 'done', rowsImported: 1 });
    const line = await lineOf(code);
    const before = await invoiced();
    const accepts = await Promise.all(
      Array.from({ length: 20 }, () =>
        callApi('PUT', 'expensesmanagment/po-assign-accept', { token: planner, body: { id: line.id, tacticId: tB } }),
      ),
    );
    expect(accepts.filter((a) => a.status === 200)).toHaveLength(1);
    expect(accepts.filter((a) => a.status === 409)).toHaveLength(19);
    expect(await invoiced()).toEqual({ ...before, b: before.b + 777, retailer: before.retailer + 777 });

    const unassigns = await Promise.all(Array.from({ length: 20 }, () => toggle(tB, line.id, false)));
    expect(unassigns.filter((u) => u.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(unassigns.every((u) => u.status === 200 || u.status === 409)).toBe(true);
    expect(await invoiced()).toEqual(before);
  });
});
