import { createHash } from 'node:crypto';
import { BatchWriteCommand, DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { addressIdentity, locationText, type AddressFields } from '../../../shared/delivery/rules';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { decodeCursor, encodeCursor } from '../../lib/queryPages';

/**
 * Address book: `ADDRESSBOOK#R{retailer}` / `LOC#{hash}`, listed alphabetically through GSI1
 * (`ADDRESSBOOK#R{retailer}` / `{location text}#{hash}`). The hash is of the normalised address, so the same
 * place always has the same key: creating or importing it again overwrites, never duplicates.
 * A program's selected locations: `PROGRAM#{id}` / `L#{locationId}` (outside the `P#` aggregate prefix, so a
 * large import never slows the program's own reads).
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
    nextCursor: encodeCursor(page.LastEvaluatedKey),
  };
}

export interface ProgramLocation {
  id: string;
  location: string;
}

/** The program's selected locations, at most `limit` (large imports), in address order. */
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
        ProjectionExpression: 'id, #location',
        ExpressionAttributeNames: { '#location': 'location' },
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
 * The program's own copy of a selected location: it outlives the address-book entry (deleting an address from the
 * book, for one program, leaves the other programs that selected it their copy, which they can still unselect).
 */
export async function getProgramLocation(programId: number, id: string): Promise<ProgramLocation | undefined> {
  const answer = await dynamo.send(
    new GetCommand({
      TableName: env.tableName,
      Key: programLocationKey(programId, id),
      ProjectionExpression: 'id, #location',
      ExpressionAttributeNames: { '#location': 'location' },
    }),
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
