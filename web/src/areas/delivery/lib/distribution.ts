import { deliveryMessages, equalShares } from '../../../../../shared/delivery/rules';
import { inputMessages } from '../../../../../shared/messages';

/** A shipped tactic as the distribution answers it: its order quantity and its total over every location. */
export interface GridTactic {
  tacticId: string;
  orderQuantity: number;
  distributedQuantity: number;
}

/** A page of the distribution as the server answers it (`programs/shippinglocation/{id}`). */
export interface DistributionPageData {
  locations: { id: string }[];
  tactics: (GridTactic & { quantities: Record<string, number> })[];
}

/**
 * The distribution being edited, over any number of locations (the grid shows one page at a time):
 * - `saved`: the stored quantities of the rows read so far (per location, per tactic);
 * - `edits`: what the user typed, as text (a half-typed or wrong entry stays on screen and is refused by the rules
 *   instead of being turned into a number behind the user's back), kept across pages until saved;
 * - `fill`: Equal Distribution's share per tactic, which every location gets unless typed over.
 */
export interface DistributionDraft {
  saved: Record<string, Record<string, number>>;
  edits: Record<string, Record<string, string>>;
  fill: Record<string, number> | null;
}

export const emptyDraft = (): DistributionDraft => ({ saved: {}, edits: {}, fill: null });

/** A typed quantity as a number: blank is 0; anything but a whole number is NaN (the rules refuse it). */
export function quantityOf(text: string | undefined): number {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return 0;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The stored quantities of a page (read or saved) join the draft; what was typed stays. */
export function rememberPage(draft: DistributionDraft, page: DistributionPageData): DistributionDraft {
  const saved = { ...draft.saved };
  for (const l of page.locations)
    saved[l.id] = Object.fromEntries(page.tactics.map((t) => [t.tacticId, t.quantities[l.id] ?? 0]));
  return { ...draft, saved };
}

/** What one cell shows: the typed text, else Equal Distribution's share, else the stored quantity (blank for 0). */
export function cellText(draft: DistributionDraft, locationId: string, tacticId: string): string {
  const typed = draft.edits[locationId]?.[tacticId];
  if (typed !== undefined) return typed;
  if (draft.fill) return String(draft.fill[tacticId] ?? 0);
  const stored = draft.saved[locationId]?.[tacticId] ?? 0;
  return stored ? String(stored) : '';
}

export const setCell = (
  draft: DistributionDraft,
  locationId: string,
  tacticId: string,
  text: string,
): DistributionDraft => ({
  ...draft,
  edits: { ...draft.edits, [locationId]: { ...draft.edits[locationId], [tacticId]: text } },
});

/** The quantity a location had before the typing: the share under Equal Distribution, else the stored one. */
const baseOf = (draft: DistributionDraft, locationId: string, tacticId: string) =>
  draft.fill ? (draft.fill[tacticId] ?? 0) : (draft.saved[locationId]?.[tacticId] ?? 0);

/**
 * Why a typed quantity is refused, or null for a whole number of 0 or more (blank is 0): the texts of bad input
 * (shared/messages, docs/decisions.md "Bad input"), as the spec words none for a distribution cell.
 */
export function quantityProblem(text: string | undefined): string | null {
  const trimmed = (text ?? '').trim();
  if (!Number.isNaN(quantityOf(trimmed))) return null;
  return /^-\s*\d/.test(trimmed) ? inputMessages.quantityNegative : inputMessages.quantityNotANumber;
}

/**
 * A tactic's distributed sum over every location: its stored total (or every location's share), moved by what was
 * typed. A refused entry (negative, not a whole number) counts as nothing, so the total still counts the valid
 * cells; the cell itself says what is wrong (`quantityProblem`).
 */
export function distributedSum(draft: DistributionDraft, tactic: GridTactic, locationCount: number): number {
  let sum = draft.fill ? (draft.fill[tactic.tacticId] ?? 0) * locationCount : tactic.distributedQuantity;
  for (const [locationId, typed] of Object.entries(draft.edits)) {
    const text = typed[tactic.tacticId];
    if (text === undefined) continue;
    const quantity = quantityOf(text);
    sum += (Number.isNaN(quantity) ? 0 : quantity) - baseOf(draft, locationId, tactic.tacticId);
  }
  return sum;
}

/**
 * What keeps the draft from being saved: first why a typed entry is refused (each text once), then the spec's
 * message when a tactic's quantities do not add up to its order quantity; none when all is well.
 */
export function draftErrors(draft: DistributionDraft, tactics: GridTactic[], locationCount: number): string[] {
  const refused = new Set<string>();
  for (const typed of Object.values(draft.edits))
    for (const text of Object.values(typed)) {
      const problem = quantityProblem(text);
      if (problem) refused.add(problem);
    }
  const mismatch = tactics.some((t) => distributedSum(draft, t, locationCount) !== t.orderQuantity);
  return [...refused, ...(mismatch ? [deliveryMessages.distributionMismatch] : [])];
}

/** Equal Distribution over every location of the program, or the spec's message when one cannot be split evenly. */
export function equalDraft(
  draft: DistributionDraft,
  tactics: GridTactic[],
  locationCount: number,
): { draft: DistributionDraft } | { error: string } {
  const split = equalShares(tactics, locationCount);
  if ('error' in split) return split;
  return { draft: { ...draft, edits: {}, fill: split.shares } };
}

/** Locations whose quantities the user changed (the ones a save without Equal Distribution sends). */
export const editedLocations = (draft: DistributionDraft) =>
  Object.keys(draft.edits).filter((id) => Object.keys(draft.edits[id] ?? {}).length > 0);

/**
 * How many locations one save request carries: one transaction holds 100 actions, two of them the program and
 * its audit entry and one per tactic's total (the server refuses more).
 */
export const saveChunkSize = (tacticCount: number) => Math.max(1, Math.min(90, 98 - tacticCount));

/**
 * The body of one `programs/saveshippinglocation/{id}` request for these locations: under Equal Distribution
 * every tactic's quantity of each; otherwise only what was typed (a tactic not named keeps its stored quantity).
 */
export function saveBodyOf(
  draft: DistributionDraft,
  tactics: GridTactic[],
  locationIds: string[],
  version: number,
  final: boolean,
) {
  return {
    version,
    final,
    tactics: tactics
      .map((t) => ({
        tacticId: t.tacticId,
        quantities: Object.fromEntries(
          locationIds.flatMap((id) => {
            const typed = draft.edits[id]?.[t.tacticId];
            if (typed !== undefined) return [[id, quantityOf(typed)]];
            return draft.fill ? [[id, draft.fill[t.tacticId] ?? 0]] : [];
          }),
        ),
      }))
      .filter((t) => Object.keys(t.quantities).length > 0),
  };
}

/** How many items go to each location over all tactics: the count each selected location shows. */
export function itemCountsOf(data: { tactics: { quantities: Record<string, number> }[] }): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const t of data.tactics) for (const [id, q] of Object.entries(t.quantities)) counts[id] = (counts[id] ?? 0) + q;
  return counts;
}
