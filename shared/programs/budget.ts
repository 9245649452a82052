import { formatMoney } from '../format/money';
import * as tacticAllocationMessages from './tacticAllocationMessages';

/** The part of a tactic's cost charged to one funding source, above and below the line. */
export interface Allocation {
  brandId: number;
  atl: number;
  btl: number;
}

export interface FundingTarget {
  brandId: number;
  brandName: string;
  atlTarget: number;
  btlTarget: number;
  selected: boolean;
}

interface BudgetLine {
  brandId: number;
  brandName: string;
  atlTarget: number;
  btlTarget: number;
  atlAllocated: number;
  btlAllocated: number;
  atlRemaining: number;
  btlRemaining: number;
  overspent: boolean;
}

export interface BudgetSummary {
  lines: BudgetLine[];
  totalCost: number;
  overspent: boolean;
  warnings: string[];
}

/** Money in cents precision, so sums of many tactics never drift. */
export const cents = (amount: number) => Math.round(amount * 100) / 100;

/** A tactic's cost: unit cost times quantity, in cents. */
export const tacticCost = (unitCost: number, orderQuantity: number) => cents(unitCost * orderQuantity);

/**
 * Where a tactic's cost goes when the planner does not say: split evenly over the selected funding sources,
 * below the line (in-store trade spend); the odd cents go to the first source.
 */
export function defaultAllocations(totalCost: number, sources: FundingTarget[]): Allocation[] {
  const selected = sources.filter((s) => s.selected);
  if (!selected.length) return [];
  const totalCents = Math.round(totalCost * 100);
  const share = Math.floor(totalCents / selected.length);
  return selected.map((s, i) => ({
    brandId: s.brandId,
    atl: 0,
    btl: (share + (i === 0 ? totalCents - share * selected.length : 0)) / 100,
  }));
}

/** An allocation must charge selected funding sources only, and add up to the tactic's cost exactly. */
export function allocationErrors(totalCost: number, allocations: Allocation[], sources: FundingTarget[]): string[] {
  const errors: string[] = [];
  const selected = new Map(sources.filter((s) => s.selected).map((s) => [s.brandId, s]));
  for (const a of allocations) {
    if (!selected.has(a.brandId)) errors.push(tacticAllocationMessages.notAFundingSource(a.brandId));
    if (a.atl < 0 || a.btl < 0) errors.push(tacticAllocationMessages.negative);
  }
  const sum = cents(allocations.reduce((total, a) => total + a.atl + a.btl, 0));
  if (sum !== cents(totalCost))
    errors.push(tacticAllocationMessages.notTheCost(formatMoney(totalCost), formatMoney(sum)));
  return errors;
}

/**
 * What each funding source has left after the program's tactics (beyond the spec: shown while tactics go into
 * the cart, and an overspent program needs an explicit confirmation to be submitted).
 */
export function budgetSummary(
  sources: FundingTarget[],
  tactics: { totalCost: number; allocations: Allocation[] }[],
): BudgetSummary {
  const lines = sources
    .filter((s) => s.selected)
    .map<BudgetLine>((s) => {
      const charged = tactics.flatMap((t) => t.allocations).filter((a) => a.brandId === s.brandId);
      const atlAllocated = cents(charged.reduce((sum, a) => sum + a.atl, 0));
      const btlAllocated = cents(charged.reduce((sum, a) => sum + a.btl, 0));
      const atlRemaining = cents(s.atlTarget - atlAllocated);
      const btlRemaining = cents(s.btlTarget - btlAllocated);
      return {
        brandId: s.brandId,
        brandName: s.brandName,
        atlTarget: s.atlTarget,
        btlTarget: s.btlTarget,
        atlAllocated,
        btlAllocated,
        atlRemaining,
        btlRemaining,
        overspent: atlRemaining < 0 || btlRemaining < 0,
      };
    });
  const warnings = lines.flatMap((l) => [
    ...(l.atlRemaining < 0 ? [`${l.brandName}: ATL is over budget by ${formatMoney(-l.atlRemaining)}.`] : []),
    ...(l.btlRemaining < 0 ? [`${l.brandName}: BTL is over budget by ${formatMoney(-l.btlRemaining)}.`] : []),
  ]);
  return {
    lines,
    totalCost: cents(tactics.reduce((sum, t) => sum + t.totalCost, 0)),
    overspent: warnings.length > 0,
    warnings,
  };
}

/** The cart's delete icon shows only for free tactics and product types 6 and 7 (spec 02, section 2). */
export const canRemoveFromCart = (tactic: { totalCost: number; productTypeId: number }) =>
  tactic.totalCost === 0 || tactic.productTypeId === 6 || tactic.productTypeId === 7;
