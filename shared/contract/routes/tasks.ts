import * as z from '../../zod';
import { programStatusIdSchema } from '../schemas/programs';
import { taskIdPattern, taskItemTypes, taskKinds, taskStatuses } from '../../tasks/tasks';
import { defineRoute } from '../route';
import { pagedResult, tableQuery } from '../wrapper';
import * as fieldMessages from '../../reference/fieldMessages';
import * as recordMessages from '../../recordMessages';

/** A task (shared/tasks/tasks.ts): derived from an item's workflow state, never stored as such. */
const taskSchema = z.object({
  id: z.string(),
  kind: z.enum(taskKinds),
  list: z.enum(['actionRequired', 'inProgress']),
  status: z.enum(taskStatuses),
  itemType: z.enum(taskItemTypes),
  itemId: z.string(),
  name: z.string(),
  stateName: z.string(),
  updatedAt: z.string(),
  link: z.string(),
  count: z.optional(z.number().check(z.int())),
  detail: z.optional(z.string()),
});

const budgetYear = z.optional(
  z.coerce.number({ error: fieldMessages.fiscalYearRequired }).check(z.int(), z.gte(2000), z.lte(2100)),
);
/**
 * Tasks are read from bounded lists (docs/decisions.md, 'Home and tasks'), so the whole list is searched and sorted
 * (`searchAndSortTasks`) and a page is picked from it.
 */
const taskListQuery = z.extend(tableQuery, { budgetYear });
const taskIdParams = z.object({ id: z.string().check(z.regex(taskIdPattern, recordMessages.task)) });
const taskPage = z.extend(pagedResult(taskSchema), { budgetYear: z.nullable(z.number().check(z.int())) });

const completedTaskSchema = z.extend(taskSchema, { completedAt: z.string() });

/** Tasks (spec 01, 'Tasks and reports'): the home page's and the activity dropdown's, for the signed-in user. */
export const taskRoutes = {
  'tasks.generalInfo': defineRoute({
    method: 'GET',
    path: 'tasks/general-info',
    family: 'programs',
    access: 'signed-in',
    query: z.object({ budgetYear }),
    response: z.object({
      budgetYear: z.nullable(z.number().check(z.int())),
      programsByStatus: z.array(z.object({ statusId: programStatusIdSchema, name: z.string(), count: z.number() })),
      totalPrograms: z.number(),
    }),
    summary:
      "The budget year (the current one unless asked) and how many of its programs the user may see are in each status, from the lists' status counters.",
  }),
  'tasks.actionRequired': defineRoute({
    method: 'GET',
    path: 'tasks/action-required',
    family: 'programs',
    access: 'signed-in',
    query: taskListQuery,
    response: taskPage,
    summary:
      'What waits for the user: programs to approve or revise, promo code buckets to approve, open requests addressed to them, submitted PO lines to approve; newest first, less those they marked as completed.',
  }),
  'tasks.inProgress': defineRoute({
    method: 'GET',
    path: 'tasks/in-progress',
    family: 'programs',
    access: 'signed-in',
    query: taskListQuery,
    response: taskPage,
    summary: "The user's own programs being planned (New, Revised), newest first.",
  }),
  'tasks.complete': defineRoute({
    method: 'GET',
    path: 'tasks/complete',
    family: 'programs',
    access: 'signed-in',
    query: taskListQuery,
    response: pagedResult(completedTaskSchema),
    summary: 'The tasks the user marked as completed, newest first.',
  }),
  'tasks.summary': defineRoute({
    method: 'GET',
    path: 'tasks/summary',
    family: 'programs',
    access: 'signed-in',
    query: z.object({ budgetYear }),
    response: z.object({
      budgetYear: z.nullable(z.number().check(z.int())),
      actionRequired: z.number(),
      inProgress: z.number(),
      complete: z.number(),
      byKind: z.record(z.string(), z.number()),
    }),
    summary: 'How many tasks each list holds, and action-required tasks by kind.',
  }),
  'tasks.timeline': defineRoute({
    method: 'GET',
    path: 'tasks/{id}/timeline',
    family: 'programs',
    access: 'signed-in',
    params: taskIdParams,
    response: z.object({
      /**
       * Whose trail it is, which says what the codes name: a program's (a promo code's too: its program's entries)
       * actions and status ids, a communication request's actions and states, a PO line's actions and statuses.
       * The web words each in the reader's language.
       */
      kind: z.enum(['program', 'request', 'expense']),
      items: z.array(
        z.object({
          at: z.string(),
          by: z.string(),
          /** The stored action code ('submit', 'add-version', 'Approve'). */
          action: z.string(),
          /** The status before and after, as codes (a program's status id, a request's or a line's state). */
          from: z.nullable(z.string()),
          to: z.nullable(z.string()),
          notes: z.nullable(z.string()),
        }),
      ),
    }),
    summary: "The task's item's audit trail, oldest first (a program's, a request's or a PO line's).",
  }),
  'tasks.markAsCompleted': defineRoute({
    method: 'POST',
    path: 'tasks/{id}/mark-as-completed',
    family: 'programs',
    access: 'signed-in',
    params: taskIdParams,
    response: z.object({ id: z.string(), completedAt: z.string() }),
    summary:
      "Dismisses the task for the user alone while its item stays as it is (a record of the user's); the workflow does not change.",
  }),
};
