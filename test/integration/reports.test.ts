import { beforeAll, describe, expect, it } from 'vitest';
import { knownClaims } from '../../shared/claims';
import { ownBrand, ownRetailer } from '../support/catalog';
import { callApi, idTokenOf, newUserWithRole } from '../support/session';

/**
 * The reports answer from counters the writes keep (the budget ledger and its quarter rows, the promo buckets,
 * the request turnaround months): a brand and two retailers of the test's own, so only this test's programs
 * count in their rows.
 */
const year = 2026;
let admin: string;
let planner: string;
let brand: { id: number; name: string };
let retailers: { id: number; name: string; store: string }[];
let first: { id: number; version: number };

type Row = Record<string, string | number | null>;
interface Report {
  reportId: string;
  columns: { field: string; header: string; kind: string }[];
  rows: Row[];
  totals: Row | null;
  chart: { type: string; labels: string[]; series: { label: string; data: number[] }[] };
}

async function report(id: string, filters: Record<string, number>, token = planner): Promise<Report> {
  const answer = await callApi('POST', `reports/report-data/${id}`, { token, body: filters });
  expect(answer.status, answer.text).toBe(200);
  return answer.json.data;
}

async function program(retailer: (typeof retailers)[number], start: string, atlTarget: number, btlTarget: number) {
  const created = await callApi('POST', 'programs', {
    token: planner,
    body: {
      name: `Report ${Math.random().toString(36).slice(2, 7)}`,
      description: 'Counts in the reports',
      retailerId: retailer.id,
      fiscalYear: year,
      programStartDate: start,
      programEndDate: `${start.slice(0, 8)}28`,
      accountLocations: [retailer.store],
      fundingSources: [{ brandId: brand.id, atlTarget, btlTarget }],
    },
  });
  expect(created.status, created.text).toBe(200);
  return created.json.data.program as { id: number; version: number };
}

beforeAll(async () => {
  [admin, planner] = await Promise.all(['admin', 'planner'].map((u) => idTokenOf(`${u}@demo.local`)));
  brand = await ownBrand(admin);
  retailers = await Promise.all([ownRetailer(admin, brand.id), ownRetailer(admin, brand.id)]);
  first = await program(retailers[0], '2026-02-10', 1000, 250.5);
  await program(retailers[1], '2026-08-01', 400, 0);
});

