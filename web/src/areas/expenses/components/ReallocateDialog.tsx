import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { expenseMessages, type ExpenseKind } from '../../../../../shared/expenses/rules';
import { useDebouncedValue } from '../../../components/dataTable';
import { Field, FormDialog } from '../../../components/forms';
import { messagesOfError, useMessageBox } from '../../../components/messageBox';
import { reconciliationMessage } from '../../../components/reconciliation';
import { reallocate, useReallocationTactics } from '../api/reconciliation';
import { useExpenseText } from '../lib/texts';
import { programLabel } from '../../../components/format';

/** How long typing rests before the choices are searched on the server. */
const SEARCH_DELAY_MS = 300;

type Choice = { value: string; name: string; reason: string | null; label: string; disabled: boolean };

/**
 * Reallocate (every kind, for those who may manage expenses, on a pending or assigned line): another tactic of the
 * line's retailer's programs, picked from a list searched on the server as the user types (program name or number,
 * tactic name or id: every program of the retailer's two budget years, not only the newest listed before a search;
 * one whose reconciliation is closed shows disabled with the reason); the server's refusal shows beside the field,
 * and the page then shows the reconciliation of the tactic the line counts against.
 */
export function ReallocateButton(props: {
  kind: ExpenseKind;
  id: string;
  /** The tactic the page shows the line on (null: none): the move is from there, 409 when the line moved since. */
  fromTacticId: string | null;
  disabled: boolean;
}) {
  const { kind, id, fromTacticId, disabled } = props;
  const { t } = useTranslation();
  const box = useMessageBox();
  const { server } = useExpenseText();
  const [open, setOpen] = useState(false);
  const [tacticId, setTacticId] = useState<string | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  // The filter box's text, searched once typing rests; the choice made is kept, whatever a later search answers.
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<Choice | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const term = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const tactics = useReallocationTactics(kind, open ? id : null, term);
  const searching = typed.trim() !== term || tactics.isValidating;
  // A tactic whose reconciliation is closed (a PO line counted there approved) takes no line: shown off limits with
  // the reason, as a closed reconciliation is shown read-only, rather than chosen for the server's 409.
  // The reason is part of the option's label too, so a screen reader says it with the choice.
  const found = (tactics.data?.choices ?? []).map((c): Choice => {
    const name = `${programLabel(c.programId, c.programName)} — ${c.tacticId} · ${c.tacticName}`;
    const reason = c.closedStatus
      ? reconciliationMessage(t, expenseMessages.reconciliationClosed(c.closedStatus))
      : null;
    return { value: c.tacticId, name, reason, label: reason ? `${name} (${reason})` : name, disabled: reason !== null };
  });
  // The panel lists what the search found; closed, the field still names the choice a later search did not find.
  const options = !panelOpen && chosen && !found.some((o) => o.value === chosen.value) ? [...found, chosen] : found;
  // What was left unread: the newest programs only (before a search; with one, older programs' tactic names), or a
  // search's first matches.
  const partial = tactics.data?.partial;
  const note =
    partial === 'matches'
      ? t('expenses.reconciliation.reallocate.partialMatches')
      : partial === 'newest'
        ? t(
            term
              ? 'expenses.reconciliation.reallocate.partialNewestSearch'
              : 'expenses.reconciliation.reallocate.partialNewest',
          )
        : null;
  const empty = searching
    ? t('expenses.reconciliation.reallocate.searching')
    : term
      ? t('expenses.reconciliation.reallocate.noMatch', { term })
      : t('expenses.reconciliation.reallocate.none');

  const save = async () => {
    if (!tacticId) return setMessages([t('expenses.reconciliation.reallocate.required')]);
    setSaving(true);
    try {
      await reallocate(kind, id, fromTacticId, tacticId);
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
        onClick={() => (setTacticId(null), setChosen(null), setTyped(''), setMessages([]), setOpen(true))}
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
                onChange={(e) => {
                  setTacticId(e.value as string);
                  setChosen(options.find((o) => o.value === e.value) ?? null);
                  setMessages([]);
                }}
                onShow={() => setPanelOpen(true)}
                onHide={() => setPanelOpen(false)}
                filter
                // The filter box is the dialog's own: its text is searched on the server (the Dropdown's own filter
                // would only narrow the choices already read, and count accents).
                filterTemplate={(panel) => (
                  <div className="p-dropdown-filter-container">
                    <InputText
                      className="p-dropdown-filter"
                      value={typed}
                      autoFocus
                      autoComplete="off"
                      placeholder={t('expenses.reconciliation.reallocate.search')}
                      aria-label={t('expenses.reconciliation.reallocate.search')}
                      aria-busy={searching}
                      onChange={(e) => setTyped(e.target.value)}
                      onKeyDown={(panel as { filterInputKeyDown?: (e: KeyboardEvent) => void }).filterInputKeyDown}
                    />
                    <i
                      className={`p-dropdown-filter-icon pi ${searching ? 'pi-spin pi-spinner' : 'pi-search'}`}
                      aria-hidden
                    />
                  </div>
                )}
                panelFooterTemplate={
                  note ? (
                    <small className="muted expense-reallocate-note" role="status">
                      {note}
                    </small>
                  ) : null
                }
                loading={tactics.isLoading && !tactics.data}
                emptyMessage={empty}
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
