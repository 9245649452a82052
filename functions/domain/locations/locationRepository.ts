import { createHash } from 'node:crypto';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import { addressIdentity, locationText, type AddressFields } from '../../../shared/delivery/rules';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { InvalidInput } from '../../lib/errors';
import { decodeCursor, encodeCursor } from '../../lib/queryPages';
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
}

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
    searchText: location.location.toLowerCase(),
    ...location,
  };
  const selection =
    programId === null
      ? null
      : {
          ...programLocationKey(programId, location.id),
          id: location.id,
          location: location.location,
          searchText: location.location.toLowerCase(),
          address: addressOf(location),
        };
  return { book, selection };
}

export async function saveToAddressBook(location: ShippingLocation): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: env.tableName, Item: locationItems(location, null).book }));
}

export async function getAddressBookLocation(id: string): Promise<ShippingLocation | undefined> {
  const answer = await dynamo.send(new GetCommand({ TableName: env.tableName, Key: bookKey(id) }));
  if (!answer.Item) return undefined;
  const { PK: _pk, SK: _sk, GSI1PK: _g1, GSI1SK: _g2, searchText: _s, ...location } = answer.Item;
  return location as ShippingLocation;
}

export async function deleteFromAddressBook(id: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: env.tableName, Key: bookKey(id) }));
}

/** One alphabetical page of a retailer's address book; a search filters the page's reads. */
export async function addressBookPage(
  retailerId: number,
  opts: { pageSize: number; cursor?: string; searchTerm?: string },
) {
  const term = opts.searchTerm?.trim().toLowerCase();
  const page = await dynamo.send(
    new QueryCommand({
      TableName: env.tableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :book',
      ExpressionAttributeValues: { ':book': `ADDRESSBOOK#R${retailerId}`, ...(term ? { ':term': term } : {}) },
      ...(term ? { FilterExpression: 'contains(searchText, :term)' } : {}),
      Limit: opts.pageSize,
      ExclusiveStartKey: decodeCursor(opts.cursor, { index: 'GSI1', partition: `ADDRESSBOOK#R${retailerId}` }),
    }),
  );
  return {
    items: (page.Items ?? []).map(
      ({ PK: _pk, SK: _sk, GSI1PK: _g1, GSI1SK: _g2, searchText: _s, ...l }) => l as ShippingLocation,
    ),
    /** Rows the Query read (before the search filtered them). */
    read: page.ScannedCount ?? 0,
    nextCursor: encodeCursor(page.LastEvaluatedKey),
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
 * One page of the program's selected locations with their quantities (the distribution grid): one Query with
 * Limit, by the cursor of the page before; a search filters the page's reads (`searchText`), so a searched page
 * can be short and still have a cursor.
 */
export async function programLocationPage(
  programId: number,
  opts: { pageSize: number; cursor?: string; searchTerm?: string },
): Promise<{ items: ProgramLocation[]; nextCursor: string | null }> {
  const term = opts.searchTerm?.trim().toLowerCase();
  const start = programLocationCursor(programId, opts.cursor);
  const page = await dynamo.send(
    new QueryCommand({
      TableName: env.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': `PROGRAM#${programId}`, ':prefix': 'L#', ...(term ? { ':term': term } : {}) },
      ...(term ? { FilterExpression: 'contains(searchText, :term)' } : {}),
      ...programLocationProjection,
      Limit: opts.pageSize,
      ExclusiveStartKey: start,
    }),
  );
  return { items: (page.Items ?? []) as ProgramLocation[], nextCursor: encodeCursor(page.LastEvaluatedKey) };
}

/** The program's items of these locations (at most 100 ids: one BatchGet, unprocessed keys asked again). */
export async function programLocationsByIds(programId: number, ids: string[]): Promise<Map<string, ProgramLocation>> {
  const found = new Map<string, ProgramLocation>();
  let keys: Record<string, unknown>[] | undefined = [...new Set(ids)].map((id) => programLocationKey(programId, id));
  let attempt = 0;
  while (keys?.length) {
    const answer = await dynamo.send(
      new BatchGetCommand({ RequestItems: { [env.tableName]: { Keys: keys, ...programLocationProjection } } }),
    );
    for (const item of answer.Responses?.[env.tableName] ?? []) found.set(String(item.id), item as ProgramLocation);
    keys = answer.UnprocessedKeys?.[env.tableName]?.Keys as typeof keys;
    if (keys?.length) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt++)));
  }
  return found;
}

/**
 * The selection items of locations the program has not selected yet (imports and Select All): one already
 * selected keeps its item, and with it its quantities.
 */
export async function unselectedOnly<T extends { id: string }>(programId: number, selections: T[]): Promise<T[]> {
  const known = new Set<string>();
  for (let i = 0; i < selections.length; i += 100) {
    const found = await programLocationsByIds(
      programId,
      selections.slice(i, i + 100).map((s) => s.id),
    );
    for (const id of found.keys()) known.add(id);
  }
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
