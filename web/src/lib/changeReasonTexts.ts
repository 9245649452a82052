import type { TFunction } from 'i18next';
import { listItemKey } from './i18n';

/**
 * A change driver's and a change reason's name in the reader's language (shared/allocation's fixed lists, sent and
 * stored in English): Reason For Editing's choices, Revise's and a brand allocation's revisions. A name the lists do
 * not hold (an older or renamed entry) shows as it was stored.
 */
export const changeDriverText = (t: TFunction, driver: string) =>
  t(`brands.changeDrivers.${listItemKey(driver)}`, { defaultValue: driver });
export const changeReasonText = (t: TFunction, reason: string) =>
  t(`brands.changeReasons.${listItemKey(reason)}`, { defaultValue: reason });
