import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTableExpandedRows } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DateText, Money } from '../../../../components/format';
import { Lookup } from '../../../../components/lookup';
import { messagesOfError } from '../../../../components/messageBox';
import { BudgetYearDropdown, useReferenceRecord } from '../../../../components/reference';
import { lookupRetailers, useRetailerBrands } from '../../api/lookups';
import { useProgramOverview } from '../../api/overview';
import { useSpecText } from '../../lib/specText';
import { StatusTag } from '../common/StatusTag';
import { OverviewDetails } from './OverviewDetails';
import '../../programs.css';
import { currentLanguage } from '../../../../lib/i18n';

/** The money of each program and of the totals: its field and its label, in the table's order. */
const moneyFields = [
  ['atlTarget', 'programs.budget.atlTarget'],
  ['atlAllocated', 'programs.overview.atlAllocated'],
  ['btlTarget', 'programs.budget.btlTarget'],
  ['btlAllocated', 'programs.overview.btlAllocated'],
] as const;

/**
 * Program overview (`programoverview/{retailerId}/{brandId}/{budgetYear}`): what a brand funds at a retailer in a
 * year. A row opens below itself its program's tactics on the brand (`programs/overview-details`), read when opened.
 */
export function ProgramOverviewPage() {
  const { t } = useTranslation();
  const specText = useSpecText();
  const navigate = useNavigate();
  const params = useParams();
  const retailerId = Number(params.retailerId) || 0;
  const brandId = Number(params.brandId) || 0;
  const budgetYear = Number(params.budgetYear) || 0;
  const overview = useProgramOverview(retailerId, brandId, budgetYear);
  const retailer = useReferenceRecord('retailer', retailerId || null);
  const brands = useRetailerBrands(retailerId || null);
  const [expanded, setExpanded] = useState<DataTableExpandedRows>({});
  const go = (r: number, b: number, y: number) => {
    setExpanded({});
    navigate(`/programoverview/${r}/${b}/${y}`);
  };
  type Row = NonNullable<typeof overview.data>['programs'][number];
  const toggle = (id: number) =>
    setExpanded((open) => {
      const next = { ...open };
      if (next[id]) delete next[id];
      else next[id] = true;
      return next;
    });
  const toggler = (r: Row) => {
    const open = Boolean(expanded[r.id]);
    const label = t(open ? 'programs.overview.hideDetails' : 'programs.overview.showDetails', { id: r.id });
    return (
      <Button
        type="button"
        icon={open ? 'pi pi-chevron-down' : 'pi pi-chevron-right'}
        text
        rounded
        size="small"
        aria-label={label}
        aria-expanded={open}
        title={label}
        onClick={() => toggle(r.id)}
      />
    );
  };
  const totals = overview.data?.totals;

  return (
    <div className="program-page overview-page">
      <div className="filter-bar">
        <div className="field">
          <label htmlFor="overview-retailer">{t('programs.fields.retailer')}</label>
          <Lookup
            inputId="overview-retailer"
            value={
              retailerId
                ? { key: retailerId, label: retailer.data ? retailer.data.retailerName : String(retailerId) }
                : null
            }
            onChange={(option) => option && go(Number(option.key), 0, budgetYear)}
            load={lookupRetailers}
            toOption={(r) => ({ key: r.retailerId, label: r.retailerName })}
            notFound={t('widgets.lookup.notFound.retailer')}
          />
        </div>
        <div className="field">
          <label htmlFor="overview-brand">{t('programs.funding.brand')}</label>
          <Dropdown
            inputId="overview-brand"
            value={brandId || null}
            options={(brands.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
            onChange={(e) => go(retailerId, e.value as number, budgetYear)}
            placeholder={t('programs.overview.chooseBrand')}
            emptyMessage={t('widgets.lookup.notFound.brand')}
            disabled={!retailerId}
          />
        </div>
        <div className="field">
          <label htmlFor="overview-year">{t('programs.fields.budgetYear')}</label>
          <BudgetYearDropdown
            inputId="overview-year"
            value={budgetYear || null}
            onChange={(year) => go(retailerId, brandId, year)}
            emptyMessage={t('programs.texts.budgetYearNotFound')}
          />
        </div>
      </div>
      {overview.error && (
        <Message
          severity="error"
          text={[t('spec.http.dataNotLoaded'), ...messagesOfError(overview.error).map(specText)].join(' — ')}
        />
      )}
      {!brandId && <p className="muted">{t('programs.overview.chooseBrand')}</p>}
      {brandId > 0 && (
        <DataTable
          key={currentLanguage()}
          value={overview.data?.programs ?? []}
          dataKey="id"
          loading={!overview.data && !overview.error}
          size="small"
          stripedRows
          sortMode="single"
          emptyMessage={t('programs.overview.empty')}
          aria-label={t('programs.overview.title')}
          expandedRows={expanded}
          onRowToggle={(e) => setExpanded(e.data as DataTableExpandedRows)}
          rowExpansionTemplate={(r: Row) => (
            <OverviewDetails programId={r.id} brandId={brandId} name={r.name ?? `#${r.id}`} />
          )}
        >
          <Column body={toggler} style={{ width: '3rem' }} />
          <Column
            field="id"
            header={t('programs.fields.programNumber')}
            sortable
            body={(r: Row) => <Link to={`/programdetails/${r.id}`}>#{r.id}</Link>}
          />
          <Column
            field="name"
            header={t('programs.fields.name')}
            sortable
            body={(r: Row) => <Link to={`/programdetails/${r.id}`}>{r.name ?? t('programs.common.untitled')}</Link>}
          />
          <Column
            field="statusId"
            header={t('programs.fields.status')}
            sortable
            body={(r: Row) => <StatusTag statusId={r.statusId} statusName={r.statusName} />}
          />
          <Column
            field="programStartDate"
            header={t('programs.fields.startDate')}
            sortable
            body={(r: Row) => <DateText value={r.programStartDate} />}
          />
          <Column
            field="programEndDate"
            header={t('programs.fields.endDate')}
            sortable
            body={(r: Row) => <DateText value={r.programEndDate} />}
          />
          {moneyFields.map(([field, label]) => (
            <Column
              key={field}
              field={field}
              header={t(label)}
              sortable
              className="num"
              body={(r: Row) => <Money value={r[field]} />}
            />
          ))}
        </DataTable>
      )}
      {totals && (
        <dl className="summary-grid totals" aria-label={t('programs.common.total')}>
          {moneyFields.map(([field, label]) => (
            <Fragment key={field}>
              <dt>{t(label)}</dt>
              <dd>
                <Money value={totals[field]} />
              </dd>
            </Fragment>
          ))}
        </dl>
      )}
    </div>
  );
}
