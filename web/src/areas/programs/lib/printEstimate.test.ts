import { describe, expect, it } from 'vitest';
import type { ProgramDetails } from '../api/program';
import type { PromoRequest } from '../api/promos';
import {
  estimateDocument,
  estimateFigures,
  estimateFileName,
  formatFundingPercentage,
  type EstimateFigures,
} from './printEstimate';

const tactic = (over: Partial<ProgramDetails['tactics'][number]>): ProgramDetails['tactics'][number] => ({
  id: '42-1',
  programId: 42,
  tacticId: 7,
  tacticName: 'Floor Display',
  description: null,
  tacticTypeId: 1,
  productTypeId: 1,
  deliveryMethodId: 1,
  deliveryMethodName: 'Ship',
  isDownload: false,
  unitCost: 100,
  orderQuantity: 10,
  totalCost: 1000,
  startDate: '2026-03-07',
  endDate: '2026-04-30',
  allocations: [],
  ...over,
});

const details: ProgramDetails = {
  program: {
    id: 42,
    name: 'Summer Refresh',
    description: 'Cooler displays',
    note: 'Bill to store ops',
    retailerId: 1,
    retailerName: 'Fresh Market Co.',
    fiscalYear: 2026,
    programStartDate: '2026-03-01',
    programEndDate: '2026-05-31',
    strategicBusinessInitiativeId: null,
    campaignThemeId: null,
    campaignThemeTypeId: null,
    accountLocations: [],
    statusId: 30,
    statusName: 'Approved',
    placeholder: false,
    archived: false,
    creator: 'sub-1',
    creatorName: 'Pat Planner',
    approver: 'approver@demo.local',
    approvedDate: '2026-02-14T15:30:00.000Z',
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-02-14T15:30:00.000Z',
    version: 5,
  },
  fundingSources: [
    { brandId: 1, brandName: 'Aurora', atlTarget: 5000, btlTarget: 5000, selected: true },
    { brandId: 2, brandName: 'Borealis', atlTarget: 5000, btlTarget: 5000, selected: true },
  ],
  tactics: [
    tactic({
      allocations: [
        { brandId: 1, atl: 300, btl: 200 },
        { brandId: 2, atl: 0, btl: 500 },
      ],
      components: {
        c1: {
          id: '42-1.c1',
          name: 'Header card',
          componentTypeId: 1,
          description: null,
          quantity: 10,
          vendor: 'Acme Print',
          files: [],
        },
      },
    }),
    tactic({
      id: '42-2',
      tacticName: 'Shelf Talker',
      totalCost: 500.5,
      startDate: null,
      endDate: null,
      allocations: [{ brandId: 2, atl: 250.25, btl: 250.25 }],
    }),
  ],
  budget: { lines: [], totalCost: 1500.5, overspent: false, warnings: [] },
  fundingEditable: false,
  warnings: [],
};

const promo: PromoRequest = {
  id: 'p1',
  programId: 42,
  promoCode: 'SUMMER-10',
  description: 'Ten off',
  discountType: 'percent',
  discountValue: 10,
  startDate: '2026-03-07',
  endDate: '2026-03-31',
  status: 'submitted',
  statusName: 'Submitted',
  notes: null,
  version: 1,
};

