import '../expenses.css';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { ExpenseKind } from '../../../../../shared/expenses/rules';
import { PageSpinner } from '../../../components/PageSpinner';
import { DateText, Money } from '../../../components/format';
import { knownClaims } from '../../../../../shared/claims';
import { messagesOfError, useMessageBox } from '../../../components/messageBox';
import { useHasClaim } from '../../../lib/claims';
import { translateMessage } from '../../../lib/i18n';
import {
  saveAndRefresh,
  useReconciliation,
  type Reconciliation,
  type ReconciliationInvoice,
} from '../api/reconciliation';
import { expenseListPath } from '../lib/kinds';
import { useExpenseText } from '../lib/texts';
import { ExpenseStrip } from './ExpenseStrip';

/** Which invoices the user has ticked to count against the tactic (assigned ones start ticked). */
type Selection = Record<string, boolean>;

const isSelected = (selection: Selection, invoice: ReconciliationInvoice) =>
  selection[invoice.invoiceId] ?? invoice.isSelected;

/**
 * An expense's reconciliation (`po|do|coupon|promo/reconciliation/{id}`; spec 03, 'Invoice Reconciliation modal'):
 * the display message on top, the general information with a link to the program details in a new tab, the
 * tactic's estimate against what is invoiced (ATL, BTL, TOTAL) and its funding sources, and the invoice details:
 * assigned invoices (remove) and pending ones (add), kept by Save and refresh (for those who may manage expenses)
 * with the spec's 'Invoice updated' or 'Unable to Update Invoice Assignment'.
 */
