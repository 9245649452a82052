import '../requests.css';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../../shared/format/date';
import { useMessageBox } from '../../../components/messageBox';
import { NoticeLink } from '../../../components/noticeLink';
import { RichTextView } from '../../../components/richText';
import { noticeParagraphsOf, type ShownNotice } from '../../../lib/noticeText';
import { noticeTypeText } from '../../../lib/noticeTypes';
import { markAllMessagesRead, markMessageRead, refreshDropdown, useMyMessages } from '../api/messages';

/**
 * Messages (`messages`): the user's messages and notifications, newest first, a page at a time; each can be marked
 * read and opens the request or the program it concerns.
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const box = useMessageBox();
  const pages = useMyMessages();
  const [busy, setBusy] = useState<string | null>(null);
  const items = (pages.data ?? []).flatMap((page) => page.items);
  const unread = pages.data?.[0]?.unread ?? 0;
  const hasMore = !!pages.data?.at(-1)?.nextCursor;

  const run = async (key: string, action: () => Promise<void>) => {
    setBusy(key);
    try {
      await action();
      await Promise.all([pages.mutate(), refreshDropdown()]);
    } catch (error) {
      box.error(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="requests-page messages-page">
      <div className="requests-toolbar">
        <span aria-live="polite">{t('requests.messages.unread', { count: unread })}</span>
        <Button
          type="button"
          size="small"
          outlined
          icon="pi pi-check-square"
          label={t('requests.messages.readAll')}
          disabled={unread === 0 || busy !== null}
          loading={busy === 'all'}
          onClick={() => void run('all', markAllMessagesRead)}
        />
        <Button
          type="button"
          size="small"
          text
          icon="pi pi-refresh"
          label={t('requests.messages.refresh')}
          onClick={() => void pages.mutate()}
        />
      </div>
      {pages.error && !pages.data && <Message severity="error" text={t('spec.http.dataNotLoaded')} />}
      {pages.data && items.length === 0 && <p>{t('requests.messages.empty')}</p>}
      <ul className="message-list" aria-label={t('requests.messages.list')}>
        {items.map((item) => (
          <li key={item.id} className={item.read ? 'message-item' : 'message-item unread'}>
            <div className="message-head">
              <strong>{noticeTypeText(t, item.type)}</strong>
              <span>{t('requests.messages.from', { name: item.fromName })}</span>
              <time dateTime={item.at}>{formatDateTime(item.at)}</time>
              {!item.read && <span className="sr-only">{t('requests.messages.unreadMark')}</span>}
            </div>
            <MessageBody item={item} />
            <div className="message-links">
              <NoticeLink notice={item} />
              {/* A request's notice also names its program. */}
              {item.requestId ? <NoticeLink notice={{ programId: item.programId }} /> : null}
              {!item.read && (
                <Button
                  type="button"
                  link
                  size="small"
                  label={t('requests.messages.markRead')}
                  loading={busy === item.id}
                  disabled={busy !== null}
                  onClick={() => void run(item.id, () => markMessageRead(item.id))}
                />
              )}
            </div>
          </li>
        ))}
      </ul>
      {hasMore && (
        <Button
          type="button"
          outlined
          size="small"
          label={t('requests.messages.older')}
          loading={pages.isValidating}
          onClick={() => void pages.setSize(pages.size + 1)}
        />
      )}
    </div>
  );
}

/** A notice the server wrote, in the reader's language; a user's message as its author wrote it. */
function MessageBody({ item }: { item: ShownNotice }) {
  const { t } = useTranslation();
  const paragraphs = noticeParagraphsOf(t, item);
  if (!paragraphs) return <RichTextView html={item.body} className="message-body" />;
  return (
    <div className="message-body">
      {paragraphs.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
    </div>
  );
}
