import { randomUUID } from 'node:crypto';
import { MAX_UPLOAD_BYTES } from '../../../shared/constants';
import type { DeliveryContacts } from '../../../shared/delivery/contacts';
import {
  addressErrors,
  calendarToday,
  checkDeliveryInformation,
  deliveryMessages,
  distributionErrors,
} from '../../../shared/delivery/rules';
import { changeRefusal, type ProgramChange } from '../../../shared/programs/changeRules';
import { clock } from '../../lib/clock';
import { presignUploadSlot } from '../../lib/clients/s3Presign';
import { env } from '../../lib/env';
import { Conflict, InvalidInput, NotFound, PayloadTooLarge } from '../../lib/errors';
import type { RouteContext } from '../../lib/familyHandler';
import { canSeeRetailer, retailerScopeOf, type AuthContext } from '../../lib/identity';
import { requireVisibleLocation } from '../locations/addressBook';
import { getImport, importObjectKey, type LocationImport } from '../locations/importRepository';
import { failIfStuck } from '../locations/stuckImport';
import { importErrorMessage } from '../locations/locationImport';
import {
  countProgramLocations,
  getProgramLocation,
  programLocations,
  saveToAddressBook,
  toShippingLocation,
} from '../locations/locationRepository';
import {
  recordLocationImport,
  saveDeliveryFields,
  saveDistribution,
  selectProgramLocation,
  unselectProgramLocation,
} from './deliveryWrites';
import { loadVisibleProgram, refuseChange } from './guard';
import { getProgramAggregate } from './programRepository';
import type { ProgramAggregate } from './programTypes';

/** The delivery step of a program (the delivery family's use cases): its information, locations, distribution and imports. */

/** A distribution is edited on one screen and saved in one transaction: a bounded number of locations. */
const MAX_DISTRIBUTION_LOCATIONS = 500;

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
  const distributed = new Set(
    aggregate.tactics.flatMap((t) =>
      Object.entries(distributionOf(t))
        .filter(([, q]) => q > 0)
        .map(([loc]) => loc),
    ),
  );
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
    locations: items.map((l) => ({ id: l.id, location: l.location, distributed: distributed.has(l.id) })),
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

const distributionOf = (tactic: ProgramAggregate['tactics'][number]) => tactic.distribution ?? {};

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
    throw new InvalidInput({ timeZone: ['Unknown time zone.'] });
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
    throw new InvalidInput({ contacts: ['Delivery contacts belong to property (theme type 4) programs.'] });
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
  const { retailerId: given, saveToAddressBook: _always, version: _v, ...address } = body;
  const errors = addressErrors(address);
  if (Object.keys(errors).length) throw new InvalidInput({ ...errors, general: [deliveryMessages.locationInvalid] });
  let retailerId = given;
  let aggregate: ProgramAggregate | undefined;
  if (params.programId > 0) {
    aggregate = await loadProgram(params.programId, auth);
    refuseChange(aggregate.program, 'delivery', auth);
    retailerId = aggregate.program.retailerId ?? undefined;
  }
  if (!retailerId) throw new InvalidInput({ retailerId: ['Retailer is required'] });
  const scope = await retailerScopeOf(auth);
  if (!canSeeRetailer(scope, retailerId)) throw new NotFound('This retailer does not exist.');
  const location = toShippingLocation(retailerId, address);
  await saveToAddressBook(location);
  if (aggregate) await selectProgramLocation(aggregate, location, auth);
  return location;
}

export async function addOrRemoveLocation({ auth, body }: RouteContext<'delivery.addRemoveLocation'>) {
  const aggregate = await loadProgram(body.programid, auth);
  refuseChange(aggregate.program, 'delivery', auth);
  if (body.action === 'add') {
    const location = await requireVisibleLocation(body.shippingLocationId, auth);
    if (location.retailerId !== aggregate.program.retailerId)
      throw new InvalidInput({ shippingLocationId: ["This location is not in the program retailer's address book."] });
    await selectProgramLocation(aggregate, location, auth);
  } else {
    // The program's own copy: its address-book entry may have been deleted since (from another program).
    const selected = await getProgramLocation(aggregate.program.id, body.shippingLocationId);
    if (!selected) throw new NotFound('This shipping location does not exist.');
    await unselectProgramLocation(aggregate, selected, auth);
  }
  return deliveryInformation((await getProgramAggregate(aggregate.program.id))!, auth);
}

