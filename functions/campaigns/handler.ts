import { layoutTimeline } from '../../shared/calendar';
import { programStatusNames, type ProgramStatusId } from '../../shared/programs/status';
import { NotFound } from '../lib/errors';
import { campaignsFamily } from '../../shared/contract/families/campaigns';
import { familyHandler } from '../lib/familyHandler';
import { listProgramsOfCreator } from '../domain/programs/programLists';
import {
  getReferenceRecord,
  listReferenceRecords,
  type ReferenceRecord,
} from '../domain/reference/referenceRepository';
import { addFavorite, listFavoriteIds, removeFavorite } from '../domain/favorites/favoriteRepository';

async function requireRecord(kind: 'campaignTheme' | 'tactic', id: number) {
  const record = await getReferenceRecord(kind, id);
  if (!record)
    throw new NotFound(
      kind === 'campaignTheme' ? 'Campaign theme could not be retrieved' : 'This tactic does not exist.',
    );
  return record;
}

const statusColour: Partial<Record<ProgramStatusId, string>> = {
  10: '#64748b',
  20: '#d97706',
  30: '#16a34a',
  40: '#dc2626',
  80: '#7c3aed',
};
const done = { done: true as const };

export const handler = familyHandler(campaignsFamily, {
  'campaigns.themeTactics': async ({ params }) => {
    const theme = await requireRecord('campaignTheme', params.id);
    const ids = new Set(theme.tacticIds as number[]);
    return (await listReferenceRecords('tactic')).filter((t) => ids.has(t.id as number) && t.active !== false) as never;
  },
  'campaigns.calendar': async ({ query }) => {
    const themes = (await listReferenceRecords('campaignTheme')).filter((t) => t.active !== false);
    return layoutTimeline(
      themes.map((t) => ({
        id: t.id as number,
        title: t.name as string,
        beginDate: t.startDate as string,
        endDate: t.endDate as string,
      })),
      query.from,
      query.to,
    ).map((e) => ({
      ...e,
      id: Number(e.id),
      active: true,
      background: '#2563eb',
      customClass: 'theme',
      additionalColumns: e.additionalColumns ?? [],
    }));
  },
  'campaigns.myCalendar': async ({ auth, query }) => {
    const programs = (await listProgramsOfCreator(auth.subject)).filter((p) => p.programStartDate && p.programEndDate);
    return layoutTimeline(
      programs.map((p) => ({
        id: p.id,
        title: p.name ?? `Program ${p.id}`,
        beginDate: p.programStartDate!,
        endDate: p.programEndDate!,
        additionalColumns: [
          { displayName: 'Retailer', value: p.retailerName ?? '' },
          { displayName: 'Status', value: programStatusNames[p.statusId] ?? String(p.statusId) },
        ],
      })),
      query.from,
      query.to,
    ).map((e) => {
      const program = programs.find((p) => p.id === e.id)!;
      return {
        ...e,
        id: Number(e.id),
        active: true,
        background: statusColour[program.statusId] ?? '#475569',
        customClass: `status-${program.statusId}`,
        additionalColumns: e.additionalColumns ?? [],
      };
    });
  },
  'users.favoriteTheme': async ({ auth, params }) => {
    await requireRecord('campaignTheme', params.id);
    await addFavorite(auth.subject, 'THEME', params.id);
    return done;
  },
  'users.unfavoriteTheme': async ({ auth, params }) => {
    await removeFavorite(auth.subject, 'THEME', params.id);
    return done;
  },
  'users.themeFavorites': async ({ auth }) => {
    const favorites = await listFavoriteIds(auth.subject, 'THEME');
    return (await listReferenceRecords('campaignTheme')).filter((t) => favorites.has(t.id as number)) as never;
  },
  'users.themeRecommendations': async ({ auth }) => {
    const [favorites, themes] = await Promise.all([
      listFavoriteIds(auth.subject, 'THEME'),
      listReferenceRecords('campaignTheme'),
    ]);
    const active = themes.filter((t) => t.active !== false && !favorites.has(t.id as number));
    const liked = new Set(
      themes.filter((t) => favorites.has(t.id as number)).flatMap((t) => t.themeCategoryIds as number[]),
    );
    const similar = active.filter((t) => (t.themeCategoryIds as number[]).some((c) => liked.has(c)));
    const byNewest = (a: ReferenceRecord, b: ReferenceRecord) => String(b.startDate).localeCompare(String(a.startDate));
    return (similar.length ? similar : active).sort(byNewest).slice(0, 6) as never;
  },
  'users.favoriteTactic': async ({ auth, params }) => {
    await requireRecord('tactic', params.id);
    await addFavorite(auth.subject, 'TACTIC', params.id);
    return done;
  },
  'users.unfavoriteTactic': async ({ auth, params }) => {
    await removeFavorite(auth.subject, 'TACTIC', params.id);
    return done;
  },
  'users.tacticFavorites': async ({ auth, query }) => {
    const favorites = await listFavoriteIds(auth.subject, 'TACTIC');
    const inTheme = query.campaignThemeId
      ? new Set((await requireRecord('campaignTheme', query.campaignThemeId)).tacticIds as number[])
      : null;
    return (await listReferenceRecords('tactic')).filter(
      (t) => favorites.has(t.id as number) && (!inTheme || inTheme.has(t.id as number)),
    ) as never;
  },
});
