import { useState } from 'react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { formatDateTime } from '../../../../../../shared/format/date';
import { plannableStatuses } from '../../../../../../shared/programs/status';
import { campaignThemeType } from '../../../../../../shared/reference/themeTypes';
import { DateText, Money } from '../../../../components/format';
import { PageSpinner } from '../../../../components/PageSpinner';
import { ReferenceName } from '../../../../components/reference';
import { auditActionText, auditNotesText, auditStatusText } from '../../../../lib/auditNotes';
import { useNavigateWhenDone } from '../../../../lib/navigateWhenDone';
import { openSidePanel } from '../../../../lib/sidePanel';
import { knownClaims } from '../../../../../../shared/claims';
import { useHasClaim } from '../../../../lib/claims';
import { useAudit } from '../../api/audit';
import { useProgramFunding } from '../../api/expenses';
import { createAdditionalProgram, useProgram, type ProgramDetails } from '../../api/program';
import { messagesOfError, useMessageBox } from '../../../../components/messageBox';
import { LinkButton } from '../../../../components/linkButton';
import { useSpecText } from '../../lib/specText';
import { BudgetLines } from '../common/BudgetLines';
import { FundingActuals } from '../common/FundingActuals';
import { FundingNotice } from '../common/FundingNotice';
import { useFundingLabel } from '../common/FundingEditor';
import { LifecycleActions } from '../common/LifecycleActions';
import { ProgramHeader } from '../common/ProgramHeader';
import { TacticReconciliationDialog } from '../common/TacticReconciliationDialog';
import { DeliveryPlan } from './DeliveryPlan';
import { programIdOf, ProgramLoadError } from '../common/PageState';
import '../../programs.css';
import { currentLanguage } from '../../../../lib/i18n';

/** Program details (`programdetails/{id}`): fields, funding, tactics, jobs, promo codes, lifecycle and audit trail. */
export function ProgramDetailsPage() {
  const { t } = useTranslation();
  const programId = programIdOf(useParams().id);
  const program = useProgram(programId);
  if (!programId) return <Message severity="error" text={t('programs.spec.program.loadFailed')} />;
  if (program.error) return <ProgramLoadError error={program.error} />;
  if (!program.data) return <PageSpinner />;
  return <Details details={program.data} />;
}

