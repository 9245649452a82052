import * as z from '../../zod';
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
import {
  contentTypeFor,
  extensionsOf,
  isAllowedType,
  namesAFile,
  requestFileUploads,
  uploadMessages,
} from '../../uploads';
import { pagedResult } from '../wrapper';
import { calendarDate } from './common';
import { documentUploadSchema } from './documents';

/**
 * Communication requests (spec 03, sections 3, 5 and 7). Bodies keep the spec's field names; where the spec sends
 * comma-joined lists (contactIds, fileNames) the contract takes arrays. Files never pass through the API: the
 * calls that announce files answer presigned PUT slots to the documents bucket (docs/decisions.md).
 */

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER));
/** A program tactic's id, `{programId}-{seq}`. */
const programTacticId = z.string().check(z.regex(/^\d{1,12}-\d{1,6}$/, requestNotices.unknownTactic));
/** Users are contacts: their ids are the sign-in subjects. */
const contactId = z.string().check(z.minLength(1), z.maxLength(100));
/** A date the form requires: empty reads the spec's text, anything else must be a real `YYYY-MM-DD`. */
const requiredDate = (message: string) =>
  z.pipe(
    z
      .string({ error: message })
      .check(
        z.minLength(1, { message, abort: true }),
        z.maxLength(10, { message: validationMessages.invalidDate, abort: true }),
      ),
    calendarDate(message),
  );
const flag = z.pipe(
  z.union([z.literal(0), z.literal(1), z.boolean()]),
  z.transform((v) => v === 1 || v === true),
);

/**
 * A file the client is about to upload: the spec allows 'any file type'; the product takes every type on the
 * `requestFile` list (shared/uploads.ts; no HTML, SVG or executables). A generic or empty type (browsers give
 * artwork files none) is read from the file name's extension; the server stores the type it settles on and signs
 * it into the upload slot's headers. 50 MB at most (413 above).
 */
const fileFields = {
  fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(255, inputMessages.tooLong(255))),
  contentType: z._default(z.string().check(z.trim(), z.maxLength(255, inputMessages.tooLong(255))), ''),
  size: z.number().check(z.int()),
};
/** The type and an empty file refused naming the file (`uploadMessages`), at the field each is about. */
const allowedFileType = (file: { fileName: string; contentType: string; size: number }, ctx: z.core.$RefinementCtx) => {
  if (!isAllowedType(requestFileUploads, contentTypeFor(requestFileUploads, file.fileName, file.contentType)))
    ctx.addIssue({
      code: 'custom',
      path: ['contentType'],
      message: uploadMessages.type(file.fileName, extensionsOf(requestFileUploads).join(', ')),
    });
  if (file.size <= 0) ctx.addIssue({ code: 'custom', path: ['size'], message: uploadMessages.empty(file.fileName) });
};
const announcedFileSchema = z.object(fileFields).check(z.superRefine(allowedFileType, { when: namesAFile }));
const announcedFiles = z._default(z.array(announcedFileSchema).check(z.maxLength(MAX_FILES_PER_UPLOAD)), []);

/** An upload slot for one announced file: PUT the bytes to `upload.uploadUrl` with `upload.headers`. */
export const requestUploadSchema = z.object({
  fileName: z.string(),
  documentId: z.string(),
  upload: documentUploadSchema,
});

const message = z
  .string({ error: requestMessages.messageRequired })
  .check(
    z.trim(),
    z.minLength(1, requestMessages.messageRequired),
    z.maxLength(REQUEST_MESSAGE_MAX_CHARS, requestMessages.messageTooLong),
  );

