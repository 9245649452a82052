import { mutate } from 'swr';
import { callRoute } from '../../../lib/api';
import { routeKey, useRoute } from '../../../lib/useRoute';

/**
 * A program tactic's Invoice Reconciliation (`expensesmanagment/tactic-reconciliation/{tacticId}`); `null` until a
 * tactic is chosen.
 */
export const useTacticReconciliation = (tacticId: string | null) =>
  useRoute('expenses.tacticReconciliation', tacticId ? { params: { tacticId } } : null);

/** Planned, committed and invoiced per funding source (`expensesmanagment/program-funding/{id}`); `null` waits. */
export const useProgramFunding = (id: number | null) =>
  useRoute('expenses.programFunding', id ? { params: { id } } : null);

/**
 * The modal's toggle (`tactic-reconciliation-saverefresh`): its answer replaces the tactic's reconciliation, and
 * the program's invoiced amounts and the expense lists are read again.
 */
export async function saveTacticReconciliation(
  tacticId: string,
  invoices: { invoiceId: string; isSelected: boolean }[],
) {
  const saved = await callRoute('expenses.saveTacticReconciliation', { body: { tacticId, invoices } });
  await mutate(routeKey('expenses.tacticReconciliation', { params: { tacticId } }), saved, { revalidate: false });
  await mutate(
    (key: unknown) =>
      Array.isArray(key) &&
      typeof key[0] === 'string' &&
      (key[0] === 'expenses.programFunding' || key[0].startsWith('expenses.list')),
  );
  return saved;
}
