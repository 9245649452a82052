import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../../../shared/format/date';
import { noticeTypeText } from '../../../lib/noticeTypes';
import { noticeLine } from '../../../lib/noticeText';
import { useRecentNotifications } from '../api/dashboard';
import { notificationLink } from '../lib/dashboard';
import { DashboardCard } from './DashboardCard';

const SHOWN = 5;

/** The user's latest notifications (submits, approvals, rejections, messages, requests), each opening its item. */
export function RecentActivityCard() {
  const { t } = useTranslation();
  const notifications = useRecentNotifications();
  const items = (notifications.data?.items ?? []).slice(0, SHOWN);
  return (
    <DashboardCard
      id="recent"
      title={t('home.recent.title')}
      loading={!notifications.data}
      error={notifications.error}
      footer={<Link to="/messages">{t('home.recent.open')}</Link>}
    >
      {items.length === 0 ? (
        <p className="home-empty">{t('home.recent.empty')}</p>
      ) : (
        <ul className="home-list">
          {items.map((n) => (
            <li key={n.id} className={n.read ? undefined : 'home-unread'}>
              <i className={n.read ? 'pi pi-envelope' : 'pi pi-inbox'} aria-hidden="true" />
              <span className="home-list-main">
                <Link to={notificationLink(n)}>{noticeLine(t, n)}</Link>
                <span className="muted">
                  {noticeTypeText(t, n.type)} · {formatDateTime(n.at)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
