import { requestNotices } from '../../../shared/communication/requests';
import { clock } from '../../lib/clock';
import { Conflict, InvalidInput, NotFound } from '../../lib/errors';
import type { AuthContext } from '../../lib/identity';
import { announce, checkArrivals, downloadLink, parseFileKey, uploadSlot, type AnnouncedFile } from './requestFiles';
import { tellContacts } from './requestMail';
import { getRequestWithVersions } from './requestRepository';
import {
  appendMessageFile,
  deleteMessageThread,
  editMessage,
  getMessage,
  listVersionMessages,
  nextMessageId,
  putMessage,
  replaceVersionFile,
} from './messageRepository';
import { loadVisibleRequest, settleArrivals } from './requestView';

/**
 * The thread of a version (spec: Create, Edit, Delete) and the files of versions and comments: upload slots,
 * arrivals and download links. Only the latest version takes comments; older ones are read-only (409).
 */
interface CommentBody {
  action: 'Create' | 'Edit' | 'Delete';
  requestId: number;
  versionId: number;
  message: string;
  parentId: number | null;
  sendEmail: boolean;
  requestMessageId: number | null;
  files: AnnouncedFile[];
}

const locked = (versionId: number, current: number) =>
  versionId < current ? new Conflict(requestNotices.lockedVersion(versionId, current)) : null;

/**
 * `add-comment`. Create: the message (a reply joins its thread's first message), its attachments announced with
 * upload slots, then the contacts mailed when `sendEmail`; a refused mail is reported in `notice`, the comment
 * stays saved. Edit and Delete: one's own message only; Delete removes the replies too.
 */
export async function addComment(auth: AuthContext, body: CommentBody) {
  const root = await loadVisibleRequest(body.requestId, auth);
  const refusal = locked(body.versionId, root.currentVersionId);
  if (refusal) throw refusal;
  if (body.versionId > root.currentVersionId) throw new NotFound(requestNotices.versionNotFound);
  const at = clock.now().toISOString();
  const none = { sent: [] as string[], failed: [] as string[] };
  if (body.action === 'Edit') {
    await editMessage(root.id, body.versionId, body.requestMessageId!, auth.subject, body.message, at);
    return { requestMessageId: body.requestMessageId!, uploads: [], mail: none, notice: null };
  }
  if (body.action === 'Delete') {
    await deleteMessageThread(root.id, body.versionId, body.requestMessageId!, auth.subject);
    return { requestMessageId: body.requestMessageId!, uploads: [], mail: none, notice: null };
  }
  let parentId: number | null = null;
  if (body.parentId !== null) {
    const parent = await getMessage(root.id, body.versionId, body.parentId);
    if (!parent) throw new InvalidInput({ parentId: [requestNotices.messageNotFound] });
    parentId = parent.parentId ?? parent.requestMessageId;
  }
  const messageId = await nextMessageId(root.id);
  const files = body.files.map((f) => announce(root.id, body.versionId, f, messageId));
  await putMessage({
    requestId: root.id,
    requestMessageId: messageId,
    parentId,
    versionId: body.versionId,
    message: body.message,
    files,
    createdBy: auth.subject,
    createdByName: auth.email,
    createdAt: at,
    editedAt: null,
    isRequestMessage: false,
  });
  const uploads = await Promise.all(files.map(uploadSlot));
  const mail = body.sendEmail
    ? await tellContacts(root, auth, {
        type: 'General Information',
        subject: requestNotices.newComment(root.requestName),
        text: body.message,
      })
    : none;
  return {
    requestMessageId: messageId,
    uploads,
    mail,
    notice: mail.failed.length ? requestNotices.mailFailedFor(mail.failed) : null,
  };
}

