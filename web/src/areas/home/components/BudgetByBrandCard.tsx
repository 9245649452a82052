import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../../../../shared/format/money';
import type { ApiError } from '../../../lib/api';
import { useBrandsSummary } from '../api/dashboard';
import { barWidth, budgetFigures, topBrands } from '../lib/dashboard';
import { DashboardCard } from './DashboardCard';

const SHOWN = 5;
const figureKey = {
  allocTotalCents: 'allocated',
  plannedTotalCents: 'planned',
  committedTotalCents: 'committed',
  invoicedCents: 'invoiced',
} as const;
const dollars = (cents: number) => formatMoney(cents / 100);

/**
 * The budget year's top brands by planned spend (`brands/summary`, the budget ledger): allocated, planned,
 * committed and invoiced as bars on one scale, what remains to plan, and the brands summary's link. The year is
 * `undefined` while home's general information is on its way (the card waits, as Programs by status does), `null`
 * when no budget year is current.
 */
export function BudgetByBrandCard({
  budgetYear,
  infoError,
}: {
  budgetYear: number | null | undefined;
  /** Home's general information failed: its error, not endless skeleton lines. */
  infoError?: ApiError;
}) {
  const { t } = useTranslation();
  const summary = useBrandsSummary(budgetYear ?? null);
  const { top, scale } = topBrands(summary.data?.brands ?? [], SHOWN);
  return (
    <DashboardCard
      id="budget"
      title={t('home.budget.title')}
      subtitle={budgetYear ? t('home.budget.subtitle', { year: budgetYear }) : undefined}
      loading={budgetYear === undefined || (budgetYear !== null && !summary.data)}
      error={infoError ?? summary.error}
      footer={<Link to="/brandssummary">{t('home.budget.open')}</Link>}
    >
      {!budgetYear ? (
        <p className="home-empty">{t('home.status.noYear')}</p>
      ) : top.length === 0 ? (
        <p className="home-empty">{t('home.budget.empty', { year: budgetYear })}</p>
      ) : (
        <>
          <ul className="home-legend" aria-label={t('home.budget.legend')}>
            {budgetFigures.map((f) => (
              <li key={f}>
                <span className={`home-swatch budget-${figureKey[f]}`} aria-hidden="true" />
                {t(`home.budget.${figureKey[f]}`)}
              </li>
            ))}
          </ul>
          <ul className="home-brands">
            {top.map((brand) => (
              <li key={brand.brandId}>
                <div className="home-brand-head">
                  <strong>{brand.brandName}</strong>
                  <span className={brand.remainingTotalCents < 0 ? 'home-over' : 'muted'}>
                    {t('home.budget.remaining', { amount: dollars(brand.remainingTotalCents) })}
                  </span>
                </div>
                {budgetFigures.map((f) => (
                  <div
                    key={f}
                    className="home-brand-bar"
                    title={`${t(`home.budget.${figureKey[f]}`)}: ${dollars(brand[f])}`}
                  >
                    <span className="home-bar-track">
                      <span
                        className={`home-bar budget-${figureKey[f]}`}
                        style={{ width: `${barWidth(brand[f], scale)}%` }}
                      />
                    </span>
                    <span className="home-bar-value">
                      {t(`home.budget.${figureKey[f]}`)} {dollars(brand[f])}
                    </span>
                  </div>
                ))}
              </li>
            ))}
          </ul>
        </>
      )}
    </DashboardCard>
  );
}
