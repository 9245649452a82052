import * as z from '../../zod';
import { requestStates } from '../../communication/requests';
import { pagedResult } from '../wrapper';
import { documentUploadSchema } from './documents';
import { lazySchema } from '../../lazySchema';

/** An upload slot for one announced file: PUT the bytes to `upload.uploadUrl` with `upload.headers`. */
export const requestUploadSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    fileName: z.string(),
    documentId: z.string(),
    upload: documentUploadSchema,
  }),
);

/** The answer of a call that announced files: where each goes. */
const announcedUploadsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    requestId: z.number(),
    versionId: z.number(),
    uploads: z.array(requestUploadSchema),
  }),
);

/** A new request: its slots, and whose e-mail SES refused (the request stands; the creator is told at once). */
export const createdRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.extend(announcedUploadsSchema, { notice: z.nullable(z.string()) }),
);

const requestFileSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    documentId: z.string(),
    /** The object's key; `programs/communicationrequest/file?key=` hands it out. */
    key: z.string(),
    /** The file name (the spec's `title`). */
    title: z.string(),
    contentType: z.string(),
    size: z.number(),
    /** `missing`: announced, but its bytes have not arrived (the upload failed or is under way): upload it again. */
    state: z.enum(['received', 'missing']),
  }),
);

const fundingSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    fundingSource: z.string(),
    atl: z.number(),
    btl: z.number(),
    total: z.number(),
  }),
);

const relatedTacticSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    selected: z.boolean(),
    fundingNames: z.array(z.string()),
    fundingSources: z.array(fundingSchema),
  }),
);

const reasonSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ id: z.number(), name: z.string(), selected: z.boolean() }),
);

const contactSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ id: z.string(), name: z.string(), email: z.string() }),
);

const requestRowSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.number(),
    requestId: z.string(),
    programId: z.number(),
    programName: z.string(),
    requestName: z.string(),
    status: z.enum(requestStates),
    requestStatus: z.string(),
    reviewByDate: z.string(),
    dueDate: z.string(),
    currentVersionId: z.number(),
    /** Files of the current version that have not arrived (0: complete). */
    missingFiles: z.number(),
    createdBy: z.string(),
    createdByName: z.string(),
    createdDate: z.string(),
    updatedDate: z.string(),
  }),
);

const requestVersionRowSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    versionId: z.number(),
    displayName: z.string(),
    uploadedByName: z.string(),
    uploadedDate: z.string(),
    /** Every announced file has arrived. */
    complete: z.boolean(),
  }),
);

export const requestInfoSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.number(),
    requestId: z.string(),
    programId: z.number(),
    requestName: z.string(),
    status: z.enum(requestStates),
    requestStatus: z.string(),
    reviewByDate: z.string(),
    dueDate: z.string(),
    reasonsForReview: z.array(reasonSchema),
    relatedTactics: z.array(relatedTacticSchema),
    requestVersions: z.array(requestVersionRowSchema),
    currentVersionId: z.number(),
    nextVersionId: z.number(),
    programInfo: z.object({
      programId: z.number(),
      programName: z.string(),
      programDescription: z.string(),
      customer: z.string(),
      jtbd: z.array(z.string()),
      fundingSources: z.array(fundingSchema),
    }),
    contacts: z.array(contactSchema),
    createdBy: z.string(),
    createdByName: z.string(),
    createdDate: z.string(),
    /** Moves on every change of the request's root (status, reasons, tactics, contacts, versions). */
    version: z.number(),
  }),
);

const checklistLineSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    requestMessageId: z.number(),
    fromVersionId: z.number(),
    message: z.string(),
    createdByName: z.string(),
    done: z.boolean(),
    doneByName: z.nullable(z.string()),
  }),
);

const requestVersionSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    versionId: z.number(),
    displayName: z.string(),
    /** A newer version exists: comments, edits and decisions on this one are refused (409). */
    locked: z.boolean(),
    uploadedBy: z.string(),
    uploadedByName: z.string(),
    uploadedDate: z.string(),
    files: z.array(requestFileSchema),
    /** Open comments of earlier versions carried to this one; the uploader ticks them off. */
    checklist: z.array(checklistLineSchema),
  }),
);

const messageFields = {
  requestMessageId: lazySchema(() => z.number()),
  parentId: lazySchema(() => z.nullable(z.number())),
  requestId: lazySchema(() => z.number()),
  versionId: lazySchema(() => z.number()),
  message: lazySchema(() => z.string()),
  /** The attachments' names, comma-joined (the spec's field). */
  fileNames: lazySchema(() => z.string()),
  files: lazySchema(() => z.array(requestFileSchema)),
  createdBy: lazySchema(() => z.string()),
  createdByName: lazySchema(() => z.string()),
  createdDate: lazySchema(() => z.string()),
  editedDate: lazySchema(() => z.nullable(z.string())),
  /** The message sent with the request (not a review comment). */
  isRequestMessage: lazySchema(() => z.boolean()),
};

const requestReplySchema = /* @__PURE__ */ lazySchema(() => z.object(messageFields));

const requestMessageSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ ...messageFields, replies: z.array(requestReplySchema) }),
);

export const requestDetailsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    info: requestInfoSchema,
    version: requestVersionSchema,
    /** The version's thread, oldest first; replies under their thread's first message. */
    messages: z.array(requestMessageSchema),
  }),
);

export const addCommentResultSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    /** The new (or edited, or deleted) message's id: the spec's `data`. */
    requestMessageId: z.number(),
    uploads: z.array(requestUploadSchema),
    /**
     * Who was mailed (the request's creator and contacts but the author), and whose mail SES refused (the comment
     * is saved either way; `notice` says so).
     */
    mail: z.object({ sent: z.array(z.string()), failed: z.array(z.string()) }),
    notice: z.nullable(z.string()),
  }),
);

/** A new version: its slots, who was told (the creator and contacts but the uploader), and whose mail SES refused. */
export const addedVersionSchema = /* @__PURE__ */ lazySchema(() =>
  z.extend(announcedUploadsSchema, {
    mail: z.object({ sent: z.array(z.string()), failed: z.array(z.string()) }),
    notice: z.nullable(z.string()),
  }),
);

export const confirmFilesResultSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    /** Files (of the version and of its comments) whose bytes have not arrived. */
    missing: z.array(
      z.object({ documentId: z.string(), fileName: z.string(), requestMessageId: z.nullable(z.number()) }),
    ),
    notice: z.nullable(z.string()),
  }),
);

export const fileLinkSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ url: z.string(), fileName: z.string(), contentType: z.string() }),
);

export const programLookupPageSchema = /* @__PURE__ */ lazySchema(() =>
  pagedResult(
    z.object({ id: z.number(), name: z.string(), retailerName: z.string(), fiscalYear: z.nullable(z.number()) }),
  ),
);

export const contactLookupPageSchema = /* @__PURE__ */ lazySchema(() => pagedResult(contactSchema));

export const requestListPageSchema = /* @__PURE__ */ lazySchema(() => pagedResult(requestRowSchema));

/** The answer of `communicationRequests.tickChecklist`. */
export const communicationRequestsTickChecklistAnswer = /* @__PURE__ */ lazySchema(() =>
  z.object({ requestMessageId: z.number(), done: z.boolean() }),
);

/** The answer of `communicationRequests.reasonForReview`. */
export const communicationRequestsReasonForReviewAnswer = /* @__PURE__ */ lazySchema(() => z.array(reasonSchema));

/** The answer of `communicationRequests.relatedPrograms`. */
export const communicationRequestsRelatedProgramsAnswer = /* @__PURE__ */ lazySchema(() =>
  z.array(relatedTacticSchema),
);