function Details({ details }: { details: ProgramDetails }) {
  const { t } = useTranslation();
  const specText = useSpecText();
  const fundingLabel = useFundingLabel();
  const { program } = details;
  const plannable = plannableStatuses.includes(program.statusId);
  const otherWarnings = details.warnings.filter((w) => !details.budget.warnings.includes(w));
  const startWork = useNavigateWhenDone();
  const box = useMessageBox();
  const [creatingAdditional, setCreatingAdditional] = useState(false);
  const canViewExpenses = useHasClaim(knownClaims.viewExpenses);
  const funding = useProgramFunding(canViewExpenses ? program.id : null);
  // The invoiced amounts ride on the rows: the table draws a row again only when its value changes.
  const invoicedOf = new Map(funding.data?.tactics.map((tactic) => [tactic.tacticId, tactic]) ?? []);
  const tactics = details.tactics.map((tactic) => ({ ...tactic, invoiced: invoicedOf.get(tactic.id) }));
  type TacticRow = (typeof tactics)[number];
  const [reconciling, setReconciling] = useState<string | null>(null);
  const additional = async () => {
    setCreatingAdditional(true);
    const goOn = startWork();
    try {
      const created = await createAdditionalProgram(program.id);
      goOn(`/programdetails/${created.program.id}`);
    } catch (error) {
      box.danger(messagesOfError(error));
    } finally {
      setCreatingAdditional(false);
    }
  };

  return (
    <div className="program-page">
      <ProgramHeader
        details={details}
        back={{ to: `/tactic-catalog/${program.id}`, label: t('programs.header.toCatalog') }}
      />
      {otherWarnings.map((w) => (
        <Message key={w} severity="warn" text={specText(w)} />
      ))}
      <div className="program-toolbar">
        {plannable && (
          <Button
            type="button"
            label={t('programs.common.edit')}
            icon="pi pi-pencil"
            size="small"
            outlined
            onClick={() => openSidePanel('create-campaign', { mode: 'edit', programId: program.id })}
          />
        )}
        <Button
          type="button"
          label={t('programs.details.copy')}
          icon="pi pi-copy"
          size="small"
          outlined
          onClick={() => openSidePanel('create-campaign', { mode: 'copy', programId: program.id })}
        />
        <Button
          type="button"
          label={t('programs.details.additional')}
          icon="pi pi-clone"
          size="small"
          outlined
          loading={creatingAdditional}
          onClick={additional}
        />
        <Button
          type="button"
          label={t('programs.cart.open', { count: details.tactics.length })}
          icon="pi pi-shopping-cart"
          size="small"
          outlined
          onClick={() => openSidePanel('campaign-cart', { programId: program.id })}
        />
        <Button
          type="button"
          label={t('programs.jobs.open')}
          icon="pi pi-briefcase"
          size="small"
          outlined
          onClick={() => openSidePanel('jobs', { programId: program.id })}
        />
        <LinkButton
          to={`/promocoderequest/${program.id}`}
          label={t('programs.promos.link')}
          icon="pi pi-ticket"
          variant="outlined"
          size="small"
        />
      </div>
      <LifecycleActions details={details} />

      <section className="program-card" aria-labelledby="program-fields">
        <h3 id="program-fields">{t('programs.details.fields')}</h3>
        <dl className="summary-grid">
          <dt>
            {program.campaignThemeTypeId === campaignThemeType.property
              ? t('programs.fields.property')
              : t('programs.fields.retailer')}
          </dt>
          <dd>{program.retailerName ?? '—'}</dd>
          <dt>{t('programs.fields.budgetYear')}</dt>
          <dd>{program.fiscalYear ?? '—'}</dd>
          <dt>{t('programs.fields.dates')}</dt>
          <dd>
            {program.programStartDate || program.programEndDate ? (
              <>
                <DateText value={program.programStartDate} /> – <DateText value={program.programEndDate} />
              </>
            ) : (
              '—'
            )}
          </dd>
          <dt>{t('programs.fields.theme')}</dt>
          <dd>{program.campaignThemeId ? <ReferenceName kind="campaignTheme" id={program.campaignThemeId} /> : '—'}</dd>
          <dt>{t('programs.fields.businessDriver')}</dt>
          <dd>
            {program.strategicBusinessInitiativeId ? (
              <ReferenceName kind="strategicBusinessInitiative" id={program.strategicBusinessInitiativeId} />
            ) : (
              '—'
            )}
          </dd>
          <dt>{t('programs.fields.store')}</dt>
          <dd>{program.accountLocations.length ? program.accountLocations.join(', ') : '—'}</dd>
          <dt>{t('programs.fields.creator')}</dt>
          <dd>{program.creatorName}</dd>
          <dt>{t('programs.fields.created')}</dt>
          <dd>
            <DateText value={program.createdAt} />
          </dd>
          {program.approver && (
            <>
              <dt>{t('programs.fields.approver')}</dt>
              <dd>
                {program.approver} {program.approvedDate && <DateText value={program.approvedDate} />}
              </dd>
            </>
          )}
          <dt className="wide">{t('programs.fields.description')}</dt>
          <dd className="wide">{program.description ?? '—'}</dd>
        </dl>
      </section>

      <section className="program-card" aria-labelledby="program-funding">
        <div className="card-title-row">
          <h3 id="program-funding">{fundingLabel}</h3>
          {details.fundingEditable && (
            <Button
              type="button"
              label={t('programs.details.editFunding')}
              icon="pi pi-pencil"
              size="small"
              text
              onClick={() => openSidePanel('funding-sources', { programId: program.id })}
            />
          )}
        </div>
        <div className="funding-section">
          {!details.fundingEditable && <FundingNotice details={details} />}
          <table className="plain-table">
            <thead>
              <tr>
                <th scope="col">{t('programs.funding.brand')}</th>
                <th scope="col" className="num">
                  {t('programs.funding.atlTarget')}
                </th>
                <th scope="col" className="num">
                  {t('programs.funding.btlTarget')}
                </th>
                <th scope="col">{t('programs.details.overview')}</th>
              </tr>
            </thead>
            <tbody>
              {details.fundingSources.map((f) => (
                <tr key={f.brandId}>
                  <th scope="row">
                    {f.brandName}{' '}
                    {!f.selected && <span className="muted">({t('programs.funding.participating')})</span>}
                  </th>
                  <td className="num">
                    <Money value={f.atlTarget} />
                  </td>
                  <td className="num">
                    <Money value={f.btlTarget} />
                  </td>
                  <td>
                    {program.retailerId && program.fiscalYear ? (
                      <Link to={`/programoverview/${program.retailerId}/${f.brandId}/${program.fiscalYear}`}>
                        {t('programs.details.overviewLink')}
                      </Link>
                    ) : null}
                  </td>
                </tr>
              ))}
              {details.fundingSources.length === 0 && (
                <tr>
                  <td colSpan={4} className="muted">
                    {t('programs.spec.program.selectFundingSource')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
        <BudgetLines budget={details.budget} />
        <FundingActuals programId={program.id} />
      </section>

      <section className="program-card" aria-labelledby="program-tactics">
        <div className="card-title-row">
          <h3 id="program-tactics">{t('programs.details.tactics')}</h3>
          <Link to={`/tactic-catalog/${program.id}`}>{t('programs.header.toCatalog')}</Link>
        </div>
        <DataTable
          key={currentLanguage()}
          value={tactics}
          dataKey="id"
          size="small"
          emptyMessage={t('programs.cart.empty')}
          aria-label={t('programs.details.tactics')}
        >
          <Column field="tacticName" header={t('programs.cart.tactic')} />
          <Column field="deliveryMethodName" header={t('programs.catalog.deliveryMethod')} />
          <Column header={t('programs.cart.quantity')} field="orderQuantity" className="num" />
          <Column
            header={t('programs.catalog.unitCost')}
            body={(row: ProgramDetails['tactics'][number]) => <Money value={row.unitCost} />}
            className="num"
          />
          <Column
            header={t('programs.cart.estimatedCost')}
            body={(row: ProgramDetails['tactics'][number]) => <Money value={row.totalCost} />}
            className="num"
          />
          <Column
            header={t('programs.fields.dates')}
            body={(row: ProgramDetails['tactics'][number]) => (
              <>
                <DateText value={row.startDate} /> – <DateText value={row.endDate} />
              </>
            )}
          />
          {canViewExpenses && (
            <Column
              header={t('programs.actuals.invoiced')}
              className="num"
              body={(row: TacticRow) =>
                row.invoiced ? (
                  <span className={row.invoiced.overBudget ? 'total-flagged' : undefined}>
                    <Money value={row.invoiced.invoicedCents / 100} />
                  </span>
                ) : null
              }
            />
          )}
          {canViewExpenses && (
            <Column
              header={t('programs.common.actions')}
              body={(row: ProgramDetails['tactics'][number]) => (
                <Button
                  type="button"
                  icon="pi pi-receipt"
                  label={t('widgets.reconciliation.open')}
                  aria-label={t('widgets.reconciliation.openOf', { name: row.tacticName })}
                  size="small"
                  text
                  onClick={() => setReconciling(row.id)}
                />
              )}
            />
          )}
        </DataTable>
        {reconciling && <TacticReconciliationDialog tacticId={reconciling} onHide={() => setReconciling(null)} />}
        <div className="cart-total">
          <span>{t('programs.cart.total')}</span>{' '}
          <strong>
            <Money value={details.budget.totalCost} />
          </strong>
        </div>
      </section>

      <DeliveryPlan programId={program.id} plannable={plannable} />

      <AuditTrail programId={program.id} />
    </div>
  );
}

/** Every status and budget change: when, who, what, from and to, notes, in the reader's words. */
function AuditTrail({ programId }: { programId: number }) {
  const { t } = useTranslation();
  const audit = useAudit(programId);
  const nameOf = (id: number | null) => (id === null ? '—' : auditStatusText(t, 'program', String(id)));
  type Entry = NonNullable<typeof audit.data>[number];
  return (
    <section className="program-card" aria-labelledby="program-audit">
      <h3 id="program-audit">{t('programs.details.audit')}</h3>
      {audit.error && <Message severity="error" text={t('spec.http.dataNotLoaded')} />}
      <DataTable
        key={currentLanguage()}
        value={audit.data ?? []}
        loading={!audit.data && !audit.error}
        size="small"
        emptyMessage={t('programs.details.auditEmpty')}
        aria-label={t('programs.details.audit')}
      >
        <Column header={t('programs.details.when')} body={(e: Entry) => formatDateTime(e.at)} />
        <Column header={t('programs.details.who')} body={(e: Entry) => e.byName || e.by} />
        <Column header={t('programs.details.what')} body={(e: Entry) => auditActionText(t, 'program', e.action)} />
        <Column
          header={t('programs.details.fromTo')}
          body={(e: Entry) =>
            e.fromStatusId === null && e.toStatusId === null
              ? '—'
              : `${nameOf(e.fromStatusId)} → ${nameOf(e.toStatusId)}`
          }
        />
        <Column header={t('programs.details.notes')} body={(e: Entry) => auditNotesText(t, e.action, e.notes)} />
      </DataTable>
    </section>
  );
}
