import type { ReferenceIdOf } from '../../../shared/reference/kinds';
import { NotFound } from '../../lib/errors';
import type { AuthContext } from '../../lib/identity';
import { addFavorite, listFavoriteIds, removeFavorite } from '../favorites/favoriteRepository';
import { getReferenceRecord, listReferenceRecords, type ReferenceRecord } from '../reference/referenceRepository';

/** The campaign library around the themes: a theme's tactics, favourite themes and tactics, recommendations. */
const missing = { campaignTheme: 'Campaign theme could not be retrieved', tactic: 'This tactic does not exist.' };

async function requireRecord<K extends 'campaignTheme' | 'tactic'>(kind: K, id: ReferenceIdOf<K>) {
  const record = await getReferenceRecord(kind, id);
  if (!record) throw new NotFound(missing[kind]);
  return record;
}

const done = { done: true as const };
const favoriteKind = { campaignTheme: 'THEME', tactic: 'TACTIC' } as const;

/** A theme's active tactics from the catalog. */
export async function themeTactics(themeId: number) {
  const ids = new Set((await requireRecord('campaignTheme', themeId)).tacticIds);
  return (await listReferenceRecords('tactic')).filter((t) => ids.has(t.id) && t.active !== false);
}

export async function addFavoriteOf(kind: 'campaignTheme' | 'tactic', id: number, auth: AuthContext) {
  await requireRecord(kind, id);
  await addFavorite(auth.subject, favoriteKind[kind], id);
  return done;
}

export async function removeFavoriteOf(kind: 'campaignTheme' | 'tactic', id: number, auth: AuthContext) {
  await removeFavorite(auth.subject, favoriteKind[kind], id);
  return done;
}

export async function favoriteThemes(auth: AuthContext) {
  const favorites = await listFavoriteIds(auth.subject, 'THEME');
  return (await listReferenceRecords('campaignTheme')).filter((t) => favorites.has(t.id));
}

/** Up to six active themes sharing a category with the favourites, otherwise the newest active ones. */
export async function recommendedThemes(auth: AuthContext) {
  const [favorites, themes] = await Promise.all([
    listFavoriteIds(auth.subject, 'THEME'),
    listReferenceRecords('campaignTheme'),
  ]);
  const active = themes.filter((t) => t.active !== false && !favorites.has(t.id));
  const liked = new Set(themes.filter((t) => favorites.has(t.id)).flatMap((t) => t.themeCategoryIds));
  const similar = active.filter((t) => t.themeCategoryIds.some((c) => liked.has(c)));
  const byNewest = (a: ReferenceRecord<'campaignTheme'>, b: ReferenceRecord<'campaignTheme'>) =>
    String(b.startDate).localeCompare(String(a.startDate));
  return (similar.length ? similar : active).sort(byNewest).slice(0, 6);
}

/** The user's favourite tactics, optionally only those of one theme. */
export async function favoriteTactics(campaignThemeId: number | undefined, auth: AuthContext) {
  const favorites = await listFavoriteIds(auth.subject, 'TACTIC');
  const inTheme = campaignThemeId ? new Set((await requireRecord('campaignTheme', campaignThemeId)).tacticIds) : null;
  return (await listReferenceRecords('tactic')).filter((t) => favorites.has(t.id) && (!inTheme || inTheme.has(t.id)));
}
