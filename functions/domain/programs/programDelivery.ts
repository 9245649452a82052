import { auditNoteWords } from '../../../shared/programs/auditFields';
import * as recordMessages from '../../../shared/recordMessages';
import { inputMessages } from '../../../shared/messages';
import { programMessages } from '../../../shared/programs/messages';
import type { DeliveryContacts } from '../../../shared/delivery/contacts';
import {
  addressErrors,
  calendarToday,
  checkDeliveryInformation,
  deliveryMessages,
  deliveryServerMessages,
  distributedTotalErrors,
} from '../../../shared/delivery/rules';
import { changeRefusal, type ProgramChange } from '../../../shared/programs/changeRules';
import { clock } from '../../lib/clock';
import { InvalidInput, NotFound } from '../../lib/errors';
import type { RouteContext } from '../../lib/familyHandler';
import { canSeeRetailer, retailerScopeOf, type AuthContext } from '../../lib/identity';
import { requireVisibleLocation } from '../locations/addressBook';
import { importStatusFields } from '../imports/importRecords';
import { startCsvUpload } from '../imports/startUpload';
import { importObjectKey, locationImports } from '../locations/importRepository';
import { importErrorMessage } from '../locations/locationImport';
import {
  addressBookPage,
  countProgramLocations,
  getProgramLocation,
  programLocationCursor,
  programLocationPage,
  programLocations,
  programLocationsByIds,
  saveToAddressBook,
  toShippingLocation,
  unselectedOnly,
  type ProgramLocation,
} from '../locations/locationRepository';
import {
  DISTRIBUTION_FIXED_ACTIONS,
  recordLocationImport,
  saveDeliveryFields,
  saveDistributionPage,
  selectProgramLocation,
  selectProgramLocations,
  unselectProgramLocation,
  type LocationQuantities,
} from './deliveryWrites';
import { loadVisibleProgram, refuseChange } from './guard';
import { getProgramAggregate } from './programRepository';
import type { ProgramAggregate } from './programTypes';

/** The delivery step of a program (the delivery family's use cases): its information, locations, distribution and imports. */

/** A transaction holds at most 100 actions: the root, the audit entry, a page's locations and its tactics' totals. */
const MAX_TRANSACT_ACTIONS = 100;

/** The program, or 404 (missing, or another retailer's for a retailer-side user): the programs domain's guard. */
const loadProgram = (id: number, auth: AuthContext): Promise<ProgramAggregate> =>
  loadVisibleProgram(id, auth, deliveryMessages.loadFailed);

/** Whether this caller may make the change to the program now (docs/decisions.md, Delivery): the web offers only those. */
const mayChange = (change: ProgramChange, aggregate: ProgramAggregate, auth: AuthContext) =>
  changeRefusal(change, aggregate.program.statusId, { retailerSide: auth.retailerSide }) === null;
const canEdit = (aggregate: ProgramAggregate, auth: AuthContext) => mayChange('delivery', aggregate, auth);
const onlyDownloads = (aggregate: ProgramAggregate) =>
  aggregate.tactics.length > 0 && aggregate.tactics.every((t) => t.isDownload);
async function deliveryInformation(aggregate: ProgramAggregate, auth: AuthContext) {
  const { program } = aggregate;
  const [{ items, more }, count] = await Promise.all([programLocations(program.id), countProgramLocations(program.id)]);
  const distributed = isDistributed(aggregate);
  const root = program as typeof program & {
    deliveryDate?: string | null;
    deliveryNotes?: string | null;
    deliveryContacts?: DeliveryContacts | null;
  };
  return {
    programId: program.id,
    retailerId: program.retailerId,
    retailerName: program.retailerName,
    deliveryDate: root.deliveryDate ?? null,
    deliveryNotes: root.deliveryNotes ?? null,
    contacts: root.deliveryContacts ?? null,
    locations: items.map((l) => ({ id: l.id, location: l.location, distributed: distributed(l) })),
    locationCount: more ? count : items.length,
    onlyDownloads: onlyDownloads(aggregate),
    canEdit: canEdit(aggregate, auth),
    canMoveDate: mayChange('deliveryDate', aggregate, auth),
    showRetailer: true,
    showDeliveryDate: !onlyDownloads(aggregate),
    showDeliveryNotes: true,
    version: program.version,
  };
}

