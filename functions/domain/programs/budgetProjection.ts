import { budgetSummary } from '../../../shared/programs/budget';
import type { BudgetProjection, FundingSource, ProgramTactic } from './programTypes';

/**
 * The budget lines the program root carries: written in the same transaction as every change of funding sources or
 * tactics, so a page listing many programs' budgets (the retailer overview) reads list pages, not each aggregate.
 */
export const budgetProjection = (
  fundingSources: FundingSource[],
  tactics: Pick<ProgramTactic, 'totalCost' | 'allocations'>[],
): BudgetProjection[] =>
  budgetSummary(fundingSources, tactics).lines.map(({ brandId, atlTarget, btlTarget, atlAllocated, btlAllocated }) => ({
    brandId,
    atlTarget,
    btlTarget,
    atlAllocated,
    btlAllocated,
  }));
