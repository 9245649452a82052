import { describe, expect, it } from 'vitest';
import { reportFileName } from './catalogue';
import { expensesReport, promoReport, quarterReport, spendReport, turnaroundReport, utilisationReport } from './shape';
import { turnaroundByMonth } from './turnaround';

const filters = { budgetYear: 2026 };

describe('the reports', () => {
  it('names an export after the report and the moment it was made', () => {
    expect(reportFileName('program-spend-by-brand', new Date('2026-11-26T12:47:05.900Z'))).toBe(
      'ProgramSpendByBrand_20261126-124705.xlsx',
    );
  });

  it('shows spend by brand in name order, leaves out brands with nothing, and totals the money', () => {
    const data = spendReport('program-spend-by-brand', filters, [
      { name: 'Zest', programs: 2, plannedAtlCents: 1000, plannedBtlCents: 500, committedAtlCents: 1000 },
      { name: 'Idle' },
      { name: 'Aqua', programs: 1, plannedBtlCents: 250, invoicedCents: 100 },
    ]);
    expect(data.rows.map((r) => r.name)).toEqual(['Aqua', 'Zest']);
    expect(data.rows[1]).toMatchObject({ planned: 1500, committed: 1000, invoiced: 0 });
    expect(data.totals).toMatchObject({ name: 'Total', programs: 3, planned: 1750, committed: 1000, invoiced: 100 });
    expect(data.chart).toEqual({
      type: 'bar',
      labels: ['Aqua', 'Zest'],
      series: [
        { key: 'planned', label: 'Targets', data: [2.5, 15] },
        { key: 'committed', label: 'Approved targets', data: [0, 10] },
        { key: 'invoiced', label: 'Invoiced', data: [1, 0] },
      ],
    });
  });

  it("counts a program funded by two brands once in the brand report's total, as the retailers count it", () => {
    const brands = [
      { name: 'Aqua', programs: 2, plannedAtlCents: 100 },
      { name: 'Zest', programs: 1, plannedAtlCents: 100 },
    ];
    // Two programs: one of Aqua alone, one of Aqua and Zest.
    const byBrand = spendReport('program-spend-by-brand', filters, brands, 2);
    expect(byBrand.rows.map((r) => r.programs)).toEqual([2, 1]);
    expect(byBrand.totals).toMatchObject({ programs: 2, planned: 200 });
    const byRetailer = spendReport('program-spend-by-retailer', filters, [
      { name: 'Mart', programs: 1, plannedAtlCents: 50 },
      { name: 'Shop', programs: 1, plannedAtlCents: 150 },
    ]);
    expect(byRetailer.totals?.programs).toBe(byBrand.totals?.programs);
  });

  it('sums quarters over retailers and brands, and shows programs without a start date only when there are some', () => {
    const data = quarterReport(filters, [
      { quarter: 2, plannedAtlCents: 100, committedAtlCents: 100 },
      { quarter: 2, plannedBtlCents: 50 },
      { quarter: 4, plannedAtlCents: 10 },
    ]);
    expect(data.rows.map((r) => [r.quarter, r.planned, r.committed])).toEqual([
      ['Q1', 0, 0],
      ['Q2', 150, 100],
      ['Q3', 0, 0],
      ['Q4', 10, 0],
    ]);
    expect(quarterReport(filters, [{ quarter: 0, plannedAtlCents: 5 }]).chart.labels).toContain('No start date');
  });

  it('measures utilisation as planned of allocated, also in the totals', () => {
    const data = utilisationReport(filters, [
      { name: 'Aqua', allocAtlCents: 1000, plannedAtlCents: 250 },
      { name: 'Zest', allocBtlCents: 1000, plannedBtlCents: 1250, committedBtlCents: 1250 },
    ]);
    expect(data.rows.map((r) => [r.name, r.remaining, r.utilised])).toEqual([
      ['Aqua', 750, 25],
      ['Zest', -250, 125],
    ]);
    expect(data.totals).toMatchObject({ allocated: 2000, planned: 1500, utilised: 75 });
  });

  it("counts promo code requests in the spec's six buckets, with their shares, as a pie", () => {
    const data = promoReport({}, { new: 1, revised: 0, submitted: 2, tier1Approved: 0, tier2Approved: 1, rejected: 0 });
    expect(data.chart.type).toBe('pie');
    expect(data.rows.map((r) => [r.status, r.requests, r.share])).toEqual([
      ['New', 1, 25],
      ['Revised', 0, 0],
      ['Submitted', 2, 50],
      ['Tier 1 approved', 0, 0],
      ['Tier 2 approved', 1, 25],
      ['Rejected', 0, 0],
    ]);
  });

  it('averages the days from creation to resolution per month, over the retailers shown', () => {
    const months = turnaroundByMonth(
      [
        { month: 3, retailerId: 1, created: 2, resolved: 1, turnaroundSeconds: 2 * 86_400 },
        { month: 3, retailerId: 2, created: 1, resolved: 1, turnaroundSeconds: 4 * 86_400 },
        { month: 5, retailerId: 2, created: 1, resolved: 0, turnaroundSeconds: 0 },
      ],
      null,
    );
    expect(months[2]).toEqual({ month: 3, created: 3, resolved: 2, averageDays: 3 });
    expect(months[4].averageDays).toBeNull();
    expect(
      turnaroundByMonth([{ month: 3, retailerId: 2, created: 1, resolved: 1, turnaroundSeconds: 1 }], new Set([1])),
    ).toHaveLength(12);
    const data = turnaroundReport(filters, months);
    expect(data.rows).toHaveLength(12);
    expect(data.totals).toMatchObject({ created: 4, resolved: 2, averageDays: 3 });
  });

  it('sets what was invoiced against what is committed per retailer', () => {
    const data = expensesReport(filters, [
      { name: 'Fresh Market', plannedAtlCents: 3000, committedAtlCents: 2000, invoicedCents: 500 },
    ]);
    expect(data.rows[0]).toMatchObject({
      planned: 3000,
      committed: 2000,
      invoiced: 500,
      variance: 1500,
      invoicedShare: 25,
    });
  });
});
