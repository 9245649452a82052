import {
  carriedChecklist,
  communicationRequestWorkflow,
  dueDateRefusal,
  reviewByDateRefusal,
  reasonForReviewIds,
  requestMessages,
  requestNotices,
  type RequestAction,
} from '../../../shared/communication/requests';
import type { CreateRequestBody } from '../../../shared/contract/schemas/communicationRequests';
import { clock } from '../../lib/clock';
import { Conflict, InvalidInput } from '../../lib/errors';
import type { AuthContext } from '../../lib/identity';
import { applyTransition, refuseTransition } from '../../lib/workflow';
import { loadVisibleProgram } from '../programs/guard';
import { announce, uploadSlot, type AnnouncedFile } from './requestFiles';
import { resolveContacts } from './requestLookups';
import { tellContacts } from './requestMail';
import {
  getRequestWithVersions,
  insertRequest,
  insertVersion,
  nextRequestId,
  requestAudit,
  requestRootKey,
  updateRootFields,
  type RequestRoot,
} from './requestRepository';
import { listVersionMessages, tickChecklistLine } from './messageRepository';
import { currentInfo, loadVisibleRequest } from './requestView';
import { requestResolvedCount } from '../reports/reportCounters';

const actorOf = (auth: AuthContext) => ({ subject: auth.subject, email: auth.email });
const today = () => clock.now().toISOString().slice(0, 10);

/**
 * `add-communicationrequest`: the request, its version 1 (with the files it announces, each recorded before its
 * bytes arrive) and its message, in one transaction; then an upload slot per file. The contacts are told.
 */
