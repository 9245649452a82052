/**
 * Expenses (spec 03, 'Expense screens'): the lists of PO, DO, coupon and promo code expenses
 * (`expensemangement/{kind}`) with the navigation strip, and the imports of PO, coupon and promo code files.
 */
import { ExpenseListPage } from './components/ExpenseListPage';

export const PoListPage = () => <ExpenseListPage kind="po" />;
export const DoListPage = () => <ExpenseListPage kind="do" />;
export const CouponListPage = () => <ExpenseListPage kind="coupon" />;
export const PromoListPage = () => <ExpenseListPage kind="promo" />;
