import type { TFunction } from 'i18next';
import type { RouteResult } from './api';
import { useRoute } from './useRoute';

/** A task as the API answers it (shared/tasks/tasks.ts). */
export type TaskRow = RouteResult<'tasks.actionRequired'>['items'][number];

/** How many action-required tasks the header and home read: one SWR entry both share. */
const TASKS_PAGE = 50;

/**
 * The signed-in user's action-required tasks (`tasks/action-required`), newest first: one read for the header's
 * activity dropdown and the home page. Nothing is read while `enabled` is false (a user without a role).
 */
export const useActionRequiredTasks = (enabled: boolean) =>
  useRoute('tasks.actionRequired', enabled ? { query: { pageSize: TASKS_PAGE, pageIndex: 0 } } : null);

/** A task's title in the user's language: what it asks, around the item's own name (shell.activity.task). */
export const taskTitle = (t: TFunction, task: TaskRow) =>
  t(`shell.activity.task.${task.kind}`, { name: task.name, count: task.count ?? 1 });
