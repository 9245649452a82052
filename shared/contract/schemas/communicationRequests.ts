import * as z from 'zod';
import {
  MAX_FILES_PER_UPLOAD,
  MAX_REQUEST_CONTACTS,
  REQUEST_LOOKUP_PAGE_SIZE,
  REQUEST_MESSAGE_MAX_CHARS,
  reasonForReviewIds,
  requestActions,
  requestMessages,
  requestNotices,
  requestStates,
} from '../../communication/requests';
import { DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZE_ALL } from '../../constants';
import { inputMessages, validationMessages } from '../../messages';
import { isAllowedUploadType, uploadContentType, uploadExtensions } from '../../uploads';
import { pagedResult } from '../wrapper';
import { calendarDate } from './common';
import { documentUploadSchema } from './documents';

/**
 * Communication requests (spec 03, sections 3, 5 and 7). Bodies keep the spec's field names; where the spec sends
 * comma-joined lists (contactIds, fileNames) the contract takes arrays. Files never pass through the API: the
 * calls that announce files answer presigned PUT slots to the documents bucket (docs/decisions.md).
 */

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** A program tactic's id, `{programId}-{seq}`. */
const programTacticId = z.string().regex(/^\d{1,12}-\d{1,6}$/, requestNotices.unknownTactic);
/** Users are contacts: their ids are the sign-in subjects. */
const contactId = z.string().min(1).max(100);
/** A date the form requires: empty reads the spec's text, anything else must be a real `YYYY-MM-DD`. */
const requiredDate = (message: string) =>
  z
    .string({ error: message })
    .min(1, { message, abort: true })
    .max(10, { message: validationMessages.invalidDate, abort: true })
    .pipe(calendarDate(message));
const flag = z.union([z.literal(0), z.literal(1), z.boolean()]).transform((v) => v === 1 || v === true);

/**
 * A file the client is about to upload: the spec allows 'any file type'; the product takes every type on the
 * `requestFile` list (shared/uploads.ts; no HTML, SVG or executables). A generic or empty type (browsers give
 * artwork files none) is read from the file name's extension; the server stores the type it settles on and signs
 * it into the upload slot's headers. 50 MB at most (413 above).
 */
const fileFields = {
  fileName: z.string().trim().min(1).max(255, inputMessages.tooLong(255)),
  contentType: z.string().trim().max(255, inputMessages.tooLong(255)).default(''),
  size: z.number().int().positive(),
};
const allowedFileType = (file: { fileName: string; contentType: string }, ctx: z.RefinementCtx) => {
  if (!isAllowedUploadType('requestFile', uploadContentType('requestFile', file.fileName, file.contentType)))
    ctx.addIssue({
      code: 'custom',
      path: ['contentType'],
      message: `${inputMessages.fileTypeNotAllowed} Allowed: ${uploadExtensions('requestFile').join(', ')}.`,
    });
};
const announcedFileSchema = z.object(fileFields).superRefine(allowedFileType);
const announcedFiles = z.array(announcedFileSchema).max(MAX_FILES_PER_UPLOAD).default([]);

/** An upload slot for one announced file: PUT the bytes to `upload.uploadUrl` with `upload.headers`. */
export const requestUploadSchema = z.object({
  fileName: z.string(),
  documentId: z.string(),
  upload: documentUploadSchema,
});

const message = z
  .string({ error: requestMessages.messageRequired })
  .trim()
  .min(1, requestMessages.messageRequired)
  .max(REQUEST_MESSAGE_MAX_CHARS, requestMessages.messageTooLong);

export const createRequestSchema = z.object({
  programId: z.number({ error: requestMessages.programRequired }).int().positive(requestMessages.programRequired),
  requestName: z
    .string({ error: requestNotices.requestNameRequired })
    .trim()
    .min(1, requestNotices.requestNameRequired)
    .max(200, inputMessages.tooLong(200)),
  reviewByDate: requiredDate(requestMessages.reviewByRequired),
  dueDate: requiredDate(requestMessages.assetDueRequired),
  /** At least one when the list offers any (it always does: the reasons are a fixed list). */
  reasonForReviewIds: z
    .array(
      z
        .number()
        .int()
        .refine((r) => reasonForReviewIds.includes(r as never), requestNotices.unknownReason),
      {
        error: requestMessages.reasonRequired,
      },
    )
    .min(1, requestMessages.reasonRequired)
    .max(reasonForReviewIds.length),
  /** At least one when the program has tactics (checked by the server against the program). */
  relatedTacticIds: z.array(programTacticId).max(500).default([]),
  contactIds: z
    .array(contactId, { error: requestMessages.toInvalid })
    .min(1, requestMessages.toInvalid)
    .max(MAX_REQUEST_CONTACTS),
  message,
  files: announcedFiles,
});
export type CreateRequestBody = z.infer<typeof createRequestSchema>;

