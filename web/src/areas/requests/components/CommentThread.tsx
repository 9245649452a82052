import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../../../../shared/format/date';
import { useConfirm } from '../../../components/confirm';
import { useMessageBox } from '../../../components/messageBox';
import { canPost, type CommentDraft, type ThreadComment, type ThreadFile } from '../lib/thread';
import { useRequestText } from '../lib/texts';

const when = (at: string) => {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? '' : `${formatDate(date)} ${formatTime(date)}`;
};

interface ThreadProps {
  comments: readonly ThreadComment[];
  /** An older version's thread: shown, never changed. */
  readOnly: boolean;
  save: (draft: CommentDraft) => Promise<void>;
  remove: (comment: ThreadComment) => Promise<void>;
  fileLink: (file: ThreadFile) => ReactNode;
  /** Names the thread (which version it belongs to). */
  label: string;
}

/** Where the open composer is: a new comment, a reply to one, or an edit of one. */
type Open = { kind: 'reply' | 'edit'; comment: ThreadComment } | null;

/**
 * The chat thread of one version (spec 03: reply, edit, delete, attachments): a composer for a new comment, each
 * comment with its replies below it. Edit prefills the text and opens the reply box; Cancel resets text, action,
 * reply state and files; delete asks 'Delete Message' first and removes the replies with it.
 */
export function CommentThread({ comments, readOnly, save, remove, fileLink, label }: ThreadProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  return (
    <section className="comment-thread" aria-label={label}>
      {!readOnly && open === null && <Composer save={save} parentId={null} onDone={() => undefined} />}
      {readOnly && <p className="thread-locked">{t('requests.thread.locked')}</p>}
      {comments.length === 0 ? (
        <p className="thread-empty">{t('requests.thread.empty')}</p>
      ) : (
        <CommentList
          comments={comments}
          readOnly={readOnly}
          open={open}
          setOpen={setOpen}
          {...{ save, remove, fileLink }}
        />
      )}
    </section>
  );
}

type ItemProps = Omit<ThreadProps, 'comments' | 'label'> & { open: Open; setOpen: (open: Open) => void };

/** Comments (a thread's, or a comment's replies), each with its own replies below it. */
function CommentList({
  comments,
  className = 'comment-list',
  ...item
}: ItemProps & { comments: readonly ThreadComment[]; className?: string }) {
  return (
    <ul className={className}>
      {comments.map((comment) => (
        <CommentItem key={comment.id} comment={comment} {...item} />
      ))}
    </ul>
  );
}

function CommentItem({ comment, ...item }: ItemProps & { comment: ThreadComment }) {
  const { readOnly, open, setOpen, save, remove, fileLink } = item;
  const { t } = useTranslation();
  const text = useRequestText();
  const confirm = useConfirm();
  const box = useMessageBox();
  const [deleting, setDeleting] = useState(false);
  const isOpen = open?.comment.id === comment.id ? open.kind : null;

  const askDelete = async () => {
    const yes = await confirm({
      header: text('deleteMessageTitle'),
      message: text('deleteMessageConfirm'),
      danger: true,
    });
    if (!yes) return;
    setDeleting(true);
    try {
      await remove(comment);
    } catch (error) {
      box.error(error);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <li className="comment" aria-label={t('requests.thread.commentBy', { name: comment.authorName })}>
      <div className="comment-head">
        <strong>{comment.authorName}</strong>
        <time dateTime={comment.createdAt}>{when(comment.createdAt)}</time>
      </div>
      {isOpen === 'edit' ? (
        <Composer save={save} parentId={comment.parentId} editing={comment} onDone={() => setOpen(null)} />
      ) : (
        <p className="comment-text">{comment.message}</p>
      )}
      {comment.files.length > 0 && (
        <ul className="comment-files" aria-label={t('requests.thread.attachments')}>
          {comment.files.map((file) => (
            <li key={file.key}>{fileLink(file)}</li>
          ))}
        </ul>
      )}
      {!readOnly && isOpen === null && (
        <div className="comment-actions">
          <Button
            type="button"
            link
            size="small"
            label={t('requests.thread.reply')}
            onClick={() => setOpen({ kind: 'reply', comment })}
          />
          {comment.mine && (
            <>
              <Button
                type="button"
                link
                size="small"
                label={t('requests.thread.edit')}
                onClick={() => setOpen({ kind: 'edit', comment })}
              />
              <Button
                type="button"
                link
                size="small"
                severity="danger"
                label={t('requests.thread.delete')}
                loading={deleting}
                onClick={() => void askDelete()}
              />
            </>
          )}
        </div>
      )}
      {isOpen === 'reply' && <Composer save={save} parentId={comment.id} onDone={() => setOpen(null)} />}
      {comment.replies.length > 0 && (
        <CommentList className="comment-list replies" comments={comment.replies} {...item} />
      )}
    </li>
  );
}

/** The reply box: text, files, 'send e-mail' (on by default, as the spec's sendEmail 1), Post and Cancel. */
function Composer({
  save,
  parentId,
  editing,
  onDone,
}: {
  save: (draft: CommentDraft) => Promise<void>;
  parentId: string | null;
  editing?: ThreadComment;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const id = useId();
  const [message, setMessage] = useState(editing?.message ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const [sendEmail, setSendEmail] = useState(true);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const isTop = parentId === null && !editing;

  const reset = () => {
    setMessage('');
    setFiles([]);
    setSendEmail(true);
    if (input.current) input.current.value = '';
    onDone();
  };

  const post = async () => {
    if (!canPost(message, saving)) return;
    setSaving(true);
    try {
      await save({
        action: editing ? 'Edit' : 'Create',
        message: message.trim(),
        parentId: editing ? editing.parentId : parentId,
        messageId: editing?.id ?? null,
        sendEmail,
        files,
      });
      reset();
    } catch (error) {
      box.error(error);
    } finally {
      setSaving(false);
    }
  };

  const label = editing
    ? t('requests.thread.editLabel')
    : isTop
      ? t('requests.thread.newLabel')
      : t('requests.thread.replyLabel');
  return (
    <div className="comment-composer">
      <label htmlFor={`${id}-text`} className="sr-only">
        {label}
      </label>
      <InputTextarea
        id={`${id}-text`}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        rows={3}
        autoResize
        placeholder={label}
        maxLength={5000}
      />
      <div className="composer-row">
        <input
          ref={input}
          id={`${id}-files`}
          type="file"
          multiple
          aria-label={t('requests.thread.attach')}
          onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
        />
        <span className="composer-email">
          <Checkbox inputId={`${id}-email`} checked={sendEmail} onChange={(e) => setSendEmail(e.checked === true)} />
          <label htmlFor={`${id}-email`}>{t('requests.thread.sendEmail')}</label>
        </span>
      </div>
      <div className="composer-buttons">
        {(!isTop || message || files.length > 0) && (
          <Button
            type="button"
            label={t('requests.common.cancel')}
            outlined
            size="small"
            onClick={reset}
            disabled={saving}
          />
        )}
        <Button
          type="button"
          label={
            editing ? t('requests.thread.saveEdit') : isTop ? t('requests.thread.post') : t('requests.thread.postReply')
          }
          icon="pi pi-send"
          size="small"
          loading={saving}
          disabled={!canPost(message, saving)}
          onClick={() => void post()}
        />
      </div>
    </div>
  );
}
