import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { knownClaims } from '../../../../shared/claims';
import { expenseMessages } from '../../../../shared/expenses/rules';
import type { RouteResult } from '../../lib/api';
import { useHasClaim } from '../../lib/claims';
import { translateMessage } from '../../lib/i18n';
import { DateText, Money } from '../format';
import { PageSpinner } from '../PageSpinner';
import { FundingTable } from '../funding';
import { messagesOfError, useMessageBox } from '../messageBox';
import './reconciliation.css';

/** The spec's 'Invoice reconciliation' entity: a tactic's (a line's reconciliation adds its `expenseId`). */
export type ReconciliationData = RouteResult<'expenses.tacticReconciliation'>;
type Invoice = ReconciliationData['assignedInvoices'][number];
type InvoiceChoice = { invoiceId: string; isSelected: boolean };

/** Which invoices the user has ticked to count against the tactic (assigned ones start ticked). */
type Selection = Record<string, boolean>;
const isSelected = (selection: Selection, invoice: Invoice) => selection[invoice.invoiceId] ?? invoice.isSelected;

/** The spec's texts after a save (spec 03, 'Invoice Reconciliation modal'), word for word in `us`. */
export const reconciliationTexts = {
  invoiceUpdated: 'Invoice updated',
  invoiceUpdateFailed: 'Unable to Update Invoice Assignment',
} as const;

/** The statuses past approval a reconciliation is closed in (`closedStatus`), each with its notice. */
const closedStatuses = ['approved', 'confirmed'] as const;

/**
 * A server text in the reader's language: the refusal of a change to a closed reconciliation ('This
 * reconciliation is approved and can no longer be changed.') as the notice says it, any other as `translateMessage`.
 */
export function reconciliationMessage(t: TFunction, text: string): string {
  const status = closedStatuses.find((s) => expenseMessages.reconciliationClosed(s) === text);
  return status ? t(`widgets.reconciliation.closed.${status}`) : translateMessage(t, text);
}

/**
 * The invoices ticked and unticked locally, and their save (for those who may manage expenses): only the changed
 * ones are sent; 'Invoice updated', or 'Unable to Update Invoice Assignment' with the server's reason. `send`
 * answers the refreshed reconciliation.
 */
export function useInvoiceAssignment(
  data: ReconciliationData | undefined,
  send: (changes: InvoiceChoice[]) => Promise<unknown>,
) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const [selection, setSelection] = useState<Selection>({});
  const [saving, setSaving] = useState(false);
  const canSave = useHasClaim(knownClaims.manageExpenses);
  const changes = data
    ? [...data.assignedInvoices, ...data.pendingInvoices]
        .filter((invoice) => isSelected(selection, invoice) !== invoice.isSelected)
        .map((invoice) => ({ invoiceId: invoice.invoiceId, isSelected: !invoice.isSelected }))
    : [];
  const save = async () => {
    if (changes.length === 0) return;
    setSaving(true);
    try {
      await send(changes);
      setSelection({});
      box.success(t('widgets.reconciliation.spec.invoiceUpdated'));
    } catch (error) {
      box.danger([
        t('widgets.reconciliation.spec.invoiceUpdateFailed'),
        ...messagesOfError(error).map((m) => reconciliationMessage(t, m)),
      ]);
    } finally {
      setSaving(false);
    }
  };
  const toggle = (invoice: Invoice) => setSelection((s) => ({ ...s, [invoice.invoiceId]: !isSelected(s, invoice) }));
  /** Forgets the ticks once another write (Save and submit) sent them. */
  const reset = () => setSelection({});
  /**
   * Whether the server would take any change here (an invoice to add or to remove; none on a closed line's, none
   * at all once a line counted on the tactic is approved: `closedStatus`).
   */
  const hasChoices =
    data && !data.closedStatus ? [...data.assignedInvoices, ...data.pendingInvoices].some((i) => i.changeable) : false;
  return { data, selection, toggle, changes, saving, save, canSave, hasChoices, reset };
}
type InvoiceAssignment = ReturnType<typeof useInvoiceAssignment>;

/** Save and refresh, once the reconciliation is read and for those who may manage expenses; busy while saving. */
export function SaveRefreshButton({ assignment }: { assignment: InvoiceAssignment }) {
  const { t } = useTranslation();
  if (!assignment.canSave || !assignment.data || !assignment.hasChoices) return null;
  return (
    <Button
      type="button"
      icon="pi pi-refresh"
      label={t('widgets.reconciliation.saveRefresh')}
      onClick={() => void assignment.save()}
      disabled={assignment.changes.length === 0 || assignment.saving}
      loading={assignment.saving}
    />
  );
}

/** The reconciliation read: its failure in words, a spinner while it is read, then the reconciliation. */
export function ReconciliationBody({ error, assignment }: { error: unknown; assignment: InvoiceAssignment }) {
  const { t } = useTranslation();
  const { data } = assignment;
  if (error)
    return (
      <Message
        severity="error"
        text={messagesOfError(error)
          .map((m) => translateMessage(t, m))
          .join(' ')}
      />
    );
  if (!data) return <PageSpinner />;
  return (
    <ReconciliationView
      data={data}
      selection={assignment.selection}
      editable={assignment.canSave && !assignment.saving && !data.closedStatus}
      onToggle={assignment.toggle}
    />
  );
}

