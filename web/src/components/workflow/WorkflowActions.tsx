import { Button, type ButtonProps } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useState } from 'react';
import type { Claim } from '../../../../shared/claims';
import type { Workflow } from '../../../../shared/workflow/workflow';
import { useClaimCheck } from '../../lib/claims';
import { useConfirm } from '../confirm';
import type { ConfirmOptions } from '../confirm/useConfirm';
import { Field, FormDialog } from '../forms';
import './workflow.css';

/** The widget's own words, in the reader's language (English by default). */
interface WorkflowTexts<Action extends string> {
  /** The button's text; the declaration's `label` by default. */
  label?: (action: Action) => string;
  /** The notes dialog's title; the action's label by default. */
  notesTitle?: (action: Action) => string;
  notes?: string;
  cancel?: string;
  /** Shown under the notes when an action that needs them is sent without. */
  notesRequired?: (action: Action) => string;
}

interface WorkflowActionsProps<State extends string | number, Action extends string, Shown extends Action> {
  workflow: Workflow<State, Action>;
  state: State;
  /** Sends the action (with the notes it asked for); handles its own failures. The buttons are busy until it ends. */
  onAction: (action: Shown, notes?: string) => Promise<unknown>;
  /** The actions offered here, in this order; all the flow's by default. */
  actions?: readonly Shown[];
  /** The claim check; the signed-in user's (`useClaimCheck`) by default. */
  can?: (claim: Claim) => boolean;
  /** Why an action the state allows is held back now (a server's check): its text; null when it is not; undefined while read. */
  heldBack?: (action: Shown) => string | null | undefined;
  /** The confirmation of an action that declares one; the declared text with Yes/No by default. */
  confirmOf?: (action: Shown) => ConfirmOptions;
  /** How each button looks (icon, severity, outlined, text, size). */
  look?: (action: Shown) => Pick<ButtonProps, 'severity' | 'outlined' | 'text' | 'size'> & { icon?: string };
  texts?: WorkflowTexts<Shown>;
  /** The notes input's id (a page's test hook); unique by default. */
  notesId?: string;
  /** The group's accessible name, and its class (the area's layout). */
  label?: string;
  className?: string;
}

/**
 * The actions of a declared workflow (shared/workflow) as buttons: those the state allows and the user holds the
 * claim for, labelled from the declaration. An action that declares `confirm` asks first; one that needs notes
 * asks for them in a dialog; while `onAction` runs the buttons are busy. The server refuses again whatever slips.
 */
export function WorkflowActions<State extends string | number, Action extends string, Shown extends Action = Action>({
  workflow,
  state,
  onAction,
  actions = workflow.actions as readonly Shown[],
  can,
  heldBack,
  confirmOf,
  look,
  texts = {},
  notesId,
  label,
  className = 'workflow-actions',
}: WorkflowActionsProps<State, Action, Shown>) {
  const confirm = useConfirm();
  const userCan = useClaimCheck();
  const fallbackId = useId();
  const [busy, setBusy] = useState<Shown | null>(null);
  const [asking, setAsking] = useState<Shown | null>(null);
  const [notes, setNotes] = useState('');
  const [notesError, setNotesError] = useState<string[]>([]);

  const allowed = workflow.allowedActions(state, can ?? userCan);
  const shown = actions.filter((a) => allowed.includes(a));
  const labelOf = (action: Shown) => texts.label?.(action) ?? workflow.transitions[action].label;
  const inputId = notesId ?? `workflow-notes${fallbackId.replace(/:/g, '')}`;

  async function send(action: Shown, withNotes?: string) {
    setBusy(action);
    try {
      await onAction(action, withNotes);
    } finally {
      setBusy(null);
      setAsking(null);
    }
  }

  async function start(action: Shown) {
    const transition = workflow.transitions[action];
    if (transition.confirm && !(await confirm(confirmOf?.(action) ?? { message: transition.confirm }))) return;
    if (!transition.needsNotes) return send(action);
    setNotes('');
    setNotesError([]);
    setAsking(action);
  }

  const sendNotes = () => {
    if (!asking) return;
    const given = notes.trim();
    if (!given) {
      setNotesError([texts.notesRequired?.(asking) ?? 'Notes are required.']);
      return;
    }
    return send(asking, given);
  };

  if (!shown.length) return null;
  return (
    <div className={className} role="group" aria-label={label}>
      {shown.map((action) => {
        const held = heldBack?.(action);
        const why = held ?? null;
        const pending = heldBack !== undefined && held === undefined;
        const { icon, ...style } = look?.(action) ?? { size: 'small' as const };
        return (
          <span key={action} title={why ?? undefined} className="workflow-action">
            <Button
              type="button"
              label={labelOf(action)}
              icon={busy === action ? 'pi pi-spin pi-spinner' : icon}
              {...style}
              disabled={busy !== null || why !== null || pending}
              onClick={() => void start(action)}
            />
          </span>
        );
      })}
      {asking && (
        <FormDialog
          header={texts.notesTitle?.(asking) ?? labelOf(asking)}
          onCancel={() => setAsking(null)}
          onSave={sendNotes}
          saving={busy !== null}
          saveLabel={labelOf(asking)}
          saveIcon={look?.(asking).icon}
          cancelLabel={texts.cancel ?? 'Cancel'}
          style={{ width: 'min(32rem, 95vw)' }}
        >
          <Field id={inputId} label={texts.notes ?? 'Notes'} messages={notesError}>
            {({ id, invalid, describedBy }) => (
              <InputTextarea
                id={id}
                value={notes}
                onChange={(e) => (setNotes(e.target.value), setNotesError([]))}
                rows={4}
                maxLength={4000}
                autoResize
                invalid={invalid}
                aria-describedby={invalid ? describedBy : undefined}
              />
            )}
          </Field>
        </FormDialog>
      )}
    </div>
  );
}