/** The answer of a call that announced files: where each goes. */
export const announcedUploadsSchema = z.object({
  requestId: z.number(),
  versionId: z.number(),
  uploads: z.array(requestUploadSchema),
});

const requestFileSchema = z.object({
  documentId: z.string(),
  /** The object's key; `programs/communicationrequest/file?key=` hands it out. */
  key: z.string(),
  /** The file name (the spec's `title`). */
  title: z.string(),
  contentType: z.string(),
  size: z.number(),
  /** `missing`: announced, but its bytes have not arrived (the upload failed or is under way): upload it again. */
  state: z.enum(['received', 'missing']),
});

const fundingSchema = z.object({ fundingSource: z.string(), atl: z.number(), btl: z.number(), total: z.number() });

export const relatedTacticSchema = z.object({
  id: z.string(),
  name: z.string(),
  selected: z.boolean(),
  fundingNames: z.array(z.string()),
  fundingSources: z.array(fundingSchema),
});
export const reasonSchema = z.object({ id: z.number(), name: z.string(), selected: z.boolean() });
const contactSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

const requestRowSchema = z.object({
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
});

export const requestListQuerySchema = z.object({
  pageSize: z.coerce.number().int().min(1).max(TABLE_PAGE_SIZE_ALL).default(DEFAULT_PAGE_SIZE),
  pageIndex: z.coerce.number().int().min(0).default(0),
  searchTerm: z.string().max(200).optional(),
  sortBy: z
    .enum([
      'id',
      'requestName',
      'programName',
      'requestStatus',
      'reviewByDate',
      'dueDate',
      'createdDate',
      'updatedDate',
    ])
    .optional(),
  sortDirection: z.enum(['asc', 'desc']).optional(),
  status: z.enum(requestStates).optional(),
  programId: id.optional(),
});

const requestVersionRowSchema = z.object({
  versionId: z.number(),
  displayName: z.string(),
  uploadedByName: z.string(),
  uploadedDate: z.string(),
  /** Every announced file has arrived. */
  complete: z.boolean(),
});

export const requestInfoSchema = z.object({
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
});

const checklistLineSchema = z.object({
  requestMessageId: z.number(),
  fromVersionId: z.number(),
  message: z.string(),
  createdByName: z.string(),
  done: z.boolean(),
  doneByName: z.string().nullable(),
});

const requestVersionSchema = z.object({
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
});

const messageFields = {
  requestMessageId: z.number(),
  parentId: z.number().nullable(),
  requestId: z.number(),
  versionId: z.number(),
  message: z.string(),
  /** The attachments' names, comma-joined (the spec's field). */
  fileNames: z.string(),
  files: z.array(requestFileSchema),
  createdBy: z.string(),
  createdByName: z.string(),
  createdDate: z.string(),
  editedDate: z.string().nullable(),
  /** The message sent with the request (not a review comment). */
  isRequestMessage: z.boolean(),
};
const requestReplySchema = z.object(messageFields);
const requestMessageSchema = z.object({ ...messageFields, replies: z.array(requestReplySchema) });

export const requestDetailsSchema = z.object({
  info: requestInfoSchema,
  version: requestVersionSchema,
  /** The version's thread, oldest first; replies under their thread's first message. */
  messages: z.array(requestMessageSchema),
});

export const requestIdParamsSchema = z.object({ id });
export const requestVersionParamsSchema = z.object({ id, version: id });

