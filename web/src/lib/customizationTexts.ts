import type { TFunction } from 'i18next';
import { listItemKey } from './i18n';

/**
 * A program customization's name and options in the reader's words (`programs.customizations.*`): the customize
 * step and Production Processing show them; what has no translation shows as the catalog stores it.
 */
export const customizationName = (t: TFunction, id: string, stored: string = id): string =>
  t(`programs.customizations.names.${id}`, { defaultValue: stored });

export const customizationOption = (t: TFunction, id: string, value: string): string =>
  t(`programs.customizations.options.${id}.${listItemKey(value)}`, { defaultValue: value });
