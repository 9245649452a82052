import { formatDate } from '../../../../../shared/format/date';
import { jobTicketRows, type ProductionFile } from '../../../../../shared/production/productionFiles';
import { numberCell, textCell, type SheetColumn } from '../../../lib/xlsx';
import type { PrintDocument } from '../../../lib/printPdf';
import type { ProductionFileAnswer } from '../api/production';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** `JobTicket_{programId}_{manufacturerId}.pdf` (or `_all`), `ProductionFile_...xlsx` likewise. */
export const productionFileName = (kind: 'ticket' | 'file', programId: number, manufacturerId: number | null) =>
  `${kind === 'ticket' ? 'JobTicket' : 'ProductionFile'}_${programId}_${manufacturerId ?? 'all'}.${kind === 'ticket' ? 'pdf' : 'xlsx'}`;

const asFile = (f: ProductionFileAnswer['files'][number]): ProductionFile => ({
  manufacturerId: f.manufacturer.id,
  manufacturerName: f.manufacturer.name,
  tactics: f.tactics,
  totalQuantity: f.totalQuantity,
});

/**
 * The job ticket (spec 02: getinventoryJobTicket, get-all-inventoryJobTicket) as a printable document: the program
 * and its delivery, the customizations applied to production, then per manufacturer its contact and what to make
 * and where each goes.
 */
export function jobTicketDocument(
  answer: ProductionFileAnswer,
  manufacturerId: number | null,
  t: Translate,
  customizationName: (id: string) => string,
): PrintDocument {
  const p = (key: string, options?: Record<string, unknown>) => t(`production.ticket.${key}`, options);
  const { program } = answer;
  const general: [string, string][] = [
    [p('program'), `${program.id} ${program.name ?? ''}`],
    [p('retailer'), program.retailerName ?? ''],
    [p('budgetYear'), program.fiscalYear ? String(program.fiscalYear) : ''],
    [p('dates'), `${formatDate(program.programStartDate)} - ${formatDate(program.programEndDate)}`],
    [p('deliveryDate'), formatDate(program.deliveryDate)],
    [p('deliveryNotes'), program.deliveryNotes ?? ''],
    [p('sentToProduction'), formatDate(program.productionSentAt)],
    ...answer.customizations.map((c): [string, string] => [customizationName(c.customizationId), c.value]),
  ];
  return {
    title: p('title', { id: program.id }),
    fileName: productionFileName('ticket', program.id, manufacturerId),
    general: { title: p('general'), rows: general },
    tables: answer.files.map((f) => {
      const contact = [f.manufacturer.contactName, f.manufacturer.email, f.manufacturer.phone, f.manufacturer.address]
        .filter(Boolean)
        .join(', ');
      const rows = jobTicketRows(asFile(f), p('total'));
      return {
        title: contact ? `${f.manufacturer.name} (${contact})` : f.manufacturer.name,
        head: [p('tactic'), p('process'), p('deliveryMethod'), p('shipTo'), p('quantity')],
        body: rows.slice(0, -1),
        foot: [rows.at(-1)!],
        numeric: [4],
      };
    }),
    empty: p('empty'),
  };
}

/** One row of the production file's sheet: a tactic's destination. */
export interface ProductionSheetRow {
  manufacturer: string;
  tactic: string;
  process: string;
  deliveryMethod: string;
  orderStatus: string;
  shipTo: string;
  quantity: number;
}

export function productionSheetRows(answer: ProductionFileAnswer, statusName: (s: string) => string) {
  return answer.files.flatMap((f) =>
    f.tactics.flatMap((tactic) =>
      tactic.shipTo.map((line): ProductionSheetRow => ({
        manufacturer: f.manufacturer.name,
        tactic: `${tactic.programTacticId} ${tactic.tacticName}`,
        process: tactic.processName,
        deliveryMethod: tactic.deliveryMethodName,
        orderStatus: statusName(tactic.orderStatus),
        shipTo: line.location,
        quantity: line.quantity,
      })),
    ),
  );
}

export const productionSheetColumns = (t: Translate): SheetColumn<ProductionSheetRow>[] =>
  (['manufacturer', 'tactic', 'process', 'deliveryMethod', 'orderStatus', 'shipTo'] as const)
    .map((field): SheetColumn<ProductionSheetRow> => ({
      header: t(`production.ticket.${field}`),
      cell: (row) => textCell(row[field]),
      width: 28,
    }))
    .concat({ header: t('production.ticket.quantity'), cell: (row) => numberCell(row.quantity), width: 10 });
