import { createHash } from 'node:crypto';
import {
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { addressIdentity, locationText, type AddressFields } from '../../../shared/delivery/rules';
import { searchFold, searchTermFolded } from '../../../shared/search';
import { batchGetAll } from '../../lib/batchGet';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { fieldAssignments } from '../../lib/updateExpression';
import { InvalidInput } from '../../lib/errors';
import { decodeCursor, encodeCursor, queryPage } from '../../lib/queryPages';
import { inputMessages } from '../../../shared/messages';

/**
 * Address book: `ADDRESSBOOK#R{retailer}` / `LOC#{hash}`, listed alphabetically through GSI1
 * (`ADDRESSBOOK#R{retailer}` / `{location text}#{hash}`). The hash is of the normalised address, so the same
 * place always has the same key: creating or importing it again overwrites, never duplicates.
 * A program's selected locations: `PROGRAM#{id}` / `L#{locationId}` (outside the `P#` aggregate prefix, so a
 * large import never slows the program's own reads). Each carries its distribution: `quantities` {tacticId: n}
 * and `quantitiesRev` (moved with every change of them, the condition of the next), so a page of the grid is a
 * page of these items, however many locations the program has.
 */
export interface ShippingLocation extends AddressFields {
  id: string;
  retailerId: number;
  location: string;
  /**
   * The address-book entry's version: moved by every save of it, the condition of an edit or a removal (one read
   * before gets 409). Absent on entries written before it existed and on imported ones: read as 1.
   */
  version?: number;
}

/** A location as the address book holds it, with its version. */
type AddressBookEntry = ShippingLocation & { version: number };

const locationIdOf = (retailerId: number, address: AddressFields) =>
  `${retailerId}.${createHash('sha256').update(addressIdentity(address)).digest('hex').slice(0, 24)}`;
const hashOf = (id: string) => id.split('.')[1];
const retailerOf = (id: string) => Number(id.split('.')[0]);
const bookKey = (id: string) => ({ PK: `ADDRESSBOOK#R${retailerOf(id)}`, SK: `LOC#${hashOf(id)}` });
const programLocationKey = (programId: number, id: string) => ({ PK: `PROGRAM#${programId}`, SK: `L#${id}` });

const addressOf = (a: AddressFields): AddressFields => ({
  attention: a.attention ?? null,
  companyName: a.companyName ?? null,
  address1: a.address1 ?? null,
  address2: a.address2 ?? null,
  city: a.city ?? null,
  state: a.state ?? null,
  zip: a.zip ?? null,
  country: a.country ?? null,
  phone: a.phone ?? null,
});

export function toShippingLocation(
  retailerId: number,
  address: AddressFields,
  id = locationIdOf(retailerId, address),
): ShippingLocation {
  const fields = addressOf(address);
  return { id, retailerId, ...fields, location: locationText(fields) };
}

/** The address-book item and the program's selection item of a location (for batch writers such as imports). */
export function locationItems(location: ShippingLocation, programId: number | null) {
  const book = {
    ...bookKey(location.id),
    GSI1PK: `ADDRESSBOOK#R${location.retailerId}`,
    GSI1SK: `${location.location.toLowerCase().slice(0, 80)}#${hashOf(location.id)}`,
    searchText: searchFold(location.location),
    ...location,
  };
  const selection =
    programId === null
      ? null
      : {
          ...programLocationKey(programId, location.id),
          id: location.id,
          location: location.location,
          searchText: searchFold(location.location),
          address: addressOf(location),
        };
  return { book, selection };
}

/** The entry's version as read: 1 for one written before versions (or by an import). */
const versionOf = (item: Record<string, unknown>) => (typeof item.version === 'number' ? item.version : 1);

/**
 * Writes a location into the address book (a new one, or the same place again, which overwrites it): its version
 * moves, so an Edit Address form open on it meanwhile gets 409. Answers the location as stored.
 */
export async function saveToAddressBook(location: ShippingLocation): Promise<AddressBookEntry> {
  const { PK: _pk, SK: _sk, version: _v, ...fields } = locationItems(location, null).book;
  const assign = fieldAssignments(fields);
  const answer = await dynamo.send(
    new UpdateCommand({
      TableName: env.tableName,
      Key: bookKey(location.id),
      UpdateExpression: `SET ${[...assign.set, '#version = if_not_exists(#version, :zero) + :one'].join(', ')}`,
      ExpressionAttributeNames: { ...assign.names, '#version': 'version' },
      ExpressionAttributeValues: {
        ...assign.values,
        ':zero': 0,
        ':one': 1,
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return { ...location, version: versionOf(answer.Attributes ?? {}) };
}

/** The condition of a change at the version read: the entry is there and still at that version. */
const atVersion = (version: number) => ({
  ConditionExpression:
    'attribute_exists(PK) AND (#version = :version OR (attribute_not_exists(#version) AND :version = :one))',
  ExpressionAttributeNames: { '#version': 'version' },
  ExpressionAttributeValues: { ':version': version, ':one': 1 },
});

/** An edited entry (it keeps its id), written at the version read: 409 when someone saved or removed it meanwhile. */
export async function updateAddressBookLocation(
  location: ShippingLocation,
  version: number,
): Promise<AddressBookEntry> {
  const { PK, SK, version: _v, ...fields } = locationItems(location, null).book;
  const condition = atVersion(version);
  await dynamo.send(
    new PutCommand({
      TableName: env.tableName,
      Item: { PK, SK, ...fields, version: version + 1 },
      ...condition,
    }),
  );
  return { ...location, version: version + 1 };
}

export async function getAddressBookLocation(id: string): Promise<AddressBookEntry | undefined> {
  const answer = await dynamo.send(new GetCommand({ TableName: env.tableName, Key: bookKey(id) }));
  if (!answer.Item) return undefined;
  const { PK: _pk, SK: _sk, GSI1PK: _g1, GSI1SK: _g2, searchText: _s, ...location } = answer.Item;
  return { ...location, version: versionOf(answer.Item) } as AddressBookEntry;
}

/** Removes an entry at the version read: 409 when someone saved it meanwhile. */
export async function deleteFromAddressBook(id: string, version: number): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: env.tableName, Key: bookKey(id), ...atVersion(version) }));
}

/** A search reads on past rows it does not match, at most this many reads of this many rows, to fill its page. */
const SEARCH_READS = 10;
const SEARCH_READ_SIZE = 100;

/**
 * One alphabetical page of a retailer's address book. A search filters what is read, and reads on until the page
 * is full (at most SEARCH_READS reads), unless `oneRead` (Select All reads one book page per call and counts it).
 */
export async function addressBookPage(
  retailerId: number,
  opts: { pageSize: number; cursor?: string; searchTerm?: string; oneRead?: boolean },
) {
  const term = searchTermFolded(opts.searchTerm);
  const readOn = Boolean(term) && !opts.oneRead;
  const page = await queryPage(
    {
      TableName: env.tableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :book',
      ExpressionAttributeValues: { ':book': `ADDRESSBOOK#R${retailerId}`, ...(term ? { ':term': term } : {}) },
      ...(term ? { FilterExpression: 'contains(searchText, :term)' } : {}),
      Limit: readOn ? Math.max(opts.pageSize, SEARCH_READ_SIZE) : opts.pageSize,
      ExclusiveStartKey: decodeCursor(opts.cursor, { index: 'GSI1', partition: `ADDRESSBOOK#R${retailerId}` }),
    },
    { pageSize: opts.pageSize, maxReads: readOn ? SEARCH_READS : 1 },
  );
  return {
    items: page.items.map(
      ({ PK: _pk, SK: _sk, GSI1PK: _g1, GSI1SK: _g2, searchText: _s, ...l }) =>
        ({ ...l, version: versionOf(l) }) as unknown as AddressBookEntry,
    ),
    /** Rows the Query read (before the search filtered them). */
    read: page.scanned,
    nextCursor: encodeCursor(page.nextKey),
  };
}

export interface ProgramLocation {
  id: string;
  location: string;
  /** The location's distribution: quantity per program tactic id (absent: nothing distributed here). */
  quantities?: Record<string, number>;
  /** Moved with every change of the quantities: the condition of the next change (absent before the first). */
  quantitiesRev?: number;
}

const programLocationProjection = {
  ProjectionExpression: 'id, #location, quantities, quantitiesRev',
  ExpressionAttributeNames: { '#location': 'location' },
};

/** The program's selected locations with their quantities, at most `limit` (large imports), in key order. */
export async function programLocations(
  programId: number,
  limit = 1000,
): Promise<{ items: ProgramLocation[]; more: boolean }> {
  const items: ProgramLocation[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: env.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': `PROGRAM#${programId}`, ':prefix': 'L#' },
        ...programLocationProjection,
        Limit: limit - items.length + 1,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...((page.Items ?? []) as ProgramLocation[]));
    start = page.LastEvaluatedKey;
  } while (start && items.length <= limit);
  return { items: items.slice(0, limit), more: items.length > limit };
}