/**
 * The Invoice Reconciliation's body (spec 02 and 03): the display message on top, the general information with a
 * link to the program details in a new tab, the tactic's estimate against what is invoiced (ATL, BTL, TOTAL) and
 * its funding sources, and the invoice details: assigned invoices (remove) and pending ones (add), each offered
 * only where the server takes it (`changeable`: not a submitted or approved line, nor another kind's on a line's).
 * A reconciliation a line counted on the tactic closed (approved, confirmed) shows read-only with a notice saying why,
 * as a program's details show what its status no longer lets change.
 */
function ReconciliationView(props: {
  data: ReconciliationData;
  selection: Selection;
  editable: boolean;
  onToggle: (invoice: Invoice) => void;
}) {
  const { t } = useTranslation();
  const { data } = props;
  const invoices = [...data.assignedInvoices, ...data.pendingInvoices];
  const assigned = invoices.filter((i) => isSelected(props.selection, i));
  const pending = invoices.filter((i) => !isSelected(props.selection, i));
  const general: [string, ReactNode][] = [
    ['programNumber', data.programId ?? ''],
    ['programName', data.programName],
    ['tacticId', data.tacticId ?? ''],
    ['tacticName', data.tacticName],
    ['tacticDescription', data.tacticDescription],
    ['startDate', <DateText key="start" value={data.tacticStartDate} />],
    ['endDate', <DateText key="end" value={data.tacticEndDate} />],
    ['vendor', data.vendor],
    ['subvendor', data.subvendor],
  ];
  const rows: [string, number, number, number][] = [
    ['estimate', data.atl, data.btl, data.total],
    ['invoiced', data.invoiceSumAtl, data.invoiceSumBtl, data.invoiceSumTotal],
  ];

  return (
    <div className="reconciliation">
      {data.closedStatus && <Message severity="info" text={t(`widgets.reconciliation.closed.${data.closedStatus}`)} />}
      {data.displayMessage && <Message severity="warn" text={translateMessage(t, data.displayMessage)} />}
      <section className="reconciliation-section" aria-labelledby="reconciliation-general">
        <h3 id="reconciliation-general">{t('widgets.reconciliation.general')}</h3>
        <dl className="reconciliation-facts">
          {general.map(([key, value]) => (
            <div key={key}>
              <dt>{t(`widgets.reconciliation.fields.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {data.programId !== null && (
          <a href={`#/programdetails/${data.programId}`} target="_blank" rel="noopener noreferrer">
            {t('widgets.reconciliation.openProgram')} <i className="pi pi-external-link" aria-hidden />
          </a>
        )}
      </section>
      <section className="reconciliation-section" aria-labelledby="reconciliation-allocation">
        <h3 id="reconciliation-allocation">{t('widgets.reconciliation.allocation')}</h3>
        <table className="reconciliation-table" aria-label={t('widgets.reconciliation.estimateVsInvoiced')}>
          <thead>
            <tr>
              <th scope="col" />
              <th scope="col">{t('widgets.reconciliation.atl')}</th>
              <th scope="col">{t('widgets.reconciliation.btl')}</th>
              <th scope="col">{t('widgets.reconciliation.total')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([key, atl, btl, total]) => (
              <tr key={key}>
                <th scope="row">{t(`widgets.reconciliation.${key}`)}</th>
                <td>
                  <Money value={atl} />
                </td>
                <td>
                  <Money value={btl} />
                </td>
                <td>
                  <Money value={total} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {data.fundingSources.length === 0 ? (
          <p className="reconciliation-muted">{t('widgets.reconciliation.noFundingSources')}</p>
        ) : (
          <FundingTable
            label={t('widgets.reconciliation.fundingSources')}
            rows={data.fundingSources.map((f) => ({ name: f.name, atl: f.pfAtl, btl: f.pfBtl, total: f.pfTotal }))}
          />
        )}
      </section>
      <section className="reconciliation-section" aria-labelledby="reconciliation-invoices">
        <h3 id="reconciliation-invoices">{t('widgets.reconciliation.invoices')}</h3>
        <InvoiceList
          label={t('widgets.reconciliation.assigned')}
          invoices={assigned}
          empty={t('widgets.reconciliation.noAssigned')}
          icon="pi pi-minus-circle"
          action={(invoice) => t('widgets.reconciliation.remove', { name: invoice.name })}
          editable={props.editable}
          onToggle={props.onToggle}
        />
        <InvoiceList
          label={t('widgets.reconciliation.pending')}
          invoices={pending}
          empty={t('widgets.reconciliation.noPending')}
          icon="pi pi-plus-circle"
          action={(invoice) => t('widgets.reconciliation.add', { name: invoice.name })}
          editable={props.editable}
          onToggle={props.onToggle}
        />
      </section>
    </div>
  );
}

function InvoiceList(props: {
  label: string;
  invoices: Invoice[];
  empty: string;
  icon: string;
  action: (invoice: Invoice) => string;
  editable: boolean;
  onToggle: (invoice: Invoice) => void;
}) {
  return (
    <div className="reconciliation-invoices">
      <h4>{props.label}</h4>
      {props.invoices.length === 0 ? (
        <p className="reconciliation-muted">{props.empty}</p>
      ) : (
        <ul aria-label={props.label}>
          {props.invoices.map((invoice) => (
            <li key={invoice.invoiceId}>
              {props.editable && invoice.changeable && (
                <Button
                  type="button"
                  icon={props.icon}
                  text
                  rounded
                  size="small"
                  aria-label={props.action(invoice)}
                  onClick={() => props.onToggle(invoice)}
                />
              )}
              <span>{invoice.name}</span>
              <Money value={invoice.invoiceTotal} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
