import { formatDate, parseDate } from '../../../../shared/format/date';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What a date input holds: an ISO date (`2026-03-07`), nothing, or the text the user typed when it is not a
 * date (kept, so a failed save loses nothing and validation can say 'Invalid date format').
 */
export type DateInputValue = string | null;

export const isIsoDate = (value: DateInputValue | undefined): value is string =>
  typeof value === 'string' && ISO_DATE.test(value) && parseDate(formatDate(value)) === value;

/** True when the value is typed text that is not a date. */
export const isInvalidDateValue = (value: DateInputValue | undefined) =>
  typeof value === 'string' && value.trim() !== '' && !isIsoDate(value);

/** Typed text -> the input's value: an ISO date, nothing for blank, else the text itself. */
export function dateValueFromText(text: string): DateInputValue {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return parseDate(trimmed) ?? trimmed;
}

/** The text shown for a value: MM/DD/YYYY for a date, typed text as typed. */
export const textFromDateValue = (value: DateInputValue | undefined) =>
  value ? (isIsoDate(value) ? formatDate(value) : value) : '';

/** An ISO date as a local Date (midnight), for a calendar picker; and back. */
export function localDateOf(value: DateInputValue | undefined): Date | null {
  if (!isIsoDate(value)) return null;
  const [y, m, d] = value.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}
export const isoOfLocalDate = (date: Date) =>
  `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
