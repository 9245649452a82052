import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { filterLabels } from '../../../../../shared/reports/catalogue';
import type { ColumnKey } from '../../../../../shared/reports/shape';
import { localeOf } from '../../../lib/i18n';
import { promoStatusText } from '../../../lib/programStatus';
import type { ReportData, ReportId } from '../api';

type Row = ReportData['rows'][number];

/**
 * Every text of Reporting and the Dashboard in the user's language: the server names reports, columns, series,
 * filters and row labels by stable keys (shared/reports) and writes English beside them for the export; the page
 * shows `reports.*` texts, month names through `Intl.DateTimeFormat` and figures through `Intl.NumberFormat` of
 * the language (money stays the spec's USD, en-US, through `Money`).
 */
export function reportTexts(t: TFunction, language: string) {
  const locale = localeOf(language);
  const months = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const percents = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const column = (key: ColumnKey) => t(`reports.columns.${key}`);
  /** A row's first cell: the label its `labelKey` names (a quarter, a month, a promo bucket), else the cell. */
  const label = (row: Row, cell: string) => {
    const [kind, code] = String(row.labelKey ?? '').split('.');
    if (kind === 'quarter') return code === '0' ? t('reports.noStartDate') : t('reports.quarter', { quarter: code });
    if (kind === 'month') return months.format(new Date(Date.UTC(2000, Number(code) - 1, 1)));
    if (kind === 'promo') return promoStatusText(t, code);
    return cell;
  };
  return {
    name: (id: ReportId) => t(`reports.catalogue.${id}.name`),
    description: (id: ReportId) => t(`reports.catalogue.${id}.description`),
    filter: (key: keyof typeof filterLabels) => t(`reports.filters.${key}`),
    column,
    label,
    number: (value: number) => numbers.format(value),
    percent: (value: number) => percents.format(value / 100),
    /** The chart with its series and, where rows name them, its labels in the language. */
    chart: (data: ReportData) => ({
      type: data.chart.type,
      labels:
        data.rows.length === data.chart.labels.length && data.rows.some((r) => r.labelKey)
          ? data.rows.map((r, i) => label(r, data.chart.labels[i]!))
          : data.chart.labels,
      series: data.chart.series.map((s) => ({ label: column(s.key), data: s.data })),
      /** Every series is a money column (in dollars): the chart shows its axis and tooltips as money. */
      money:
        data.chart.series.length > 0 &&
        data.chart.series.every((s) => data.columns.find((c) => c.key === s.key)?.kind === 'money'),
    }),
  };
}
export type ReportTexts = ReturnType<typeof reportTexts>;

export function useReportTexts(): ReportTexts {
  const { t, i18n } = useTranslation();
  return useMemo(() => reportTexts(t, i18n.language), [t, i18n.language]);
}