export async function readDistribution({ auth, params }: RouteContext<'delivery.distribution'>) {
  const aggregate = await loadProgram(params.id, auth);
  const { items, more } = await programLocations(params.id, MAX_DISTRIBUTION_LOCATIONS);
  if (more)
    throw new Conflict(
      `This program has more than ${MAX_DISTRIBUTION_LOCATIONS} locations; distribute them by import instead.`,
    );
  const distributed = (id: string) => aggregate.tactics.some((t) => (distributionOf(t)[id] ?? 0) > 0);
  return {
    locations: items.map((l) => ({ id: l.id, location: l.location, distributed: distributed(l.id) })),
    tactics: aggregate.tactics
      .filter((t) => !t.isDownload)
      .map((t) => ({
        tacticId: t.id,
        tacticName: t.tacticName,
        orderQuantity: t.orderQuantity,
        quantities: distributionOf(t),
      })),
    canEdit: mayChange('distribution', aggregate, auth),
    version: aggregate.program.version,
  };
}

export async function saveProgramDistribution({ auth, params, body }: RouteContext<'delivery.saveDistribution'>) {
  const aggregate = await loadProgram(params.id, auth);
  refuseChange(aggregate.program, 'distribution', auth, body.version);
  const { items } = await programLocations(params.id, MAX_DISTRIBUTION_LOCATIONS);
  const known = new Set(items.map((l) => l.id));
  const shipped = aggregate.tactics.filter((t) => !t.isDownload);
  const given = new Map(body.tactics.map((t) => [t.tacticId, t.quantities]));
  const unknownLocation = body.tactics.some((t) => Object.keys(t.quantities).some((loc) => !known.has(loc)));
  if (unknownLocation) throw new InvalidInput({ tactics: ['A quantity names a location the program does not have.'] });
  const errors = distributionErrors(
    shipped.map((t) => ({ tacticId: t.id, orderQuantity: t.orderQuantity, quantities: given.get(t.id) ?? {} })),
  );
  if (errors.length) throw new InvalidInput({ tactics: errors });
  await saveDistribution(aggregate, shipped, given, auth);
  const updated = (await getProgramAggregate(params.id))!;
  return {
    locations: items.map((l) => ({
      id: l.id,
      location: l.location,
      distributed: updated.tactics.some((t) => (distributionOf(t)[l.id] ?? 0) > 0),
    })),
    tactics: updated.tactics
      .filter((t) => !t.isDownload)
      .map((t) => ({
        tacticId: t.id,
        tacticName: t.tacticName,
        orderQuantity: t.orderQuantity,
        quantities: distributionOf(t),
      })),
    canEdit: mayChange('distribution', updated, auth),
    version: updated.program.version,
  };
}

export async function startLocationImport({ auth, params, body }: RouteContext<'delivery.startImport'>) {
  const aggregate = await loadProgram(params.id, auth);
  refuseChange(aggregate.program, 'delivery', auth);
  if (!/\.csv$/i.test(body.fileName)) throw new InvalidInput({ fileName: ['Choose one .csv file.'] });
  if (body.size > MAX_UPLOAD_BYTES) throw new PayloadTooLarge();
  const importId = randomUUID();
  const key = importObjectKey(params.id, importId);
  const record = {
    importId,
    programId: params.id,
    retailerId: aggregate.program.retailerId!,
    fileName: body.fileName,
    key,
    status: 'waiting',
    rowsRead: 0,
    rowsImported: 0,
    errors: [],
    errorCount: 0,
    createdBy: auth.subject,
    createdAt: clock.now().toISOString(),
  } satisfies LocationImport;
  await recordLocationImport(aggregate, record, auth);
  const upload = await presignUploadSlot({
    bucket: env.importsBucket,
    key,
    id: importId,
    contentType: 'text/csv',
    size: body.size,
  });
  return { importId, upload };
}

export async function locationImportStatus({ auth, params }: RouteContext<'delivery.importStatus'>) {
  await loadProgram(params.id, auth);
  const found = await getImport(params.id, params.importId);
  if (!found) throw new NotFound('This import does not exist.');
  // One stuck past its deadline is marked failed first, its reason as its one error (shared/imports/stuck.ts).
  const record = await failIfStuck(found);
  return {
    importId: record.importId,
    programId: record.programId,
    fileName: record.fileName,
    status: record.status,
    rowsRead: record.rowsRead,
    rowsImported: record.rowsImported,
    errors: record.errors,
    errorMessage: importErrorMessage(record.errors, record.errorCount ?? record.errors.length),
  };
}
