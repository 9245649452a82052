import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expenseMessages, type ExpenseKind } from '../../../../../shared/expenses/rules';
import { Field, FormDialog } from '../../../components/forms';
import { messagesOfError, useMessageBox } from '../../../components/messageBox';
import { reconciliationMessage } from '../../../components/reconciliation';
import { reallocate, useReallocationTactics } from '../api/reconciliation';
import { useExpenseText } from '../lib/texts';

/**
 * Reallocate (every kind, for those who may manage expenses, on a pending or assigned line): another tactic of the
 * line's retailer's programs, picked from a searchable list (program and tactic; one whose reconciliation is closed
 * shows disabled with the reason); the server's refusal shows beside the field, and the page then shows the reconciliation of the tactic the line counts against.
 */
export function ReallocateButton({ kind, id, disabled }: { kind: ExpenseKind; id: string; disabled: boolean }) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const { server } = useExpenseText();
  const [open, setOpen] = useState(false);
  const [tacticId, setTacticId] = useState<string | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const tactics = useReallocationTactics(kind, open ? id : null);
  // A tactic whose reconciliation is closed (a PO line counted there approved) takes no line: shown off limits with
  // the reason, as a closed reconciliation is shown read-only, rather than chosen for the server's 409.
  // The reason is part of the option's label too, so a screen reader says it with the choice.
  const options = (tactics.data ?? []).map((c) => {
    const name = `${c.programId} · ${c.programName} — ${c.tacticId} · ${c.tacticName}`;
    const reason = c.closedStatus
      ? reconciliationMessage(t, expenseMessages.reconciliationClosed(c.closedStatus))
      : null;
    return { value: c.tacticId, name, reason, label: reason ? `${name} (${reason})` : name, disabled: reason !== null };
  });

  const save = async () => {
    if (!tacticId) return setMessages([t('expenses.reconciliation.reallocate.required')]);
    setSaving(true);
    try {
      await reallocate(kind, id, tacticId);
      setOpen(false);
      box.success(t('expenses.reconciliation.reallocate.done', { tacticId }));
    } catch (error) {
      setMessages(messagesOfError(error).map(server));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button
        type="button"
        icon="pi pi-arrow-right-arrow-left"
        label={t('expenses.reconciliation.reallocate.button')}
        outlined
        disabled={disabled}
        onClick={() => (setTacticId(null), setMessages([]), setOpen(true))}
      />
      {open && (
        <FormDialog
          header={t('expenses.reconciliation.reallocate.title')}
          onCancel={() => setOpen(false)}
          onSave={save}
          saving={saving}
          saveLabel={t('expenses.reconciliation.reallocate.button')}
          saveIcon="pi pi-arrow-right-arrow-left"
          cancelLabel={t('expenses.reconciliation.reallocate.cancel')}
          style={{ width: 'min(40rem, 95vw)' }}
        >
          <Field
            id="reallocate-tactic"
            label={t('expenses.reconciliation.reallocate.tactic')}
            required
            help={t('expenses.reconciliation.reallocate.hint')}
            messages={tactics.error ? messagesOfError(tactics.error).map(server) : messages}
          >
            {(input) => (
              <Dropdown
                inputId={input.id}
                value={tacticId}
                options={options}
                optionDisabled="disabled"
                itemTemplate={(option: (typeof options)[number]) => (
                  <span className="expense-reallocate-option">
                    {option.name}
                    {option.reason && <small className="muted">{option.reason}</small>}
                  </span>
                )}
                pt={{ item: (options) => (options?.context.disabled ? { 'aria-disabled': true } : {}) }}
                onChange={(e) => (setTacticId(e.value as string), setMessages([]))}
                filter
                loading={tactics.isLoading}
                emptyMessage={t('expenses.reconciliation.reallocate.none')}
                emptyFilterMessage={t('expenses.reconciliation.reallocate.none')}
                placeholder={t('expenses.reconciliation.reallocate.placeholder')}
                invalid={input.invalid}
                aria-describedby={input.invalid ? input.describedBy : undefined}
                style={{ width: '100%' }}
              />
            )}
          </Field>
        </FormDialog>
      )}
    </>
  );
}
