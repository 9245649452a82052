import type { Column } from 'write-excel-file/browser';

/** A column of an exported sheet: its header, how a row fills its cell, its width in characters. */
export type SheetColumn<T> = Column<T>;

/** `20261125-043000`: when a file was made (local time), the timestamp the spec's exports are named with. */
export function fileStamp(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}-` +
    `${two(at.getHours())}${two(at.getMinutes())}${two(at.getSeconds())}`
  );
}

export const textCell = (value: string | null) => ({ value: value ?? '', type: String });
export const numberCell = (value: number) => ({ value, type: Number });
/** Cents become dollars only here: the sheet shows the spec's money (two decimals, negatives in parentheses). */
export const moneyCell = (cents: number) => ({ value: cents / 100, type: Number, format: '$#,##0.00;($#,##0.00)' });
export const dayCell = (iso: string) => ({
  value: new Date(`${iso.slice(0, 10)}T00:00:00Z`),
  type: Date,
  format: 'mm/dd/yyyy',
});

/** Writes rows as an .xlsx file and hands it to the browser; the writer loads only when a user exports. */
export async function saveWorkbook<T>(rows: T[], columns: SheetColumn<T>[], sheet: string, fileName: string) {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  await writeXlsxFile(rows, { columns, sheet }).toFile(fileName);
  return fileName;
}