export const createRequestSchema = z.object({
  programId: z
    .number({ error: requestMessages.programRequired })
    .check(z.int(), z.positive(requestMessages.programRequired)),
  requestName: z
    .string({ error: requestNotices.requestNameRequired })
    .check(z.trim(), z.minLength(1, requestNotices.requestNameRequired), z.maxLength(200, inputMessages.tooLong(200))),
  reviewByDate: requiredDate(requestMessages.reviewByRequired),
  dueDate: requiredDate(requestMessages.assetDueRequired),
  /** At least one when the list offers any (it always does: the reasons are a fixed list). */
  reasonForReviewIds: z
    .array(
      z.number().check(
        z.int(),
        z.refine((r) => reasonForReviewIds.includes(r as never), requestNotices.unknownReason),
      ),
      {
        error: requestMessages.reasonRequired,
      },
    )
    .check(z.minLength(1, requestMessages.reasonRequired), z.maxLength(reasonForReviewIds.length)),
  /** At least one when the program has tactics (checked by the server against the program). */
  relatedTacticIds: z._default(z.array(programTacticId).check(z.maxLength(500)), []),
  contactIds: z
    .array(contactId, { error: requestMessages.toInvalid })
    .check(z.minLength(1, requestMessages.toInvalid), z.maxLength(MAX_REQUEST_CONTACTS)),
  message,
  files: announcedFiles,
});
export type CreateRequestBody = z.infer<typeof createRequestSchema>;

/** The answer of a call that announced files: where each goes. */
const announcedUploadsSchema = z.object({
  requestId: z.number(),
  versionId: z.number(),
  uploads: z.array(requestUploadSchema),
});

/** A new request: its slots, and whose e-mail SES refused (the request stands; the creator is told at once). */
export const createdRequestSchema = z.extend(announcedUploadsSchema, { notice: z.nullable(z.string()) });

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
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(TABLE_PAGE_SIZE_ALL)), DEFAULT_PAGE_SIZE),
  pageIndex: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
  searchTerm: z.optional(z.string().check(z.maxLength(200))),
  sortBy: z.optional(
    z.enum([
      'id',
      'requestName',
      'programName',
      'requestStatus',
      'reviewByDate',
      'dueDate',
      'createdDate',
      'updatedDate',
    ]),
  ),
  sortDirection: z.optional(z.enum(['asc', 'desc'])),
  status: z.optional(z.enum(requestStates)),
  programId: z.optional(id),
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
  doneByName: z.nullable(z.string()),
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
  parentId: z.nullable(z.number()),
  requestId: z.number(),
  versionId: z.number(),
  message: z.string(),
  /** The attachments' names, comma-joined (the spec's field). */
  fileNames: z.string(),
  files: z.array(requestFileSchema),
  createdBy: z.string(),
  createdByName: z.string(),
  createdDate: z.string(),
  editedDate: z.nullable(z.string()),
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
    requestId: z.number().check(z.int(), z.positive()),
    versionId: z.number().check(z.int(), z.positive()),
    /** Required for Create and Edit; ignored for Delete. */
    message: z._default(
      z.string().check(z.maxLength(REQUEST_MESSAGE_MAX_CHARS * 2, requestMessages.messageTooLong)),
      '',
    ),
    /** The message replied to (Create); a reply to a reply joins its thread. */
    parentId: z._default(z.nullable(z.number().check(z.int(), z.positive())), null),
    /** Mail the request's contacts (spec: default 1). */
    sendEmail: z._default(flag, true),
    /** The message edited or deleted. */
    requestMessageId: z._default(z.nullable(z.number().check(z.int(), z.positive())), null),
    files: announcedFiles,
  })
  .check(
    z.superRefine((body, ctx) => {
      if (body.action !== 'Delete') {
        const checked = message.safeParse(body.message);
        if (!checked.success)
          ctx.addIssue({ code: 'custom', path: ['message'], message: checked.error.issues[0].message });
      }
      if (body.action !== 'Create' && body.requestMessageId === null)
        ctx.addIssue({ code: 'custom', path: ['requestMessageId'], message: requestNotices.messageNotFound });
    }),
  );

export const addCommentResultSchema = z.object({
  /** The new (or edited, or deleted) message's id: the spec's `data`. */
  requestMessageId: z.number(),
  uploads: z.array(requestUploadSchema),
  /**
   * Who was mailed (the request's creator and contacts but the author), and whose mail SES refused (the comment
   * is saved either way; `notice` says so).
   */
  mail: z.object({ sent: z.array(z.string()), failed: z.array(z.string()) }),
  notice: z.nullable(z.string()),
});

