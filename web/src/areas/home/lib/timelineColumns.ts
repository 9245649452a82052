import type { TFunction } from 'i18next';
import { programStatusText } from '../../../lib/programStatus';

/** An extra column of a program on the home timeline, as the server sends it (named and valued in English). */
interface TimelineColumn {
  displayName: string;
  value: string;
}

/**
 * A column of a program on the home timeline as the reader sees it: the status worded from the program's status id
 * (which the event carries), the retailer under its translated name, any other column as the server sent it.
 */
export function timelineColumnText(t: TFunction, column: TimelineColumn, event: { statusId: number }): string {
  if (column.displayName === 'Status')
    return `${t('home.timeline.columns.status')}: ${programStatusText(t, event.statusId, column.value)}`;
  if (column.displayName === 'Retailer') return `${t('home.timeline.columns.retailer')}: ${column.value}`;
  return `${column.displayName}: ${column.value}`;
}
