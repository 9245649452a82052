import { distributionErrors, equalDistribution, type TacticDistribution } from '../../../../../shared/delivery/rules';

/** The distribution as the server gives it (`programs/shippinglocation/{id}`). */
export interface DistributionData {
  locations: { id: string; location: string; distributed: boolean }[];
  tactics: { tacticId: string; tacticName: string; orderQuantity: number; quantities: Record<string, number> }[];
}

/**
 * What the user typed per tactic and location, as text: a half-typed or wrong entry stays on screen (and is
 * refused by the rules) instead of being turned into a number behind the user's back.
 */
export type QuantityDraft = Record<string, Record<string, string>>;

export function draftFromDistribution(data: DistributionData): QuantityDraft {
  return Object.fromEntries(
    data.tactics.map((t) => [
      t.tacticId,
      Object.fromEntries(data.locations.map((l) => [l.id, t.quantities[l.id] ? String(t.quantities[l.id]) : ''])),
    ]),
  );
}

/** A typed quantity as a number: blank is 0; anything but a whole number is NaN (the rules refuse it). */
export function quantityOf(text: string | undefined): number {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return 0;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function tacticsOf(data: DistributionData, draft: QuantityDraft): TacticDistribution[] {
  return data.tactics.map((t) => ({
    tacticId: t.tacticId,
    orderQuantity: t.orderQuantity,
    quantities: Object.fromEntries(data.locations.map((l) => [l.id, quantityOf(draft[t.tacticId]?.[l.id])])),
  }));
}

/** The distributed sum of one tactic (NaN while an entry is not a whole number). */
export function distributedSum(data: DistributionData, draft: QuantityDraft, tacticId: string): number {
  return data.locations.reduce((sum, l) => sum + quantityOf(draft[tacticId]?.[l.id]), 0);
}

/** The spec's message when a tactic's quantities do not add up to its order quantity; none when all do. */
export const draftErrors = (data: DistributionData, draft: QuantityDraft) => distributionErrors(tacticsOf(data, draft));

/** Equal Distribution: every tactic split evenly over the locations, or the spec's message when one cannot be. */
export function equalDraft(data: DistributionData): { draft: QuantityDraft } | { error: string } {
  const split = equalDistribution(
    data.tactics,
    data.locations.map((l) => l.id),
  );
  if ('error' in split) return split;
  return {
    draft: Object.fromEntries(
      split.map((t) => [
        t.tacticId,
        Object.fromEntries(Object.entries(t.quantities).map(([id, q]) => [id, String(q)])),
      ]),
    ),
  };
}

/** The body of `programs/saveshippinglocation/{id}`: whole numbers per tactic and location. */
export function saveBodyOf(data: DistributionData, draft: QuantityDraft, version: number) {
  return { version, tactics: tacticsOf(data, draft).map((t) => ({ tacticId: t.tacticId, quantities: t.quantities })) };
}

/** How many items go to each location over all tactics: the count each selected location shows. */
export function itemCountsOf(data: { tactics: { quantities: Record<string, number> }[] }): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const t of data.tactics) for (const [id, q] of Object.entries(t.quantities)) counts[id] = (counts[id] ?? 0) + q;
  return counts;
}