export const addCommentSchema = z
  .object({
    action: z.enum(['Create', 'Edit', 'Delete']),
    requestId: z.number().int().positive(),
    versionId: z.number().int().positive(),
    /** Required for Create and Edit; ignored for Delete. */
    message: z
      .string()
      .max(REQUEST_MESSAGE_MAX_CHARS * 2, requestMessages.messageTooLong)
      .default(''),
    /** The message replied to (Create); a reply to a reply joins its thread. */
    parentId: z.number().int().positive().nullable().default(null),
    /** Mail the request's contacts (spec: default 1). */
    sendEmail: flag.default(true),
    /** The message edited or deleted. */
    requestMessageId: z.number().int().positive().nullable().default(null),
    files: announcedFiles,
  })
  .superRefine((body, ctx) => {
    if (body.action !== 'Delete') {
      const checked = message.safeParse(body.message);
      if (!checked.success)
        ctx.addIssue({ code: 'custom', path: ['message'], message: checked.error.issues[0].message });
    }
    if (body.action !== 'Create' && body.requestMessageId === null)
      ctx.addIssue({ code: 'custom', path: ['requestMessageId'], message: requestNotices.messageNotFound });
  });

export const addCommentResultSchema = z.object({
  /** The new (or edited, or deleted) message's id: the spec's `data`. */
  requestMessageId: z.number(),
  uploads: z.array(requestUploadSchema),
  /** Who was mailed, and whose mail SES refused (the comment is saved either way; `notice` says so). */
  mail: z.object({ sent: z.array(z.string()), failed: z.array(z.string()) }),
  notice: z.string().nullable(),
});

export const updateReasonSchema = z.object({
  requestId: z.number().int().positive(),
  reasonForReviewId: z.number().int().positive(),
  isSelected: flag,
});
export const updateTacticSchema = z.object({
  requestId: z.number().int().positive(),
  programTacticId,
  isSelected: flag,
});
export const updateContactSchema = z.object({
  requestId: z.number().int().positive(),
  contactId,
  isSelected: flag,
});

export const addVersionSchema = z.object({
  requestId: z.number().int().positive(),
  /** The version the client expects to create (the info's `nextVersionId`): 409 when someone else took it. */
  nextVersionId: z.number().int().positive(),
  files: z.array(announcedFileSchema).min(1, requestNotices.versionNeedsFiles).max(MAX_FILES_PER_UPLOAD),
});

export const markAsResolvedSchema = z.object({
  requestId: z.number().int().positive(),
  action: z.enum(requestActions),
  /** The info's `version` as read (409 when the request moved meanwhile). */
  version: z.number().int().min(0).optional(),
});

export const checklistTickSchema = z.object({
  requestId: z.number().int().positive(),
  versionId: z.number().int().positive(),
  requestMessageId: z.number().int().positive(),
  done: z.boolean(),
});

export const confirmFilesSchema = z.object({
  requestId: z.number().int().positive(),
  versionId: z.number().int().positive(),
});
export const confirmFilesResultSchema = z.object({
  /** Files (of the version and of its comments) whose bytes have not arrived. */
  missing: z.array(z.object({ documentId: z.string(), fileName: z.string(), requestMessageId: z.number().nullable() })),
  notice: z.string().nullable(),
});

/** Uploads again a file that did not arrive (same name), or adds one to a comment. */
/** `versionId`: the latest version when left out (only the latest takes files). */
export const uploadAgainSchema = z
  .object({ ...fileFields, versionId: z.number().int().positive().optional() })
  .superRefine(allowedFileType);
export const messageFilesParamsSchema = z.object({ id, messageId: id });

export const fileQuerySchema = z.object({
  key: z
    .string()
    .max(400)
    .regex(/^communication\/\d+\/[A-Za-z0-9/._-]+$/, requestNotices.notAFile),
  /** `inline` shows images and PDFs in the browser (compare); any other type is always a download. */
  disposition: z.enum(['inline', 'attachment']).default('attachment'),
});
export const fileLinkSchema = z.object({ url: z.string(), fileName: z.string(), contentType: z.string() });

export const reasonQuerySchema = z.object({ requestId: id.optional() });
export const relatedProgramsQuerySchema = z.object({ programId: id, requestId: id.optional() });

const lookupQuery = {
  searchTerm: z.string().max(200).optional(),
  pageIndex: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(REQUEST_LOOKUP_PAGE_SIZE),
  sortBy: z.string().max(50).optional(),
};
export const programLookupQuerySchema = z.object({ ...lookupQuery, fiscalYear: z.coerce.number().int().optional() });
export const contactLookupQuerySchema = z.object({ ...lookupQuery, programId: id.optional() });
export const programLookupPageSchema = pagedResult(
  z.object({ id: z.number(), name: z.string(), retailerName: z.string(), fiscalYear: z.number().nullable() }),
);
export const contactLookupPageSchema = pagedResult(contactSchema);
export const requestListPageSchema = pagedResult(requestRowSchema);
