import type { TFunction } from 'i18next';

/**
 * The one list of program status names, by status id (`programs.statuses.{id}`, shared/programs/status): every
 * screen that names a program's status (tags, lists, filters, home's cards and timeline, tasks) words it from here.
 */
export const programStatusTexts = 'programs.statuses';

/** A program's status in the reader's words; a status this web does not know as the server named it (or its id). */
export const programStatusText = (t: TFunction, statusId: number, name?: string): string =>
  t(`${programStatusTexts}.${statusId}`, { defaultValue: name ?? String(statusId) });
