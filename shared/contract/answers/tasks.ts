import * as z from '../../zod';
import { programStatusIdSchema } from './programs';
import { taskItemTypes, taskKinds, taskStatuses } from '../../tasks/tasks';
import { pagedResult } from '../wrapper';
import { lazySchema } from '../../lazySchema';

/** A task (shared/tasks/tasks.ts): derived from an item's workflow state, never stored as such. */
const taskSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
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
  }),
);

export const taskPage = /* @__PURE__ */ lazySchema(() =>
  z.extend(pagedResult(taskSchema), { budgetYear: z.nullable(z.number().check(z.int())) }),
);

const completedTaskSchema = /* @__PURE__ */ lazySchema(() => z.extend(taskSchema, { completedAt: z.string() }));

/** The answer of `tasks.generalInfo`. */
export const tasksGeneralInfoAnswer = /* @__PURE__ */ lazySchema(() =>
  z.object({
    budgetYear: z.nullable(z.number().check(z.int())),
    programsByStatus: z.array(z.object({ statusId: programStatusIdSchema, name: z.string(), count: z.number() })),
    totalPrograms: z.number(),
  }),
);

/** The answer of `tasks.complete`. */
export const tasksCompleteAnswer = /* @__PURE__ */ lazySchema(() => pagedResult(completedTaskSchema));

/** The answer of `tasks.summary`. */
export const tasksSummaryAnswer = /* @__PURE__ */ lazySchema(() =>
  z.object({
    budgetYear: z.nullable(z.number().check(z.int())),
    actionRequired: z.number(),
    inProgress: z.number(),
    complete: z.number(),
    byKind: z.record(z.string(), z.number()),
  }),
);

/** The answer of `tasks.timeline`. */
export const tasksTimelineAnswer = /* @__PURE__ */ lazySchema(() =>
  z.object({
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
);

/** The answer of `tasks.markAsCompleted`. */
export const tasksMarkAsCompletedAnswer = /* @__PURE__ */ lazySchema(() =>
  z.object({ id: z.string(), completedAt: z.string() }),
);
