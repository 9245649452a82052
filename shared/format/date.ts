/**
 * Dates as the spec shows them: MM/DD/YYYY, times HH:mm (spec 01, sections 5 and 9). Calendar dates travel as
 * ISO `YYYY-MM-DD` strings, which compare correctly as text and carry no time zone.
 */
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `2026-03-07` or a Date -> `03/07/2026`; empty for nothing or an invalid value. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  if (typeof value === 'string') {
    const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    if (!iso) return '';
    if (value.length === 10) return `${iso[2]}/${iso[3]}/${iso[1]}`;
    value = new Date(value);
  }
  if (Number.isNaN(value.getTime())) return '';
  return `${pad(value.getMonth() + 1)}/${pad(value.getDate())}/${pad(value.getFullYear(), 4)}`;
}

/** `03/07/2026` -> `2026-03-07`; null when the text is not a real calendar date in that format. */
export function parseDate(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${match[3]}-${match[1]}-${match[2]}` : null;
}

/** The shape of a date as it travels (ISO `YYYY-MM-DD`); forms recognise date fields by it. */
export const ISO_DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for `YYYY-MM-DD` naming a day that exists (no 2026-02-30, no 2026-13-45), years 1000 to 9999. */
export function isCalendarDate(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const match = ISO_DATE_SHAPE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A Date's local time as HH:mm. */
export function formatTime(value: Date): string {
  return `${pad(value.getHours())}:${pad(value.getMinutes())}`;
}

/** A moment (an ISO timestamp or a Date) as the lists show it: `03/07/2026 14:05` in local time; empty when invalid. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : `${formatDate(date)} ${formatTime(date)}`;
}
