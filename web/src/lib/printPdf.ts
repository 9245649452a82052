import { jsPDF } from 'jspdf';
import { autoTable, type RowInput } from 'jspdf-autotable';
import type { i18n as I18n, TFunction } from 'i18next';

export interface PrintTable {
  /** The table's accessible name and heading. */
  title: string;
  head: string[];
  body: string[][];
  foot: string[][];
  /** Columns holding amounts (right-aligned). */
  numeric: number[];
}

/** A printable document: a title, a general section of label/value rows, then tables (the program estimate, job tickets). */
export interface PrintDocument {
  title: string;
  fileName: string;
  general: { title: string; rows: [string, string][] };
  tables: PrintTable[];
  /** What an empty table says. */
  empty: string;
}

/** Languages whose letters the PDF's standard fonts (WinAnsi) cannot draw. */
const NON_LATIN = new Set(['jp', 'cn', 'zh', 'kr', 'ru']);

/**
 * The translation a PDF's labels are written with: the user's language, or English where the standard fonts cannot
 * draw its letters (docs/decisions.md, Print Program Details): such readers get the PDF's labels in English and the
 * screen in theirs.
 */
export function pdfTranslator(i18n: I18n): TFunction {
  return i18n.getFixedT(NON_LATIN.has(i18n.language) ? 'us' : i18n.language);
}

/**
 * Writes a printable document as a PDF with real text (jsPDF's standard fonts, so it can be selected, searched
 * and read by tools) and hands it to the browser as a download under its file name. Imported only when a user
 * prints, so jsPDF stays out of every other chunk.
 */
export function savePdf(document: PrintDocument): void {
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'letter' });
  const margin = 36;
  const lastY = () => (doc as unknown as { lastAutoTable?: { finalY?: number } }).lastAutoTable?.finalY ?? margin;
  doc.setProperties({ title: document.title });
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  doc.text(document.title, margin, margin + 8);

  const heading = (text: string, y: number) => {
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(12);
    doc.text(text, margin, y);
    return y + 6;
  };
  let y = heading(document.general.title, margin + 34);
  autoTable(doc, {
    startY: y,
    margin: { left: margin, right: margin },
    theme: 'plain',
    styles: { fontSize: 9, cellPadding: 3 },
    columnStyles: { 0: { fontStyle: 'bold', cellWidth: 170 } },
    body: document.general.rows as RowInput[],
  });
  for (const table of document.tables) {
    y = lastY() + 24;
    if (y > doc.internal.pageSize.getHeight() - 72) {
      doc.addPage();
      y = margin + 8;
    }
    y = heading(table.title, y);
    autoTable(doc, {
      startY: y,
      margin: { left: margin, right: margin },
      theme: 'grid',
      styles: { fontSize: 8, cellPadding: 3 },
      headStyles: { fillColor: [230, 233, 238], textColor: 20 },
      footStyles: { fillColor: [245, 246, 248], textColor: 20, fontStyle: 'bold' },
      // Amounts right-aligned in the head, body and totals alike (column styles reach the body only).
      didParseCell: (cell) => {
        if (table.numeric.includes(cell.column.index)) cell.cell.styles.halign = 'right';
      },
      head: [table.head],
      body: table.body.length ? table.body : [[{ content: document.empty, colSpan: table.head.length }]],
      foot: table.foot,
      showFoot: 'lastPage',
    });
  }
  doc.save(document.fileName);
}
