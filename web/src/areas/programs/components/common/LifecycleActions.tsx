import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { programServerMessages } from '../../../../../../shared/programs/messages';
import {
  transitionRefusal,
  transitions,
  type ProgramAction,
  type ProgramStatusId,
} from '../../../../../../shared/programs/status';
import { useConfirm } from '../../../../components/confirm';
import { AppDialog } from '../../../../components/dialog';
import { FieldError } from '../../../../components/forms';
import { messagesOfError, useMessageBox } from '../../../../components/messageBox';
import { ApiError } from '../../../../lib/api';
import { transitionProgram, useCanDeactivate, useCanDelete, useCanSubmit } from '../../api/lifecycle';
import { programChanged, type ProgramDetails } from '../../api/program';
import { useClaimCheck } from '../../../../lib/claims';
import { useSpecText } from '../../lib/specText';
import { ActionFailure, isStale } from './ActionFailure';
import { useOverBudgetTexts } from './BudgetLines';

const ALL: ProgramAction[] = ['submit', 'approve', 'reject', 'revise', 'cancel', 'close', 'deactivate', 'delete'];
const ICONS: Record<ProgramAction, string> = {
  submit: 'pi pi-send',
  approve: 'pi pi-check',
  reject: 'pi pi-times',
  revise: 'pi pi-replay',
  cancel: 'pi pi-ban',
  close: 'pi pi-lock',
  deactivate: 'pi pi-power-off',
  delete: 'pi pi-trash',
};
/**
 * Where an action ends: submitting and deleting on the user's campaigns (spec 02, section 4); approving and
 * rejecting on the program's details, which show its new status (the approver did not create it, so it is not
 * in their campaigns).
 */
const landingAfter = (action: ProgramAction, programId: number): string | null =>
  action === 'submit' || action === 'delete'
    ? '/mycampaigns'
    : action === 'approve' || action === 'reject'
      ? `/programdetails/${programId}`
      : null;
const ASKS: ProgramAction[] = ['cancel', 'close', 'deactivate', 'delete', 'revise'];

/** An overspent submit answers 400 on `confirmOverspend` until it is resent with the confirmation. */
const needsOverspendConfirmation = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && Boolean(error.errors.confirmOverspend?.length);

interface LifecycleActionsProps {
  details: ProgramDetails;
  /** The actions to offer here (the cart offers submit and approve); all by default. */
  actions?: ProgramAction[];
  /** Called after an action went through (the cart closes itself). */
  onDone?: (action: ProgramAction) => void;
}

/**
 * The program's lifecycle buttons: each shown when the user holds its claim and the status allows it; submit,
 * deactivate and delete also ask the server's can-* checks and say why not.
 */
