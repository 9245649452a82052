import { Badge } from 'primereact/badge';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { OverlayPanel } from 'primereact/overlaypanel';
import { ProgressBar } from 'primereact/progressbar';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateTime, formatTime } from '../../../../shared/format/date';
import { httpMessages } from '../../../../shared/messages';
import { refreshMyNotifications, useMyNotifications } from '../../areas/communication/api/notifications';
import { translateMessage } from '../../lib/i18n';
import { unreadCount, useActivities, type Activity } from './activities';

const TABS = ['messages', 'notifications', 'tasks'] as const;
type Tab = (typeof TABS)[number];

// Notifications come from the API (`GET notifications`); the communication area draws them and its dialogs.
const NotificationsTab = lazy(() => import('../../areas/communication').then((m) => ({ default: m.NotificationsTab })));
const CommunicationDialogs = lazy(() =>
  import('../../areas/communication').then((m) => ({ default: m.CommunicationDialogs })),
);

function ActivityItem({ item, onOpen }: { item: Activity; onOpen: () => void }) {
  const { t } = useTranslation();
  const status = item.status.toLowerCase();
  return (
    <li className={`activity-item activity-${status}`}>
      <i className={item.icon} aria-hidden="true" />
      <div className="activity-body">
        <Link className="activity-title" to={item.link} onClick={onOpen}>
          {item.title}
        </Link>
        <span className="activity-meta">
          <span className={`activity-status status-${status}`}>{t(`shell.activity.status.${item.status}`)}</span>
          {item.time && <time dateTime={item.time}>{formatDateTime(item.time)}</time>}
        </span>
      </div>
    </li>
  );
}

/**
 * The header's activity dropdown: messages (notifications about programs: submits, approvals, rejections, program
 * messages), notifications (all, with their dialogs), tasks (`tasks/action-required`: what waits for the user), each item with
 * the spec's status and a link to what it concerns (a request's notice: the request); a failed read says so in its
 * tab. The bell counts each unread item once (unread notifications and tasks); last-updated time and refresh.
 */
export function ActivityDropdown() {
  const { t } = useTranslation();
  const panel = useRef<OverlayPanel>(null);
  const [tab, setTab] = useState<Tab>('messages');
  const activities = useActivities(t);
  const data = { messages: activities.messages, tasks: activities.tasks };
  const error = tab === 'notifications' ? undefined : activities.errors[tab];
  const notifications = useMyNotifications();
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  useEffect(() => {
    if (activities.tasks || notifications.data) setUpdatedAt(new Date());
  }, [activities.tasks, notifications.data]);
  const tabCount = (name: Tab) => (name === 'notifications' ? notifications.data?.unread : data[name]?.length);
  const count = unreadCount(notifications.data?.unread, activities.tasks);

  return (
    <div className="activity-dropdown">
      <Button
        className="header-button activity-button p-overlay-badge"
        icon="pi pi-bell"
        text
        onClick={(e) => panel.current?.toggle(e)}
        aria-label={t('shell.activity.button', { total: count })}
        title={t('shell.activity.button', { total: count })}
        aria-haspopup="dialog"
      >
        {count > 0 && <Badge value={count} severity="danger" />}
      </Button>
      <OverlayPanel
        ref={panel}
        className="activity-panel"
        pt={{ root: { role: 'dialog', 'aria-label': t('shell.activity.title') } }}
      >
        <div className="activity-tabs" role="tablist">
          {TABS.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              className={tab === name ? 'activity-tab active' : 'activity-tab'}
              onClick={() => setTab(name)}
            >
              {t(`shell.activity.${name}`)} {tabCount(name) !== undefined ? `(${tabCount(name)})` : ''}
            </button>
          ))}
        </div>
        <div role="tabpanel" className="activity-list">
          {tab === 'notifications' && (
            <Suspense fallback={<ProgressBar mode="indeterminate" style={{ height: '4px' }} />}>
              <NotificationsTab onLeave={() => panel.current?.hide()} />
            </Suspense>
          )}
          {tab !== 'notifications' && !!error && (
            <Message severity="error" text={translateMessage(t, httpMessages.dataNotLoaded)} />
          )}
          {tab !== 'notifications' && data[tab]?.length === 0 && (
            <p className="activity-empty">{t('shell.activity.empty')}</p>
          )}
          {tab !== 'notifications' && !!data[tab]?.length && (
            <ul>
              {data[tab]!.map((item) => (
                <ActivityItem key={item.id} item={item} onOpen={() => panel.current?.hide()} />
              ))}
            </ul>
          )}
          {tab === 'tasks' && (
            <Link to="/tasks" className="activity-all" onClick={() => panel.current?.hide()}>
              {t('shell.activity.allTasks')}
            </Link>
          )}
        </div>
        <div className="activity-footer">
          <span>{updatedAt ? t('shell.activity.lastUpdated', { time: formatTime(updatedAt) }) : ''}</span>
          <Button
            icon="pi pi-refresh"
            text
            size="small"
            loading={activities.isValidating || notifications.isValidating}
            onClick={() => {
              void activities.refresh();
              void refreshMyNotifications();
            }}
            label={t('shell.activity.refresh')}
          />
        </div>
      </OverlayPanel>
      <Suspense fallback={null}>
        <CommunicationDialogs />
      </Suspense>
    </div>
  );
}
