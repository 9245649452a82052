import { mutate } from 'swr';
import { callRoute } from '../../../lib/api';
import { useRoute } from '../../../lib/useRoute';

/** A theme's tactics from the catalog (`campaigns/{id}/campaign-theme-tactics`). */
export const useThemeTactics = (themeId: number | null | undefined) =>
  useRoute('campaigns.themeTactics', themeId ? { params: { id: themeId } } : null);

/** The user's favorite tactics (`users/tactic-favorites`). */
export const useTacticFavorites = () => useRoute('users.tacticFavorites', { query: {} });

/** Marks or unmarks a tactic as a favorite (`users/tactic/{id}/favorite`, `users/tactic-favorite/{id}`). */
export async function setTacticFavorite(id: number, favorite: boolean) {
  await (favorite
    ? callRoute('users.favoriteTactic', { params: { id } })
    : callRoute('users.unfavoriteTactic', { params: { id } }));
  await mutate((key) => Array.isArray(key) && key[0] === 'users.tacticFavorites');
}
