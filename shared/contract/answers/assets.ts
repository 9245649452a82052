import * as z from '../../zod';
import { lazySchema } from '../../lazySchema';

/** One send of asset links: each recipient's mail is queued, then sent (or failed with SES's reason) by the mail sender. */
export const assetSendSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    sendId: z.string(),
    tacticId: z.number(),
    subject: z.string(),
    createdAt: z.string(),
    total: z.number(),
    queued: z.number(),
    sent: z.number(),
    failed: z.number(),
    recipients: z.array(
      z.object({
        recipient: z.string(),
        status: z.enum(['queued', 'sent', 'failed']),
        /** SES's reason when failed. */
        reason: z.nullable(z.string()),
        linkId: z.nullable(z.string()),
        at: z.nullable(z.string()),
      }),
    ),
  }),
);

export const assetLinkSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    tacticId: z.number(),
    recipient: z.string(),
    sentAt: z.string(),
    sentByName: z.string(),
    expiresAt: z.string(),
    status: z.enum(['active', 'expired', 'revoked']),
    downloadCount: z.number(),
    lastDownloadAt: z.nullable(z.string()),
    files: z.array(z.object({ documentId: z.string(), fileName: z.string() })),
  }),
);

const tacticFileSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    documentId: z.string(),
    fileName: z.string(),
    contentType: z.string(),
    size: z.number(),
    uploadedAt: z.string(),
  }),
);

/** The answer of `tactics.files`, `tactics.deleteFile`. */
export const tacticsFilesAnswer = /* @__PURE__ */ lazySchema(() => z.array(tacticFileSchema));

/** The answer of `tactics.assetLinks`. */
export const tacticsAssetLinksAnswer = /* @__PURE__ */ lazySchema(() => z.array(assetLinkSchema));

/** The answer of `tactics.logAssetDownload`. */
export const tacticsLogAssetDownloadAnswer = /* @__PURE__ */ lazySchema(() => z.object({ logged: z.literal(true) }));