/** Whether a location has a quantity of one of the program's tactics (a deleted tactic's leftovers do not count). */
const isDistributed = (aggregate: ProgramAggregate) => {
  const tactics = new Set(aggregate.tactics.map((t) => t.id));
  return (location: ProgramLocation) =>
    Object.entries(location.quantities ?? {}).some(([tacticId, q]) => q > 0 && tactics.has(tacticId));
};

/** Saves date and notes at the program's version, after the delivery rules. */
export async function saveDelivery(
  auth: AuthContext,
  id: number,
  body: {
    version: number;
    deliveryDate?: string | null;
    deliveryNotes?: string | null;
    timeZone?: string;
    fromCampaigns: boolean;
    contacts?: DeliveryContacts;
  },
  datesOnly: boolean,
) {
  // Date and notes while the program is planned; an approved program's date alone may move (never into the past).
  const change: ProgramChange = datesOnly ? 'deliveryDate' : 'delivery';
  const aggregate = await loadProgram(id, auth);
  refuseChange(aggregate.program, change, auth, body.version);
  const editable = canEdit(aggregate, auth);
  let timeZone: string;
  try {
    if (body.timeZone) calendarToday(clock.now(), body.timeZone);
    timeZone = body.timeZone ?? 'UTC';
  } catch {
    throw new InvalidInput({ timeZone: [inputMessages.unknownTimeZone] });
  }
  const { errors, deliveryDate } = checkDeliveryInformation(
    {
      deliveryDate: body.deliveryDate,
      locationCount: await countProgramLocations(id),
      onlyDownloads: onlyDownloads(aggregate),
      skipDateRule: editable && body.fromCampaigns,
    },
    calendarToday(clock.now(), timeZone),
  );
  if (datesOnly) delete errors.locations;
  if (Object.keys(errors).filter((k) => k !== 'general').length) throw new InvalidInput(errors);
  if (body.contacts && aggregate.program.campaignThemeTypeId !== 4)
    throw new InvalidInput({ contacts: [deliveryServerMessages.contactsForPropertyOnly] });
  const withContacts = !datesOnly && body.contacts !== undefined;
  const fields = {
    deliveryDate,
    ...(datesOnly ? {} : { deliveryNotes: body.deliveryNotes ?? null }),
    ...(withContacts ? { deliveryContacts: body.contacts } : {}),
  };
  await saveDeliveryFields(aggregate, change, fields, auth, datesOnly ? 'delivery-date' : 'delivery');
  return deliveryInformation((await getProgramAggregate(id))!, auth);
}

/** The delivery step's answer for a program the caller may see. */
export const deliveryInformationOf = async (id: number, auth: AuthContext) =>
  deliveryInformation(await loadProgram(id, auth), auth);

export async function createLocation({ auth, params, body }: RouteContext<'delivery.createLocation'>) {
  const { retailerId: given, saveToAddressBook: _always, ...address } = body;
  const errors = addressErrors(address);
  if (Object.keys(errors).length) throw new InvalidInput({ ...errors, general: [deliveryMessages.locationInvalid] });
  let retailerId = given;
  let aggregate: ProgramAggregate | undefined;
  if (params.programId > 0) {
    aggregate = await loadProgram(params.programId, auth);
    refuseChange(aggregate.program, 'delivery', auth);
    retailerId = aggregate.program.retailerId ?? undefined;
  }
  if (!retailerId) throw new InvalidInput({ retailerId: [programMessages.retailerRequired] });
  const scope = await retailerScopeOf(auth);
  if (!canSeeRetailer(scope, retailerId)) throw new NotFound(recordMessages.retailer);
  const location = await saveToAddressBook(toShippingLocation(retailerId, address));
  if (aggregate) await selectProgramLocation(aggregate, location, auth);
  return location;
}

