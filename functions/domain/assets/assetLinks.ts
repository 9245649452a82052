import * as recordMessages from '../../../shared/recordMessages';
import { assetLinkMessages } from '../../../shared/communication/messages';
import { clock } from '../../lib/clock';
import { Forbidden, NotFound } from '../../lib/errors';
import { Redirect, type RouteContext } from '../../lib/familyHandler';
import type { AuthContext } from '../../lib/identity';
import { getDocument } from '../documents/documentRepository';
import { createUploadSlot, presignDownload } from '../documents/documentTransfers';
import { getReferenceRecord } from '../reference/referenceRepository';
import { filesPage, messagePage } from './assetPages';
import {
  findLinkByToken,
  getLink,
  hashToken,
  listLinks,
  looksLikeToken,
  recordDownload,
  revokeLink,
  type AssetLink,
} from './assetLinkRepository';
import { addTacticFile, getTacticFile, listTacticFiles, removeTacticFile } from './tacticFileRepository';

/**
 * A catalog tactic's files, and links that send them to people outside the product: who received which link,
 * who downloaded what. Files, links and downloads are the brand team's business, not a retailer-side user's.
 */
export function brandSideOnly(auth: AuthContext) {
  if (auth.retailerSide) throw new Forbidden();
}

export async function requireTactic(id: number) {
  const tactic = await getReferenceRecord('tactic', id);
  if (!tactic) throw new NotFound(recordMessages.tactic);
  return tactic;
}

const status = (link: AssetLink, now: Date): 'active' | 'expired' | 'revoked' =>
  link.status === 'revoked' ? 'revoked' : new Date(link.expiresAt) <= now ? 'expired' : 'active';
const linkView = (link: AssetLink, now: Date) => {
  const { tokenHash: _hash, sentBy: _by, status: _stored, ...shown } = link;
  return { ...shown, status: status(link, now) };
};

export async function tacticFiles(tacticId: number, auth: AuthContext) {
  brandSideOnly(auth);
  await requireTactic(tacticId);
  return listTacticFiles(tacticId);
}

/** A presigned upload of a new file of a catalog tactic. */
export async function uploadTacticFile(
  tacticId: number,
  body: RouteContext<'tactics.uploadFile'>['body'],
  auth: AuthContext,
) {
  await requireTactic(tacticId);
  const { upload, document } = await createUploadSlot(body, auth.subject, { kind: 'tactic', tacticId });
  await addTacticFile(tacticId, document);
  return upload;
}

export async function deleteTacticFile(tacticId: number, key: string) {
  await removeTacticFile(tacticId, key);
  return listTacticFiles(tacticId);
}

/** A tactic's links, newest first, each with its status now. */
export async function assetLinksOf(tacticId: number, auth: AuthContext) {
  brandSideOnly(auth);
  const now = clock.now();
  return (await listLinks(tacticId)).map((l) => linkView(l, now)).sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}

export async function revokeAssetLink(linkId: string, auth: AuthContext) {
  brandSideOnly(auth);
  const link = await getLink(Number(linkId.split('.')[0]), linkId);
  if (!link || link.status === 'pending') throw new NotFound(recordMessages.link);
  return linkView(link.status === 'revoked' ? link : await revokeLink(link), clock.now());
}

/** Records a download from the product: only a file of this tactic, by someone who may see its files. */
export async function logTacticDownload(body: RouteContext<'tactics.logAssetDownload'>['body'], auth: AuthContext) {
  brandSideOnly(auth);
  const [file, document] = await Promise.all([getTacticFile(body.id, body.documentId), getDocument(body.documentId)]);
  if (!file || !document) throw new NotFound();
  await recordDownload({
    tacticId: body.id,
    linkId: null,
    recipient: auth.email,
    documentId: body.documentId,
    fileName: document.fileName,
    at: clock.now().toISOString(),
  });
  return { logged: true as const };
}

/** Opens a token: the link it belongs to when it may be used now, or the page that says why not. */
async function openLink(token: string) {
  const now = clock.now();
  const link = looksLikeToken(token) ? await findLinkByToken(token) : undefined;
  if (!link || link.status === 'pending' || link.tokenHash !== hashToken(token))
    return { page: messagePage(404, 'Link not valid', assetLinkMessages.invalid) };
  if (link.status === 'revoked') return { page: messagePage(410, 'Link withdrawn', assetLinkMessages.revoked) };
  // Expired links fail on read, even before the TTL removes their token.
  if (new Date(link.expiresAt) <= now) return { page: messagePage(410, 'Link expired', assetLinkMessages.expired) };
  return { link, now };
}

async function download(link: AssetLink, documentId: string, now: Date) {
  const file = link.files.find((f) => f.documentId === documentId);
  const document = file && (await getDocument(documentId));
  if (!file || !document) return messagePage(404, 'File not found', assetLinkMessages.invalid);
  await recordDownload({
    tacticId: link.tacticId,
    linkId: link.id,
    recipient: link.recipient,
    documentId,
    fileName: file.fileName,
    at: now.toISOString(),
  });
  return new Redirect(await presignDownload(document));
}

/** A recipient opens their link: the one file, or a page listing the files. */
export async function openAssetLink(token: string) {
  const opened = await openLink(token);
  if (!opened.link) return opened.page;
  if (opened.link.files.length === 1) return download(opened.link, opened.link.files[0].documentId, opened.now);
  return filesPage(
    opened.link.files.map((f) => ({ href: `${token}/files/${f.documentId}`, fileName: f.fileName })),
    opened.link.expiresAt,
  );
}

/** One file of a link. */
export async function openAssetLinkFile(token: string, documentId: string) {
  const opened = await openLink(token);
  return opened.link ? download(opened.link, documentId, opened.now) : opened.page;
}
