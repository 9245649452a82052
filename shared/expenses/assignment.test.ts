import { describe, expect, it } from 'vitest';
import {
  MAX_SUGGESTIONS,
  rankSuggestions,
  scoreTactic,
  sureMatch,
  vendorLikeness,
  type AssignableLine,
  type CandidateTactic,
} from './assignment';

const line: AssignableLine = {
  id: 'po-1',
  code: 'PO-1',
  invoiceDate: '2026-03-15',
  vendor: 'Acme Print',
  amountCents: 100_000,
  retailerId: 1,
  rejectedTacticIds: [],
};
const tactic = (id: string, over: Partial<CandidateTactic> = {}): CandidateTactic => ({
  tacticId: id,
  tacticName: `Tactic ${id}`,
  programId: Number(id.split('-')[0]),
  programName: 'Spring',
  retailerId: 1,
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  estimateCents: 500_000,
  invoicedCents: 0,
  components: [],
  codes: [],
  ...over,
});
const acme = [{ id: 'c1', name: 'Header card', vendor: 'ACME Print, Inc.' }];

describe('vendor likeness', () => {
  it('is the same vendor whatever the case, punctuation and legal form', () => {
    expect(vendorLikeness('Acme Print', 'ACME Print, Inc.')).toBe('same');
    expect(vendorLikeness('Acme Print LLC', 'acme-print')).toBe('same');
  });
  it('is alike when a significant word is shared, and nothing otherwise', () => {
    expect(vendorLikeness('Acme Print', 'Acme Displays')).toBe('alike');
    expect(vendorLikeness('Acme Print', 'Signs Inc')).toBeNull();
    expect(vendorLikeness('Acme Print', '')).toBeNull();
  });
});

describe('a sure match', () => {
  it("is the one tactic other lines of the code count against, of the line's retailer", () => {
    const t = tactic('7-1');
    expect(sureMatch(line, ['7-1', '7-1'], [t, tactic('7-2')])).toBe(t);
  });
  it('is none when the code counts against two tactics, none, a rejected one or one of another retailer', () => {
    expect(sureMatch(line, ['7-1', '7-2'], [tactic('7-1'), tactic('7-2')])).toBeNull();
    expect(sureMatch(line, [], [tactic('7-1')])).toBeNull();
    expect(sureMatch({ ...line, rejectedTacticIds: ['7-1'] }, ['7-1'], [tactic('7-1')])).toBeNull();
    expect(sureMatch(line, ['7-1'], [tactic('7-1', { retailerId: 2 })])).toBeNull();
    expect(sureMatch(line, ['9-1'], [tactic('7-1')])).toBeNull();
  });
});

describe('a tactic’s score', () => {
  it('adds code, vendor, amount and date, with a reason in words for each', () => {
    const scored = scoreTactic(line, tactic('7-1', { components: acme, codes: ['po-1'], invoicedCents: 350_000 }));
    expect(scored.score).toBe(100);
    expect(scored.componentId).toBe('c1');
    expect(scored.reasons.map((r) => r.text)).toEqual([
      'Other invoices of PO-1 are already counted against this tactic',
      'Vendor Acme Print is the vendor of its component Header card',
      '$1,000.00 fits in the $1,500.00 left of its estimate',
      "Invoice date 03/15/2026 is within the tactic's dates (03/01/2026 to 03/31/2026)",
    ]);
  });
  it('says when the amount is over what is left and the date outside the dates, scoring nothing for them', () => {
    const scored = scoreTactic(
      { ...line, invoiceDate: '2026-09-01' },
      tactic('7-1', { invoicedCents: 450_000, components: [{ id: 'c2', name: 'Sign', vendor: 'Acme Displays' }] }),
    );
    expect(scored.score).toBe(12);
    expect(scored.reasons.map((r) => r.code)).toEqual(['vendorAlike', 'amountOver', 'dateOutside']);
    expect(scored.reasons[1].text).toBe('$1,000.00 is more than the $500.00 left of its estimate');
  });
  it('gives half the date points to an invoice soon after the tactic ended, none to a tactic without dates', () => {
    expect(scoreTactic({ ...line, invoiceDate: '2026-04-20' }, tactic('7-1')).reasons[1].code).toBe('dateLate');
    expect(scoreTactic({ ...line, invoiceDate: '2026-04-20' }, tactic('7-1')).score).toBe(30);
    expect(scoreTactic(line, tactic('7-1', { startDate: null })).reasons.at(-1)!.code).toBe('noDates');
  });
  it('counts a credit note (a negative amount) as fitting', () => {
    expect(scoreTactic({ ...line, amountCents: -15_000 }, tactic('7-1')).reasons[0].code).toBe('amountFits');
  });
});

describe('ranked suggestions', () => {
  it('ranks best first, ties by the estimate left, and keeps only the first few above the threshold', () => {
    const ranked = rankSuggestions(line, [
      tactic('7-1'), // amount and date: 40
      tactic('7-2', { components: acme }), // 65
      tactic('7-3', { estimateCents: 900_000 }), // 40, more left than 7-1
      tactic('7-4', { startDate: '2025-01-01', endDate: '2025-01-31' }), // 20: not proposed
      tactic('7-5', { invoicedCents: 100_000 }), // 40, less left
    ]);
    expect(ranked.map((s) => [s.tacticId, s.score])).toEqual([
      ['7-2', 65],
      ['7-3', 40],
      ['7-1', 40],
    ]);
    expect(ranked).toHaveLength(MAX_SUGGESTIONS);
    expect(ranked[0]).toMatchObject({ expenseId: 'po-1', programId: 7, componentId: 'c1' });
  });
  it("never proposes a rejected tactic or another retailer's", () => {
    const ranked = rankSuggestions({ ...line, rejectedTacticIds: ['7-2'] }, [
      tactic('7-2', { components: acme }),
      tactic('8-1', { retailerId: 2, components: acme }),
      tactic('7-1'),
    ]);
    expect(ranked.map((s) => s.tacticId)).toEqual(['7-1']);
  });
});