export async function addOrRemoveLocation({ auth, body }: RouteContext<'delivery.addRemoveLocation'>) {
  const aggregate = await loadProgram(body.programid, auth);
  refuseChange(aggregate.program, 'delivery', auth);
  if (body.action === 'add') {
    const location = await requireVisibleLocation(body.shippingLocationId, auth);
    if (location.retailerId !== aggregate.program.retailerId)
      throw new InvalidInput({ shippingLocationId: [deliveryServerMessages.notInAddressBook] });
    await selectProgramLocation(aggregate, location, auth);
  } else {
    // The program's own copy: its address-book entry may have been deleted since (from another program).
    const selected = await getProgramLocation(aggregate.program.id, body.shippingLocationId);
    if (!selected) throw new NotFound(recordMessages.shippingLocation);
    await unselectProgramLocation(aggregate, selected, auth);
  }
  return deliveryInformation((await getProgramAggregate(aggregate.program.id))!, auth);
}

/**
 * A page of the distribution (the grid's rows) and every shipped tactic with its distributed total: one Query of
 * the page's location items (their quantities), the aggregate, and on the first page the location count.
 */
function distributionView(
  aggregate: ProgramAggregate,
  auth: AuthContext,
  locations: ProgramLocation[],
  page: { locationCount: number | null; nextCursor: string | null },
) {
  const distributed = isDistributed(aggregate);
  return {
    locations: locations.map((l) => ({ id: l.id, location: l.location, distributed: distributed(l) })),
    tactics: aggregate.tactics
      .filter((t) => !t.isDownload)
      .map((t) => ({
        tacticId: t.id,
        tacticName: t.tacticName,
        orderQuantity: t.orderQuantity,
        quantities: Object.fromEntries(
          locations.flatMap((l) => {
            const q = l.quantities?.[t.id] ?? 0;
            return q > 0 ? [[l.id, q]] : [];
          }),
        ),
        distributedQuantity: t.distributedQuantity ?? 0,
      })),
    locationCount: page.locationCount,
    nextCursor: page.nextCursor,
    canEdit: mayChange('distribution', aggregate, auth),
    version: aggregate.program.version,
  };
}

/** Address-book rows Select All reads per call: one Query, a BatchGet and at most four batch writes. */
const SELECT_ALL_PAGE = 100;

/**
 * Select All over the program retailer's address book with the filter: one page of the book per call, its
 * matches the program has not selected yet selected; the client calls again with the cursor until it is null.
 */
export async function selectAllLocations({ auth, params, body }: RouteContext<'delivery.selectAll'>) {
  const aggregate = await loadProgram(params.id, auth);
  refuseChange(aggregate.program, 'delivery', auth);
  const retailerId = aggregate.program.retailerId;
  if (!retailerId) throw new InvalidInput({ retailerId: [programMessages.retailerRequired] });
  const page = await addressBookPage(retailerId, {
    pageSize: SELECT_ALL_PAGE,
    cursor: body.cursor,
    searchTerm: body.searchTerm,
    oneRead: true,
  });
  const fresh = await unselectedOnly(params.id, page.items);
  await selectProgramLocations(aggregate, fresh, auth);
  return { selected: fresh.length, read: page.read, nextCursor: page.nextCursor };
}

export async function readDistribution({ auth, params, query }: RouteContext<'delivery.distribution'>) {
  programLocationCursor(params.id, query.cursor);
  const aggregate = await loadProgram(params.id, auth);
  const [page, locationCount] = await Promise.all([
    programLocationPage(params.id, query),
    // The count (a keys-only COUNT) comes with the first page: Equal Distribution and the pager need it once.
    query.cursor ? Promise.resolve(null) : countProgramLocations(params.id),
  ]);
  return distributionView(aggregate, auth, page.items, { locationCount, nextCursor: page.nextCursor });
}

/**
 * Saves the quantities of a page of locations (docs/decisions.md, Delivery): one transaction conditional on the
 * program's version, with each location's quantities (a tactic not named keeps its quantity there) and each
 * tactic's total moved by the difference. The last page of a save (`final`, the default) must leave every
 * shipped tactic's total equal to its order quantity; the pages before it may not yet.
 */
