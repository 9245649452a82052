import {
  orderStatus,
  orderStatusNames,
  orderStatusOf,
  orderStatusRefusal,
  nextOrderStatuses,
  productionMessages,
} from '../../../shared/production/orderStatus';
import { productionFiles, type MakerOf, type ProductionFile } from '../../../shared/production/productionFiles';
import { programStatus } from '../../../shared/programs/status';
import { productionSortFields } from '../../../shared/contract/schemas/production';
import { Conflict, InvalidInput, NotFound } from '../../lib/errors';
import type { RouteContext } from '../../lib/familyHandler';
import type { AuthContext } from '../../lib/identity';
import { sliceInMemory, type MarkedListSpec } from '../../lib/paging';
import { decodeMark, markedPage } from '../../lib/queryPages';
import { programLocations } from '../locations/locationRepository';
import { actorOf } from '../programs/audit';
import { listApprovedPrograms, SORTABLE_APPROVED, wholeApprovedPrograms } from '../programs/approvedList';
import { listedRetailer, loadVisibleProgram } from '../programs/guard';
import { parseProgramTacticId } from '../programs/keys';
import type { ProgramAggregate, ProgramRoot } from '../programs/programTypes';
import { listReferenceRecords } from '../reference/referenceRepository';
import {
  getCustomizations,
  listProductionRequests,
  moveOrderStatus,
  recordProductionRequest,
} from './productionRepository';

/**
 * Production (docs/decisions.md, 'Production'): approved programs, what each manufacturer makes of them (a catalog
 * tactic's production processing record names its manufacturer), their files and job tickets, sending them to
 * production and the tactics' order status.
 */

type ProductionRoot = ProgramRoot & {
  productionSentAt?: string | null;
  /** Tactics still waiting after the last send (absent before the first); `productionSends` counts the sends. */
  productionWaiting?: number;
  productionSends?: number;
  deliveryDate?: string | null;
  deliveryNotes?: string | null;
};

/** Who makes each catalog tactic (bounded reference lists, read once per call). */
async function makersOfCatalog(): Promise<Map<number, MakerOf>> {
  const [tactics, processes, manufacturers] = await Promise.all([
    listReferenceRecords('tactic'),
    listReferenceRecords('productionProcessing'),
    listReferenceRecords('manufacturer'),
  ]);
  const manufacturerById = new Map(manufacturers.map((m) => [m.id, m]));
  const processById = new Map(processes.map((p) => [p.id, p]));
  const makers = new Map<number, MakerOf>();
  for (const tactic of tactics) {
    const process = tactic.productionProcessingId ? processById.get(tactic.productionProcessingId) : undefined;
    const manufacturer = process ? manufacturerById.get(process.manufacturerId) : undefined;
    if (process && manufacturer)
      makers.set(tactic.id, {
        manufacturerId: manufacturer.id,
        manufacturerName: manufacturer.name,
        processName: process.name,
      });
  }
  return makers;
}

const manufacturerView = (m: {
  id: number;
  name: string;
  contactName?: string;
  email?: string;
  phone?: string;
  address?: string;
}) => ({
  id: m.id,
  name: m.name,
  contactName: m.contactName || null,
  email: m.email || null,
  phone: m.phone || null,
  address: m.address || null,
});

/** A production file lists where each tactic goes: every selected location, up to a bound no retailer reaches. */
const MAX_PRODUCTION_LOCATIONS = 50_000;

async function filesOf(aggregate: ProgramAggregate): Promise<ProductionFile[]> {
  // Every ship-to line: the quantities live on the program's location items (a production file reads them all).
  const [makers, locations] = await Promise.all([
    makersOfCatalog(),
    programLocations(aggregate.program.id, MAX_PRODUCTION_LOCATIONS),
  ]);
  const tactics = aggregate.tactics.map((t) => ({
    ...t,
    distribution: Object.fromEntries(
      locations.items.flatMap((l) => ((l.quantities?.[t.id] ?? 0) > 0 ? [[l.id, l.quantities![t.id]!]] : [])),
    ),
  }));
  return productionFiles(tactics, makers, new Map(locations.items.map((l) => [l.id, l.location])));
}

/** A row of Production Processing: the program, its approval and how far its production went. */
function productionRow(program: ProgramRoot) {
  const root = program as ProductionRoot;
  return {
    id: root.id,
    name: root.name,
    retailerId: root.retailerId,
    retailerName: root.retailerName,
    fiscalYear: root.fiscalYear,
    programStartDate: root.programStartDate,
    programEndDate: root.programEndDate,
    approvedDate: root.approvedDate ?? null,
    productionSentAt: root.productionSentAt ?? null,
    productionWaiting: root.productionWaiting ?? 0,
  };
}

