import { Badge } from 'primereact/badge';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { OverlayPanel } from 'primereact/overlaypanel';
import { ProgressBar } from 'primereact/progressbar';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../../../shared/format/date';
import { httpMessages } from '../../../../shared/messages';
import { refreshMyNotifications, useMyNotifications } from '../../areas/communication/api/notifications';
import { translateMessage } from '../../lib/i18n';
import { useActivities, type Activity } from './staticData';

const TABS = ['messages', 'notifications', 'tasks'] as const;
type Tab = (typeof TABS)[number];

// Notifications come from the API (`GET notifications`); the communication area draws them and its dialogs.
const NotificationsTab = lazy(() => import('../../areas/communication').then((m) => ({ default: m.NotificationsTab })));
const CommunicationDialogs = lazy(() => import('../../areas/communication').then((m) => ({ default: m.CommunicationDialogs })));

function ActivityItem({ item }: { item: Activity }) {
  const { t } = useTranslation();
  const status = item.status.toLowerCase();
  const complete = item.progress === 100;
  return (
    <li className={`activity-item activity-${status}`}>
      <i className={item.icon} aria-hidden="true" />
      <div className="activity-body">
        <span className="activity-title">{item.title}</span>
        <span className="activity-meta">
          <span className={`activity-status status-${status}`}>{t(`shell.activity.status.${item.status}`)}</span>
          {item.time && <time dateTime={item.time}>{`${formatDate(item.time)} ${formatTime(new Date(item.time))}`}</time>}
        </span>
        {item.progress !== undefined && (
          <div className={`activity-progress progress-${status}${complete ? ' progress-complete' : ''}`}>
            <ProgressBar value={item.progress} showValue={false} aria-label={item.title} />
            <span>{complete ? t('shell.activity.complete') : `${item.progress}%`}</span>
          </div>
        )}
      </div>
    </li>
  );
}

/** The header's activity dropdown: messages, notifications and tasks, last-updated time and refresh. */
export function ActivityDropdown() {
  const { t } = useTranslation();
  const panel = useRef<OverlayPanel>(null);
  const [tab, setTab] = useState<Tab>('messages');
  const { data, error, isValidating, mutate } = useActivities();
  const notifications = useMyNotifications();
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  useEffect(() => {
    if (data || notifications.data) setUpdatedAt(new Date());
  }, [data, notifications.data]);
  const tabCount = (name: Tab) => (name === 'notifications' ? notifications.data?.unread : data?.[name].length);
  const count = TABS.reduce((sum, name) => sum + (tabCount(name) ?? 0), 0);

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
      <OverlayPanel ref={panel} className="activity-panel" pt={{ root: { role: 'dialog', 'aria-label': t('shell.activity.title') } }}>
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
          {tab !== 'notifications' && error && <Message severity="error" text={translateMessage(t, httpMessages.dataNotLoaded)} />}
          {tab !== 'notifications' && data && data[tab].length === 0 && <p className="activity-empty">{t('shell.activity.empty')}</p>}
          {tab !== 'notifications' && data && data[tab].length > 0 && (
            <ul>
              {data[tab].map((item) => (
                <ActivityItem key={item.id} item={item} />
              ))}
            </ul>
          )}
        </div>
        <div className="activity-footer">
          <span>{updatedAt ? t('shell.activity.lastUpdated', { time: formatTime(updatedAt) }) : ''}</span>
          <Button
            icon="pi pi-refresh"
            text
            size="small"
            loading={isValidating || notifications.isValidating}
            onClick={() => {
              void mutate();
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