describe('reports', () => {
  it('lists the reports with the filters each takes', async () => {
    const answer = await callApi('GET', 'reports/report-list', { token: planner });
    expect(answer.status, answer.text).toBe(200);
    const ids = answer.json.data.items.map((r: { id: string }) => r.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'program-spend-by-brand',
        'program-spend-by-retailer',
        'program-spend-by-quarter',
        'funding-source-utilisation',
        'promo-code-requests',
        'communication-request-turnaround',
        'expenses-planned-vs-invoiced',
      ]),
    );
    expect(answer.json.data.totalCount).toBe(ids.length);
  });

  it("answers a report's filters with the budget years, the retailers and the brands to choose", async () => {
    const answer = await callApi('GET', 'reports/report-filters', {
      token: planner,
      query: { reportId: 'program-spend-by-quarter' },
    });
    expect(answer.status, answer.text).toBe(200);
    const filters = answer.json.data.filters as { name: string; options: { value: number }[]; default: number }[];
    expect(filters.map((f) => f.name)).toEqual(['budgetYear', 'retailerId', 'brandId']);
    expect(filters[0].options.map((o) => o.value)).toContain(year);
    expect(filters[1].options.map((o) => o.value)).toEqual(expect.arrayContaining(retailers.map((r) => r.id)));
    expect(filters[2].options.map((o) => o.value)).toContain(brand.id);
    const unknown = await callApi('GET', 'reports/report-filters', { token: planner, query: { reportId: 'nope' } });
    expect(unknown.status).toBe(400);
  });

  it("shows a retailer's programs by brand, and each retailer's for a brand", async () => {
    const byBrand = await report('program-spend-by-brand', { budgetYear: year, retailerId: retailers[0].id });
    expect(byBrand.rows).toEqual([
      expect.objectContaining({
        name: brand.name,
        programs: 1,
        plannedAtl: 100000,
        plannedBtl: 25050,
        planned: 125050,
      }),
    ]);
    expect(byBrand.chart).toMatchObject({ type: 'bar', labels: [brand.name] });
    expect(byBrand.chart.series[0]).toEqual({ key: 'planned', label: 'Targets', data: [1250.5] });
    // The totals row counts the distinct programs at the retailer (its own ledger row), not the brands' rows summed.
    expect(byBrand.totals).toMatchObject({ name: 'Total', programs: 1 });

    const byRetailer = await report('program-spend-by-retailer', { budgetYear: year, brandId: brand.id });
    expect(byRetailer.rows.map((r) => [r.name, r.planned])).toEqual(
      [
        [retailers[0].name, 125050],
        [retailers[1].name, 40000],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect(byRetailer.totals).toMatchObject({ name: 'Total', planned: 165050 });
  });

  it("shows the brand's spend by the quarter of each program's start date, and follows a moved start date", async () => {
    const before = await report('program-spend-by-quarter', { budgetYear: year, brandId: brand.id });
    expect(before.chart.type).toBe('line');
    expect(before.rows.map((r) => [r.quarter, r.planned])).toEqual([
      ['Q1', 125050],
      ['Q2', 0],
      ['Q3', 40000],
      ['Q4', 0],
    ]);
    const moved = await callApi('POST', `programs/${first.id}`, {
      token: planner,
      body: {
        version: first.version,
        programStartDate: '2026-11-02',
        programEndDate: '2026-11-28',
        accountLocations: [retailers[0].store],
      },
    });
    expect(moved.status, moved.text).toBe(200);
    const after = await report('program-spend-by-quarter', { budgetYear: year, brandId: brand.id });
    expect(after.rows.map((r) => [r.quarter, r.planned])).toEqual([
      ['Q1', 0],
      ['Q2', 0],
      ['Q3', 40000],
      ['Q4', 125050],
    ]);
  });

  it('shows the funding source utilisation and expenses planned against invoiced from the ledger', async () => {
    const utilisation = await report('funding-source-utilisation', { budgetYear: year, retailerId: retailers[1].id });
    expect(utilisation.rows).toEqual([
      expect.objectContaining({ name: brand.name, allocated: 0, planned: 40000, committed: 0, invoiced: 0 }),
    ]);
    const expenses = await report('expenses-planned-vs-invoiced', { budgetYear: year, brandId: brand.id });
    expect(expenses.rows.map((r) => [r.name, r.planned, r.invoiced])).toEqual(
      expect.arrayContaining([
        [retailers[0].name, 125050, 0],
        [retailers[1].name, 40000, 0],
      ]),
    );
  });

  it('counts promo code requests as their buckets do, and request turnaround by month', async () => {
    const counts = await callApi('GET', 'programs/promocode-counts', { token: planner });
    expect(counts.status, counts.text).toBe(200);
    const promos = await report('promo-code-requests', {});
    expect(promos.chart.type).toBe('pie');
    expect(promos.rows.map((r) => r.requests)).toEqual(Object.values(counts.json.data));
    const turnaround = await report('communication-request-turnaround', { budgetYear: year });
    expect(turnaround.rows).toHaveLength(12);
    expect(turnaround.columns.map((c) => c.header)).toEqual([
      'Month',
      'Created',
      'Resolved',
      'Average days to resolve',
    ]);
  });

  it("gives a retailer-side user their retailers' figures only", async () => {
    const retailerSide = await newUserWithRole(admin, [knownClaims.viewPrograms], [retailers[1].id], true);
    const mine = await report('program-spend-by-brand', { budgetYear: year }, retailerSide);
    expect(mine.rows).toEqual([expect.objectContaining({ name: brand.name, planned: 40000 })]);
    const byRetailer = await report('program-spend-by-retailer', { budgetYear: year }, retailerSide);
    expect(byRetailer.rows.map((r) => r.name)).toEqual([retailers[1].name]);
    const other = await callApi('POST', 'reports/report-data/program-spend-by-brand', {
      token: retailerSide,
      body: { budgetYear: year, retailerId: retailers[0].id },
    });
    expect(other.status).toBe(400);
    const filters = await callApi('GET', 'reports/report-filters', {
      token: retailerSide,
      query: { reportId: 'program-spend-by-brand' },
    });
    const retailerFilter = filters.json.data.filters.find((f: { name: string }) => f.name === 'retailerId');
    expect(retailerFilter.options.map((o: { value: number }) => o.value)).toEqual([retailers[1].id]);
  });

  it('exports a report as an .xlsx file behind a download link', async () => {
    const answer = await callApi('POST', 'reports/report-export/program-spend-by-retailer', {
      token: planner,
      body: { budgetYear: year, brandId: brand.id },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.data.fileName).toMatch(/^ProgramSpendByRetailer_\d{8}-\d{6}\.xlsx$/);
    expect(answer.json.data.rowCount).toBe(2);
    const file = await fetch(answer.json.data.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(answer.json.data.fileName);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
  });

  it("answers the dashboard's options and refreshes its chosen cards", async () => {
    const options = await callApi('GET', 'dashboard/dashboard-options', { token: planner });
    expect(options.status, options.text).toBe(200);
    expect(options.json.data.defaults.length).toBeGreaterThan(0);
    const url = await callApi('GET', 'dashboard/dashboard-url', { token: planner });
    expect(url.json.data).toEqual({ url: '#/dashboard', embedded: false });
    const refreshed = await callApi('GET', 'dashboard/refresh', {
      token: planner,
      query: { refresh: 'true', budgetYear: String(year), reports: 'program-spend-by-quarter,promo-code-requests' },
    });
    expect(refreshed.status, refreshed.text).toBe(200);
    expect(refreshed.json.data.cards.map((c: Report) => c.reportId)).toEqual([
      'program-spend-by-quarter',
      'promo-code-requests',
    ]);
    const bad = await callApi('GET', 'dashboard/refresh', { token: planner, query: { reports: 'nope' } });
    expect(bad.status).toBe(400);
  });
});
