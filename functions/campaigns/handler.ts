import { campaignsFamily } from '../../shared/contract/families/campaigns';
import { myProgramCalendar, themeCalendar } from '../domain/campaigns/campaignCalendars';
import { eventsCalendar } from '../domain/campaigns/eventsCalendar';
import {
  addFavoriteOf,
  favoriteTactics,
  favoriteThemes,
  recommendedThemes,
  removeFavoriteOf,
  themeTactics,
} from '../domain/campaigns/campaignFavorites';
import { familyHandler } from '../lib/familyHandler';

/** The campaigns family: routes only, over the campaigns domain (functions/domain/campaigns/). */
export const handler = familyHandler(campaignsFamily, {
  'campaigns.themeTactics': ({ params }) => themeTactics(params.id),
  'campaigns.calendar': ({ query }) => themeCalendar(query),
  'campaigns.myCalendar': ({ auth, query }) => myProgramCalendar(query, auth),
  'campaigns.eventsCalendar': ({ auth, query }) => eventsCalendar(query, auth),
  'users.favoriteTheme': ({ auth, params }) => addFavoriteOf('campaignTheme', params.id, auth),
  'users.unfavoriteTheme': ({ auth, params }) => removeFavoriteOf('campaignTheme', params.id, auth),
  'users.themeFavorites': ({ auth }) => favoriteThemes(auth),
  'users.themeRecommendations': ({ auth }) => recommendedThemes(auth),
  'users.favoriteTactic': ({ auth, params }) => addFavoriteOf('tactic', params.id, auth),
  'users.unfavoriteTactic': ({ auth, params }) => removeFavoriteOf('tactic', params.id, auth),
  'users.tacticFavorites': ({ auth, query }) => favoriteTactics(query.campaignThemeId, auth),
});
