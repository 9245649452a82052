import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReferenceLookup } from '../../../../components/lookup';
import { BudgetYearDropdown, useCurrentBudgetYear } from '../../../../components/reference';

/** A brand and a budget year chosen in a panel: the year is the current one until the user picks another. */
export function useBrandYear(initial: { brandId?: number | null; budgetYear?: number | null } = {}) {
  const [brandId, setBrandId] = useState<number | null>(initial.brandId ?? null);
  const [year, setYear] = useState<number | null>(initial.budgetYear ?? null);
  const currentYear = useCurrentBudgetYear();
  return { brandId, setBrandId, budgetYear: year ?? currentYear, setYear };
}

/** The brand (active brands) and budget year fields of a panel that lists a brand's jobs of a year. */
export function BrandYearFields({
  idPrefix,
  choice,
  children,
}: {
  idPrefix: string;
  choice: ReturnType<typeof useBrandYear>;
  /** More fields of the same row (a search). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="form-grid">
      <div className="field">
        <label htmlFor={`${idPrefix}-brand`}>{t('programs.funding.brand')}</label>
        <ReferenceLookup
          kind="brand"
          activeOnly
          inputId={`${idPrefix}-brand`}
          value={choice.brandId}
          onChange={(id) => choice.setBrandId(id === null ? null : Number(id))}
        />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-year`}>{t('programs.fields.budgetYear')}</label>
        <BudgetYearDropdown
          inputId={`${idPrefix}-year`}
          value={choice.budgetYear}
          onChange={choice.setYear}
          emptyMessage={t('programs.texts.budgetYearNotFound')}
        />
      </div>
      {children}
    </div>
  );
}
