import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../../../shared/format/date';
import { translateMessage } from '../../../lib/i18n';
import { taskTitle, useActionRequiredTasks } from '../../../lib/tasks';
import { DashboardCard } from './DashboardCard';
import { MarkCompletedButton, useTaskCompletion } from './TaskCompletion';

const SHOWN = 6;

/**
 * What waits for the user (`tasks/action-required`, the header's read): each task opens its item; *Mark as
 * completed* dismisses it for this user only.
 */
export function TasksCard() {
  const { t } = useTranslation();
  const tasks = useActionRequiredTasks(true);
  const completion = useTaskCompletion();
  const items = tasks.data?.items ?? [];
  const total = tasks.data?.totalCount ?? 0;
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
              <MarkCompletedButton task={task} completion={completion} />
            </li>
          ))}
        </ul>
      )}
      <Link to="/tasks" className="home-card-link">
        {t('home.tasks.all', { count: total })}
      </Link>
      {completion.failure.map((text) => (
        <Message key={text} severity="error" text={translateMessage(t, text)} />
      ))}
    </DashboardCard>
  );
}
