import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { programServerMessages } from '../../../../../../shared/programs/messages';
import { programWorkflow, transitionRefusal, type ProgramAction } from '../../../../../../shared/programs/status';
import { useConfirm } from '../../../../components/confirm';
import { messagesOfError, useMessageBox } from '../../../../components/messageBox';
import { WorkflowActions } from '../../../../components/workflow/WorkflowActions';
import { ApiError } from '../../../../lib/api';
import { useNavigateWhenDone } from '../../../../lib/navigateWhenDone';
import { transitionProgram, useCanDeactivate, useCanDelete, useCanSubmit } from '../../api/lifecycle';
import { programChanged, type ProgramDetails } from '../../api/program';
import { useClaimCheck } from '../../../../lib/claims';
import { useSpecText } from '../../lib/specText';
import { ActionFailure, isStale } from './ActionFailure';
import { ApproversModal } from './ApproversModal';
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
 * The program's lifecycle buttons, on the workflow kit (`programWorkflow`, `WorkflowActions`): each shown when the
 * user holds its claim and the status allows it; cancel, close, deactivate, delete and revise ask first, reject asks
 * for notes; submit, deactivate and delete also ask the server's can-* checks and say why not.
 */
export function LifecycleActions({ details, actions = ALL, onDone }: LifecycleActionsProps) {
  const { t } = useTranslation();
  const specText = useSpecText();
  const startWork = useNavigateWhenDone();
  const confirm = useConfirm();
  const messageBox = useMessageBox();
  const can = useClaimCheck();
  const overBudget = useOverBudgetTexts();
  const { program } = details;
  const status = program.statusId;
  // An action shows when the status allows it; then submit, deactivate and delete may still be held back by the
  // server's check, with its reason.
  const allowed = programWorkflow.allowedActions(status, can);
  const visible = actions.filter((a) => allowed.includes(a));
  const canSubmit = useCanSubmit(visible.includes('submit') ? program.id : null);
  const canDelete = useCanDelete(visible.includes('delete') ? program.id : null);
  const canDeactivate = useCanDeactivate(visible.includes('deactivate') ? program.id : null);
  const [failure, setFailure] = useState<{ messages: string[]; stale: boolean } | null>(null);
  const [askingApprovers, setAskingApprovers] = useState(false);
  const name = program.name ?? `#${program.id}`;

  /** Why a shown action cannot be taken now; null when it can; undefined while the check is read. */
  const refusal = (action: ProgramAction): string | null | undefined => {
    if (action === 'submit') return canSubmit.data ? canSubmit.data.reason : canSubmit.error ? null : undefined;
    const byStatus = transitionRefusal(action, status);
    if (byStatus) return byStatus;
    // Four-eyes: the program's creator or submitter may not decide it (the server's reason, with the details).
    if ((action === 'approve' || action === 'reject') && details.decisionRefusal) return details.decisionRefusal;
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

  /** Takes the action; false when it did not happen (refused, failed, or the overspend question answered No). */
  async function run(action: ProgramAction, withNotes?: string, approvers: string[] = []): Promise<boolean> {
    setFailure(null);
    const goOn = startWork();
    try {
      const body = {
        version: program.version,
        ...(withNotes ? { notes: withNotes } : {}),
        ...(approvers.length ? { approvers } : {}),
      };
      try {
        await transitionProgram(action, program.id, body);
      } catch (error) {
        if (action !== 'submit' || !needsOverspendConfirmation(error)) throw error;
        // The server's lines: its head, the overspend (shown translated from the budget) and the funding's
        // warnings (targets beyond the remaining allocation, all-$0 targets).
        const [head, ...server] = (error as ApiError).errors.confirmOverspend ?? [];
        const funding = server.filter((line) => !details.budget.warnings.includes(line));
        const yes = await confirm({
          header: details.budget.overspent
            ? t('programs.lifecycle.overspendHeader')
            : t('programs.funding.warningsHeader'),
          message: [
            specText(head ?? programServerMessages.overspendNeedsConfirmation),
            ...overBudget(details.budget),
            ...funding.map(specText),
          ].join(' '),
          acceptLabel: t('programs.lifecycle.confirmOverspend'),
          rejectLabel: t('programs.common.cancel'),
          danger: true,
        });
        if (!yes) return false;
        await transitionProgram('submit', program.id, { ...body, confirmOverspend: true });
      }
      messageBox.success(
        action === 'revise' ? t('programs.spec.program.revised') : t(`programs.lifecycle.done.${action}`),
      );
      onDone?.(action);
      const landing = landingAfter(action, program.id);
      if (landing) goOn(landing);
      return true;
    } catch (error) {
      setFailure({ messages: messagesOfError(error), stale: isStale(error) });
      return false;
    }
  }

  if (!visible.length) return null;
  return (
    <div className="lifecycle-actions">
      <WorkflowActions
        workflow={programWorkflow}
        state={status}
        actions={visible}
        can={can}
        onAction={async (action, notes) => {
          // Submit first asks who should approve (the Approvers modal), which then submits.
          if (action === 'submit') setAskingApprovers(true);
          else await run(action, notes);
        }}
        heldBack={(action) => {
          const why = refusal(action);
          return why ? specText(why) : why;
        }}
        confirmOf={(action) => ({
          message: t(`programs.lifecycle.confirm.${action}`, { name }),
          danger: action !== 'revise',
        })}
        look={(action) => ({
          icon: ICONS[action],
          size: 'small',
          severity:
            action === 'delete' || action === 'reject'
              ? 'danger'
              : action === 'approve'
                ? 'success'
                : action === 'submit'
                  ? undefined
                  : 'secondary',
          outlined: !['submit', 'approve'].includes(action),
        })}
        texts={{
          label: (action) => t(`programs.lifecycle.actions.${action}`),
          notesTitle: () => t('programs.lifecycle.rejectTitle', { name }),
          notes: t('programs.lifecycle.notes'),
          cancel: t('programs.common.cancel'),
          notesRequired: () => specText(programServerMessages.notesRequired),
        }}
        notesId="reject-notes"
        label={t('programs.lifecycle.label')}
        className="lifecycle-buttons"
      />
      {visible.includes('submit') && canSubmit.data && !canSubmit.data.canSubmit && canSubmit.data.reason && (
        <p className="muted lifecycle-reason">{specText(canSubmit.data.reason)}</p>
      )}
      {askingApprovers && (
        <ApproversModal
          programId={program.id}
          onCancel={() => setAskingApprovers(false)}
          // A submit that did not happen keeps the modal open with the chosen approvers and says why.
          failure={failure?.messages.map(specText)}
          onSubmit={async (approvers) => {
            if (await run('submit', undefined, approvers)) setAskingApprovers(false);
          }}
        />
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
    </div>
  );
}
