import { orderStatusOf, type OrderStatus } from './orderStatus';

/**
 * What each manufacturer must produce for a program (production files and job tickets, spec 02 'Status and
 * production'): the program's tactics grouped by the manufacturer of their catalog item (through its production
 * processing record), with their order quantities and where each goes (the distribution of the delivery step).
 * Pure: the server answers it, the web prints it.
 */

export interface ProductionTacticInput {
  id: string;
  tacticId: number;
  tacticName: string;
  orderQuantity: number;
  deliveryMethodName: string;
  isDownload: boolean;
  orderStatus?: string | null;
  /** Quantity per delivery location id. */
  distribution?: Record<string, number>;
}

/** Who makes a catalog tactic, and how. */
export interface MakerOf {
  manufacturerId: number;
  manufacturerName: string;
  processName: string;
}

interface ShipTo {
  locationId: string | null;
  location: string;
  quantity: number;
}

interface ProductionFileTactic {
  programTacticId: string;
  tacticName: string;
  processName: string;
  deliveryMethodName: string;
  isDownload: boolean;
  orderQuantity: number;
  orderStatus: OrderStatus;
  shipTo: ShipTo[];
}

export interface ProductionFile {
  manufacturerId: number;
  manufacturerName: string;
  tactics: ProductionFileTactic[];
  totalQuantity: number;
}

/** Where a tactic's quantity goes; what is not distributed (or a download) is one line of its own. */
function shipToOf(
  tactic: ProductionTacticInput,
  locations: ReadonlyMap<string, string>,
  texts: { undistributed: string; download: string },
): ShipTo[] {
  if (tactic.isDownload) return [{ locationId: null, location: texts.download, quantity: tactic.orderQuantity }];
  const lines: ShipTo[] = Object.entries(tactic.distribution ?? {})
    .filter(([, quantity]) => quantity > 0)
    .map(([locationId, quantity]) => ({ locationId, location: locations.get(locationId) ?? locationId, quantity }))
    .sort((a, b) => a.location.localeCompare(b.location));
  const rest = tactic.orderQuantity - lines.reduce((sum, line) => sum + line.quantity, 0);
  if (rest > 0) lines.push({ locationId: null, location: texts.undistributed, quantity: rest });
  return lines;
}

const shipToTexts = { undistributed: 'Not distributed yet', download: 'Download (no shipment)' };

/** The program's files, one per manufacturer (by name); tactics no manufacturer makes are in none. */
export function productionFiles(
  tactics: readonly ProductionTacticInput[],
  makers: ReadonlyMap<number, MakerOf>,
  locations: ReadonlyMap<string, string>,
): ProductionFile[] {
  const files = new Map<number, ProductionFile>();
  for (const tactic of tactics) {
    const maker = makers.get(tactic.tacticId);
    if (!maker) continue;
    const file = files.get(maker.manufacturerId) ?? {
      manufacturerId: maker.manufacturerId,
      manufacturerName: maker.manufacturerName,
      tactics: [],
      totalQuantity: 0,
    };
    file.tactics.push({
      programTacticId: tactic.id,
      tacticName: tactic.tacticName,
      processName: maker.processName,
      deliveryMethodName: tactic.deliveryMethodName,
      isDownload: tactic.isDownload,
      orderQuantity: tactic.orderQuantity,
      orderStatus: orderStatusOf(tactic.orderStatus),
      shipTo: shipToOf(tactic, locations, shipToTexts),
    });
    file.totalQuantity += tactic.orderQuantity;
    files.set(maker.manufacturerId, file);
  }
  return [...files.values()].sort((a, b) => a.manufacturerName.localeCompare(b.manufacturerName));
}

/**
 * The job ticket's lines: per tactic and destination, what to make and where it goes (tactic, process, delivery
 * method, ship to, quantity), and a last line with the file's total.
 */
export function jobTicketRows(file: ProductionFile, totalLabel: string): string[][] {
  const rows = file.tactics.flatMap((tactic) =>
    tactic.shipTo.map((line) => [
      `${tactic.programTacticId} ${tactic.tacticName}`,
      tactic.processName,
      tactic.deliveryMethodName,
      line.location,
      String(line.quantity),
    ]),
  );
  return [...rows, [totalLabel, '', '', '', String(file.totalQuantity)]];
}
