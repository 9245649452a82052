import { knownClaims } from '../claims';
import { isCalendarDate } from '../format/date';
import { validationMessages } from '../messages';
import { defineWorkflow } from '../workflow/workflow';

/**
 * Communication requests (spec 03, sections 2 to 9): the texts, limits, states and pure rules the server and the
 * web share. Texts in `requestMessages` are the spec's, word for word (typos included); `requestNotices` are ours
 * where the spec is silent (docs/decisions.md, 'Communication requests').
 */
export const REQUEST_MESSAGE_MAX_CHARS = 2000;
/** Lookups of the create form (programs, contacts) page by 20 (spec 03, section 9). */
export const REQUEST_LOOKUP_PAGE_SIZE = 20;
/** Files one version, or one comment, may carry. */
export const MAX_FILES_PER_UPLOAD = 20;
/** Contacts one request may address. */
export const MAX_REQUEST_CONTACTS = 50;
/** The spec's timings: a version switch waits 1 s after the upload, messages reload 1 s after a save. */
export const VERSION_SWITCH_DELAY_MS = 1000;
export const MESSAGES_RELOAD_DELAY_MS = 1000;
export const IMAGE_LOADING_MS = 3000;

/** A request as users read it in its lists and in notices: `CR-000012`. */
export const requestCode = (id: number) => `CR-${String(id).padStart(6, '0')}`;

export const requestMessages = {
  programRequired: 'Program required',
  reviewByRequired: 'Review By Date is required',
  assetDueRequired: 'Asset Due Date required',
  reasonRequired: 'Reason For Review is required',
  tacticsRequired: 'Related Tactics is required',
  toInvalid: 'To is required and should be a valid e-mail',
  messageRequired: 'Message is required',
  messageTooLong: 'Message max size 2,000 characters',
  formInvalid: 'There are some validation errors.',
  noFilesConfirm: 'You have not upload any files, are you sure you would like to continue?',
  submitting: 'Submiting Request...',
  submitted: 'New communication request submitted.',
  filesFailed: 'There was an error saving your files.',
  uploadSuccess: 'File(s) upload success.',
  deleteMessageTitle: 'Delete Message',
  deleteMessageConfirm:
    'Are you sure you would like to delete this message? This will delete the message you have selected and all replies.',
  resolveConfirm: 'Are you sure you want mark this request as approved?',
  reopenConfirm: 'Are you sure you want to reopen this request?',
  noFundingSources: 'No funding sources found',
  itemsNotFound: 'Items not found.',
  noItemsFound: 'No Items found.',
  noDetails: 'There are no details associated at this time.',
} as const;

/** Ours (the spec does not word these situations). */
export const requestNotices = {
  requestNameRequired: 'Request name is required',
  dueDateInPast: 'Asset Due Date cannot be before today',
  reviewByInPast: 'Review By Date cannot be before today',
  reviewByAfterDue: 'Review By Date must be on or before the Asset Due Date',
  contactNeeded: 'A request needs at least one contact: add another before removing this one.',
  unknownReason: 'Choose reasons for review from the list.',
  unknownTactic: 'Choose related tactics among the program’s tactics.',
  unknownContact: 'Choose contacts from the list.',
  notFound: 'This communication request does not exist, or you cannot see it.',
  versionNotFound: 'This version of the request does not exist.',
  messageNotFound: 'This message does not exist any more.',
  lockedVersion: (versionId: number, latest: number) =>
    `Version ${versionId} is read-only: version ${latest} replaced it. Comment on, and decide about, version ${latest}.`,
  versionTaken: (versionId: number) =>
    `Version ${versionId} was uploaded by someone else meanwhile. Reload the request to see it.`,
  versionNeedsFiles: 'A new version needs at least one file.',
  notYourMessage: 'Only the author of a message may edit or delete it.',
  notAFile: 'This file does not belong to the request.',
  fileNotExpected: 'This version does not expect a file of that name.',
  fileAlreadyReceived: 'This file has already arrived.',
  filesMissing: (names: string[]) => `Not all files arrived: ${names.join(', ')}. Upload them again.`,
  mailFailedFor: (failed: string[]) =>
    `Your comment was saved, but the e-mail to ${failed.join(', ')} could not be sent.`,
  requestMailFailedFor: (failed: string[]) =>
    `Your request was submitted, but the e-mail to ${failed.join(', ')} could not be sent.`,
  newComment: (requestName: string) => `New comment on the request ${requestName}`,
  newRequest: (requestName: string) => `Review requested: ${requestName}`,
  newVersion: (requestName: string, versionId: number) => `Version ${versionId} uploaded on the request ${requestName}`,
  versionMailFailedFor: (failed: string[]) =>
    `Your version was saved, but the e-mail to ${failed.join(', ')} could not be sent.`,
  openRequest: 'Open the request',
  checklistOnlyLatest: 'Only the latest version’s checklist can be ticked.',
} as const;

