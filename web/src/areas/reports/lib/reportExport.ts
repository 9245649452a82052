import { reportFileName } from '../../../../../shared/reports/catalogue';
import { moneyCell, numberCell, saveWorkbook, textCell, type SheetColumn } from '../../../lib/xlsx';
import type { ReportData } from '../api';
import type { ReportTexts } from './reportTexts';

type Line = { row: ReportData['rows'][number]; total: boolean };

/**
 * A report as the screen shows it, as an .xlsx sheet in the user's language: the columns' headers, the rows with
 * their named labels (quarters, months, promo buckets), the totals row under `totalText`; money in dollars, shares
 * as percentages. Named `{Report}_{yyyyMMdd-HHmmss}.xlsx`, as the server's export.
 */
export function reportSheet(data: ReportData, texts: ReportTexts, totalText: string, at: Date) {
  const lines: Line[] = [
    ...data.rows.map((row) => ({ row, total: false })),
    ...(data.totals ? [{ row: data.totals, total: true }] : []),
  ];
  const columns: SheetColumn<Line>[] = data.columns.map((column, i) => ({
    header: texts.column(column.key),
    width: column.kind === 'text' ? 28 : 16,
    cell: ({ row, total }: Line) => {
      const value = row[column.field];
      if (i === 0 && total) return textCell(totalText);
      if (value === null || value === undefined) return textCell(null);
      if (typeof value === 'string') return textCell(i === 0 ? texts.label(row, value) : value);
      if (column.kind === 'money') return moneyCell(value);
      if (column.kind === 'percent') return { value: value / 100, type: Number, format: '0.0%' };
      return numberCell(value);
    },
  }));
  // A sheet's name holds at most 31 characters.
  return { lines, columns, sheet: texts.name(data.reportId).slice(0, 31), fileName: reportFileName(data.reportId, at) };
}

export function saveReport(data: ReportData, texts: ReportTexts, totalText: string, at: Date) {
  const { lines, columns, sheet, fileName } = reportSheet(data, texts, totalText, at);
  return saveWorkbook(lines, columns, sheet, fileName);
}