/** The list's columns, searched by the name (accents and case aside, as the stored search name); ties by number. */
const productionListSpec = {
  searchFields: ['name'],
  sortFields: productionSortFields,
  defaultSort: 'approvedDate',
  rowId: 'id',
} as const satisfies MarkedListSpec<ReturnType<typeof productionRow>>;

/**
 * Production Processing's list: in the order the programs were approved (the index's, a page at a time), or by any
 * other column while the year holds at most SORTABLE_APPROVED approved programs (read whole, sorted, cut after the
 * row the cursor marks); a column asked for on a larger year is answered in approval order, and `sortFields` says so.
 */
export async function productionPrograms(query: RouteContext<'production.programs'>['query'], auth: AuthContext) {
  const retailerId = await listedRetailer(auth, query.retailerId);
  const byColumn = query.sortBy !== undefined && query.sortBy !== 'approvedDate';
  const whole = byColumn ? await wholeApprovedPrograms(query.fiscalYear, retailerId) : null;
  if (whole) {
    const page = sliceInMemory(
      whole.map(productionRow),
      { ...query, sortDirection: query.sortDirection ?? 'asc' },
      decodeMark(query.cursor),
      productionListSpec,
    );
    return markedPage(page, query, productionSortFields);
  }
  const page = await listApprovedPrograms({
    fiscalYear: query.fiscalYear,
    retailerId,
    searchTerm: query.searchTerm,
    pageSize: query.pageSize,
    cursor: query.cursor,
    ascending: query.sortDirection === 'asc',
  });
  return {
    items: page.items.map(productionRow),
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
    totalCount: page.totalCount,
    totalPages: Math.ceil(page.totalCount / query.pageSize),
    hasPreviousPage: query.pageIndex > 0,
    hasNextPage: page.nextCursor !== null,
    nextCursor: page.nextCursor,
    sortFields: page.listSize <= SORTABLE_APPROVED ? [...productionSortFields] : ['approvedDate'],
  };
}

export async function programManufacturers(programId: number, auth: AuthContext) {
  const aggregate = await loadVisibleProgram(programId, auth);
  const [files, requests] = await Promise.all([filesOf(aggregate), listProductionRequests(programId)]);
  return {
    programId,
    statusId: aggregate.program.statusId,
    productionSentAt: (aggregate.program as ProductionRoot).productionSentAt ?? null,
    manufacturers: files.map((f) => ({
      manufacturerId: f.manufacturerId,
      manufacturerName: f.manufacturerName,
      tactics: f.tactics.length,
      totalQuantity: f.totalQuantity,
      waiting: f.tactics.filter((t) => t.orderStatus === orderStatus.notSent).length,
    })),
    requests: requests.map((r) => ({ ...r, manufacturerId: r.manufacturerId ?? null })),
  };
}

export async function allManufacturers() {
  const manufacturers = await listReferenceRecords('manufacturer');
  return {
    items: manufacturers
      .filter((m) => m.active)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(manufacturerView),
  };
}

/** The manufacturers holding sent orders of the program (their job tickets are open). */
export async function inventoryManufacturers(programId: number, auth: AuthContext) {
  const aggregate = await loadVisibleProgram(programId, auth);
  const [files, manufacturers] = await Promise.all([filesOf(aggregate), listReferenceRecords('manufacturer')]);
  const holding = new Set(
    files.filter((f) => f.tactics.some((t) => t.orderStatus !== orderStatus.notSent)).map((f) => f.manufacturerId),
  );
  return { items: manufacturers.filter((m) => holding.has(m.id)).map(manufacturerView) };
}