export const updateReasonSchema = z.object({
  requestId: z.number().check(z.int(), z.positive()),
  reasonForReviewId: z.number().check(z.int(), z.positive()),
  isSelected: flag,
});
export const updateTacticSchema = z.object({
  requestId: z.number().check(z.int(), z.positive()),
  programTacticId,
  isSelected: flag,
});
export const updateContactSchema = z.object({
  requestId: z.number().check(z.int(), z.positive()),
  contactId,
  isSelected: flag,
});

export const addVersionSchema = z.object({
  requestId: z.number().check(z.int(), z.positive()),
  /** The version the client expects to create (the info's `nextVersionId`): 409 when someone else took it. */
  nextVersionId: z.number().check(z.int(), z.positive()),
  files: z
    .array(announcedFileSchema)
    .check(z.minLength(1, requestNotices.versionNeedsFiles), z.maxLength(MAX_FILES_PER_UPLOAD)),
});

/** A new version: its slots, who was told (the creator and contacts but the uploader), and whose mail SES refused. */
export const addedVersionSchema = z.extend(announcedUploadsSchema, {
  mail: z.object({ sent: z.array(z.string()), failed: z.array(z.string()) }),
  notice: z.nullable(z.string()),
});

export const markAsResolvedSchema = z.object({
  requestId: z.number().check(z.int(), z.positive()),
  action: z.enum(requestActions),
  /** The info's `version` as read (409 when the request moved meanwhile). */
  version: z.optional(z.number().check(z.int(), z.gte(0))),
});

export const checklistTickSchema = z.object({
  requestId: z.number().check(z.int(), z.positive()),
  versionId: z.number().check(z.int(), z.positive()),
  requestMessageId: z.number().check(z.int(), z.positive()),
  done: z.boolean(),
});

export const confirmFilesSchema = z.object({
  requestId: z.number().check(z.int(), z.positive()),
  versionId: z.number().check(z.int(), z.positive()),
});
export const confirmFilesResultSchema = z.object({
  /** Files (of the version and of its comments) whose bytes have not arrived. */
  missing: z.array(
    z.object({ documentId: z.string(), fileName: z.string(), requestMessageId: z.nullable(z.number()) }),
  ),
  notice: z.nullable(z.string()),
});

/** Uploads again a file that did not arrive (same name), or adds one to a comment. */
/** `versionId`: the latest version when left out (only the latest takes files). */
export const uploadAgainSchema = z
  .object({ ...fileFields, versionId: z.optional(z.number().check(z.int(), z.positive())) })
  .check(z.superRefine(allowedFileType, { when: namesAFile }));
export const messageFilesParamsSchema = z.object({ id, messageId: id });

export const fileQuerySchema = z.object({
  key: z.string().check(z.maxLength(400), z.regex(/^communication\/\d+\/[A-Za-z0-9/._-]+$/, requestNotices.notAFile)),
  /** `inline` shows images and PDFs in the browser (compare); any other type is always a download. */
  disposition: z._default(z.enum(['inline', 'attachment']), 'attachment'),
});
export const fileLinkSchema = z.object({ url: z.string(), fileName: z.string(), contentType: z.string() });

export const reasonQuerySchema = z.object({ requestId: z.optional(id) });
export const relatedProgramsQuerySchema = z.object({ programId: id, requestId: z.optional(id) });

const lookupQuery = {
  searchTerm: z.optional(z.string().check(z.maxLength(200))),
  pageIndex: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), REQUEST_LOOKUP_PAGE_SIZE),
  sortBy: z.optional(z.string().check(z.maxLength(50))),
};
export const programLookupQuerySchema = z.object({
  ...lookupQuery,
  fiscalYear: z.optional(z.coerce.number().check(z.int())),
});
export const contactLookupQuerySchema = z.object({ ...lookupQuery, programId: z.optional(id) });
export const programLookupPageSchema = pagedResult(
  z.object({ id: z.number(), name: z.string(), retailerName: z.string(), fiscalYear: z.nullable(z.number()) }),
);
export const contactLookupPageSchema = pagedResult(contactSchema);
export const requestListPageSchema = pagedResult(requestRowSchema);
