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
import { calendarDate } from './common';
import { lazySchema } from '../../lazySchema';

/**
 * Communication requests (spec 03, sections 3, 5 and 7). Bodies keep the spec's field names; where the spec sends
 * comma-joined lists (contactIds, fileNames) the contract takes arrays. Files never pass through the API: the
 * calls that announce files answer presigned PUT slots to the documents bucket (docs/decisions.md).
 */

const id = /* @__PURE__ */ lazySchema(() =>
  z.coerce.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)),
);
/** A program tactic's id, `{programId}-{seq}`. */
const programTacticId = /* @__PURE__ */ lazySchema(() =>
  z.string().check(z.regex(/^\d{1,12}-\d{1,6}$/, requestNotices.unknownTactic)),
);
/** Users are contacts: their ids are the sign-in subjects. */
const contactId = /* @__PURE__ */ lazySchema(() => z.string().check(z.minLength(1), z.maxLength(100)));
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
const flag = /* @__PURE__ */ lazySchema(() =>
  z.pipe(
    z.union([z.literal(0), z.literal(1), z.boolean()]),
    z.transform((v) => v === 1 || v === true),
  ),
);

/**
 * A file the client is about to upload: the spec allows 'any file type'; the product takes every type on the
 * `requestFile` list (shared/uploads.ts; no HTML, SVG or executables). A generic or empty type (browsers give
 * artwork files none) is read from the file name's extension; the server stores the type it settles on and signs
 * it into the upload slot's headers. 50 MB at most (413 above).
 */
const fileFields = {
  fileName: lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(255, inputMessages.tooLong(255)))),
  contentType: lazySchema(() =>
    z._default(z.string().check(z.trim(), z.maxLength(255, inputMessages.tooLong(255))), ''),
  ),
  size: lazySchema(() => z.number().check(z.int())),
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
const announcedFileSchema = /* @__PURE__ */ lazySchema(() =>
  z.object(fileFields).check(z.superRefine(allowedFileType, { when: namesAFile })),
);
const announcedFiles = /* @__PURE__ */ lazySchema(() =>
  z._default(z.array(announcedFileSchema).check(z.maxLength(MAX_FILES_PER_UPLOAD)), []),
);

const message = /* @__PURE__ */ lazySchema(() =>
  z
    .string({ error: requestMessages.messageRequired })
    .check(
      z.trim(),
      z.minLength(1, requestMessages.messageRequired),
      z.maxLength(REQUEST_MESSAGE_MAX_CHARS, requestMessages.messageTooLong),
    ),
);

export const createRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    programId: z
      .number({ error: requestMessages.programRequired })
      .check(z.int(), z.positive(requestMessages.programRequired)),
    requestName: z
      .string({ error: requestNotices.requestNameRequired })
      .check(
        z.trim(),
        z.minLength(1, requestNotices.requestNameRequired),
        z.maxLength(200, inputMessages.tooLong(200)),
      ),
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
  }),
);
export type CreateRequestBody = z.infer<typeof createRequestSchema>;

export const requestListQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
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
  }),
);

export const requestIdParamsSchema = /* @__PURE__ */ lazySchema(() => z.object({ id }));
export const requestVersionParamsSchema = /* @__PURE__ */ lazySchema(() => z.object({ id, version: id }));

export const addCommentSchema = /* @__PURE__ */ lazySchema(() =>
  z
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
    ),
);

export const updateReasonSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    requestId: z.number().check(z.int(), z.positive()),
    reasonForReviewId: z.number().check(z.int(), z.positive()),
    isSelected: flag,
  }),
);
export const updateTacticSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    requestId: z.number().check(z.int(), z.positive()),
    programTacticId,
    isSelected: flag,
  }),
);
export const updateContactSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    requestId: z.number().check(z.int(), z.positive()),
    contactId,
    isSelected: flag,
  }),
);

export const addVersionSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    requestId: z.number().check(z.int(), z.positive()),
    /** The version the client expects to create (the info's `nextVersionId`): 409 when someone else took it. */
    nextVersionId: z.number().check(z.int(), z.positive()),
    files: z
      .array(announcedFileSchema)
      .check(z.minLength(1, requestNotices.versionNeedsFiles), z.maxLength(MAX_FILES_PER_UPLOAD)),
  }),
);

export const markAsResolvedSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    requestId: z.number().check(z.int(), z.positive()),
    action: z.enum(requestActions),
    /** The info's `version` as read (409 when the request moved meanwhile). */
    version: z.optional(z.number().check(z.int(), z.gte(0))),
  }),
);

export const checklistTickSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    requestId: z.number().check(z.int(), z.positive()),
    versionId: z.number().check(z.int(), z.positive()),
    requestMessageId: z.number().check(z.int(), z.positive()),
    done: z.boolean(),
  }),
);

export const confirmFilesSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    requestId: z.number().check(z.int(), z.positive()),
    versionId: z.number().check(z.int(), z.positive()),
  }),
);

/** Uploads again a file that did not arrive (same name), or adds one to a comment. */
/** `versionId`: the latest version when left out (only the latest takes files). */
export const uploadAgainSchema = /* @__PURE__ */ lazySchema(() =>
  z
    .object({ ...fileFields, versionId: z.optional(z.number().check(z.int(), z.positive())) })
    .check(z.superRefine(allowedFileType, { when: namesAFile })),
);
export const messageFilesParamsSchema = /* @__PURE__ */ lazySchema(() => z.object({ id, messageId: id }));

export const fileQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    key: z.string().check(z.maxLength(400), z.regex(/^communication\/\d+\/[A-Za-z0-9/._-]+$/, requestNotices.notAFile)),
    /** `inline` shows images and PDFs in the browser (compare); any other type is always a download. */
    disposition: z._default(z.enum(['inline', 'attachment']), 'attachment'),
  }),
);

export const reasonQuerySchema = /* @__PURE__ */ lazySchema(() => z.object({ requestId: z.optional(id) }));
export const relatedProgramsQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ programId: id, requestId: z.optional(id) }),
);

const lookupQuery = {
  searchTerm: lazySchema(() => z.optional(z.string().check(z.maxLength(200)))),
  pageIndex: lazySchema(() => z._default(z.coerce.number().check(z.int(), z.gte(0)), 0)),
  pageSize: lazySchema(() =>
    z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), REQUEST_LOOKUP_PAGE_SIZE),
  ),
  sortBy: lazySchema(() => z.optional(z.string().check(z.maxLength(50)))),
};
export const programLookupQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    ...lookupQuery,
    fiscalYear: z.optional(z.coerce.number().check(z.int())),
  }),
);
export const contactLookupQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ ...lookupQuery, programId: z.optional(id) }),
);