/**
 * A distribution page's cursor, checked before anything is read: the key of one of this program's locations
 * (`PROGRAM#{id}` / `L#...`), else 400 with the cursor message.
 */
export function programLocationCursor(programId: number, cursor: string | undefined) {
  const key = decodeCursor(cursor, { partition: `PROGRAM#${programId}` });
  if (key && !String(key.SK).startsWith('L#')) throw new InvalidInput({ cursor: [inputMessages.badCursor] });
  return key;
}

/**
 * One page of the program's selected locations with their quantities (the distribution grid), by the cursor of the
 * page before; a search filters what is read (`searchText`) and reads on until the page is full (at most
 * SEARCH_READS reads), so a searched page is short only when its matches lie beyond them.
 */
export async function programLocationPage(
  programId: number,
  opts: { pageSize: number; cursor?: string; searchTerm?: string },
): Promise<{ items: ProgramLocation[]; nextCursor: string | null }> {
  const term = searchTermFolded(opts.searchTerm);
  const page = await queryPage(
    {
      TableName: env.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': `PROGRAM#${programId}`, ':prefix': 'L#', ...(term ? { ':term': term } : {}) },
      ...(term ? { FilterExpression: 'contains(searchText, :term)' } : {}),
      // The keys too: a page cut inside a read continues from its last row's.
      ProjectionExpression: `PK, SK, ${programLocationProjection.ProjectionExpression}`,
      ExpressionAttributeNames: programLocationProjection.ExpressionAttributeNames,
      Limit: term ? Math.max(opts.pageSize, SEARCH_READ_SIZE) : opts.pageSize,
      ExclusiveStartKey: programLocationCursor(programId, opts.cursor),
    },
    { pageSize: opts.pageSize, maxReads: term ? SEARCH_READS : 1 },
  );
  return {
    items: page.items.map(({ PK: _pk, SK: _sk, ...location }) => location as unknown as ProgramLocation),
    nextCursor: encodeCursor(page.nextKey),
  };
}

