import { programStatus } from '../programs/status';

/**
 * The budget ledger: per budget year, what programs plan and commit of each brand, at each retailer and in all,
 * kept as counters in the same transactions as the program writes (docs/data-model.md, 'Budget ledger'), so the
 * brands and retailer summaries read counters, never every program. Amounts are whole cents.
 *
 * - *planned*: the ATL and BTL targets of the brand's funding on the programs being planned or run (every status
 *   but cancelled, deactivated and deleted);
 * - *committed*: the same targets once the program is approved (Approved, and Closed after it): the floor the
 *   allocation may not go below (functions/domain/allocations).
 */
export interface LedgerProgram {
  /** The program's id: a retailer's brand row names the programs it counts (`programIds`). */
  id?: number;
  statusId: number;
  fiscalYear: number | null;
  retailerId: number | null;
  /** Its quarter rows' quarter (`quarterOf`). */
  programStartDate?: string | null;
  budgetLines?: { brandId: number; atlTarget: number; btlTarget: number }[];
}

interface LedgerFigures {
  programs: number;
  plannedAtlCents: number;
  plannedBtlCents: number;
  committedAtlCents: number;
  committedBtlCents: number;
}

/** Where figures are counted: a brand's year (retailerId null), a retailer's year (brandId null), or both. */
interface LedgerScope {
  budgetYear: number;
  retailerId: number | null;
  brandId: number | null;
}
export type LedgerEntry = LedgerScope & { figures: LedgerFigures };

const notPlanned: readonly number[] = [programStatus.cancelled, programStatus.deactivated, programStatus.deleted];
const committing: readonly number[] = [programStatus.approved, programStatus.closed];

export const isPlanned = (statusId: number) => !notPlanned.includes(statusId);
const isCommitted = (statusId: number) => committing.includes(statusId);

const toCents = (dollars: number) => Math.round((dollars || 0) * 100);
const emptyFigures = (): LedgerFigures => ({
  programs: 0,
  plannedAtlCents: 0,
  plannedBtlCents: 0,
  committedAtlCents: 0,
  committedBtlCents: 0,
});
const figureNames = Object.keys(emptyFigures()) as (keyof LedgerFigures)[];

const scopeKey = (s: LedgerScope) => `${s.budgetYear}|${s.retailerId ?? ''}|${s.brandId ?? ''}`;

/** What one program counts for, signed: +1 as it stands, -1 to take it back. */
function contribution(program: LedgerProgram | null, sign: 1 | -1): LedgerEntry[] {
  if (!program || !program.fiscalYear || !program.retailerId || !isPlanned(program.statusId)) return [];
  const { fiscalYear: budgetYear, retailerId } = program;
  const committed = isCommitted(program.statusId);
  const entries: LedgerEntry[] = [
    { budgetYear, retailerId, brandId: null, figures: { ...emptyFigures(), programs: sign } },
  ];
  for (const line of program.budgetLines ?? []) {
    const atl = sign * toCents(line.atlTarget);
    const btl = sign * toCents(line.btlTarget);
    const figures: LedgerFigures = {
      programs: sign,
      plannedAtlCents: atl,
      plannedBtlCents: btl,
      committedAtlCents: committed ? atl : 0,
      committedBtlCents: committed ? btl : 0,
    };
    entries.push({ budgetYear, retailerId, brandId: line.brandId, figures });
    entries.push({ budgetYear, retailerId: null, brandId: line.brandId, figures });
    const retailerTotal = entries[0].figures;
    for (const name of figureNames) if (name !== 'programs') retailerTotal[name] += figures[name];
  }
  return entries;
}

/**
 * The ledger's change when a program goes from `before` to `after` (null: not there): one entry per scope whose
 * figures move, none for a write that moves no budget (a tactic, a note, a delivery date).
 */
