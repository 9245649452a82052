import { formatMoney } from '../format/money';

/**
 * Funding a program draws on its brands' allocation at the program's retailer for its budget year (issue 14): the
 * funding panel shows each brand's remaining allocation beside the ATL/BTL targets, warns before saving a target
 * beyond it, and submit asks to confirm (with the overspend). Amounts of the ledger are whole cents; targets are
 * dollars with cents, as the funding sources carry them.
 */
export const fundingAllocationMessages = {
  /** Beside a target (the funding panel) and, with the brand's name, at submit. */
  exceeds: (line: 'ATL' | 'BTL', remainingCents: number) =>
    `${line} target exceeds the remaining allocation of ${formatMoney(remainingCents / 100)}`,
  noTargets: 'This program has no ATL or BTL target',
  /** A line of the submit's funding warnings: a target beyond its brand's remaining allocation, named by brand. */
  brandExceeds: (brandName: string, line: 'ATL' | 'BTL', remainingCents: number) =>
    `${brandName}: ${line} target exceeds the remaining allocation of ${formatMoney(remainingCents / 100)}.`,
  /** A line of the submit's funding warnings: every target is $0. */
  noTargetsWarning: 'This program has no ATL or BTL target.',
  /** The head of the submit's confirmation when nothing is overspent (the overspend keeps its own text). */
  needsConfirmation: "This program's funding needs a look before it is submitted. Confirm to submit it anyway.",
  /** Saving the funding panel with warnings asks first. */
  saveAnyway: 'Save the funding sources anyway?',
} as const;

/** A brand's ledger row at one retailer and budget year (cents); `allocated` false: no allocation was ever set. */
export interface RetailerBrandLedger {
  brandId: number;
  allocated: boolean;
  allocAtlCents: number;
  allocBtlCents: number;
  plannedAtlCents: number;
  plannedBtlCents: number;
}

export interface RemainingAllocation {
  brandId: number;
  /** False when the brand has no allocation at the retailer for the year: its targets are not checked. */
  allocated: boolean;
  allocAtlCents: number;
  allocBtlCents: number;
  plannedElsewhereAtlCents: number;
  plannedElsewhereBtlCents: number;
  remainingAtlCents: number;
  remainingBtlCents: number;
}

export interface TargetLine {
  brandId: number;
  atlTarget: number;
  btlTarget: number;
}

const toCents = (dollars: number) => Math.round((dollars || 0) * 100);

/**
 * Each brand's remaining allocation for one program: the allocation less what OTHER programs plan, i.e. the
 * ledger's planned less this program's own targets as the ledger counted them (its root's budget lines, when the
 * ledger counts the program at all: `ownCounted`). Brands: the ledger's rows and `brandIds` (none left out).
 */
export function remainingAllocations(
  rows: RetailerBrandLedger[],
  ownLines: TargetLine[],
  ownCounted: boolean,
  brandIds: number[] = [],
): RemainingAllocation[] {
  const ids = [...new Set([...rows.map((r) => r.brandId), ...brandIds])].sort((a, b) => a - b);
  return ids.map((brandId) => {
    const row = rows.find((r) => r.brandId === brandId);
    const own = ownCounted ? ownLines.filter((l) => l.brandId === brandId) : [];
    const ownAtl = own.reduce((s, l) => s + toCents(l.atlTarget), 0);
    const ownBtl = own.reduce((s, l) => s + toCents(l.btlTarget), 0);
    const allocAtlCents = row?.allocAtlCents ?? 0;
    const allocBtlCents = row?.allocBtlCents ?? 0;
    const plannedElsewhereAtlCents = (row?.plannedAtlCents ?? 0) - ownAtl;
    const plannedElsewhereBtlCents = (row?.plannedBtlCents ?? 0) - ownBtl;
    return {
      brandId,
      allocated: row?.allocated ?? false,
      allocAtlCents,
      allocBtlCents,
      plannedElsewhereAtlCents,
      plannedElsewhereBtlCents,
      remainingAtlCents: allocAtlCents - plannedElsewhereAtlCents,
      remainingBtlCents: allocBtlCents - plannedElsewhereBtlCents,
    };
  });
}

export interface AllocationExcess {
  brandId: number;
  line: 'ATL' | 'BTL';
  targetCents: number;
  remainingCents: number;
}

/**
 * The targets beyond their brand's remaining allocation (only brands with an allocation are checked; a $0 target
 * draws nothing, so it never exceeds, even where other programs already plan more than is allocated).
 */
export function allocationExcess(targets: TargetLine[], remaining: RemainingAllocation[]): AllocationExcess[] {
  return targets.flatMap((t) => {
    const r = remaining.find((x) => x.brandId === t.brandId);
    if (!r?.allocated) return [];
    const atl = toCents(t.atlTarget);
    const btl = toCents(t.btlTarget);
    return [
      ...(atl > 0 && atl > r.remainingAtlCents
        ? [{ brandId: t.brandId, line: 'ATL' as const, targetCents: atl, remainingCents: r.remainingAtlCents }]
        : []),
      ...(btl > 0 && btl > r.remainingBtlCents
        ? [{ brandId: t.brandId, line: 'BTL' as const, targetCents: btl, remainingCents: r.remainingBtlCents }]
        : []),
    ];
  });
}

/** True when the selected funding sources' targets are all $0 (none selected: the funding-source rule says so). */
export const hasNoTargets = (targets: TargetLine[]) =>
  targets.length > 0 && targets.every((t) => toCents(t.atlTarget) === 0 && toCents(t.btlTarget) === 0);

/**
 * The funding's warnings (submit asks to confirm them; the funding panel shows them before saving): each target
 * beyond its brand's remaining allocation, named by brand, and a program whose targets are all $0. Catalogue texts
 * (`server.funding.*`), so the submit's confirmation says them in the reader's language.
 */
export function fundingWarnings(
  targets: (TargetLine & { brandName: string })[],
  remaining: RemainingAllocation[],
): string[] {
  const names = new Map(targets.map((t) => [t.brandId, t.brandName]));
  return [
    ...allocationExcess(targets, remaining).map((e) =>
      fundingAllocationMessages.brandExceeds(names.get(e.brandId) ?? '', e.line, e.remainingCents),
    ),
    ...(hasNoTargets(targets) ? [fundingAllocationMessages.noTargetsWarning] : []),
  ];
}

/**
 * The notes of a Revise Budget (the program's Reason For Editing): the transition's audit entry records the driver,
 * the reason and the comments in one text.
 */
export const reviseNotes = (reason: { changeDriver: string; changeReason?: string | null; comment: string }) =>
  [
    `Change Driver: ${reason.changeDriver.trim()}.`,
    ...(reason.changeReason?.trim() ? [`Change Reason: ${reason.changeReason.trim()}.`] : []),
    `Change Comments: ${reason.comment.trim()}`,
  ].join(' ');