export async function createRequest(auth: AuthContext, body: CreateRequestBody) {
  const aggregate = await loadVisibleProgram(body.programId, auth, requestMessages.programRequired);
  const errors: Record<string, string[]> = {};
  const due = dueDateRefusal(body.dueDate, today(), { server: true });
  if (due) errors.dueDate = [due];
  const reviewBy = reviewByDateRefusal(body.reviewByDate, body.dueDate, today(), { server: true });
  if (reviewBy) errors.reviewByDate = [reviewBy];
  const tacticIds = new Set(aggregate.tactics.map((t) => t.id));
  if (aggregate.tactics.length && !body.relatedTacticIds.length)
    errors.relatedTacticIds = [requestMessages.tacticsRequired];
  if (body.relatedTacticIds.some((id) => !tacticIds.has(id))) errors.relatedTacticIds = [requestNotices.unknownTactic];
  if (Object.keys(errors).length) throw new InvalidInput(errors);
  const contacts = await resolveContacts(auth, body.programId, body.contactIds);

  const id = await nextRequestId();
  const at = clock.now().toISOString();
  const files = body.files.map((f) => announce(id, 1, f));
  const root: RequestRoot = {
    id,
    programId: aggregate.program.id,
    programName: aggregate.program.name ?? `Program ${aggregate.program.id}`,
    retailerId: aggregate.program.retailerId,
    requestName: body.requestName,
    status: 'open',
    reviewByDate: body.reviewByDate,
    dueDate: body.dueDate,
    reasonIds: [...new Set(body.reasonForReviewIds)],
    tacticIds: [...new Set(body.relatedTacticIds)],
    contacts,
    currentVersionId: 1,
    missingFiles: files.length,
    createdBy: auth.subject,
    createdByName: auth.email,
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
  await insertRequest(
    root,
    {
      requestId: id,
      versionId: 1,
      files,
      checklist: [],
      uploadedBy: auth.subject,
      uploadedByName: auth.email,
      uploadedAt: at,
    },
    {
      requestId: id,
      requestMessageId: 1,
      parentId: null,
      versionId: 1,
      message: body.message,
      files: [],
      createdBy: auth.subject,
      createdByName: auth.email,
      createdAt: at,
      editedAt: null,
      isRequestMessage: true,
    },
    actorOf(auth),
  );
  const mail = await tellContacts(root, actorOf(auth), {
    type: 'Action Required',
    subject: requestNotices.newRequest(root.requestName),
    text: body.message,
  });
  return {
    requestId: id,
    versionId: 1,
    uploads: await Promise.all(files.map(uploadSlot)),
    notice: mail.failed.length ? requestNotices.requestMailFailedFor(mail.failed) : null,
  };
}

/** A toggle of the root (reason, tactic, contact): applied to the root as read, again when someone else moved it. */
async function toggle(
  auth: AuthContext,
  requestId: number,
  change: (
    root: RequestRoot,
  ) => Promise<{ fields: Parameters<typeof updateRootFields>[1]; notes: string; action: string }>,
) {
  for (let attempt = 0; ; attempt++) {
    const root = await loadVisibleRequest(requestId, auth);
    const { fields, notes, action } = await change(root);
    try {
      await updateRootFields(root, fields, { actor: actorOf(auth), action, notes }, clock.now().toISOString());
      return currentInfo(requestId);
    } catch (error) {
      if (!(error instanceof Conflict) || attempt >= 3) throw error;
    }
  }
}

const withOrWithout = <T>(list: readonly T[], item: T, selected: boolean) =>
  selected ? [...new Set([...list, item])] : list.filter((x) => x !== item);

export const updateReason = (
  auth: AuthContext,
  body: { requestId: number; reasonForReviewId: number; isSelected: boolean },
) =>
  toggle(auth, body.requestId, async (root) => {
    if (!reasonForReviewIds.includes(body.reasonForReviewId as never))
      throw new InvalidInput({ reasonForReviewId: [requestNotices.unknownReason] });
    const reasonIds = withOrWithout(root.reasonIds, body.reasonForReviewId, body.isSelected);
    if (!reasonIds.length) throw new InvalidInput({ reasonForReviewId: [requestMessages.reasonRequired] });
    return {
      fields: { reasonIds },
      action: 'update-reason-review',
      notes: `${body.reasonForReviewId}: ${body.isSelected}`,
    };
  });

export const updateTactic = (
  auth: AuthContext,
  body: { requestId: number; programTacticId: string; isSelected: boolean },
) =>
  toggle(auth, body.requestId, async (root) => {
    const aggregate = await loadVisibleProgram(root.programId, auth);
    if (!aggregate.tactics.some((t) => t.id === body.programTacticId))
      throw new InvalidInput({ programTacticId: [requestNotices.unknownTactic] });
    const tacticIds = withOrWithout(root.tacticIds, body.programTacticId, body.isSelected);
    if (!tacticIds.length) throw new InvalidInput({ programTacticId: [requestMessages.tacticsRequired] });
    return {
      fields: { tacticIds },
      action: 'update-related-tactics',
      notes: `${body.programTacticId}: ${body.isSelected}`,
    };
  });

export const updateContact = (auth: AuthContext, body: { requestId: number; contactId: string; isSelected: boolean }) =>
  toggle(auth, body.requestId, async (root) => {
    const others = root.contacts.filter((c) => c.id !== body.contactId);
    const added = body.isSelected ? await resolveContacts(auth, root.programId, [body.contactId]) : [];
    const contacts = [...others, ...added];
    if (!contacts.length) throw new InvalidInput({ contactId: [requestNotices.contactNeeded] });
    return { fields: { contacts }, action: 'update-contacts', notes: `${body.contactId}: ${body.isSelected}` };
  });

/**
 * `add-version`: version `nextVersionId` with the files it announces; the earlier version becomes read-only and
 * its open comments (with its checklist's unticked lines) become the new version's checklist.
 */
export async function addVersion(
  auth: AuthContext,
  body: { requestId: number; nextVersionId: number; files: AnnouncedFile[] },
) {
  const root = await loadVisibleRequest(body.requestId, auth);
  if (body.nextVersionId !== root.currentVersionId + 1)
    throw new Conflict(requestNotices.versionTaken(body.nextVersionId));
  const found = await getRequestWithVersions(root.id);
  const previous = found?.versions.find((v) => v.versionId === root.currentVersionId);
  const comments = await listVersionMessages(root.id, root.currentVersionId);
  const at = clock.now().toISOString();
  const files = body.files.map((f) => announce(root.id, body.nextVersionId, f));
  await insertVersion(
    root,
    {
      requestId: root.id,
      versionId: body.nextVersionId,
      files,
      checklist: carriedChecklist(root.currentVersionId, comments, previous?.checklist ?? []),
      uploadedBy: auth.subject,
      uploadedByName: auth.email,
      uploadedAt: at,
    },
    actorOf(auth),
  );
  const uploads = await Promise.all(files.map(uploadSlot));
  const mail = await tellContacts(root, actorOf(auth), {
    type: 'General Information',
    subject: requestNotices.newVersion(root.requestName, body.nextVersionId),
    facts: { code: 'requestVersion', name: root.requestName, by: auth.email, version: body.nextVersionId },
  });
  return {
    requestId: root.id,
    versionId: body.nextVersionId,
    uploads,
    mail,
    notice: mail.failed.length ? requestNotices.versionMailFailedFor(mail.failed) : null,
  };
}

/** `mark-as-resolved`: Resolved (to Approved) or Reopen (only from Approved), through the workflow kit, audited. */
export async function markAsResolved(
  auth: AuthContext,
  body: { requestId: number; action: RequestAction; version?: number },
) {
  const root = await loadVisibleRequest(body.requestId, auth);
  if (body.version !== undefined && body.version !== root.version) throw new Conflict();
  refuseTransition(communicationRequestWorkflow, body.action, root.status, auth);
  const to = communicationRequestWorkflow.transitions[body.action].to;
  const at = clock.now().toISOString();
  await applyTransition({
    key: requestRootKey(root.id),
    stateAttribute: 'status',
    from: root.status,
    version: root.version,
    to,
    audit: requestAudit(root.id, actorOf(auth), body.action, `${root.status} -> ${to}`, at),
    // Each resolve counts for the turnaround report (reports), in the same transaction.
    alsoWrite: body.action === 'Resolved' ? [requestResolvedCount(root, at)] : [],
    at,
  });
  return currentInfo(root.id);
}

/** Ticks a checklist line of the latest version (anyone who may see the request; the uploader in practice). */
export async function tickChecklist(
  auth: AuthContext,
  body: { requestId: number; versionId: number; requestMessageId: number; done: boolean },
) {
  const root = await loadVisibleRequest(body.requestId, auth);
  if (body.versionId !== root.currentVersionId) throw new Conflict(requestNotices.checklistOnlyLatest);
  const found = await getRequestWithVersions(root.id);
  const version = found?.versions.find((v) => v.versionId === body.versionId);
  const index = version?.checklist.findIndex((l) => l.requestMessageId === body.requestMessageId) ?? -1;
  if (index < 0) throw new InvalidInput({ requestMessageId: [requestNotices.messageNotFound] });
  await tickChecklistLine(root.id, body.versionId, index, body.requestMessageId, {
    done: body.done,
    by: body.done ? auth.subject : null,
    byName: body.done ? auth.email : null,
  });
  return { requestMessageId: body.requestMessageId, done: body.done };
}
