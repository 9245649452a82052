/**
 * Why a tactic's allocations over the program's funding sources are refused (`allocationErrors`,
 * shared/programs/budget.ts); the web says them in the reader's language (`server.tacticAllocations`).
 *
 * A module of named exports, imported as a namespace (`import * as tacticAllocationMessages from`), so a Lambda
 * bundles only the texts it names (docs/decisions.md, 'Lean bundles').
 */
export const notAFundingSource = (brandId: number) =>
  `Brand ${brandId} is not a selected funding source of this program.`;
export const negative = 'Allocations cannot be negative.';
export const notTheCost = (cost: string, sum: string) =>
  `Allocations must add up to the tactic cost (${cost}); they add up to ${sum}.`;