export function ReconciliationPage({ kind }: { kind: ExpenseKind }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const reconciliation = useReconciliation(kind, id);
  const [selection, setSelection] = useState<Selection>({});
  const [saving, setSaving] = useState(false);
  const canSave = useHasClaim(knownClaims.manageExpenses);
  const { text } = useExpenseText();
  const box = useMessageBox();
  const data = reconciliation.data;
  const changes = data
    ? [...data.assignedInvoices, ...data.pendingInvoices]
        .filter((invoice) => isSelected(selection, invoice) !== invoice.isSelected)
        .map((invoice) => ({ invoiceId: invoice.invoiceId, isSelected: !invoice.isSelected }))
    : [];

  const save = async () => {
    if (!id || changes.length === 0) return;
    setSaving(true);
    try {
      await saveAndRefresh(kind, id, changes);
      setSelection({});
      box.success(text('invoiceUpdated'));
    } catch (error) {
      box.danger([text('invoiceUpdateFailed'), ...messagesOfError(error).map((m) => translateMessage(t, m))]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="expenses-page">
      <ExpenseStrip />
      <div className="expenses-toolbar">
        <h2 className="expenses-title">{t('expenses.reconciliation.title')}</h2>
        <span className="expenses-spacer" />
        <Link to={expenseListPath(kind)}>{t(`expenses.reconciliation.back.${kind}`)}</Link>
        {canSave && data && (
          <Button
            type="button"
            icon="pi pi-refresh"
            label={t('expenses.reconciliation.saveRefresh')}
            onClick={() => void save()}
            disabled={changes.length === 0 || saving}
            loading={saving}
          />
        )}
      </div>
      {reconciliation.error && (
        <Message
          severity="error"
          text={messagesOfError(reconciliation.error)
            .map((m) => translateMessage(t, m))
            .join(' ')}
        />
      )}
      {!data && !reconciliation.error && <PageSpinner />}
      {data && (
        <ReconciliationView
          data={data}
          selection={selection}
          editable={canSave && !saving}
          onToggle={(invoice) => setSelection((s) => ({ ...s, [invoice.invoiceId]: !isSelected(s, invoice) }))}
        />
      )}
    </div>
  );
}

function ReconciliationView(props: {
  data: Reconciliation;
  selection: Selection;
  editable: boolean;
  onToggle: (invoice: ReconciliationInvoice) => void;
}) {
  const { t } = useTranslation();
  const { server } = useExpenseText();
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

  return (
    <>
      {data.displayMessage && <Message severity="warn" text={server(data.displayMessage)} />}
      <section className="reconciliation-section" aria-labelledby="reconciliation-general">
        <h3 id="reconciliation-general">{t('expenses.reconciliation.general')}</h3>
        <dl className="reconciliation-facts">
          {general.map(([key, value]) => (
            <div key={key}>
              <dt>{t(`expenses.reconciliation.fields.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {data.programId !== null && (
          <a href={`#/programdetails/${data.programId}`} target="_blank" rel="noopener noreferrer">
            {t('expenses.reconciliation.openProgram')} <i className="pi pi-external-link" aria-hidden />
          </a>
        )}
      </section>
      <section className="reconciliation-section" aria-labelledby="reconciliation-allocation">
        <h3 id="reconciliation-allocation">{t('expenses.reconciliation.allocation')}</h3>
        <table className="reconciliation-table" aria-label={t('expenses.reconciliation.estimateVsInvoiced')}>
          <thead>
            <tr>
              <th scope="col" />
              <th scope="col">{t('expenses.reconciliation.atl')}</th>
              <th scope="col">{t('expenses.reconciliation.btl')}</th>
              <th scope="col">{t('expenses.reconciliation.total')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('expenses.reconciliation.estimate')}</th>
              <td>
                <Money value={data.atl} />
              </td>
              <td>
                <Money value={data.btl} />
              </td>
              <td>
                <Money value={data.total} />
              </td>
            </tr>
            <tr>
              <th scope="row">{t('expenses.reconciliation.invoiced')}</th>
              <td>
                <Money value={data.invoiceSumAtl} />
              </td>
              <td>
                <Money value={data.invoiceSumBtl} />
              </td>
              <td>
                <Money value={data.invoiceSumTotal} />
              </td>
            </tr>
          </tbody>
        </table>
        <table className="reconciliation-table" aria-label={t('expenses.reconciliation.fundingSources')}>
          <thead>
            <tr>
              <th scope="col">{t('expenses.reconciliation.fundingSource')}</th>
              <th scope="col">{t('expenses.reconciliation.atl')}</th>
              <th scope="col">{t('expenses.reconciliation.btl')}</th>
              <th scope="col">{t('expenses.reconciliation.total')}</th>
            </tr>
          </thead>
          <tbody>
            {data.fundingSources.length === 0 && (
              <tr>
                <td colSpan={4}>{t('expenses.reconciliation.noFundingSources')}</td>
              </tr>
            )}
            {data.fundingSources.map((source) => (
              <tr key={source.name}>
                <th scope="row">{source.name}</th>
                <td>
                  <Money value={source.pfAtl} />
                </td>
                <td>
                  <Money value={source.pfBtl} />
                </td>
                <td>
                  <Money value={source.pfTotal} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="reconciliation-section" aria-labelledby="reconciliation-invoices">
        <h3 id="reconciliation-invoices">{t('expenses.reconciliation.invoices')}</h3>
        <InvoiceList
          label={t('expenses.reconciliation.assigned')}
          invoices={assigned}
          empty={t('expenses.reconciliation.noAssigned')}
          icon="pi pi-minus-circle"
          action={(invoice) => t('expenses.reconciliation.remove', { name: invoice.name })}
          editable={props.editable}
          onToggle={props.onToggle}
        />
        <InvoiceList
          label={t('expenses.reconciliation.pending')}
          invoices={pending}
          empty={t('expenses.reconciliation.noPending')}
          icon="pi pi-plus-circle"
          action={(invoice) => t('expenses.reconciliation.add', { name: invoice.name })}
          editable={props.editable}
          onToggle={props.onToggle}
        />
      </section>
    </>
  );
}

function InvoiceList(props: {
  label: string;
  invoices: ReconciliationInvoice[];
  empty: string;
  icon: string;
  action: (invoice: ReconciliationInvoice) => string;
  editable: boolean;
  onToggle: (invoice: ReconciliationInvoice) => void;
}) {
  return (
    <div className="reconciliation-invoices">
      <h4>{props.label}</h4>
      {props.invoices.length === 0 ? (
        <p className="expenses-muted">{props.empty}</p>
      ) : (
        <ul aria-label={props.label}>
          {props.invoices.map((invoice) => (
            <li key={invoice.invoiceId}>
              {props.editable && (
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
