import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/i18n';
import { formatDateTime } from '../../../../shared/format/date';
import { percentOf } from '../../lib/upload/csvFile';
import { useConfirm } from '../confirm';
import { UploadRows } from '../upload';
import { useBusyAction, useMessageBox } from '../messageBox';
import { canPost, isTooLong, type ChatDraft, type ChatFile, type ChatMessage, type ChatUploadProgress } from './chat';
import './chat.css';

export interface ChatPanelProps {
  messages: readonly ChatMessage[];
  /** Names the thread (e.g. which version it belongs to). */
  label: string;
  /** Shown, never changed: no composer, reply, edit or delete. */
  readOnly?: boolean;
  /** Why the thread is read-only, shown above it. */
  readOnlyText?: string;
  /** Saves a new message, a reply or an edit, uploading its files with `progress`; rejects to keep the composer. */
  send: (draft: ChatDraft, progress: ChatUploadProgress) => Promise<void>;
  /** Deletes one's own message (asked first). */
  remove: (message: ChatMessage) => Promise<void>;
  /** A short-lived link to an attachment, asked when it is clicked. */
  fileLink: (file: ChatFile) => Promise<string>;
  /**
   * The composer's notify option (e.g. 'Send e-mail to the contacts'), on by default, for new messages and replies
   * (an edit mails nobody); none when not given.
   */
  notifyLabel?: string;
  /** The longest message the host's server takes: the composer counts towards it and refuses a longer one. */
  maxLength?: number;
  /** What a message over `maxLength` is told (the host's own words, e.g. the spec's). */
  tooLongText?: string;
  /** The question before a delete; the panel's own words when not given. */
  deleteQuestion?: { header: string; message: string };
  /** Names an attachment's download button; `Download {{name}}` when not given. */
  downloadLabel?: (name: string) => string;
  /**
   * Checks an attachment as it is chosen: answers why it cannot go (naming it, in the host's words) or null. A
   * refused file is not attached and the composer shows why; every file goes when not given.
   */
  checkFile?: (file: File) => Promise<string | null>;
  /** What the composer's attachments may be (e.g. 'Allowed: png, pdf'), shown by the file input. */
  attachHint?: string;
}

/** Where the open composer is: a reply to a message, or an edit of one. */
type Open = { kind: 'reply' | 'edit'; message: ChatMessage } | null;

/**
 * The shell's chat panel (spec 01 shared widgets; spec 03: reply, edit, delete, attachments): a composer for a
 * new message, each message with its replies below it. Reply and Edit open the composer in place (Edit prefills
 * the text and may add files); Cancel resets text, files and option; Delete, on one's own messages only, asks
 * first. Attachments go up with a progress bar each and download through a short-lived link.
 */
export function ChatPanel(props: ChatPanelProps) {
  const { messages, label, readOnly = false, readOnlyText } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  return (
    <section className="chat-panel" aria-label={label}>
      {!readOnly && open === null && <Composer {...props} parentId={null} onDone={() => undefined} />}
      {readOnly && readOnlyText && <p className="chat-note">{readOnlyText}</p>}
      {messages.length === 0 ? (
        <p className="chat-note">{t('widgets.chat.empty')}</p>
      ) : (
        <MessageList list={messages} item={{ ...props, readOnly, open, setOpen }} />
      )}
    </section>
  );
}

type ItemProps = ChatPanelProps & { readOnly: boolean; open: Open; setOpen: (open: Open) => void };

/** Messages (a thread's, or a message's replies), each with its own replies below it. */
function MessageList({ list, item, replies }: { list: readonly ChatMessage[]; item: ItemProps; replies?: boolean }) {
  return (
    <ul className={replies ? 'chat-list chat-replies' : 'chat-list'}>
      {list.map((message) => (
        <MessageItem key={message.id} message={message} item={item} />
      ))}
    </ul>
  );
}

