import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import type { ReportFilterName, ReportFilters } from '../../../../../shared/reports/catalogue';
import { messagesOfError, useMessageBox } from '../../../components/messageBox';
import { PageSpinner } from '../../../components/PageSpinner';
import { translateMessage } from '../../../lib/i18n';
import { inPageUpdate } from '../../../lib/inPageUpdate';
import { fetchReportData, useReportFilters, useReportList, type ReportId } from '../api';
import { ReportChart } from './ReportChart';
import { ReportTable } from './ReportTable';
import { saveReport } from '../lib/reportExport';
import { useReportTexts } from '../lib/reportTexts';
import '../reports.css';
import { ExportButton } from '../../../components/export/ExportButton';

const filterNames: readonly ReportFilterName[] = ['budgetYear', 'retailerId', 'brandId'];

/**
 * Reporting (`reporting`): pick a report, set its filters (kept in the URL, so Back and a reload find them), and
 * read its chart and its table; Export .xlsx writes the rows shown, in the screen's language, to a file named after the report.
 */
export function ReportingPage() {
  const { t } = useTranslation();
  const texts = useReportTexts();
  const box = useMessageBox();
  const [search, setSearch] = useSearchParams();
  const list = useReportList();
  const reports = list.data?.items ?? [];
  const reportId = (reports.find((r) => r.id === search.get('report'))?.id ??
    reports[0]?.id ??
    null) as ReportId | null;
  const filterOptions = useReportFilters(reportId);
  const declared = filterOptions.data?.reportId === reportId ? filterOptions.data.filters : undefined;
  const filters: ReportFilters = {};
  for (const f of declared ?? []) {
    const chosen = search.get(f.name);
    const value = chosen ? Number(chosen) : f.default;
    if (value !== null && Number.isFinite(value)) filters[f.name] = value;
  }
  const data = useSWR(reportId && declared ? ['reports.reportData', reportId, filters] : null, () =>
    fetchReportData(reportId!, filters),
  );
  const [exporting, setExporting] = useState(false);
  const current = reports.find((r) => r.id === reportId);

  const choose = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    // A report's table starts on its first page.
    for (const key of ['page', 'size', 'search', 'sort', 'dir']) next.delete(key);
    setSearch(next, inPageUpdate({ replace: false }));
  };
  const pickReport = (id: string) =>
    choose({ report: id, ...Object.fromEntries(filterNames.filter((n) => n !== 'budgetYear').map((n) => [n, null])) });

  // The file is written in the browser from the report shown, so it reads in the screen's language.
  const download = async () => {
    if (!data.data) return;
    setExporting(true);
    try {
      const name = await saveReport(data.data, texts, t('reports.total'), new Date());
      box.success(t('reports.exported', { count: data.data.rows.length, name }));
    } catch (error) {
      box.danger(messagesOfError(error).map((m) => translateMessage(t, m)));
    } finally {
      setExporting(false);
    }
  };

  if (list.isLoading) return <PageSpinner />;
  const error = list.error ?? filterOptions.error ?? data.error;
  return (
    <section className="reports-page" aria-label={t('reports.title')}>
      <div className="report-filters">
        <div className="field">
          <label htmlFor="report-picker">{t('reports.report')}</label>
          <Dropdown
            inputId="report-picker"
            value={reportId}
            options={reports.map((r) => ({ value: r.id, label: texts.name(r.id) }))}
            onChange={(e) => pickReport(String(e.value))}
            placeholder={t('reports.pick')}
          />
        </div>
        {(declared ?? []).map((f) => (
          <div className="field" key={f.name}>
            <label htmlFor={`report-filter-${f.name}`}>{texts.filter(f.key)}</label>
            <Dropdown
              inputId={`report-filter-${f.name}`}
              value={filters[f.name] ?? null}
              options={f.options}
              onChange={(e) => choose({ [f.name]: e.value === null || e.value === undefined ? null : String(e.value) })}
              placeholder={f.required ? undefined : t('reports.all')}
              showClear={!f.required}
              filter={f.options.length > 10}
              emptyMessage={t('widgets.lookup.notFound.items')}
            />
          </div>
        ))}
        <span className="report-spacer" />
        <ExportButton
          label={t('reports.export')}
          busy={exporting}
          disabled={!data.data}
          onClick={() => void download()}
        />
      </div>
      {current ? <p className="report-description">{texts.description(current.id)}</p> : null}
      {error ? (
        <Message
          severity="error"
          text={messagesOfError(error)
            .map((m) => translateMessage(t, m))
            .join(' ')}
        />
      ) : null}
      {data.data ? (
        <>
          <ReportChart data={data.data} label={t('reports.chartOf', { name: texts.name(data.data.reportId) })} />
          <ReportTable key={data.data.reportId} data={data.data} />
        </>
      ) : !error ? (
        <PageSpinner />
      ) : null}
    </section>
  );
}
