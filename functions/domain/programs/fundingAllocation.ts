import { fundingWarnings, remainingAllocations, type RemainingAllocation } from '../../../shared/allocation/funding';
import { isPlanned } from '../../../shared/allocation/ledger';
import type { AuthContext } from '../../lib/identity';
import { readRetailerLedger } from '../ledger/ledgerRepository';
import { listedRetailer, loadVisibleProgram } from './guard';
import type { ProgramAggregate } from './programTypes';

/** The retailer's brand rows of the budget ledger for a year (one Query of the retailer's ledger rows). */
async function brandLedgerRows(fiscalYear: number, retailerId: number) {
  return (await readRetailerLedger(fiscalYear, retailerId)).flatMap((r) =>
    r.brandId === null || r.retailerId !== retailerId
      ? []
      : [{ ...r, brandId: r.brandId, allocated: r.allocated ?? false }],
  );
}

/**
 * What funding a program may still draw on (issue 14): each brand's allocation at the program's retailer for its
 * budget year less what the other programs plan (the ledger's planned less this program's own budget lines).
 * Brands: those with a ledger row there and the program's funding sources.
 */
async function remainingAllocationOf(aggregate: ProgramAggregate): Promise<RemainingAllocation[]> {
  const { program, fundingSources } = aggregate;
  if (!program.fiscalYear || !program.retailerId) return [];
  return remainingAllocations(
    await brandLedgerRows(program.fiscalYear, program.retailerId),
    program.budgetLines ?? [],
    isPlanned(program.statusId),
    fundingSources.map((f) => f.brandId),
  );
}

/** `programs/{id}/allocation-remaining` (Program/View, the program's retailer scope). */
export async function allocationRemaining(id: number, auth: AuthContext) {
  return remainingAllocationOf(await loadVisibleProgram(id, auth));
}

/**
 * `programs/allocation-remaining` (Program/View): the same figures for a program being created, before it has an
 * id; a retailer-side user asks only for their own retailers (the program lists' check).
 */
export async function allocationRemainingAt(retailerId: number, fiscalYear: number, auth: AuthContext) {
  const retailer = (await listedRetailer(auth, retailerId)) ?? retailerId;
  return remainingAllocations(await brandLedgerRows(fiscalYear, retailer), [], false);
}

/** What submit asks to confirm besides an overspend: targets beyond the remaining allocation, all targets $0. */
export async function submitFundingWarnings(aggregate: ProgramAggregate): Promise<string[]> {
  const targets = aggregate.fundingSources.filter((f) => f.selected);
  if (!targets.length) return [];
  return fundingWarnings(targets, await remainingAllocationOf(aggregate));
}
