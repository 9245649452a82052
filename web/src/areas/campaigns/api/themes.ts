import { mutate } from 'swr';
import { callRoute } from '../../../lib/api';
import { useRoute } from '../../../lib/useRoute';
import { useReferenceList, useReferenceRecord, type ReferenceListQuery } from '../../../components/reference';

/**
 * The campaign library (`campaigns/all`): active themes, paged, sorted and searched on the server. Category and
 * brand filters are sent as `themeCategoryIds` / `brandIds` (a theme matches when its list holds the id).
 */
export const useThemeList = (query: ReferenceListQuery) =>
  useReferenceList('campaignTheme', { ...query, active: 'true' }, { keepPreviousData: true });

/** One theme (`campaigns/{id}`). */
export const useTheme = (id: number | null) => useReferenceRecord('campaignTheme', id);

/** A theme's tactics (`campaigns/{id}/campaign-theme-tactics`). */
export const useThemeTactics = (id: number | null) =>
  useRoute('campaigns.themeTactics', id ? { params: { id } } : null);

/** The user's favorite themes and the recommendations made from them. */
export const useThemeFavorites = () => useRoute('users.themeFavorites');
export const useThemeRecommendations = () => useRoute('users.themeRecommendations');

/** Marks or unmarks a theme as a favorite; favorites and recommendations are read again. */
export async function setThemeFavorite(id: number, favorite: boolean) {
  await (favorite
    ? callRoute('users.favoriteTheme', { params: { id } })
    : callRoute('users.unfavoriteTheme', { params: { id } }));
  await mutate(
    (key) => Array.isArray(key) && (key[0] === 'users.themeFavorites' || key[0] === 'users.themeRecommendations'),
  );
}
