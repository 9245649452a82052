import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expenseMessages, type ExpenseKind } from '../../../../../shared/expenses/rules';
import { Field, FormDialog } from '../../../components/forms';
import { messagesOfError, useMessageBox } from '../../../components/messageBox';
import { reallocate } from '../api/reconciliation';
import { useExpenseText } from '../lib/texts';

const TACTIC_ID = /^[1-9]\d{0,11}-[1-9]\d{0,5}$/;

/**
 * Reallocate (every kind, for those who may manage expenses, on a pending or assigned line): the id of another
 * tactic of the line's retailer's programs (as the program pages show it, `program-n`); the server refuses a tactic
 * of another retailer beside the field, and the page then shows the reconciliation of the tactic the line counts
 * against.
 */
export function ReallocateButton({ kind, id, disabled }: { kind: ExpenseKind; id: string; disabled: boolean }) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const { server } = useExpenseText();
  const [open, setOpen] = useState(false);
  const [tacticId, setTacticId] = useState('');
  const [messages, setMessages] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const given = tacticId.trim();
    if (!TACTIC_ID.test(given)) return setMessages([server(expenseMessages.tacticInvalid)]);
    setSaving(true);
    try {
      await reallocate(kind, id, given);
      setOpen(false);
      box.success(t('expenses.reconciliation.reallocate.done', { tacticId: given }));
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
        onClick={() => (setTacticId(''), setMessages([]), setOpen(true))}
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
          style={{ width: 'min(30rem, 95vw)' }}
        >
          <Field
            id="reallocate-tactic"
            label={t('expenses.reconciliation.reallocate.tactic')}
            required
            help={t('expenses.reconciliation.reallocate.hint')}
            messages={messages}
          >
            {(input) => (
              <InputText
                id={input.id}
                value={tacticId}
                onChange={(e) => (setTacticId(e.target.value), setMessages([]))}
                placeholder="123-1"
                maxLength={20}
                invalid={input.invalid}
                aria-describedby={input.invalid ? input.describedBy : undefined}
              />
            )}
          </Field>
        </FormDialog>
      )}
    </>
  );
}