/**
 * Reasons for review (spec: the checkboxes, the list not shown). Ours, fixed, with stable ids
 * (docs/decisions.md).
 */
export const reasonsForReview = [
  { id: 1, name: 'Artwork' },
  { id: 2, name: 'Copy' },
  { id: 3, name: 'Legal' },
  { id: 4, name: 'Pricing' },
  { id: 5, name: 'Brand Compliance' },
  { id: 6, name: 'Final Approval' },
] as const;
export const reasonForReviewIds = reasonsForReview.map((r) => r.id);

/**
 * The request status, through the workflow kit. 'Mark As Resolved' asks 'mark this request as approved', so the
 * resolved request is Approved; 'Re-Open' is offered only on an approved request (spec 03, sections 2 and 4).
 * The actions' names on the wire are the spec's: Resolved and Reopen.
 */
export const communicationRequestWorkflow = defineWorkflow({
  subject: 'communication request',
  stateNames: { open: 'Open', approved: 'Approved' },
  transitions: {
    Resolved: {
      from: ['open'],
      to: 'approved',
      claim: knownClaims.viewPrograms,
      done: 'marked as resolved',
      label: 'Mark As Resolved',
      confirm: requestMessages.resolveConfirm,
    },
    Reopen: {
      from: ['approved'],
      to: 'open',
      claim: knownClaims.viewPrograms,
      done: 'reopened',
      label: 'Re-Open',
      confirm: requestMessages.reopenConfirm,
    },
  },
});
export const requestStates = ['open', 'approved'] as const;
export type RequestState = (typeof requestStates)[number];
export const requestActions = ['Resolved', 'Reopen'] as const;
export type RequestAction = (typeof requestActions)[number];

/** The spec's button rules, on the status text (case-insensitive): resolve unless resolved or approved; reopen when approved. */
export const canResolve = (statusText: string) => !['resolved', 'approved'].includes(statusText.trim().toLowerCase());
export const canReopen = (statusText: string) => statusText.trim().toLowerCase() === 'approved';

/** `YYYY-MM-DD` a day before `today` (one day of slack for users west of UTC). */
function dayBefore(today: string): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The Asset Due Date's minimum is today (the user's today; the server allows one day of slack for time zones).
 * `today` is `YYYY-MM-DD`; answers the refusal or null.
 */
export function dueDateRefusal(dueDate: string, today: string, opts: { server?: boolean } = {}): string | null {
  const minimum = opts.server ? dayBefore(today) : today;
  return dueDate < minimum ? requestNotices.dueDateInPast : null;
}

/**
 * The Review By Date is not in the past (the same minimum and slack as the due date) and not after the Asset Due
 * Date (a review comes before the final asset). Answers the refusal or null; `dueDate` may be missing.
 */
export function reviewByDateRefusal(
  reviewByDate: string,
  dueDate: string | null,
  today: string,
  opts: { server?: boolean } = {},
): string | null {
  const minimum = opts.server ? dayBefore(today) : today;
  if (reviewByDate < minimum) return requestNotices.reviewByInPast;
  if (dueDate && reviewByDate > dueDate) return requestNotices.reviewByAfterDue;
  return null;
}