function MessageItem({ message, item }: { message: ChatMessage; item: ItemProps }) {
  const { readOnly, open, setOpen, remove, deleteQuestion } = item;
  const { t } = useTranslation();
  const confirm = useConfirm();
  const box = useMessageBox();
  const [deleting, setDeleting] = useState(false);
  const isOpen = open?.message.id === message.id ? open.kind : null;

  const askDelete = async () => {
    const yes = await confirm({
      header: deleteQuestion?.header ?? t('widgets.chat.deleteTitle'),
      message: deleteQuestion?.message ?? t('widgets.chat.deleteConfirm'),
      danger: true,
    });
    if (!yes) return;
    setDeleting(true);
    try {
      await remove(message);
    } catch (error) {
      box.error(error);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <li className="chat-message" aria-label={t('widgets.chat.messageBy', { name: message.authorName })}>
      <div className="chat-head">
        <strong>{message.authorName}</strong>
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        {message.editedAt && (
          <span className="chat-edited" title={formatDateTime(message.editedAt)}>
            {t('widgets.chat.edited')}
          </span>
        )}
      </div>
      {isOpen === 'edit' ? (
        <Composer {...item} parentId={message.parentId} editing={message} onDone={() => setOpen(null)} />
      ) : (
        <p className="chat-text">{message.text}</p>
      )}
      {message.files.length > 0 && (
        <ul className="chat-files" aria-label={t('widgets.chat.attachments')}>
          {message.files.map((file) => (
            <li key={file.key}>
              <Download file={file} item={item} />
            </li>
          ))}
        </ul>
      )}
      {!readOnly && isOpen === null && (
        <div className="chat-actions">
          <Button
            type="button"
            link
            size="small"
            label={t('widgets.chat.reply')}
            onClick={() => setOpen({ kind: 'reply', message })}
          />
          {message.mine && (
            <>
              <Button
                type="button"
                link
                size="small"
                label={t('widgets.chat.edit')}
                onClick={() => setOpen({ kind: 'edit', message })}
              />
              <Button
                type="button"
                link
                size="small"
                severity="danger"
                label={t('widgets.chat.delete')}
                loading={deleting}
                onClick={() => void askDelete()}
              />
            </>
          )}
        </div>
      )}
      {isOpen === 'reply' && <Composer {...item} parentId={message.id} onDone={() => setOpen(null)} />}
      {message.replies.length > 0 && <MessageList list={message.replies} item={item} replies />}
    </li>
  );
}

/** An attachment: its short-lived link is asked for when clicked (links last minutes), then opened. */
function Download({ file, item }: { file: ChatFile; item: ChatPanelProps }) {
  const { t } = useTranslation();
  const [busy, download] = useBusyAction(async () => {
    window.location.assign(await item.fileLink(file));
  });
  return (
    <Button
      type="button"
      link
      size="small"
      icon="pi pi-paperclip"
      label={file.name}
      aria-label={item.downloadLabel?.(file.name) ?? t('widgets.chat.download', { name: file.name })}
      loading={busy}
      onClick={() => void download()}
    />
  );
}

/** One file's upload as the composer shows it while saving. */
interface Upload {
  name: string;
  percent: number;
}

/** The reply box: text, files (each with its progress while saving), the notify option, Post and Cancel. */
function Composer({
  send,
  notifyLabel,
  maxLength,
  tooLongText,
  checkFile,
  attachHint,
  parentId,
  editing,
  onDone,
}: ChatPanelProps & { parentId: string | null; editing?: ChatMessage; onDone: () => void }) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const id = useId();
  const [text, setText] = useState(editing?.text ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const [notify, setNotify] = useState(true);
  const [saving, setSaving] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [refused, setRefused] = useState(false);
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const isTop = parentId === null && !editing;
  // An edit mails nobody: the option is offered on new messages and replies only.
  const offersNotify = Boolean(notifyLabel) && !editing;
  const tooLong = isTooLong(text, maxLength);

  const reset = () => {
    setText('');
    setFiles([]);
    setNotify(true);
    setUploads([]);
    setRefused(false);
    setFileProblems([]);
    if (input.current) input.current.value = '';
    onDone();
  };

  /** Keeps the chosen files the host takes; the others are named with why, and left out of the input too. */
  const choose = async (chosen: File[]) => {
    if (!checkFile) return setFiles(chosen);
    const problems = await Promise.all(chosen.map(checkFile));
    const kept = chosen.filter((_, i) => problems[i] === null);
    setFileProblems(problems.filter((p): p is string => p !== null));
    setFiles(kept);
    if (input.current && kept.length < chosen.length) {
      const list = new DataTransfer();
      kept.forEach((file) => list.items.add(file));
      input.current.files = list.files;
    }
  };

  const post = async () => {
    if (!canPost(text, saving)) return;
    if (tooLong) {
      setRefused(true);
      return;
    }
    setSaving(true);
    setUploads(files.map((file) => ({ name: file.name, percent: 0 })));
    const progress: ChatUploadProgress = (file, loaded, total) =>
      setUploads((now) => now.map((u) => (u.name === file.name ? { ...u, percent: percentOf(loaded, total) } : u)));
    try {
      await send(
        {
          action: editing ? 'edit' : 'create',
          text: text.trim(),
          parentId: editing ? editing.parentId : parentId,
          messageId: editing?.id ?? null,
          notify: offersNotify ? notify : false,
          files,
        },
        progress,
      );
      reset();
    } catch (error) {
      box.error(error);
      setUploads([]);
    } finally {
      setSaving(false);
    }
  };

  const label = editing
    ? t('widgets.chat.editLabel')
    : isTop
      ? t('widgets.chat.newLabel')
      : t('widgets.chat.replyLabel');
  return (
    <div className="chat-composer">
      <label htmlFor={`${id}-text`} className="sr-only">
        {label}
      </label>
      <InputTextarea
        id={`${id}-text`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={3}
        autoResize
        placeholder={label}
        invalid={refused && tooLong}
        aria-describedby={maxLength === undefined ? undefined : `${id}-count`}
      />
      {maxLength !== undefined && (
        <span id={`${id}-count`} className={tooLong ? 'chat-count over' : 'chat-count'}>
          {t('widgets.chat.count', { length: formatNumber(text.length), max: formatNumber(maxLength) })}
        </span>
      )}
      {refused && tooLong && (
        <small className="chat-error" role="alert">
          {tooLongText}
        </small>
      )}
      <div className="chat-composer-row">
        <input
          ref={input}
          id={`${id}-files`}
          type="file"
          multiple
          disabled={saving}
          aria-label={editing ? t('widgets.chat.attachMore') : t('widgets.chat.attach')}
          aria-describedby={attachHint ? `${id}-allowed` : undefined}
          onChange={(e) => void choose(Array.from(e.target.files ?? []))}
        />
        {attachHint && (
          <small id={`${id}-allowed`} className="chat-allowed">
            {attachHint}
          </small>
        )}
        {offersNotify && (
          <span className="chat-notify">
            <Checkbox inputId={`${id}-notify`} checked={notify} onChange={(e) => setNotify(e.checked === true)} />
            <label htmlFor={`${id}-notify`}>{notifyLabel}</label>
          </span>
        )}
      </div>
      {fileProblems.length > 0 && (
        <ul className="chat-error chat-refused" role="alert">
          {fileProblems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <UploadRows
        uploads={uploads.map((u) => ({ key: u.name, fileName: u.name, percent: u.percent, state: 'uploading' }))}
        className="chat-uploads"
        label={t('widgets.chat.uploads')}
        progressLabel={(name) => t('widgets.chat.uploadOf', { name })}
      />
      <div className="chat-buttons">
        {(!isTop || text || files.length > 0) && (
          <Button
            type="button"
            label={t('widgets.chat.cancel')}
            outlined
            size="small"
            onClick={reset}
            disabled={saving}
          />
        )}
        <Button
          type="button"
          label={editing ? t('widgets.chat.saveEdit') : isTop ? t('widgets.chat.post') : t('widgets.chat.postReply')}
          icon="pi pi-send"
          size="small"
          loading={saving}
          disabled={!canPost(text, saving)}
          onClick={() => void post()}
        />
      </div>
    </div>
  );
}