/** `confirm-files`: looks for the announced files of a version and of its comments; answers the missing ones. */
export async function confirmFiles(auth: AuthContext, body: { requestId: number; versionId: number }) {
  const root = await loadVisibleRequest(body.requestId, auth);
  const found = await getRequestWithVersions(root.id);
  const version = found?.versions.find((v) => v.versionId === body.versionId);
  if (!version) throw new NotFound(requestNotices.versionNotFound);
  const settled = await settleArrivals(root, version, await listVersionMessages(root.id, version.versionId));
  const missing = [
    ...settled.version.files
      .filter((f) => !f.received)
      .map((f) => ({ documentId: f.documentId, fileName: f.fileName, requestMessageId: null })),
    ...settled.messages.flatMap((m) =>
      m.files
        .filter((f) => !f.received)
        .map((f) => ({ documentId: f.documentId, fileName: f.fileName, requestMessageId: m.requestMessageId })),
    ),
  ];
  return { missing, notice: missing.length ? requestNotices.filesMissing(missing.map((f) => f.fileName)) : null };
}

/**
 * `{id}/upload`: a new slot for a file of the latest version that did not arrive, found by its name; another
 * size or type replaces what was announced (same key: the versioned bucket keeps any earlier bytes).
 */
export async function uploadAgain(auth: AuthContext, id: number, asked: AnnouncedFile & { versionId?: number }) {
  const root = await loadVisibleRequest(id, auth);
  const body = { ...asked, versionId: asked.versionId ?? root.currentVersionId };
  const refusal = locked(body.versionId, root.currentVersionId);
  if (refusal) throw refusal;
  const found = await getRequestWithVersions(root.id);
  const version = found?.versions.find((v) => v.versionId === body.versionId);
  if (!version) throw new NotFound(requestNotices.versionNotFound);
  const { files } = await checkArrivals(version.files);
  const index = files.findIndex((f) => f.fileName === body.fileName && !f.received);
  if (index < 0) {
    const arrived = files.some((f) => f.fileName === body.fileName);
    throw new Conflict(arrived ? requestNotices.fileAlreadyReceived : requestNotices.fileNotExpected);
  }
  const fresh = {
    ...announce(root.id, body.versionId, body),
    documentId: files[index].documentId,
    key: files[index].key,
  };
  const next = files.map((f, i) => (i === index ? fresh : f));
  await replaceVersionFile(root, version, next);
  return uploadSlot(fresh);
}

/**
 * `{id}/upload/messagefiles/{messageId}`: an attachment for one's own message on the latest version: the slot
 * of an announced file of that name that did not arrive, or a new one.
 */
export async function uploadMessageFile(
  auth: AuthContext,
  id: number,
  messageId: number,
  asked: AnnouncedFile & { versionId?: number },
) {
  const root = await loadVisibleRequest(id, auth);
  const body = { ...asked, versionId: asked.versionId ?? root.currentVersionId };
  const refusal = locked(body.versionId, root.currentVersionId);
  if (refusal) throw refusal;
  const message = await getMessage(root.id, body.versionId, messageId);
  if (!message) throw new NotFound(requestNotices.messageNotFound);
  if (message.createdBy !== auth.subject) throw new Conflict(requestNotices.notYourMessage);
  const { files } = await checkArrivals(message.files);
  const waiting = files.find((f) => f.fileName === body.fileName && !f.received && f.size === body.size);
  if (waiting) return uploadSlot(waiting);
  const file = announce(root.id, body.versionId, body, messageId);
  await appendMessageFile(root.id, body.versionId, messageId, file);
  return uploadSlot(file);
}

/** `file?key`: a presigned link to a file of a request the caller may see (404 for any other key). */
export async function fileLink(auth: AuthContext, query: { key: string; disposition: 'inline' | 'attachment' }) {
  const parts = parseFileKey(query.key);
  if (!parts) throw new NotFound(requestNotices.notAFile);
  const root = await loadVisibleRequest(parts.requestId, auth);
  const owner =
    parts.messageId === null
      ? (await getRequestWithVersions(root.id))?.versions.find((v) => v.versionId === parts.versionId)
      : await getMessage(root.id, parts.versionId, parts.messageId);
  const file = owner?.files.find((f) => f.key === query.key);
  if (!file) throw new NotFound(requestNotices.notAFile);
  return { url: await downloadLink(file, query.disposition), fileName: file.fileName, contentType: file.contentType };
}