export function LifecycleActions({ details, actions = ALL, onDone }: LifecycleActionsProps) {
  const { t } = useTranslation();
  const specText = useSpecText();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const messageBox = useMessageBox();
  const can = useClaimCheck();
  const overBudget = useOverBudgetTexts();
  const { program } = details;
  const status = program.statusId as ProgramStatusId;
  const offered = actions.filter((a) => can(transitions[a].claim));
  const canSubmit = useCanSubmit(offered.includes('submit') ? program.id : null);
  const canDelete = useCanDelete(
    offered.includes('delete') && transitionRefusal('delete', status) === null ? program.id : null,
  );
  const canDeactivate = useCanDeactivate(
    offered.includes('deactivate') && transitionRefusal('deactivate', status) === null ? program.id : null,
  );
  const [busy, setBusy] = useState<ProgramAction | null>(null);
  const [failure, setFailure] = useState<{ messages: string[]; stale: boolean } | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [notes, setNotes] = useState('');
  const [notesError, setNotesError] = useState<string[]>([]);

  /** Why an offered action cannot be taken now; null when it can; undefined while the check is read. */
  const refusal = (action: ProgramAction): string | null | undefined => {
    if (action === 'submit') return canSubmit.data ? canSubmit.data.reason : canSubmit.error ? null : undefined;
    const byStatus = transitionRefusal(action, status);
    if (byStatus) return byStatus;
    if (action === 'delete')
      return canDelete.data ? (canDelete.data.result === 'DELETE' ? null : canDelete.data.result) : undefined;
    if (action === 'deactivate')
      return canDeactivate.data
        ? canDeactivate.data.result === 'DEACTIVATE'
          ? null
          : canDeactivate.data.result
        : undefined;
    return null;
  };
  // An action shows when the status allows it; then submit, deactivate and delete may still be held back by the
  // server's check, with its reason.
  const visible = offered.filter((a) => transitionRefusal(a, status) === null);

  async function run(action: ProgramAction, withNotes?: string) {
    if (ASKS.includes(action)) {
      const yes = await confirm({
        message: t(`programs.lifecycle.confirm.${action}`, { name: program.name ?? `#${program.id}` }),
        danger: action !== 'revise',
      });
      if (!yes) return;
    }
    setBusy(action);
    setFailure(null);
    try {
      const body = { version: program.version, ...(withNotes ? { notes: withNotes } : {}) };
      try {
        await transitionProgram(action, program.id, body);
      } catch (error) {
        if (action !== 'submit' || !needsOverspendConfirmation(error)) throw error;
        const lines = overBudget(details.budget);
        const yes = await confirm({
          header: t('programs.lifecycle.overspendHeader'),
          message: [specText(programServerMessages.overspendNeedsConfirmation), ...lines].join(' '),
          acceptLabel: t('programs.lifecycle.confirmOverspend'),
          rejectLabel: t('programs.common.cancel'),
          danger: true,
        });
        if (!yes) return;
        await transitionProgram('submit', program.id, { ...body, confirmOverspend: true });
      }
      messageBox.success(
        action === 'revise' ? t('programs.spec.program.revised') : t(`programs.lifecycle.done.${action}`),
      );
      setRejecting(false);
      onDone?.(action);
      const landing = landingAfter(action, program.id);
      if (landing) navigate(landing);
    } catch (error) {
      setFailure({ messages: messagesOfError(error), stale: isStale(error) });
      if (action === 'reject') setRejecting(false);
    } finally {
      setBusy(null);
    }
  }

  const reject = () => {
    if (!notes.trim()) {
      setNotesError([programServerMessages.notesRequired]);
      return;
    }
    void run('reject', notes.trim());
  };

  if (!visible.length) return null;
  return (
    <div className="lifecycle-actions">
      <div className="lifecycle-buttons" role="group" aria-label={t('programs.lifecycle.label')}>
        {visible.map((action) => {
          const why = refusal(action);
          return (
            <span key={action} title={why ? specText(why) : undefined} className="lifecycle-button">
              <Button
                type="button"
                label={t(`programs.lifecycle.actions.${action}`)}
                icon={busy === action ? 'pi pi-spin pi-spinner' : ICONS[action]}
                size="small"
                severity={
                  action === 'delete' || action === 'reject'
                    ? 'danger'
                    : action === 'approve'
                      ? 'success'
                      : action === 'submit'
                        ? undefined
                        : 'secondary'
                }
                outlined={!['submit', 'approve'].includes(action)}
                disabled={busy !== null || why !== null}
                onClick={() =>
                  action === 'reject' ? (setNotes(''), setNotesError([]), setRejecting(true)) : void run(action)
                }
              />
            </span>
          );
        })}
      </div>
      {visible.includes('submit') && canSubmit.data && !canSubmit.data.canSubmit && canSubmit.data.reason && (
        <p className="muted lifecycle-reason">{specText(canSubmit.data.reason)}</p>
      )}
      {failure && (
        <ActionFailure
          messages={failure.messages}
          stale={failure.stale}
          onReload={() => {
            setFailure(null);
            void programChanged();
          }}
        />
      )}
      <AppDialog
        header={t('programs.lifecycle.rejectTitle', { name: program.name ?? `#${program.id}` })}
        visible={rejecting}
        onHide={() => setRejecting(false)}
        style={{ width: 'min(32rem, 95vw)' }}
        footer={
          <div>
            <Button type="button" label={t('programs.common.cancel')} text onClick={() => setRejecting(false)} />
            <Button
              type="button"
              label={t('programs.lifecycle.actions.reject')}
              severity="danger"
              icon={busy === 'reject' ? 'pi pi-spin pi-spinner' : 'pi pi-times'}
              disabled={busy !== null}
              onClick={reject}
            />
          </div>
        }
      >
        <div className="field">
          <label htmlFor="reject-notes">{t('programs.lifecycle.notes')}</label>
          <InputTextarea
            id="reject-notes"
            value={notes}
            onChange={(e) => (setNotes(e.target.value), setNotesError([]))}
            rows={4}
            maxLength={4000}
            autoResize
            invalid={notesError.length > 0}
            aria-describedby={notesError.length ? 'reject-notes-error' : undefined}
          />
          <FieldError id="reject-notes-error" messages={notesError.map(specText)} />
        </div>
      </AppDialog>
    </div>
  );
}
