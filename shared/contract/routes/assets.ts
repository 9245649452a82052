import * as z from '../../zod';
import { knownClaims } from '../../claims';
import { answers, defineRoute } from '../route';
import { sendAssetLinkSchema } from '../schemas/assets';
import type { assetLinkSchema, assetSendSchema } from '../answers/assets';
import { uploadRequestSchema } from '../schemas/common';
import type { documentUploadSchema } from '../answers/documents';
import { tacticFileUploads } from '../../uploads';
import * as contractMessages from '../contractMessages';
import type { tacticsFilesAnswer, tacticsAssetLinksAnswer, tacticsLogAssetDownloadAnswer } from '../answers/assets';
import { lazySchema } from '../../lazySchema';

const tacticId = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.coerce
      .number({ error: contractMessages.unknownTactic })
      .check(z.int(), z.positive(contractMessages.unknownTactic)),
  }),
);
// Any text: a malformed token answers the same 'not valid' page as an unknown one, never a JSON error.
const token = /* @__PURE__ */ lazySchema(() => z.string().check(z.maxLength(300)));

/** Tactic files and the 7-day asset links e-mailed to people outside the product (spec 03, sections 2 and 7). */
export const assetRoutes = {
  'tactics.files': defineRoute({
    method: 'GET',
    path: 'tactics/{id}/files',
    family: 'assets',
    access: knownClaims.viewPrograms,
    params: tacticId,
    response: answers<typeof tacticsFilesAnswer>(),
    summary: "A catalog tactic's files.",
  }),
  'tactics.uploadFile': defineRoute({
    method: 'POST',
    path: 'tactics/{id}/upload-file',
    family: 'assets',
    access: knownClaims.manageReferenceData,
    params: tacticId,
    body: lazySchema(() => uploadRequestSchema(tacticFileUploads)),
    response: answers<typeof documentUploadSchema>(),
    summary: 'A presigned upload of a file to the tactic (50 MB at most).',
  }),
  'tactics.deleteFile': defineRoute({
    method: 'POST',
    path: 'tactics/{id}/deleteFile',
    family: 'assets',
    access: knownClaims.manageReferenceData,
    params: tacticId,
    body: lazySchema(() => z.object({ key: z.string().check(z.uuid(contractMessages.unknownFile)) })),
    response: answers<typeof tacticsFilesAnswer>(),
    summary: "Removes a file from the tactic's list.",
  }),
  'tactics.sendAssetLink': defineRoute({
    method: 'POST',
    path: 'tactics/send-asset-link-email',
    family: 'assets',
    access: knownClaims.viewPrograms,
    body: sendAssetLinkSchema,
    response: answers<typeof assetSendSchema>(),
    summary:
      "Queues a personal link to the tactic's files, valid 7 days, for each recipient (up to 500); answers the send, each recipient queued.",
  }),
  'tactics.assetSend': defineRoute({
    method: 'GET',
    path: 'tactics/asset-link-sends/{id}',
    family: 'assets',
    access: knownClaims.viewPrograms,
    params: lazySchema(() => z.object({ id: z.string().check(z.uuid(contractMessages.unknownSend)) })),
    response: answers<typeof assetSendSchema>(),
    summary: 'A send of asset links: each recipient queued, sent, or failed with the reason.',
  }),
  'tactics.assetLinks': defineRoute({
    method: 'GET',
    path: 'tactics/{id}/asset-links',
    family: 'assets',
    access: knownClaims.viewPrograms,
    params: tacticId,
    response: answers<typeof tacticsAssetLinksAnswer>(),
    summary: 'The links sent for a tactic: recipient, sent, expiry, downloads, last download.',
  }),
  'tactics.revokeAssetLink': defineRoute({
    method: 'POST',
    path: 'tactics/asset-links/{id}/revoke',
    family: 'assets',
    access: knownClaims.viewPrograms,
    params: lazySchema(() =>
      z.object({ id: z.string().check(z.regex(/^\d{1,10}\.[0-9a-f]{16}$/, contractMessages.unknownLink)) }),
    ),
    response: answers<typeof assetLinkSchema>(),
    summary: 'Withdraws a link: it is refused from then on.',
  }),
  'tactics.logAssetDownload': defineRoute({
    method: 'POST',
    path: 'tactics/log-asset-download',
    family: 'assets',
    access: 'signed-in',
    body: lazySchema(() =>
      z.object({ id: z.number().check(z.int(), z.positive()), documentId: z.string().check(z.uuid()) }),
    ),
    response: answers<typeof tacticsLogAssetDownloadAnswer>(),
    summary: 'Records a download of a tactic file from inside the product.',
  }),
  'assetLinks.open': defineRoute({
    method: 'GET',
    path: 'asset-links/{token}',
    family: 'assets',
    access: 'public',
    params: lazySchema(() => z.object({ token })),
    response: 'redirect',
    summary:
      'An e-mailed link: one file redirects to it, several are listed; expired, revoked or unknown links get a clear page.',
  }),
  'assetLinks.file': defineRoute({
    method: 'GET',
    path: 'asset-links/{token}/files/{documentId}',
    family: 'assets',
    access: 'public',
    params: lazySchema(() => z.object({ token, documentId: z.string().check(z.maxLength(100)) })),
    response: 'redirect',
    summary: 'Logs the download and redirects to a presigned GET valid for minutes.',
  }),
};
