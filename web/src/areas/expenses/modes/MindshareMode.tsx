import '../expenses.css';
import { InputSwitch } from 'primereact/inputswitch';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { knownClaims } from '../../../../../shared/claims';
import { DateText, Money, programLabel } from '../../../components/format';
import { messagesOfError, useMessageBox } from '../../../components/messageBox';
import { reconciliationMessage } from '../../../components/reconciliation';
import { useHasClaim } from '../../../lib/claims';
import { translateMessage } from '../../../lib/i18n';
import type { SidePanelModeProps } from '../../../lib/sidePanel';
import { useRoute, writeThenRefresh } from '../../../lib/useRoute';

/**
 * The side panel's mindshare mode (spec 03, 'a mindshare invoice-assignment modal'): a component's mindshare
 * invoices and its retailer's pending ones, each with a toggle that assigns or unassigns it at once
 * (`expenses-mindshare-update-component`), answered with the spec's 'Invoice updated' or 'Unable to Update
 * Invoice Assignment' and the server's reason. A component whose tactic has an approved PO reconciliation shows its
 * invoices with the switches off limits and the reconciliation's notice saying why.
 */
export default function MindshareMode({ props }: SidePanelModeProps<'mindshare'>) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const canManage = useHasClaim(knownClaims.manageExpenses);
  const component = useRoute('expenses.mindshareComponent', { params: { id: props.componentId } });
  const [busy, setBusy] = useState<string | null>(null);

  const toggle = async (invoiceId: string, selected: boolean) => {
    setBusy(invoiceId);
    try {
      await writeThenRefresh(
        ['expenses.mindshareComponent', 'expenses.listMindshare'],
        'expenses.updateMindshareComponent',
        { params: { componentId: props.componentId, invoiceId }, query: { selected: selected ? 'true' : 'false' } },
      );
      box.success(t('widgets.reconciliation.spec.invoiceUpdated'));
    } catch (error) {
      box.danger([
        t('widgets.reconciliation.spec.invoiceUpdateFailed'),
        ...messagesOfError(error).map((m) => reconciliationMessage(t, m)),
      ]);
    } finally {
      setBusy(null);
    }
  };

  if (component.error)
    return (
      <Message
        severity="error"
        text={messagesOfError(component.error)
          .map((m) => translateMessage(t, m))
          .join(' ')}
      />
    );
  const data = component.data;
  if (!data) return <ProgressSpinner aria-label={t('expenses.mindshare.loading')} />;
  return (
    <section className="mindshare-mode" aria-label={t('expenses.mindshare.panelTitle')}>
      <h3>{t('expenses.mindshare.panelTitle')}</h3>
      <dl className="mindshare-facts">
        <dt>{t('expenses.mindshare.componentLabel')}</dt>
        <dd>
          {data.componentId} {data.tacticName}
        </dd>
        <dt>{t('expenses.mindshare.program')}</dt>
        <dd>{programLabel(data.programId, data.programName)}</dd>
        <dt>{t('expenses.mindshare.estimate')}</dt>
        <dd>
          <Money value={data.estimateTotal} />
        </dd>
        <dt>{t('expenses.mindshare.invoiced')}</dt>
        <dd data-testid="mindshare-invoiced">
          <Money value={data.invoicedTotalCents / 100} />
        </dd>
      </dl>
      {data.closedStatus && <Message severity="info" text={t(`widgets.reconciliation.closed.${data.closedStatus}`)} />}
      {data.invoices.length === 0 ? (
        <p>{t('expenses.mindshare.none')}</p>
      ) : (
        <ul className="mindshare-invoices">
          {data.invoices.map((invoice) => (
            <li key={invoice.invoiceId}>
              <InputSwitch
                checked={invoice.isSelected}
                disabled={!canManage || busy !== null || data.closedStatus !== null}
                onChange={(e) => void toggle(invoice.invoiceId, Boolean(e.value))}
                aria-label={t('expenses.mindshare.toggle', { name: invoice.name })}
              />
              <span className="mindshare-invoice-name">{invoice.name}</span>
              <span>{invoice.vendor}</span>
              <DateText value={invoice.invoiceDate} />
              <Money value={invoice.invoiceTotal} />
              {busy === invoice.invoiceId && <i className="pi pi-spin pi-spinner" aria-hidden />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
