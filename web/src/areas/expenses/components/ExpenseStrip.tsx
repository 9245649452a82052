import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { expenseListPath, expenseStrip } from '../lib/kinds';

/**
 * The expense navigation strip (spec 03, section 2): POs, PromoCodes, Coupons, DOs and Mindshare. The spec's
 * Mindshare claim check (ExpenseManagment / View_Mindshare) is commented out there, so the link shows for whoever
 * sees the expenses (docs/decisions.md, 'Expenses').
 */
export function ExpenseStrip() {
  const { t } = useTranslation();
  return (
    <nav className="expense-strip" aria-label={t('expenses.strip.label')}>
      <ul>
        {expenseStrip.map((kind) => (
          <li key={kind}>
            <NavLink to={expenseListPath(kind)} className={({ isActive }) => (isActive ? 'active' : undefined)}>
              {t(`expenses.strip.${kind}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