/** What the create form holds when it is checked (ids as chosen, dates `YYYY-MM-DD`). */
export interface RequestDraft {
  programId: number | null;
  requestName: string;
  reviewByDate: string | null;
  dueDate: string | null;
  reasonForReviewIds: readonly number[];
  relatedTacticIds: readonly string[];
  contacts: readonly { email: string }[];
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The create form's rules (spec 03, section 5), field by field with the spec's texts; empty when the draft may be
 * sent. `offered` says how many reasons and tactics the form shows (one is required only when any are offered).
 */
export function requestDraftErrors(
  draft: RequestDraft,
  offered: { reasons: number; tactics: number },
  today: string,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (!draft.programId) add('programId', requestMessages.programRequired);
  if (!draft.requestName.trim()) add('requestName', requestNotices.requestNameRequired);
  // A date typed as text that is no date says so: compared as text it read as before today or after the due date.
  const dueDate = isCalendarDate(draft.dueDate) ? draft.dueDate : null;
  if (!draft.reviewByDate) add('reviewByDate', requestMessages.reviewByRequired);
  else if (!isCalendarDate(draft.reviewByDate)) add('reviewByDate', validationMessages.invalidDate);
  else {
    const refusal = reviewByDateRefusal(draft.reviewByDate, dueDate, today);
    if (refusal) add('reviewByDate', refusal);
  }
  if (!draft.dueDate) add('dueDate', requestMessages.assetDueRequired);
  else if (!dueDate) add('dueDate', validationMessages.invalidDate);
  else {
    const refusal = dueDateRefusal(dueDate, today);
    if (refusal) add('dueDate', refusal);
  }
  if (offered.reasons > 0 && draft.reasonForReviewIds.length === 0)
    add('reasonForReviewIds', requestMessages.reasonRequired);
  if (offered.tactics > 0 && draft.relatedTacticIds.length === 0)
    add('relatedTacticIds', requestMessages.tacticsRequired);
  if (draft.contacts.length === 0 || draft.contacts.some((c) => !EMAIL.test(c.email)))
    add('contactIds', requestMessages.toInvalid);
  if (!draft.message.trim()) add('message', requestMessages.messageRequired);
  else if (draft.message.length > REQUEST_MESSAGE_MAX_CHARS) add('message', requestMessages.messageTooLong);
  return errors;
}

/** A comment as the carry-over rule sees it. */
export interface CarryCandidate {
  requestMessageId: number;
  parentId: number | null;
  /** The request's own message (the one sent with the request) is not a review comment. */
  isRequestMessage?: boolean;
}

/** A checklist line of a version: an open comment of an earlier version the uploader ticks off. */
export interface ChecklistEntry {
  requestMessageId: number;
  /** The version the comment was written on. */
  fromVersionId: number;
  done: boolean;
}

/**
 * The carry-over rule: version N+1's checklist is every comment of version N that opens a thread (not a reply,
 * not the request's own message), plus the lines of version N's checklist not ticked off yet. A line ticked off
 * stays with the version where it was ticked.
 */
export function carriedChecklist(
  previousVersionId: number,
  previousComments: readonly CarryCandidate[],
  previousChecklist: readonly ChecklistEntry[],
): ChecklistEntry[] {
  const open = previousChecklist.filter((line) => !line.done).map((line) => ({ ...line, done: false }));
  const fresh = previousComments
    .filter((c) => c.parentId === null && !c.isRequestMessage)
    .map((c) => ({ requestMessageId: c.requestMessageId, fromVersionId: previousVersionId, done: false }));
  const seen = new Set<number>();
  return [...open, ...fresh].filter((line) => !seen.has(line.requestMessageId) && seen.add(line.requestMessageId));
}

/** Content types a browser may show inline (previews and the version compare); every other file is downloaded. */
const previewableTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'] as const;
export const isPreviewable = (contentType: string) => (previewableTypes as readonly string[]).includes(contentType);

export const versionDisplayName = (versionId: number) => `Version ${versionId}`;
