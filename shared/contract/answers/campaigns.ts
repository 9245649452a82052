import * as z from '../../zod';
import { referenceRecordSchema } from '../../reference/kinds';
import { lazySchema } from '../../lazySchema';

const calendarEventSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.number(),
    title: z.string(),
    beginDate: z.string(),
    endDate: z.string(),
    left: z.number(),
    width: z.number(),
    row: z.number(),
    isLastDay: z.boolean(),
    active: z.boolean(),
    background: z.string(),
    customClass: z.string(),
    additionalColumns: z.array(z.object({ displayName: z.string(), value: z.string() })),
  }),
);

/** A change that answers only that it is done. */
export const doneAnswer = /* @__PURE__ */ lazySchema(() => z.object({ done: z.literal(true) }));

/** A program on the home timeline, with its status id for the web to word (the Status column says it in English). */
const myProgramEventSchema = /* @__PURE__ */ lazySchema(() => z.extend(calendarEventSchema, { statusId: z.number() }));

/** A calendar event of the events calendar (spec 01's calendar event, with the planner's dates and its kind). */
const plannerEventSchema = /* @__PURE__ */ lazySchema(() =>
  z.extend(z.omit(calendarEventSchema, { id: true, row: true }), {
    id: z.string(),
    kind: z.enum(['program', 'tactic', 'delivery']),
    programId: z.number(),
    /** Its program's status id: the web words it (the Status column's value is the English name). */
    statusId: z.number(),
  }),
);

/** The answer of `campaigns.themeTactics`, `users.tacticFavorites`. */
export const campaignsThemeTacticsAnswer = /* @__PURE__ */ lazySchema(() => z.array(referenceRecordSchema('tactic')));

/** The answer of `campaigns.calendar`. */
export const campaignsCalendarAnswer = /* @__PURE__ */ lazySchema(() => z.array(calendarEventSchema));

/** The answer of `campaigns.myCalendar`. */
export const campaignsMyCalendarAnswer = /* @__PURE__ */ lazySchema(() => z.array(myProgramEventSchema));

/** The answer of `campaigns.eventsCalendar`. */
export const campaignsEventsCalendarAnswer = /* @__PURE__ */ lazySchema(() =>
  z.object({ events: z.array(plannerEventSchema), truncated: z.boolean() }),
);

/** The answer of `users.themeFavorites`, `users.themeRecommendations`. */
export const usersThemeFavoritesAnswer = /* @__PURE__ */ lazySchema(() =>
  z.array(referenceRecordSchema('campaignTheme')),
);
