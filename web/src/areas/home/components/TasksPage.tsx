import '../home.css';
import { Message } from 'primereact/message';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { TABLE_PAGE_SIZE_ALL } from '../../../../../shared/constants';
import { formatDateTime } from '../../../../../shared/format/date';
import {
  pageOfRows,
  searchedAndSorted,
  ServerDataTable,
  useTableState,
  type TableColumn,
} from '../../../components/dataTable';
import { DateText } from '../../../components/format';
import { messagesOfError } from '../../../components/messageBox';
import { auditActionText, auditNotesText, auditStatusText } from '../../../lib/auditNotes';
import { translateMessage } from '../../../lib/i18n';
import { taskTitle, type TaskRow } from '../../../lib/tasks';
import { useRoute } from '../../../lib/useRoute';
import { taskStateText } from '../lib/taskState';
import { MarkCompletedButton, useTaskCompletion } from './TaskCompletion';

const lists = ['actionRequired', 'inProgress', 'complete'] as const;
type TaskListName = (typeof lists)[number];
/** A task with the texts its row shows, which the search looks in and the Task and Status columns sort by. */
type ListedTask = TaskRow & { completedAt?: string; title: string; statusText: string; stateText: string };

const routeOf = {
  actionRequired: 'tasks.actionRequired',
  inProgress: 'tasks.inProgress',
  complete: 'tasks.complete',
} as const;

/**
 * Every task of the user (`tasks`): what needs their action, their programs in planning, and what they marked as
 * completed. Each list is read whole (the lists are bounded: docs/decisions.md, 'Home and tasks') and searched,
 * sorted and paged here, on the texts the rows show: a task's title is its kind's text in the user's language with
 * its item's name, which the server does not have. A row opens its item; its expander shows the item's timeline.
 */
export function TasksPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('list');
  const list: TaskListName = (lists as readonly string[]).includes(asked ?? '') ? (asked as TaskListName) : lists[0];
  const table = useTableState({ inUrl: true });
  const summary = useRoute('tasks.summary', { query: {} });
  const result = useRoute(routeOf[list], { query: { pageIndex: 0, pageSize: TABLE_PAGE_SIZE_ALL } });
  const shown = useMemo(
    () =>
      searchedAndSorted(
        (result.data?.items ?? []).map((task): ListedTask => ({
          ...task,
          title: taskTitle(t, task),
          statusText: t(`shell.activity.status.${task.status}`),
          stateText: taskStateText(t, task),
        })),
        table.state,
        (task) => [task.title, task.stateText, task.detail ?? null],
      ),
    [result.data, table.state, t],
  );
  const completion = useTaskCompletion();

  const choose = (next: TaskListName) => {
    setParams(
      (current) => {
        const kept = new URLSearchParams(current);
        kept.set('list', next);
        return kept;
      },
      { replace: true },
    );
    table.firstPage();
  };
  const counts = summary.data
    ? {
        actionRequired: summary.data.actionRequired,
        inProgress: summary.data.inProgress,
        complete: summary.data.complete,
      }
    : null;

  const columns: TableColumn<ListedTask>[] = [
    {
      field: 'status',
      header: t('home.taskList.columns.status'),
      sortField: 'statusText',
      body: (task) => <Tag value={task.statusText} severity={severityOf(task.status)} />,
    },
    {
      field: 'title',
      header: t('home.taskList.columns.task'),
      sortField: 'title',
      fixed: true,
      body: (task) => <Link to={task.link}>{task.title}</Link>,
    },
    { field: 'stateText', header: t('home.taskList.columns.state'), sortField: 'stateText' },
    { field: 'detail', header: t('home.taskList.columns.detail') },
    {
      field: 'updatedAt',
      header: t('home.taskList.columns.updated'),
      sortField: 'updatedAt',
      body: (task) => <DateText value={task.updatedAt} />,
    },
    ...(list === 'complete'
      ? [
          {
            field: 'completedAt',
            header: t('home.taskList.columns.completed'),
            sortField: 'completedAt',
            body: (task: ListedTask) => <DateText value={task.completedAt ?? null} />,
          },
        ]
      : []),
    ...(list === 'actionRequired'
      ? [
          {
            field: 'done',
            header: t('home.taskList.columns.done'),
            fixed: true,
            body: (task: ListedTask) => <MarkCompletedButton task={task} completion={completion} />,
          },
        ]
      : []),
  ];

  return (
    <div className="task-list-page">
      {/* The chosen list filled, the others outlined (the calendar's view switch). */}
      <div className="task-list-choice" role="group" aria-label={t('home.taskList.choose')}>
        {lists.map((l) => (
          <Button
            key={l}
            type="button"
            size="small"
            label={counts ? t(`home.taskList.lists.${l}`, { count: counts[l] }) : t(`home.taskList.names.${l}`)}
            outlined={list !== l}
            aria-pressed={list === l}
            onClick={() => choose(l)}
          />
        ))}
      </div>
      {completion.failure.map((text) => (
        <Message key={text} severity="error" text={translateMessage(t, text)} />
      ))}
      <ServerDataTable
        key={list}
        tableId={`tasks-${list}`}
        table={table}
        result={result.data ? pageOfRows(shown, table.state) : undefined}
        loading={result.isLoading || result.isValidating}
        error={result.error}
        columns={columns}
        dataKey="id"
        caption={t(`home.taskList.names.${list}`)}
        searchPlaceholder={t('home.taskList.search')}
        emptyMessage={t(`home.taskList.empty.${list}`)}
        rowExpansion={(task) => <TaskTimeline taskId={task.id} />}
      />
    </div>
  );
}

const severityOf = (status: TaskRow['status']) =>
  status === 'CRITICAL' || status === 'URGENT' ? 'danger' : status === 'PRIMARY' ? 'info' : 'secondary';

/** What happened to a task's item, oldest first (`tasks/{id}/timeline`), in the reader's words. */
function TaskTimeline({ taskId }: { taskId: string }) {
  const { t } = useTranslation();
  const timeline = useRoute('tasks.timeline', { params: { id: taskId } });
  if (timeline.error)
    return (
      <Message severity="error" text={[t('spec.http.dataNotLoaded'), ...messagesOfError(timeline.error)].join(' — ')} />
    );
  if (!timeline.data) return <p className="muted">{t('home.taskList.timelineLoading')}</p>;
  if (timeline.data.items.length === 0) return <p className="muted">{t('home.taskList.timelineEmpty')}</p>;
  const { kind } = timeline.data;
  return (
    <ol className="task-timeline" aria-label={t('home.taskList.timeline')}>
      {timeline.data.items.map((entry, i) => (
        <li key={`${entry.at}-${i}`}>
          <span className="muted">{formatDateTime(entry.at)}</span>{' '}
          {[
            entry.by,
            auditActionText(t, kind, entry.action),
            entry.from && entry.to && entry.from !== entry.to
              ? `${auditStatusText(t, kind, entry.from)} → ${auditStatusText(t, kind, entry.to)}`
              : null,
            kind === 'program' ? auditNotesText(t, entry.action, entry.notes) : entry.notes,
          ]
            .filter(Boolean)
            .join(' · ')}
        </li>
      ))}
    </ol>
  );
}
