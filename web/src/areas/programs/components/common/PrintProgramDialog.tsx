import { useState } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';
import { knownClaims } from '../../../../../../shared/claims';
import { AppDialog } from '../../../../components/dialog';
import { messagesOfError, useMessageBox } from '../../../../components/messageBox';
import { useReferenceRecord, referenceLabel } from '../../../../components/reference';
import { useHasClaim } from '../../../../lib/claims';
import { useProgramFunding } from '../../api/expenses';
import type { ProgramDetails } from '../../api/program';
import { usePromos } from '../../api/promos';
import type { PrintTable } from '../../../../lib/printPdf';
import { estimateDocument, estimateFigures } from '../../lib/printEstimate';
import { ScrollingTable } from './ScrollingTable';

/**
 * Print Program Details (spec 03): an extra-large modal with the program's general information, its tactics and
 * components (estimated and invoiced ATL/BTL/total), funding sources and promo code requests; Print writes the
 * same document as a PDF named after the program id.
 */
export function PrintProgramDialog({ details, onHide }: { details: ProgramDetails; onHide: () => void }) {
  const { t, i18n } = useTranslation();
  const box = useMessageBox();
  const { program } = details;
  const canViewExpenses = useHasClaim(knownClaims.viewExpenses);
  const funding = useProgramFunding(canViewExpenses ? program.id : null);
  const promos = usePromos(program.id);
  const theme = useReferenceRecord('campaignTheme', program.campaignThemeId ?? null);
  const initiative = useReferenceRecord('strategicBusinessInitiative', program.strategicBusinessInitiativeId ?? null);
  const [printing, setPrinting] = useState(false);

  const fundingSettled = !canViewExpenses || funding.data !== undefined || funding.error !== undefined;
  const promosSettled = promos.data !== undefined || promos.error !== undefined;
  const ready = fundingSettled && promosSettled;
  const invoiced = funding.data ? new Map(funding.data.tactics.map((x) => [x.tacticId, x.invoicedCents])) : null;
  const documentIn = (translate: typeof t) =>
    estimateDocument({
      details,
      figures: estimateFigures(details, invoiced),
      promos: promos.data ?? [],
      names: {
        theme: theme.data ? referenceLabel('campaignTheme', theme.data) : undefined,
        strategicBusinessInitiative: initiative.data
          ? referenceLabel('strategicBusinessInitiative', initiative.data)
          : undefined,
      },
      t: translate,
    });
  const document = documentIn(t);

  const print = async () => {
    setPrinting(true);
    try {
      const { pdfTranslator, savePdf } = await import('../../../../lib/printPdf');
      savePdf(documentIn(pdfTranslator(i18n)));
    } catch (error) {
      box.danger(messagesOfError(error));
    } finally {
      setPrinting(false);
    }
  };

  return (
    <AppDialog
      header={t('programs.print.title')}
      visible
      onHide={onHide}
      style={{ width: 'min(96rem, 98vw)' }}
      className="print-estimate-dialog"
      footer={
        <div>
          <Button type="button" label={t('programs.print.close')} text onClick={onHide} />
          <Button
            type="button"
            label={t('programs.print.print')}
            icon="pi pi-file-pdf"
            loading={printing}
            disabled={!ready}
            onClick={print}
          />
        </div>
      }
    >
      {!ready ? (
        <ProgressSpinner aria-label={t('programs.print.loading')} style={{ width: '2rem', height: '2rem' }} />
      ) : (
        <div className="print-estimate">
          {funding.error && <Message severity="warn" text={t('programs.print.invoicedNotLoaded')} />}
          {promos.error && <Message severity="warn" text={t('programs.print.promosNotLoaded')} />}
          <section aria-label={document.general.title}>
            <h3>{document.general.title}</h3>
            <dl className="summary-grid">
              {document.general.rows.map(([label, value]) => (
                <div key={label} className="print-estimate-field">
                  <dt>{label}</dt>
                  <dd>{value || '—'}</dd>
                </div>
              ))}
            </dl>
          </section>
          {document.tables.map((table) => (
            <EstimateTable key={table.title} table={table} empty={document.empty} />
          ))}
        </div>
      )}
    </AppDialog>
  );
}

function EstimateTable({ table, empty }: { table: PrintTable; empty: string }) {
  const align = (i: number) => (table.numeric.includes(i) ? 'num' : undefined);
  return (
    <section aria-label={table.title}>
      <h3>{table.title}</h3>
      <ScrollingTable label={table.title}>
        <table className="plain-table" aria-label={table.title}>
          <thead>
            <tr>
              {table.head.map((cell, i) => (
                <th key={i} scope="col" className={align(i)}>
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.body.length === 0 && (
              <tr>
                <td colSpan={table.head.length} className="muted">
                  {empty}
                </td>
              </tr>
            )}
            {table.body.map((row, r) => (
              <tr key={r}>
                {row.map((cell, i) => (
                  <td key={i} className={align(i)}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {table.foot.length > 0 && (
            <tfoot>
              {table.foot.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, i) => (
                    <th key={i} scope={i === 0 ? 'row' : undefined} className={align(i)}>
                      {cell}
                    </th>
                  ))}
                </tr>
              ))}
            </tfoot>
          )}
        </table>
      </ScrollingTable>
    </section>
  );
}
