import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExpenseKind } from '../../../../../shared/expenses/rules';
import { SearchInput } from '../../../components/dataTable';
import { AppDialog } from '../../../components/dialog';
import { DateText, Money, programLabel } from '../../../components/format';
import { useMessageBox } from '../../../components/messageBox';
import { chooseSuggestion, readSuggestions, type Assignment, type SuggestionRow } from '../api/assignment';
import { currentLanguage } from '../../../lib/i18n';

const rowKey = (row: SuggestionRow) => `${row.expenseId}/${row.tacticId}`;

/**
 * What a try-assign run did (spec 03, `try-assign-{kind}`; docs/decisions.md, 'Expenses: try-assign'): how many
 * invoices were assigned, got suggestions or nothing, and the suggestions table (line, invoice, vendor, amount,
 * the proposed program and tactic, the score and its reasons) with Accept and Reject per row. After a choice the
 * suggestions are read again (an accepted line's other suggestions go, a rejected one is not proposed again).
 */
export function AssignDialog(props: {
  kind: ExpenseKind;
  retailerId: number | undefined;
  answer: Assignment;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const { kind, answer } = props;
  const [rows, setRows] = useState(answer.suggestions);
  const [busy, setBusy] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const nameOf = (row: SuggestionRow) => `${row.code} / ${row.invoiceNumber}`;
  const tacticOf = (row: SuggestionRow) => `${row.programName} / ${row.tacticName}`;

  const choose = async (choice: 'accept' | 'reject', row: SuggestionRow) => {
    setBusy(`${choice}/${rowKey(row)}`);
    try {
      await chooseSuggestion(kind, choice, row);
      box.success(t(`expenses.assign.${choice}ed`, { name: nameOf(row), tactic: tacticOf(row) }));
    } catch (error) {
      box.error(error);
    }
    try {
      setRows((await readSuggestions(kind, props.retailerId)).suggestions);
    } catch (error) {
      box.error(error);
    } finally {
      setBusy(null);
    }
  };

  const summary = [
    ['assigned', answer.assigned],
    ['suggested', answer.suggested],
    ['unmatched', answer.unmatched],
    ...(answer.alreadyAssigned ? [['alreadyAssigned', answer.alreadyAssigned] as const] : []),
  ] as const;

  return (
    <AppDialog
      header={t(`expenses.assign.title.${kind}`)}
      visible
      onHide={props.onHide}
      closable={busy === null}
      style={{ width: 'min(80rem, 97vw)' }}
      footer={
        <Button type="button" label={t('expenses.assign.close')} onClick={props.onHide} disabled={busy !== null} />
      }
    >
      <ul className="expense-assign-summary" aria-label={t('expenses.assign.summaryLabel')}>
        {summary.map(([name, count]) => (
          <li key={name}>{t(`expenses.assign.summary.${name}`, { count })}</li>
        ))}
      </ul>
      <DataTable
        key={currentLanguage()}
        value={rows}
        paginator
        rows={10}
        rowsPerPageOptions={[10, 25, 50]}
        sortMode="single"
        removableSort
        globalFilter={search}
        globalFilterFields={['code', 'invoiceNumber', 'vendor', 'programName', 'tacticName']}
        emptyMessage={t('expenses.assign.empty')}
        aria-label={t('expenses.assign.tableLabel')}
        header={<SearchInput value={search} onChange={setSearch} label={t('expenses.assign.search')} />}
      >
        <Column field="code" header={t(`expenses.columns.code_${kind}`)} sortable bodyClassName="code" />
        <Column
          field="invoiceNumber"
          header={t('expenses.columns.invoiceNumber')}
          sortable
          body={(row: SuggestionRow) => (
            <>
              {row.invoiceNumber}
              <br />
              <small>
                <DateText value={row.invoiceDate} />
              </small>
            </>
          )}
        />
        <Column field="vendor" header={t('expenses.columns.vendor')} sortable />
        <Column
          field="amount"
          header={t('expenses.columns.amount')}
          sortable
          className="expense-amount"
          body={(row: SuggestionRow) => <Money value={row.amountCents / 100} />}
        />
        <Column
          field="programName"
          header={t('expenses.assign.proposed')}
          sortable
          body={(row: SuggestionRow) => (
            <>
              {programLabel(row.programId, row.programName)}
              <br />
              {row.tacticName} ({row.tacticId}){row.componentName ? ` · ${row.componentName}` : ''}
            </>
          )}
        />
        <Column
          field="score"
          header={t('expenses.assign.score')}
          sortable
          body={(row: SuggestionRow) => (
            <div>
              <strong>{row.score}</strong>
              <ul className="expense-assign-reasons">
                {row.reasons.map((r) => (
                  <li key={r.code}>{t(`expenses.assign.reason.${r.code}`, r.values)}</li>
                ))}
              </ul>
            </div>
          )}
        />
        <Column
          header={t('expenses.assign.actions')}
          body={(row: SuggestionRow) => (
            <div className="expense-assign-actions">
              <Button
                type="button"
                size="small"
                icon="pi pi-check"
                label={t('expenses.assign.accept')}
                aria-label={t('expenses.assign.acceptLabel', { name: nameOf(row), tactic: tacticOf(row) })}
                loading={busy === `accept/${rowKey(row)}`}
                disabled={busy !== null}
                onClick={() => void choose('accept', row)}
              />
              <Button
                type="button"
                size="small"
                icon="pi pi-times"
                severity="secondary"
                outlined
                label={t('expenses.assign.reject')}
                aria-label={t('expenses.assign.rejectLabel', { name: nameOf(row), tactic: tacticOf(row) })}
                loading={busy === `reject/${rowKey(row)}`}
                disabled={busy !== null}
                onClick={() => void choose('reject', row)}
              />
            </div>
          )}
        />
      </DataTable>
    </AppDialog>
  );
}