/** The program's items of these locations (any number; a location not selected is missing from the answer). */
export async function programLocationsByIds(programId: number, ids: string[]): Promise<Map<string, ProgramLocation>> {
  const items = await batchGetAll(
    ids.map((id) => programLocationKey(programId, id)),
    programLocationProjection,
  );
  return new Map(items.map((item) => [String(item.id), item as unknown as ProgramLocation]));
}

/**
 * The selection items of locations the program has not selected yet (imports and Select All): one already
 * selected keeps its item, and with it its quantities.
 */
export async function unselectedOnly<T extends { id: string }>(programId: number, selections: T[]): Promise<T[]> {
  const known = await programLocationsByIds(
    programId,
    selections.map((s) => s.id),
  );
  return selections.filter((s) => !known.has(s.id));
}

/**
 * The program's own copy of a selected location: it outlives the address-book entry (deleting an address from the
 * book, for one program, leaves the other programs that selected it their copy, which they can still unselect).
 */
export async function getProgramLocation(programId: number, id: string): Promise<ProgramLocation | undefined> {
  const answer = await dynamo.send(
    new GetCommand({ TableName: env.tableName, Key: programLocationKey(programId, id), ...programLocationProjection }),
  );
  return answer.Item as ProgramLocation | undefined;
}

/** How many locations the program has (the programs domain counts them; submit needs it too). */
export { countProgramLocations } from '../programs/locations';

export const programLocationKeyOf = programLocationKey;

/** Writes items 25 at a time, retrying what DynamoDB hands back unprocessed. */
export async function batchPut(items: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    let pending: { PutRequest: { Item: Record<string, unknown> } }[] | undefined = items
      .slice(i, i + 25)
      .map((Item) => ({ PutRequest: { Item } }));
    let attempt = 0;
    while (pending?.length) {
      const answer = await dynamo.send(new BatchWriteCommand({ RequestItems: { [env.tableName]: pending } }));
      pending = answer.UnprocessedItems?.[env.tableName] as typeof pending;
      if (pending?.length) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt++)));
    }
  }
}
