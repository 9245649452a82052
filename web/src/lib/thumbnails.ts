import type { RouteResult } from './api';
import { useRoute } from './useRoute';

/** A short-lived picture link of a catalog tactic, a campaign theme or a program tactic. */
export type Thumbnail = RouteResult<'tactics.thumbnails'>[number];

/**
 * Short-lived picture links (300x200 by default) of catalog tactics, themes or program tactics: one call for
 * every id a screen shows (a page of cards or rows), never one per card.
 */
export const useThumbnails = (ids: { tacticIds?: string[]; themeIds?: string[]; programTacticIds?: string[] }) => {
  const query = Object.fromEntries(
    Object.entries(ids)
      .filter(([, list]) => list && list.length > 0)
      .map(([key, list]) => [key, list!.join(',')]),
  );
  return useRoute('tactics.thumbnails', Object.keys(query).length ? { query } : null, {
    // The links live five minutes: ask again before they die.
    refreshInterval: 240_000,
  });
};

/** The picture of one id among a call's answer. */
export const thumbnailOf = (
  pictures: readonly Thumbnail[] | undefined,
  kind: Thumbnail['kind'],
  id: string | number,
): Thumbnail | undefined => pictures?.find((p) => p.kind === kind && p.id === String(id));
