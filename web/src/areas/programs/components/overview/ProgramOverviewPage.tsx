import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  pageOfRows,
  searchedAndSorted,
  ServerDataTable,
  useTableState,
  type TableColumn,
} from '../../../../components/dataTable';
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
  const table = useTableState({ sortBy: 'id' });
  // Another retailer, brand or year is another page: the shell draws it afresh (first page, no row open).
  const go = (r: number, b: number, y: number) => navigate(`/programoverview/${r}/${b}/${y}`);
  type Row = NonNullable<typeof overview.data>['programs'][number];
  const shown = useMemo(
    () => searchedAndSorted(overview.data?.programs ?? [], table.state, (r) => [`#${r.id}`, r.name, r.statusName]),
    [overview.data, table.state],
  );
  // The totals of the programs shown: a search narrows them as it narrows the rows.
  const totals = useMemo(
    () => Object.fromEntries(moneyFields.map(([field]) => [field, shown.reduce((sum, r) => sum + r[field], 0)])),
    [shown],
  );
  const columns: TableColumn<Row>[] = [
    {
      field: 'id',
      header: t('programs.fields.programNumber'),
      sortField: 'id',
      fixed: true,
      body: (r) => <Link to={`/programdetails/${r.id}`}>#{r.id}</Link>,
      footer: t('programs.common.total'),
    },
    {
      field: 'name',
      header: t('programs.fields.name'),
      sortField: 'name',
      fixed: true,
      body: (r) => <Link to={`/programdetails/${r.id}`}>{r.name ?? t('programs.common.untitled')}</Link>,
    },
    {
      field: 'statusId',
      header: t('programs.fields.status'),
      sortField: 'statusId',
      body: (r) => <StatusTag statusId={r.statusId} statusName={r.statusName} />,
    },
    {
      field: 'programStartDate',
      header: t('programs.fields.startDate'),
      sortField: 'programStartDate',
      body: (r) => <DateText value={r.programStartDate} />,
    },
    {
      field: 'programEndDate',
      header: t('programs.fields.endDate'),
      sortField: 'programEndDate',
      body: (r) => <DateText value={r.programEndDate} />,
    },
    ...moneyFields.map(([field, label]): TableColumn<Row> => ({
      field,
      header: t(label),
      sortField: field,
      className: 'num',
      body: (r) => <Money value={r[field]} />,
      footer: <Money value={totals[field] ?? 0} />,
    })),
  ];

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
        <ServerDataTable
          tableId="program-overview"
          table={table}
          result={overview.data ? pageOfRows(shown, table.state) : undefined}
          loading={!overview.data && !overview.error}
          columns={columns}
          dataKey="id"
          caption={t('programs.overview.title')}
          searchPlaceholder={t('programs.overview.search')}
          emptyMessage={t('programs.overview.empty')}
          rowExpansion={(r) => <OverviewDetails programId={r.id} brandId={brandId} name={r.name ?? `#${r.id}`} />}
          expanderLabel={(r, open) =>
            t(open ? 'programs.overview.hideDetails' : 'programs.overview.showDetails', { id: r.id })
          }
        />
      )}
    </div>
  );
}
