import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../../../shared/format/date';
import { ApiError } from '../../../lib/api';
import { translateMessage } from '../../../lib/i18n';
import { taskTitle, useActionRequiredTasks } from '../../../lib/tasks';
import { writeThenRefresh } from '../../../lib/useRoute';
import { DashboardCard } from './DashboardCard';

const SHOWN = 6;

/**
 * What waits for the user (`tasks/action-required`, the header's read): each task opens its item; *Mark as
 * completed* dismisses it for this user only.
 */
export function TasksCard() {
  const { t } = useTranslation();
  const tasks = useActionRequiredTasks(true);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string[]>([]);
  const items = tasks.data?.items ?? [];
  const total = tasks.data?.totalCount ?? 0;
  const dismiss = async (id: string) => {
    setBusy(id);
    setFailure([]);
    try {
      await writeThenRefresh(['tasks.actionRequired'], 'tasks.markAsCompleted', { params: { id } });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.messages : [String(error)]);
    } finally {
      setBusy(null);
    }
  };
  return (
    <DashboardCard
      id="tasks"
      title={t('home.tasks.title')}
      subtitle={tasks.data ? t('home.tasks.count', { count: total }) : undefined}
      loading={!tasks.data}
      error={tasks.error}
    >
      {items.length === 0 ? (
        <p className="home-empty">{t('home.tasks.empty')}</p>
      ) : (
        <ul className="home-list home-tasks-list">
          {items.slice(0, SHOWN).map((task) => (
            <li key={task.id}>
              <span className={`activity-status status-${task.status.toLowerCase()}`}>
                {t(`shell.activity.status.${task.status}`)}
              </span>
              <span className="home-list-main">
                <Link to={task.link}>{taskTitle(t, task)}</Link>
                <span className="muted">{[task.detail, formatDate(task.updatedAt)].filter(Boolean).join(' · ')}</span>
              </span>
              <Button
                icon="pi pi-check"
                text
                rounded
                size="small"
                loading={busy === task.id}
                aria-label={t('home.tasks.markAsCompleted', { name: task.name })}
                title={t('home.tasks.markAsCompleted', { name: task.name })}
                onClick={() => void dismiss(task.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <Link to="/tasks" className="home-card-link">
        {t('home.tasks.all', { count: total })}
      </Link>
      {failure.map((text) => (
        <Message key={text} severity="error" text={translateMessage(t, text)} />
      ))}
    </DashboardCard>
  );
}
