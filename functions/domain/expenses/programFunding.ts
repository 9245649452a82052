import { fundingActuals } from '../../../shared/expenses/funding';
import { isOverBudget } from '../../../shared/expenses/rules';
import { programStatus } from '../../../shared/programs/status';
import type { AuthContext } from '../../lib/identity';
import { loadVisibleProgram } from '../programs/guard';
import { invoicedSums } from './expenseRepository';
import { estimateOf } from './tacticEstimates';

const cents = (dollars: number) => Math.round(dollars * 100);
/** A program's budget is committed once approved, and stays so when it is closed (docs/decisions.md). */
const committedStatuses: readonly number[] = [programStatus.approved, programStatus.closed];

/**
 * Planned, committed and invoiced per funding source of a program the caller may see (its retailer scope), with
 * the variance: the program's items in one query, its tactics' invoiced sums in one batch read
 * (`EXPTACTIC#{tacticId}` / `SUM`), whatever the number of tactics or invoices.
 */
export async function programFunding(auth: AuthContext, programId: number) {
  const aggregate = await loadVisibleProgram(programId, auth);
  const invoiced = await invoicedSums(aggregate.tactics.map((t) => t.id));
  const committed = committedStatuses.includes(aggregate.program.statusId);
  const { rows, total } = fundingActuals({
    sources: aggregate.fundingSources,
    tactics: aggregate.tactics.map((t) => ({
      id: t.id,
      allocations: t.allocations.map((a) => ({ brandId: a.brandId, atlCents: cents(a.atl), btlCents: cents(a.btl) })),
    })),
    invoiced,
    committed,
  });
  const charged = new Set(aggregate.tactics.flatMap((t) => t.allocations.map((a) => a.brandId)));
  return {
    programId: aggregate.program.id,
    committed,
    // Funding brands, and any brand a tactic is charged to; brands only participating stay out.
    sources: rows.filter(
      (r) =>
        r.brandId === null ||
        charged.has(r.brandId) ||
        aggregate.fundingSources.some((f) => f.brandId === r.brandId && f.selected),
    ),
    total,
    tactics: aggregate.tactics.map((t) => {
      const estimateCents = estimateOf(t).totalCents;
      const invoicedCents = invoiced.get(t.id) ?? 0;
      return { tacticId: t.id, estimateCents, invoicedCents, overBudget: isOverBudget(invoicedCents, estimateCents) };
    }),
  };
}
