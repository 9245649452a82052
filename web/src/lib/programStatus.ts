import type { TFunction } from 'i18next';

/**
 * The one list of program status names, by status id (`programs.statuses.{id}`, shared/programs/status): every
 * screen that names a program's status (tags, lists, filters, home's cards and timeline, tasks) words it from here.
 */
export const programStatusTexts = 'programs.statuses';

/** A program's status in the reader's words; a status this web does not know as the server named it (or its id). */
export const programStatusText = (t: TFunction, statusId: number, name?: string): string =>
  t(`${programStatusTexts}.${statusId}`, { defaultValue: name ?? String(statusId) });

/**
 * The one list of promo code status names, by status (`programs.promos.statuses.{status}`): a promo code's tag, a
 * task's state, a report's row. The promo page's bucket headings are plural, their own list (`programs.promos.buckets`).
 */
export const promoStatusTexts = 'programs.promos.statuses';

/** A promo code's status in the reader's words; one this web does not know as stored. */
export const promoStatusText = (t: TFunction, status: string): string =>
  t(`${promoStatusTexts}.${status}`, { defaultValue: status });
