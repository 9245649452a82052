import * as z from '../../zod';
import { knownClaims } from '../../claims';
import { answers, defineRoute } from '../route';
import { uploadRequestSchema } from '../schemas/common';
import type { documentUploadSchema } from '../answers/documents';
import { documentUploads } from '../../uploads';
import * as contractMessages from '../contractMessages';
import * as referenceFieldLabels from '../../reference/fieldLabels';
import * as fieldMessages from '../../reference/fieldMessages';
import type { contentPageSchema } from '../answers/content';
import { lazySchema } from '../../lazySchema';

/** The content pages an administrator edits (spec 01, routes guidelines and resources). */
export const contentPages = ['guidelines', 'resources'] as const;
export type ContentPage = (typeof contentPages)[number];

/** The body as submitted, HTML included; the server keeps it sanitised (functions/lib/html.ts). */
export const CONTENT_BODY_MAX = 100_000;
/** Files attached to one page. */
export const CONTENT_MAX_FILES = 20;

const pageParams = /* @__PURE__ */ lazySchema(() =>
  z.object({ page: z.enum(contentPages, { error: contractMessages.unknownPage }) }),
);
const saveContentSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    title: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, fieldMessages.required(referenceFieldLabels.title)),
        z.maxLength(200, contractMessages.titleTooLong),
      ),
    html: z.string().check(z.maxLength(CONTENT_BODY_MAX, contractMessages.textTooLong)),
    /** The version read (0 when the page was never saved): a stale one answers 409. */
    version: z.number().check(z.int(), z.gte(0)),
    /** The attached files (uploaded through `content/{page}/upload`), in order; absent: the files stay as they are. */
    files: z.optional(
      z
        .array(z.object({ documentId: z.string().check(z.uuid(contractMessages.unknownFile)) }))
        .check(z.maxLength(CONTENT_MAX_FILES, contractMessages.tooManyFiles(CONTENT_MAX_FILES))),
    ),
  }),
);

export const contentRoutes = {
  'content.get': defineRoute({
    method: 'GET',
    path: 'content/{page}',
    family: 'documents',
    access: 'signed-in',
    params: pageParams,
    response: answers<typeof contentPageSchema>(),
    summary: 'A content page (guidelines, resources): its title and sanitised HTML; empty at version 0 before a save.',
  }),
  'content.save': defineRoute({
    method: 'PUT',
    path: 'content/{page}',
    family: 'documents',
    access: knownClaims.manageSiteSetup,
    params: pageParams,
    body: saveContentSchema,
    response: answers<typeof contentPageSchema>(),
    summary: 'Saves a content page at the version read (409 when stale); the HTML is sanitised before it is stored.',
  }),
  'content.upload': defineRoute({
    method: 'POST',
    path: 'content/{page}/upload',
    family: 'documents',
    access: knownClaims.manageSiteSetup,
    params: pageParams,
    body: lazySchema(() => uploadRequestSchema(documentUploads)),
    response: answers<typeof documentUploadSchema>(),
    summary: "A presigned upload (PUT) of a file for a content page; it is attached by the page's next save.",
  }),
};