export async function saveProgramDistribution({ auth, params, body }: RouteContext<'delivery.saveDistribution'>) {
  const aggregate = await loadProgram(params.id, auth);
  refuseChange(aggregate.program, 'distribution', auth, body.version);
  const shipped = aggregate.tactics.filter((t) => !t.isDownload);
  const shippedIds = new Set(shipped.map((t) => t.id));
  const tacticIds = new Set(aggregate.tactics.map((t) => t.id));
  // A tactic that no longer ships (deleted, or now a download) has nothing to distribute: its entries are left out.
  const given = body.tactics.filter((t) => shippedIds.has(t.tacticId));
  const named = [...new Set(given.flatMap((t) => Object.keys(t.quantities)))];
  const maxLocations = MAX_TRANSACT_ACTIONS - DISTRIBUTION_FIXED_ACTIONS - shipped.length;
  if (named.length > Math.max(1, maxLocations))
    throw new InvalidInput({ tactics: [deliveryServerMessages.tooManyLocations(Math.max(1, maxLocations))] });
  const before = await programLocationsByIds(params.id, named);
  if (named.some((id) => !before.has(id)))
    throw new InvalidInput({ tactics: [deliveryServerMessages.unknownLocation] });
  if (given.some((t) => Object.values(t.quantities).some((q) => q < 0 || !Number.isInteger(q))))
    throw new InvalidInput({ tactics: [deliveryMessages.distributionMismatch] });

  // Each location's quantities after the save, and how much each tactic's total moves.
  const deltas = new Map<string, number>();
  const pages: LocationQuantities[] = named.map((id) => {
    const old = before.get(id)!;
    // A deleted tactic's leftovers go; every other tactic's quantity stays (its total counts it).
    const quantities: Record<string, number> = Object.fromEntries(
      Object.entries(old.quantities ?? {}).filter(([tacticId, q]) => q > 0 && tacticIds.has(tacticId)),
    );
    for (const t of given) {
      if (!(id in t.quantities)) continue;
      const q = t.quantities[id]!;
      deltas.set(t.tacticId, (deltas.get(t.tacticId) ?? 0) + q - (quantities[t.tacticId] ?? 0));
      if (q > 0) quantities[t.tacticId] = q;
      else delete quantities[t.tacticId];
    }
    return { before: old, quantities };
  });
  if (body.final) {
    const totals = distributedTotalErrors(
      shipped.map((t) => ({
        orderQuantity: t.orderQuantity,
        distributedQuantity: (t.distributedQuantity ?? 0) + (deltas.get(t.id) ?? 0),
      })),
    );
    if (totals.length) throw new InvalidInput({ tactics: totals });
  }
  const notes = shipped
    .map(
      (t) =>
        `${t.id} ${t.tacticName}: ${(t.distributedQuantity ?? 0) + (deltas.get(t.id) ?? 0)} ${auditNoteWords.distributed}`,
    )
    .join('; ');
  await saveDistributionPage(aggregate, pages, deltas, `${named.length} ${auditNoteWords.locations}; ${notes}`, auth);
  const updated = (await getProgramAggregate(params.id))!;
  const saved = await programLocationsByIds(params.id, named);
  return distributionView(
    updated,
    auth,
    named.map((id) => saved.get(id)).filter((l): l is ProgramLocation => l !== undefined),
    { locationCount: null, nextCursor: null },
  );
}

export async function startLocationImport({ auth, params, body }: RouteContext<'delivery.startImport'>) {
  const aggregate = await loadProgram(params.id, auth);
  refuseChange(aggregate.program, 'delivery', auth);
  return startCsvUpload(body, {
    objectKey: (importId) => importObjectKey(params.id, importId),
    record: (start) =>
      recordLocationImport(
        aggregate,
        {
          ...start,
          programId: params.id,
          retailerId: aggregate.program.retailerId!,
          fileName: body.fileName,
          status: 'waiting',
          rowsRead: 0,
          rowsImported: 0,
          errors: [],
          errorCount: 0,
          createdBy: auth.subject,
        },
        auth,
      ),
  });
}

export async function locationImportStatus({ auth, params }: RouteContext<'delivery.importStatus'>) {
  await loadProgram(params.id, auth);
  // One stuck past its deadline is marked failed first, its reason as its one error (shared/imports/stuck.ts).
  const record = await locationImports.read({ programId: params.id, importId: params.importId });
  if (!record) throw new NotFound(recordMessages.import);
  return {
    ...importStatusFields(record),
    programId: record.programId,
    rowsImported: record.rowsImported,
    errorCount: record.errorCount ?? record.errors.length,
    errorMessage: importErrorMessage(record.errors, record.errorCount ?? record.errors.length),
  };
}
