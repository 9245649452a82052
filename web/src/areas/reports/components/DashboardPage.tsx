import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Message } from 'primereact/message';
import { MultiSelect } from 'primereact/multiselect';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatTime } from '../../../../../shared/format/date';
import { messagesOfError, useBusyAction } from '../../../components/messageBox';
import { PageSpinner } from '../../../components/PageSpinner';
import { BudgetYearDropdown } from '../../../components/reference';
import { callRoute } from '../../../lib/api';
import { translateMessage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useDashboardCards, useDashboardOptions, type ReportData, type ReportId } from '../api';
import { readDashboardChoice, storeDashboardChoice } from '../lib/dashboardChoice';
import { useReportTexts, type ReportTexts } from '../lib/reportTexts';
import { ReportChart } from './ReportChart';
import { reportCell } from './ReportTable';
import '../reports.css';

/**
 * The dashboard (`dashboard`): a grid of report cards the user picks (`dashboard/dashboard-options`; the choice is
 * remembered per user in the browser), each the report's chart for the budget year, read together through
 * `dashboard/refresh`; Refresh reads them again.
 */
export function DashboardPage() {
  const userId = useSession()?.user.subject ?? '';
  return <Dashboard key={userId} userId={userId} />;
}

function Dashboard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const texts = useReportTexts();
  const options = useDashboardOptions();
  const known = (options.data?.items ?? []).map((r) => r.id);
  const [choice, setChoice] = useState<ReportId[] | null>(null);
  const [year, setYear] = useState<number | null>(null);
  const [customizing, setCustomizing] = useState(false);
  const chosen = choice ?? (options.data ? (readDashboardChoice(userId, known) ?? options.data.defaults) : []);
  const budgetYear = year ?? options.data?.currentBudgetYear ?? null;
  // No cards chosen reads nothing (the route's defaults are for a user who never chose).
  const query = options.data && budgetYear && chosen.length ? { reports: chosen, budgetYear } : null;
  const cards = useDashboardCards(query);

  const choose = (reports: ReportId[]) => {
    setChoice(reports);
    storeDashboardChoice(userId, reports);
  };
  const [refreshing, refresh] = useBusyAction(async () => {
    if (!query) return;
    const fresh = callRoute('dashboard.refresh', {
      query: { reports: query.reports.join(','), budgetYear: query.budgetYear, refresh: 'true' },
    });
    await cards.mutate(fresh, { revalidate: false });
  });

  if (options.isLoading) return <PageSpinner />;
  const error = options.error ?? cards.error;
  return (
    <section className="dashboard-page" aria-label={t('reports.dashboard.title')}>
      <div className="report-filters">
        <div className="field">
          <label htmlFor="dashboard-year">{t('reports.dashboard.budgetYear')}</label>
          <BudgetYearDropdown
            inputId="dashboard-year"
            value={budgetYear}
            years={options.data?.budgetYears ?? []}
            onChange={(value) => setYear(value)}
            emptyMessage={t('widgets.lookup.notFound.fiscalYear')}
          />
        </div>
        {customizing ? (
          <div className="field dashboard-choice">
            <label htmlFor="dashboard-cards">{t('reports.dashboard.cards')}</label>
            <MultiSelect
              inputId="dashboard-cards"
              value={chosen}
              options={(options.data?.items ?? []).map((r) => ({ value: r.id, label: texts.name(r.id) }))}
              onChange={(e) => choose(e.value as ReportId[])}
              display="chip"
              placeholder={t('reports.dashboard.pickCards')}
            />
          </div>
        ) : null}
        <span className="report-spacer" />
        <Button
          type="button"
          icon="pi pi-th-large"
          label={customizing ? t('reports.dashboard.done') : t('reports.dashboard.customize')}
          outlined
          onClick={() => setCustomizing((on) => !on)}
        />
        <Button
          type="button"
          icon={refreshing ? 'pi pi-spin pi-spinner' : 'pi pi-refresh'}
          label={t('reports.dashboard.refresh')}
          disabled={refreshing || !cards.data}
          onClick={() => void refresh()}
        />
      </div>
      {cards.data && chosen.length ? (
        <p className="report-description">
          {t('reports.dashboard.refreshedAt', { time: formatTime(new Date(cards.data.refreshedAt)) })}
        </p>
      ) : null}
      {error ? (
        <Message
          severity="error"
          text={messagesOfError(error)
            .map((m) => translateMessage(t, m))
            .join(' ')}
        />
      ) : null}
      {!chosen.length ? <Message severity="info" text={t('reports.dashboard.noCards')} /> : null}
      {cards.data && chosen.length ? (
        <div className="dashboard-grid">
          {cards.data.cards.map((card) => (
            <DashboardCard key={card.reportId} card={card} budgetYear={cards.data!.budgetYear} />
          ))}
        </div>
      ) : !error && chosen.length ? (
        <PageSpinner />
      ) : null}
    </section>
  );
}

/** The headline under a card's chart: the total planned, else the totals row's first money figure or count. */
function headline(card: ReportData, texts: ReportTexts) {
  const column =
    card.columns.find((c) => c.field === 'planned') ??
    card.columns.find((c) => c.kind === 'money') ??
    card.columns.find((c) => c.kind === 'count') ??
    null;
  const value = column && card.totals ? card.totals[column.field] : null;
  if (!column || typeof value !== 'number') return null;
  return (
    <span className="dashboard-headline">
      {texts.column(column.key)}: {reportCell(texts, column, value)}
    </span>
  );
}

function DashboardCard({ card, budgetYear }: { card: ReportData; budgetYear: number }) {
  const { t } = useTranslation();
  const texts = useReportTexts();
  const name = texts.name(card.reportId);
  const link = `/reporting?report=${card.reportId}${card.filters.budgetYear ? `&budgetYear=${budgetYear}` : ''}`;
  return (
    <Card title={name} className="dashboard-card" data-testid="dashboard-card">
      <ReportChart data={card} label={t('reports.chartOf', { name })} compact />
      <div className="dashboard-card-footer">
        {headline(card, texts)}
        <Link to={link}>{t('reports.dashboard.open')}</Link>
      </div>
    </Card>
  );
}
