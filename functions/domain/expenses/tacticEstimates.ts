import { batchGetAll } from '../../lib/batchGet';
import { programTacticKeyOf } from '../programs/keys';
import type { ProgramTactic } from '../programs/programTypes';

/** A program tactic's estimate in cents: ATL and BTL are its brands' allocations, the total its cost. */
export interface TacticEstimate {
  tacticId: string;
  programId: number;
  atlCents: number;
  btlCents: number;
  totalCents: number;
}

const cents = (dollars: number | null | undefined) => Math.round((dollars ?? 0) * 100);

export const estimateOf = (tactic: ProgramTactic): TacticEstimate => ({
  tacticId: tactic.id,
  programId: tactic.programId,
  atlCents: tactic.allocations.reduce((sum, a) => sum + cents(a.atl), 0),
  btlCents: tactic.allocations.reduce((sum, a) => sum + cents(a.btl), 0),
  totalCents: cents(tactic.totalCost),
});

/**
 * The estimates of the tactics named (read from the programs' items through their key helper; a page of a list
 * names at most its page size). A tactic that does not exist is missing from the answer.
 */
export async function tacticEstimates(tacticIds: string[]): Promise<Map<string, TacticEstimate>> {
  const estimates = new Map<string, TacticEstimate>();
  for (const item of await batchGetAll(tacticIds.map(programTacticKeyOf))) {
    const tactic = item as unknown as ProgramTactic;
    if (tactic.id) estimates.set(tactic.id, estimateOf(tactic));
  }
  return estimates;
}
