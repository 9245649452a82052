import { useTranslation } from 'react-i18next';
import { MESSAGES_RELOAD_DELAY_MS } from '../../../../../shared/communication/requests';
import { useMessageBox } from '../../../components/messageBox';
import { useSession } from '../../../lib/session';
import { addComment, putFile, refreshRequest, type RequestDetails, type RequestMessage } from '../api/requests';
import type { CommentDraft, ThreadComment } from '../lib/thread';
import { useServerText } from '../lib/texts';
import { CommentThread } from './CommentThread';
import { FileDownload } from './VersionFiles';

const toComment =
  (me: string) =>
  (m: RequestMessage | Omit<RequestMessage, 'replies'>): ThreadComment => ({
    id: String(m.requestMessageId),
    parentId: m.parentId === null ? null : String(m.parentId),
    message: m.message,
    authorName: m.createdByName,
    createdAt: m.createdDate,
    mine: m.createdBy === me && !m.isRequestMessage,
    files: m.files.filter((f) => f.state === 'received').map((f) => ({ key: f.key, name: f.title })),
    replies: 'replies' in m ? m.replies.map(toComment(me)) : [],
  });

/** Messages reload 1 second after a save (spec 03, section 4). */
const reloadSoon = (requestId: number) =>
  window.setTimeout(() => void refreshRequest(requestId), MESSAGES_RELOAD_DELAY_MS);

/**
 * The thread of the version shown: comments, replies, edits and deletes go to `add-comment` (an older version's
 * thread is read-only), attachments go up to their presigned slots, and the thread is read again 1 second after each save.
 */
export function VersionThread({ details, readOnly }: { details: RequestDetails; readOnly: boolean }) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const serverText = useServerText();
  const me = useSession()?.user.subject ?? '';
  const { info, version } = details;
  const base = { requestId: info.id, versionId: version.versionId };

  const save = async (draft: CommentDraft) => {
    const answer = await addComment({
      ...base,
      action: draft.action,
      message: draft.message,
      parentId: draft.parentId === null ? null : Number(draft.parentId),
      requestMessageId: draft.messageId === null ? null : Number(draft.messageId),
      sendEmail: draft.sendEmail,
      files: draft.files,
    });
    const controller = new AbortController();
    const failed: string[] = [];
    for (const slot of answer.uploads) {
      const file = draft.files.find((f) => f.name === slot.fileName);
      if (!file) continue;
      await putFile(slot, file, () => undefined, controller.signal).catch(() => failed.push(file.name));
    }
    if (answer.notice) box.warning(serverText(answer.notice));
    if (failed.length) box.danger(t('requests.thread.filesFailed', { names: failed.join(', ') }));
    reloadSoon(info.id);
  };

  const remove = async (comment: ThreadComment) => {
    await addComment({ ...base, action: 'Delete', requestMessageId: Number(comment.id) });
    reloadSoon(info.id);
  };

  return (
    <CommentThread
      comments={details.messages.map(toComment(me))}
      readOnly={readOnly}
      save={save}
      remove={remove}
      fileLink={(file) => <FileDownload file={{ key: file.key, title: file.name }} />}
      label={t('requests.thread.label', { version: version.displayName })}
    />
  );
}
