/**
 * Expenses (spec 03, 'Expense screens'): the lists of PO, DO, coupon and promo code expenses
 * and of mindshare invoices (`expensemangement/{kind}`, mindshare's with its side panel mode) with the navigation strip, the imports of PO, coupon and promo code files, and an
 * expense's reconciliation (`{kind}/reconciliation/{id}`), and the wire report (`wirereport`).
 */
import { ExpenseListPage } from './components/ExpenseListPage';
import { ReconciliationPage } from './components/ReconciliationPage';
export { WireReportPage } from './components/WireReportPage';

export const PoListPage = () => <ExpenseListPage kind="po" />;
export const DoListPage = () => <ExpenseListPage kind="do" />;
export const CouponListPage = () => <ExpenseListPage kind="coupon" />;
export const PromoListPage = () => <ExpenseListPage kind="promo" />;
export const MindshareListPage = () => <ExpenseListPage kind="mindshare" />;

export const PoReconciliationPage = () => <ReconciliationPage kind="po" />;
export const DoReconciliationPage = () => <ReconciliationPage kind="do" />;
export const CouponReconciliationPage = () => <ReconciliationPage kind="coupon" />;
export const PromoReconciliationPage = () => <ReconciliationPage kind="promo" />;
