import * as z from '../../zod';
import { taskIdPattern } from '../../tasks/tasks';
import { answers, defineRoute } from '../route';
import { tableQuery } from '../wrapper';
import * as fieldMessages from '../../reference/fieldMessages';
import * as recordMessages from '../../recordMessages';
import type {
  tasksGeneralInfoAnswer,
  tasksCompleteAnswer,
  tasksSummaryAnswer,
  tasksTimelineAnswer,
  tasksMarkAsCompletedAnswer,
  taskPage,
} from '../answers/tasks';
import { lazySchema } from '../../lazySchema';

const budgetYear = /* @__PURE__ */ lazySchema(() =>
  z.optional(z.coerce.number({ error: fieldMessages.fiscalYearRequired }).check(z.int(), z.gte(2000), z.lte(2100))),
);
/**
 * Tasks are read from bounded lists (docs/decisions.md, 'Home and tasks'), so the whole list is searched and sorted
 * (`searchAndSortTasks`) and a page is picked from it.
 */
const taskListQuery = /* @__PURE__ */ lazySchema(() => z.extend(tableQuery, { budgetYear }));
const taskIdParams = /* @__PURE__ */ lazySchema(() =>
  z.object({ id: z.string().check(z.regex(taskIdPattern, recordMessages.task)) }),
);

/** Tasks (spec 01, 'Tasks and reports'): the home page's and the activity dropdown's, for the signed-in user. */
export const taskRoutes = {
  'tasks.generalInfo': defineRoute({
    method: 'GET',
    path: 'tasks/general-info',
    family: 'programs',
    access: 'signed-in',
    query: lazySchema(() => z.object({ budgetYear })),
    response: answers<typeof tasksGeneralInfoAnswer>(),
    summary:
      "The budget year (the current one unless asked) and how many of its programs the user may see are in each status, from the lists' status counters.",
  }),
  'tasks.actionRequired': defineRoute({
    method: 'GET',
    path: 'tasks/action-required',
    family: 'programs',
    access: 'signed-in',
    query: taskListQuery,
    response: answers<typeof taskPage>(),
    summary:
      'What waits for the user: programs to approve or revise, promo code buckets to approve, open requests addressed to them, submitted PO lines to approve; newest first, less those they marked as completed.',
  }),
  'tasks.inProgress': defineRoute({
    method: 'GET',
    path: 'tasks/in-progress',
    family: 'programs',
    access: 'signed-in',
    query: taskListQuery,
    response: answers<typeof taskPage>(),
    summary: "The user's own programs being planned (New, Revised), newest first.",
  }),
  'tasks.complete': defineRoute({
    method: 'GET',
    path: 'tasks/complete',
    family: 'programs',
    access: 'signed-in',
    query: taskListQuery,
    response: answers<typeof tasksCompleteAnswer>(),
    summary: 'The tasks the user marked as completed, newest first.',
  }),
  'tasks.summary': defineRoute({
    method: 'GET',
    path: 'tasks/summary',
    family: 'programs',
    access: 'signed-in',
    query: lazySchema(() => z.object({ budgetYear })),
    response: answers<typeof tasksSummaryAnswer>(),
    summary: 'How many tasks each list holds, and action-required tasks by kind.',
  }),
  'tasks.timeline': defineRoute({
    method: 'GET',
    path: 'tasks/{id}/timeline',
    family: 'programs',
    access: 'signed-in',
    params: taskIdParams,
    response: answers<typeof tasksTimelineAnswer>(),
    summary: "The task's item's audit trail, oldest first (a program's, a request's or a PO line's).",
  }),
  'tasks.markAsCompleted': defineRoute({
    method: 'POST',
    path: 'tasks/{id}/mark-as-completed',
    family: 'programs',
    access: 'signed-in',
    params: taskIdParams,
    response: answers<typeof tasksMarkAsCompletedAnswer>(),
    summary:
      "Dismisses the task for the user alone while its item stays as it is (a record of the user's); the workflow does not change.",
  }),
};
