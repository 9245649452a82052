import { useTranslation } from 'react-i18next';
import { MESSAGES_RELOAD_DELAY_MS, REQUEST_MESSAGE_MAX_CHARS } from '../../../../../shared/communication/requests';
import { ChatPanel, type ChatDraft, type ChatMessage, type ChatUploadProgress } from '../../../components/chat';
import { useMessageBox } from '../../../components/messageBox';
import { useSession } from '../../../lib/session';
import {
  addComment,
  fileLink,
  putFile,
  refreshRequest,
  uploadMessageFile,
  type RequestDetails,
  type RequestMessage,
} from '../api/requests';
import { requestFileExtensions, useRequestFileCheck } from '../lib/fileCheck';
import { useRequestText, useServerText, versionName } from '../lib/texts';

const toMessage =
  (me: string) =>
  (m: RequestMessage | Omit<RequestMessage, 'replies'>): ChatMessage => ({
    id: String(m.requestMessageId),
    parentId: m.parentId === null ? null : String(m.parentId),
    text: m.message,
    authorName: m.createdByName,
    createdAt: m.createdDate,
    editedAt: m.editedDate,
    mine: m.createdBy === me && !m.isRequestMessage,
    files: m.files.filter((f) => f.state === 'received').map((f) => ({ key: f.key, name: f.title })),
    replies: 'replies' in m ? m.replies.map(toMessage(me)) : [],
  });

/** Messages reload 1 second after a save (spec 03, section 4). */
const reloadSoon = (requestId: number) =>
  window.setTimeout(() => void refreshRequest(requestId), MESSAGES_RELOAD_DELAY_MS);

/**
 * The thread of the version shown, in the shell's chat panel: comments, replies, edits and deletes go to
 * `add-comment` (an older version's thread is read-only, as is every thread in the compare view); attachments go up to their presigned slots with their
 * progress (a new comment's slots come with it; files added on edit ask `upload/messagefiles/{id}`), and download
 * through `file` links; the thread is read again 1 second after each save.
 */
export function VersionThread({
  details,
  readOnly,
  comparing = false,
}: {
  details: RequestDetails;
  readOnly: boolean;
  /** Shown side by side with another version: read-only whichever the version, and says so. */
  comparing?: boolean;
}) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const text = useRequestText();
  const serverText = useServerText();
  const checkFile = useRequestFileCheck('attachment');
  const me = useSession()?.user.subject ?? '';
  const { info, version } = details;
  const base = { requestId: info.id, versionId: version.versionId };

  /** Puts each file to its slot; answers the names of those that did not arrive. */
  const putAll = async (
    slots: { fileName: string; file: () => Promise<Parameters<typeof putFile>[0]> }[],
    draft: ChatDraft,
    progress: ChatUploadProgress,
  ) => {
    const controller = new AbortController();
    const failed: string[] = [];
    for (const slot of slots) {
      const file = draft.files.find((f) => f.name === slot.fileName);
      if (!file) continue;
      try {
        await putFile(await slot.file(), file, (loaded, total) => progress(file, loaded, total), controller.signal);
      } catch {
        failed.push(file.name);
      }
    }
    return failed;
  };

  const send = async (draft: ChatDraft, progress: ChatUploadProgress) => {
    const answer = await addComment({
      ...base,
      action: draft.action === 'edit' ? 'Edit' : 'Create',
      message: draft.text,
      parentId: draft.parentId === null ? null : Number(draft.parentId),
      requestMessageId: draft.messageId === null ? null : Number(draft.messageId),
      sendEmail: draft.notify,
      files: draft.action === 'edit' ? [] : draft.files,
    });
    const slots =
      draft.action === 'edit'
        ? draft.files.map((file) => ({
            fileName: file.name,
            file: () => uploadMessageFile(info.id, version.versionId, answer.requestMessageId, file),
          }))
        : answer.uploads.map((slot) => ({ fileName: slot.fileName, file: () => Promise.resolve(slot) }));
    const failed = await putAll(slots, draft, progress);
    if (answer.notice) box.warning(serverText(answer.notice));
    // Asked to e-mail, but nobody besides the author is on the request: say so rather than nothing.
    else if (draft.action !== 'edit' && draft.notify && answer.mail.sent.length === 0)
      box.warning(t('requests.thread.nobodyMailed'));
    if (failed.length) box.danger(t('requests.thread.filesFailed', { names: failed.join(', ') }));
    reloadSoon(info.id);
  };

  const remove = async (message: ChatMessage) => {
    await addComment({ ...base, action: 'Delete', requestMessageId: Number(message.id) });
    reloadSoon(info.id);
  };

  return (
    <ChatPanel
      messages={details.messages.map(toMessage(me))}
      label={t('requests.thread.label', { version: versionName(t, version.versionId) })}
      readOnly={readOnly || comparing}
      readOnlyText={comparing ? t('requests.thread.compareReadOnly') : t('requests.thread.locked')}
      send={send}
      remove={remove}
      fileLink={async (file) => (await fileLink(file.key, 'attachment')).url}
      notifyLabel={t('requests.thread.sendEmail')}
      maxLength={REQUEST_MESSAGE_MAX_CHARS}
      tooLongText={text('messageTooLong')}
      deleteQuestion={{ header: text('deleteMessageTitle'), message: text('deleteMessageConfirm') }}
      downloadLabel={(name) => t('requests.preview.download', { name })}
      checkFile={checkFile}
      attachHint={t('requests.upload.allowed', { types: requestFileExtensions('attachment').join(', ') })}
    />
  );
}