/** One manufacturer's file (or every one's, `manufacturerId` null) of a program, for the download and the job ticket. */
export async function productionFileOf(programId: number, manufacturerId: number | null, auth: AuthContext) {
  const aggregate = await loadVisibleProgram(programId, auth);
  const [files, manufacturers, customizations] = await Promise.all([
    filesOf(aggregate),
    listReferenceRecords('manufacturer'),
    getCustomizations(programId),
  ]);
  const chosen = manufacturerId === null ? files : files.filter((f) => f.manufacturerId === manufacturerId);
  if (manufacturerId !== null && chosen.length === 0) throw new NotFound(productionMessages.noManufacturer);
  const byId = new Map(manufacturers.map((m) => [m.id, m]));
  const root = aggregate.program as ProductionRoot;
  return {
    program: {
      id: root.id,
      name: root.name,
      retailerName: root.retailerName,
      fiscalYear: root.fiscalYear,
      programStartDate: root.programStartDate,
      programEndDate: root.programEndDate,
      deliveryDate: root.deliveryDate ?? null,
      deliveryNotes: root.deliveryNotes ?? null,
      productionSentAt: root.productionSentAt ?? null,
    },
    customizations: customizations.productionEntries,
    files: chosen.map(({ manufacturerId: id, manufacturerName, tactics, totalQuantity }) => ({
      manufacturer: manufacturerView(byId.get(id) ?? { id, name: manufacturerName }),
      tactics,
      totalQuantity,
    })),
  };
}

/**
 * Sends an approved program's waiting tactics to production: one manufacturer's (`manufacturerId`) or every
 * one's. Refuses a program that is not approved (409 with the reason) and a send with nothing waiting.
 */
export async function sendToProduction(
  programId: number,
  manufacturerId: number | null,
  auth: AuthContext,
  notes?: string,
) {
  const aggregate = await loadVisibleProgram(programId, auth);
  if (aggregate.program.statusId !== programStatus.approved) throw new Conflict(productionMessages.notApproved);
  const files = await filesOf(aggregate);
  const chosen = manufacturerId === null ? files : files.filter((f) => f.manufacturerId === manufacturerId);
  if (manufacturerId !== null && chosen.length === 0)
    throw new InvalidInput({ manufacturerId: [productionMessages.noManufacturer] });
  const waiting = chosen.flatMap((f) =>
    f.tactics.filter((t) => t.orderStatus === orderStatus.notSent).map((t) => t.programTacticId),
  );
  if (waiting.length === 0) throw new Conflict(productionMessages.nothingToSend);
  const root = aggregate.program as ProductionRoot;
  const waitingInAll = files.flatMap((f) => f.tactics.filter((t) => t.orderStatus === orderStatus.notSent)).length;
  const request = await recordProductionRequest(
    programId,
    manufacturerId === null
      ? { id: null, name: chosen.map((f) => f.manufacturerName).join(', ') }
      : { id: manufacturerId, name: chosen[0].manufacturerName },
    waiting,
    { sendsRead: root.productionSends ?? 0, waitingAfter: waitingInAll - waiting.length },
    actorOf(auth),
    notes,
  );
  return {
    programId,
    sentTactics: waiting.length,
    requestId: request.id,
    productionSentAt: root.productionSentAt ?? request.requestedAt,
  };
}

/** Sends each program given; one refused does not stop the others (the answer says why, per program). */
export async function sendPrograms(programIds: number[], auth: AuthContext) {
  const results = [];
  for (const programId of [...new Set(programIds)]) {
    try {
      const sent = await sendToProduction(programId, null, auth);
      results.push({ programId, sent: true, sentTactics: sent.sentTactics, message: null });
    } catch (error) {
      if (!(error instanceof Conflict || error instanceof NotFound || error instanceof InvalidInput)) throw error;
      results.push({ programId, sent: false, sentTactics: 0, message: error.message });
    }
  }
  return { results };
}

/** Moves a sent tactic's order status (shared/production/orderStatus.ts), audited on its program. */
export async function changeOrderStatus(body: RouteContext<'production.orderStatus'>['body'], auth: AuthContext) {
  const { programId } = parseProgramTacticId(body.programTacticId);
  const aggregate = await loadVisibleProgram(programId, auth, productionMessages.unknownTactic);
  const tactic = aggregate.tactics.find((t) => t.id === body.programTacticId);
  if (!tactic) throw new NotFound(productionMessages.unknownTactic);
  const from = orderStatusOf((tactic as { orderStatus?: string }).orderStatus);
  // The move is from the status its author read: one made meanwhile by someone else is not moved on unseen.
  if (from !== body.fromStatus) throw new Conflict();
  const refusal = orderStatusRefusal(from, body.orderStatus);
  if (refusal) throw new Conflict(refusal);
  await moveOrderStatus(
    programId,
    tactic.id,
    from,
    body.orderStatus,
    actorOf(auth),
    `${tactic.id} ${tactic.tacticName}: ${orderStatusNames[from]} -> ${orderStatusNames[body.orderStatus]}`,
  );
  return { programTacticId: tactic.id, orderStatus: body.orderStatus, next: nextOrderStatuses(body.orderStatus) };
}
