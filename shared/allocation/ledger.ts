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
  statusId: number;
  fiscalYear: number | null;
  retailerId: number | null;
  budgetLines?: { brandId: number; atlTarget: number; btlTarget: number }[];
}

export interface LedgerFigures {
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
export const emptyFigures = (): LedgerFigures => ({
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