export function ledgerDelta(before: LedgerProgram | null, after: LedgerProgram | null): LedgerEntry[] {
  const sums = new Map<string, LedgerEntry>();
  for (const entry of [...contribution(before, -1), ...contribution(after, 1)]) {
    const key = scopeKey(entry);
    const sum = sums.get(key) ?? { ...entry, figures: emptyFigures() };
    for (const name of figureNames) sum.figures[name] += entry.figures[name];
    sums.set(key, sum);
  }
  return [...sums.values()].filter((e) => figureNames.some((name) => e.figures[name] !== 0));
}

/** A summary row's money as a finance user reads it: allocated, planned, committed, invoiced and what is left. */
export interface LedgerTotals {
  allocAtlCents: number;
  allocBtlCents: number;
  plannedAtlCents: number;
  plannedBtlCents: number;
  committedAtlCents: number;
  committedBtlCents: number;
  invoicedCents: number;
}
export function summaryFigures(t: LedgerTotals) {
  return {
    allocTotalCents: t.allocAtlCents + t.allocBtlCents,
    plannedTotalCents: t.plannedAtlCents + t.plannedBtlCents,
    committedTotalCents: t.committedAtlCents + t.committedBtlCents,
    /** What is left to plan: the allocation less what programs plan. Below zero the brand is over-planned. */
    remainingAtlCents: t.allocAtlCents - t.plannedAtlCents,
    remainingBtlCents: t.allocBtlCents - t.plannedBtlCents,
    remainingTotalCents: t.allocAtlCents + t.allocBtlCents - t.plannedAtlCents - t.plannedBtlCents,
  };
}

/**
 * The quarter of a program's start date (1 to 4; 0: no start date yet): where the ledger's quarter rows count it
 * (a program's spend by quarter, the reports).
 */
export function quarterOf(startDate: string | null | undefined): number {
  const month = startDate ? Number(startDate.slice(5, 7)) : NaN;
  return month >= 1 && month <= 12 ? Math.ceil(month / 3) : 0;
}

/** One retailer's brand in one quarter of a budget year: what programs starting then plan and commit. */
export interface QuarterEntry {
  budgetYear: number;
  quarter: number;
  retailerId: number;
  brandId: number;
  figures: Omit<LedgerFigures, 'programs'>;
}

const quarterFigureNames = figureNames.filter((n) => n !== 'programs') as (keyof QuarterEntry['figures'])[];

function quarterContribution(program: LedgerProgram | null, sign: 1 | -1): QuarterEntry[] {
  if (!program || !program.fiscalYear || !program.retailerId || !isPlanned(program.statusId)) return [];
  const { fiscalYear: budgetYear, retailerId } = program;
  const quarter = quarterOf(program.programStartDate);
  const committed = isCommitted(program.statusId);
  return (program.budgetLines ?? []).map((line) => {
    const atl = sign * toCents(line.atlTarget);
    const btl = sign * toCents(line.btlTarget);
    return {
      budgetYear,
      quarter,
      retailerId,
      brandId: line.brandId,
      figures: {
        plannedAtlCents: atl,
        plannedBtlCents: btl,
        committedAtlCents: committed ? atl : 0,
        committedBtlCents: committed ? btl : 0,
      },
    };
  });
}

/**
 * The quarter rows' change when a program goes from `before` to `after`: like `ledgerDelta`, and also when only
 * its start date moves it to another quarter.
 */
export function quarterLedgerDelta(before: LedgerProgram | null, after: LedgerProgram | null): QuarterEntry[] {
  const sums = new Map<string, QuarterEntry>();
  for (const entry of [...quarterContribution(before, -1), ...quarterContribution(after, 1)]) {
    const key = `${entry.budgetYear}|${entry.quarter}|${entry.retailerId}|${entry.brandId}`;
    const sum = sums.get(key) ?? { ...entry, figures: { ...entry.figures } };
    if (sums.has(key)) for (const name of quarterFigureNames) sum.figures[name] += entry.figures[name];
    sums.set(key, sum);
  }
  return [...sums.values()].filter((e) => quarterFigureNames.some((name) => e.figures[name] !== 0));
}
