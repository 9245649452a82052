import type { ExpenseStatus } from '../../../../../shared/expenses/rules';

/** The expense navigation strip (spec 03, section 2), in its order: POs, PromoCodes, Coupons, DOs and Mindshare. */
export const expenseStrip = ['po', 'promo', 'coupon', 'do', 'mindshare'] as const;

export const expenseListPath = (page: (typeof expenseStrip)[number]) => `/expensemangement/${page}`;

/** An expense's reconciliation page (spec 03: `po|do|coupon|promo/reconciliation/{id}`). */
export const reconciliationPath = (kind: 'po' | 'do' | 'coupon' | 'promo', id: string) =>
  `/${kind}/reconciliation/${id}`;

/** How a line's status tag looks on the lists and the reconciliation page. */
export const statusSeverity: Record<ExpenseStatus, 'info' | 'success' | 'warning' | 'danger' | null> = {
  pending: 'warning',
  assigned: 'info',
  submitted: 'info',
  approved: 'success',
  confirmed: 'success',
  rejected: 'danger',
};