describe('the printable estimate of a program', () => {
  const invoiced = new Map([['42-1', 51234]]);

  it("takes each tactic's estimate from its allocations and its cost, and splits the invoiced sum ATL/BTL in that proportion", () => {
    const figures = estimateFigures(details, invoiced);
    expect(figures.tactics[0]).toMatchObject({
      estimated: { atlCents: 30000, btlCents: 70000, totalCents: 100000 },
      invoiced: { atlCents: 15370, btlCents: 35864, totalCents: 51234 },
      components: [{ name: 'Header card', vendor: 'Acme Print' }],
    });
    expect(figures.tactics[1].invoiced).toEqual({ atlCents: 0, btlCents: 0, totalCents: 0 });
    expect(figures.tacticsTotal).toEqual({
      estimated: { atlCents: 55025, btlCents: 95025, totalCents: 150050 },
      invoiced: { atlCents: 15370, btlCents: 35864, totalCents: 51234 },
    });
  });

  it('gives each funding source its share of the estimate as a fraction and the invoices split over its allocations', () => {
    const figures = estimateFigures(details, invoiced);
    expect(figures.sources.map((s) => s.brandName)).toEqual(['Aurora', 'Borealis']);
    expect(figures.sources[0].estimatedFundingFraction).toBeCloseTo(50000 / 150050, 10);
    expect(figures.sources[1].estimated).toEqual({ atlCents: 25025, btlCents: 75025, totalCents: 100050 });
    expect(figures.sourcesTotal.invoiced?.totalCents).toBe(51234);
    expect(figures.sourcesTotal.estimated.totalCents).toBe(figures.tacticsTotal.estimated.totalCents);
  });

  it('leaves the invoiced amounts out when the user may not read expenses', () => {
    const figures = estimateFigures(details, null);
    expect(figures.tactics[0].invoiced).toBeNull();
    expect(figures.sourcesTotal.invoiced).toBeNull();
  });

  it('shows the funding percentage as the fraction times 100', () => {
    expect(formatFundingPercentage(0.625)).toBe('62.50%');
    expect(formatFundingPercentage(1)).toBe('100.00%');
    expect(formatFundingPercentage(1 / 3)).toBe('33.33%');
  });

  it('is named after the program id', () => {
    expect(estimateFileName(42)).toBe('42.pdf');
  });

  describe('as a document', () => {
    const figures: EstimateFigures = estimateFigures(details, invoiced);
    const document = estimateDocument({ details, figures, promos: [promo], names: { theme: 'Summer' }, t: (k) => k });
    const [tactics, sources, promos] = document.tables;

    it('dates MM/dd/yyyy in the general information, the tactics and the promo code requests', () => {
      const general = new Map(document.general.rows);
      expect(general.get('programs.print.programStartDate')).toBe('03/01/2026');
      expect(general.get('programs.print.programEndDate')).toBe('05/31/2026');
      expect(general.get('programs.print.programId')).toBe('42');
      expect(general.get('programs.print.theme')).toBe('Summer');
      expect(tactics.body[0].slice(0, 3)).toEqual(['Floor Display', '03/07/2026', '04/30/2026']);
      expect(promos.body[0]).toEqual(['SUMMER-10', 'Ten off', '10%', '03/07/2026', '03/31/2026', 'Submitted']);
    });

    it('lists each tactic with its amounts, its components below it, and the totals', () => {
      expect(tactics.body).toHaveLength(3);
      expect(tactics.body[0].slice(5)).toEqual(['$300.00', '$700.00', '$1,000.00', '$153.70', '$358.64', '$512.34']);
      expect(tactics.body[1]).toEqual(['', '', '', 'Header card', 'Acme Print', '', '', '', '', '', '']);
      expect(tactics.foot[0].slice(5)).toEqual(['$550.25', '$950.25', '$1,500.50', '$153.70', '$358.64', '$512.34']);
    });

    it('lists the funding sources with their percentage times 100 and a total of 100%', () => {
      expect(sources.body[0].slice(0, 2)).toEqual(['Aurora', '33.32%']);
      expect(sources.body[1].slice(0, 2)).toEqual(['Borealis', '66.68%']);
      expect(sources.foot[0].slice(0, 5)).toEqual([
        'programs.print.total',
        '100.00%',
        '$550.25',
        '$950.25',
        '$1,500.50',
      ]);
    });

    it('is named after the program and titled with its id', () => {
      expect(document.fileName).toBe('42.pdf');
      expect(document.title).toBe('programs.print.title #42');
      expect(document.empty).toBe('programs.print.empty');
    });
  });
});
