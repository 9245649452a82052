import '../communication.css';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../../shared/format/date';
import { httpMessages } from '../../../../../shared/messages';
import { useMessageBox } from '../../../components/messageBox';
import { NoticeLink } from '../../../components/noticeLink';
import { RichTextView } from '../../../components/richText';
import { translateMessage } from '../../../lib/i18n';
import { noticeTypeText } from '../../../lib/noticeTypes';
import { markNotificationRead, useMyNotifications } from '../api/notifications';
import { openCreateNotification } from './dialogStore';

/**
 * The notifications tab of the header's activity dropdown: the user's latest notifications (`GET notifications`),
 * unread first in weight, each marked read on demand and opening what it concerns (a request's notice the request,
 * else the program), and the 'Create A Notification' entry. `onLeave` closes the dropdown when the user goes
 * somewhere else (a request, a program, the dialog).
 */
export function NotificationsTab({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const { data, error } = useMyNotifications();
  const [marking, setMarking] = useState<string | null>(null);

  const markRead = async (id: string) => {
    setMarking(id);
    try {
      await markNotificationRead(id);
    } catch (failure) {
      box.error(failure);
    } finally {
      setMarking(null);
    }
  };

  return (
    <div className="notifications-tab">
      <div className="notifications-actions">
        <Button
          type="button"
          icon="pi pi-plus"
          size="small"
          outlined
          label={t('communication.notification.create')}
          onClick={() => {
            onLeave();
            openCreateNotification();
          }}
        />
      </div>
      {error && !data && <Message severity="error" text={translateMessage(t, httpMessages.dataNotLoaded)} />}
      {data && data.items.length === 0 && <p className="activity-empty">{t('communication.notifications.empty')}</p>}
      {data && data.items.length > 0 && (
        <ul className="notification-list" aria-label={t('communication.notifications.list')}>
          {data.items.map((item) => (
            <li key={item.id} className={item.read ? 'notification-item' : 'notification-item unread'}>
              <div className="notification-head">
                {!item.read && (
                  <span className="notification-dot" aria-label={t('communication.notifications.unread')} role="img" />
                )}
                <span className="notification-type">{noticeTypeText(t, item.type)}</span>
                <time dateTime={item.at}>{formatDateTime(item.at)}</time>
              </div>
              <div className="notification-from">{t('communication.notifications.from', { name: item.fromName })}</div>
              <RichTextView html={item.body} className="notification-body" />
              <div className="notification-links">
                <NoticeLink notice={item} onFollow={onLeave} />
                {!item.read && (
                  <Button
                    type="button"
                    link
                    size="small"
                    label={t('communication.notifications.markRead')}
                    loading={marking === item.id}
                    onClick={() => void markRead(item.id)}
                  />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
