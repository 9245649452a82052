import * as z from '../../zod';
import { knownClaims } from '../../claims';
import { isCalendarDate } from '../../format/date';
import { CALENDAR_MAX_DAYS } from '../../eventsCalendar';
import { answers, defineRoute } from '../route';
import { calendarDate } from '../schemas/common';
import * as contractMessages from '../contractMessages';
import * as fieldMessages from '../../reference/fieldMessages';
import type {
  campaignsThemeTacticsAnswer,
  campaignsCalendarAnswer,
  campaignsMyCalendarAnswer,
  campaignsEventsCalendarAnswer,
  usersThemeFavoritesAnswer,
  doneAnswer,
} from '../answers/campaigns';
import { lazySchema } from '../../lazySchema';

const view = knownClaims.viewCampaigns;
const themeId = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.coerce
      .number({ error: contractMessages.unknownCampaignTheme })
      .check(z.int(), z.positive(contractMessages.unknownCampaignTheme)),
  }),
);
const tacticId = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.coerce
      .number({ error: contractMessages.unknownTactic })
      .check(z.int(), z.positive(contractMessages.unknownTactic)),
  }),
);
const isoDate = /* @__PURE__ */ lazySchema(() => calendarDate());
const bothDates = (q: { from: string; to: string }) => isCalendarDate(q.from) && isCalendarDate(q.to);
const calendarQuery = /* @__PURE__ */ lazySchema(() =>
  z.object({ from: isoDate, to: isoDate }).check(
    z.refine((q) => !bothDates(q) || q.to >= q.from, { path: ['to'], message: fieldMessages.endBeforeStart }),
    z.refine((q) => !bothDates(q) || Date.parse(q.to) - Date.parse(q.from) <= 400 * 86_400_000, {
      path: ['to'],
      message: contractMessages.showAYear,
    }),
  ),
);

/** A month grid or a week (at most six weeks); `mine` reads the user's own programs (the planner). */
const eventsCalendarQuery = /* @__PURE__ */ lazySchema(() =>
  z.object({ from: isoDate, to: isoDate, mine: z.optional(z.enum(['true', 'false'])) }).check(
    z.refine((q) => !bothDates(q) || q.to >= q.from, { path: ['to'], message: fieldMessages.endBeforeStart }),
    z.refine((q) => !bothDates(q) || Date.parse(q.to) - Date.parse(q.from) < CALENDAR_MAX_DAYS * 86_400_000, {
      path: ['to'],
      message: contractMessages.showSixWeeks,
    }),
  ),
);

/** The campaign library around the themes: favorites, recommendations and calendars (spec 01 and 02, section 7). */
export const campaignRoutes = {
  'campaigns.themeTactics': defineRoute({
    method: 'GET',
    path: 'campaigns/{id}/campaign-theme-tactics',
    family: 'campaigns',
    access: view,
    params: themeId,
    response: answers<typeof campaignsThemeTacticsAnswer>(),
    summary: "A theme's tactics from the catalog.",
  }),
  'campaigns.calendar': defineRoute({
    method: 'GET',
    path: 'campaigns/calendar',
    family: 'campaigns',
    access: view,
    query: calendarQuery,
    response: answers<typeof campaignsCalendarAnswer>(),
    summary: 'Active campaign themes in a date range, laid out in rows without overlap.',
  }),
  'campaigns.myCalendar': defineRoute({
    method: 'GET',
    path: 'campaigns/my-campaigns-calendar',
    family: 'campaigns',
    access: view,
    query: calendarQuery,
    response: answers<typeof campaignsMyCalendarAnswer>(),
    summary: "The user's programs in a date range (the home timeline), laid out in rows without overlap.",
  }),
  'campaigns.eventsCalendar': defineRoute({
    method: 'GET',
    path: 'campaigns/events-calendar',
    family: 'campaigns',
    access: knownClaims.viewPrograms,
    query: eventsCalendarQuery,
    response: answers<typeof campaignsEventsCalendarAnswer>(),
    summary:
      "Programs, their tactics' in-store dates and deliveries in a window of at most six weeks, within the user's " +
      'retailers (bounded reads; `truncated` when the bound was reached).',
  }),
  'users.favoriteTheme': defineRoute({
    method: 'POST',
    path: 'users/campaign-theme/{id}/favorite',
    family: 'campaigns',
    access: view,
    params: themeId,
    response: answers<typeof doneAnswer>(),
    summary: 'Marks a campaign theme as a favorite of the user.',
  }),
  'users.unfavoriteTheme': defineRoute({
    method: 'DELETE',
    path: 'users/campaign-theme-favorite/{id}',
    family: 'campaigns',
    access: view,
    params: themeId,
    response: answers<typeof doneAnswer>(),
    summary: 'Removes a campaign theme from the favorites.',
  }),
  'users.themeFavorites': defineRoute({
    method: 'GET',
    path: 'users/campaign-theme-favorites',
    family: 'campaigns',
    access: view,
    response: answers<typeof usersThemeFavoritesAnswer>(),
    summary: "The user's favorite campaign themes.",
  }),
  'users.themeRecommendations': defineRoute({
    method: 'GET',
    path: 'users/campaign-theme-recomended',
    family: 'campaigns',
    access: view,
    response: answers<typeof usersThemeFavoritesAnswer>(),
    summary: 'Themes like the favorites (shared categories), otherwise the newest active ones.',
  }),
  'users.favoriteTactic': defineRoute({
    method: 'POST',
    path: 'users/tactic/{id}/favorite',
    family: 'campaigns',
    access: view,
    params: tacticId,
    response: answers<typeof doneAnswer>(),
    summary: 'Marks a catalog tactic as a favorite.',
  }),
  'users.unfavoriteTactic': defineRoute({
    method: 'DELETE',
    path: 'users/tactic-favorite/{id}',
    family: 'campaigns',
    access: view,
    params: tacticId,
    response: answers<typeof doneAnswer>(),
    summary: 'Removes a tactic from the favorites.',
  }),
  'users.tacticFavorites': defineRoute({
    method: 'GET',
    path: 'users/tactic-favorites',
    family: 'campaigns',
    access: view,
    query: lazySchema(() => z.object({ campaignThemeId: z.optional(z.coerce.number().check(z.int(), z.positive())) })),
    response: answers<typeof campaignsThemeTacticsAnswer>(),
    summary: "The user's favorite tactics, optionally only those of one theme.",
  }),
};
