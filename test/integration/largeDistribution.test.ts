import { createHash } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, calendarToday, locationText } from '../../shared/delivery/rules';
import { searchFold } from '../../shared/search';
import { demoCatalogIds } from '../support/catalog';
import { callApi, idTokenOf, stack } from '../support/session';

/**
 * A retailer with hundreds to thousands of stores (docs/decisions.md, Delivery): Select All selects every match of
 * the filter in the whole address book, and a program with more than 500 locations is distributed page by page
 * and submitted.
 */
let planner: string;
let ids: { fizzly: number; floorDisplay: number; sign: number };

beforeAll(async () => {
  planner = await idTokenOf('planner@demo.local');
  ids = await demoCatalogIds(planner, { sign: 'End Cap Sign' });
});

/** Address-book rows of Fresh Market (retailer 1) written straight to the table, as an import's batches do. */
async function seedAddressBook(tag: string, count: number) {
  const db = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  const TableName = stack().dynamodb.tableName;
  const items = Array.from({ length: count }, (_, n) => {
    const address = {
      attention: 'Receiving',
      companyName: 'Fresh Market Co.',
      address1: `${n + 1} ${tag} Rd`,
      address2: null,
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
      country: 'US',
      phone: null,
    };
    const location = locationText(address);
    const hash = createHash('sha256').update(`${tag}|${n}`).digest('hex').slice(0, 24);
    return {
      PK: 'ADDRESSBOOK#R1',
      SK: `LOC#${hash}`,
      GSI1PK: 'ADDRESSBOOK#R1',
      GSI1SK: `${location.toLowerCase().slice(0, 80)}#${hash}`,
      searchText: searchFold(location),
      id: `1.${hash}`,
      retailerId: 1,
      ...address,
      location,
    };
  });
  for (let i = 0; i < items.length; i += 25) {
    let pending = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    while (pending.length) {
      const answer = await db.send(new BatchWriteCommand({ RequestItems: { [TableName]: pending } }));
      pending = (answer.UnprocessedItems?.[TableName] ?? []) as typeof pending;
    }
  }
}

async function program(quantities: [number, number]) {
  const created = await callApi('POST', 'programs', {
    token: planner,
    body: {
      name: `Many stores ${Math.random().toString(36).slice(2, 7)}`,
      description: 'A chain-wide program',
      retailerId: 1,
      fiscalYear: 2026,
      programStartDate: '2026-03-01',
      programEndDate: '2026-05-31',
      accountLocations: ['FM-001'],
      fundingSources: [{ brandId: ids.fizzly, atlTarget: 10_000_000, btlTarget: 10_000_000 }],
    },
  });
  expect(created.status, created.text).toBe(200);
  const id = created.json.data.program.id as number;
  let version = 1;
  for (const [tacticId, orderQuantity] of [
    [ids.floorDisplay, quantities[0]],
    [ids.sign, quantities[1]],
  ]) {
    const added = await callApi('POST', 'programtactics', {
      token: planner,
      body: { programId: id, version, tacticId, orderQuantity },
    });
    expect(added.status, added.text).toBe(200);
    version = added.json.data.program.version;
  }
  return id;
}

/** Select All with the filter, call after call along the answer's cursor, as the address book's button does. */
async function selectAll(programId: number, searchTerm: string) {
  let cursor: string | null | undefined;
  let selected = 0;
  let calls = 0;
  do {
    const answer = await callApi('POST', `programs/${programId}/select-all-shippinglocations`, {
      token: planner,
      body: { searchTerm, ...(cursor ? { cursor } : {}) },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.data.read).toBeLessThanOrEqual(100);
    selected += answer.json.data.selected;
    cursor = answer.json.data.nextCursor;
    calls++;
  } while (cursor);
  return { selected, calls };
}

describe('a program with more than 500 locations', () => {
  it('selects every match of the filter, distributes 1,200 locations page by page and submits', async () => {
    const tag = `Zq${Math.random().toString(36).slice(2, 8)}`;
    await seedAddressBook(tag, 1200);
    await seedAddressBook(`${tag}x`, 30); // matches a broader filter only
    const id = await program([2400, 1200]);

    // Select All selects every match in the whole book, not the rows a screen loaded; again, it adds nothing.
    const all = await selectAll(id, `${tag} rd`);
    expect(all.selected).toBe(1200);
    expect(all.calls).toBeGreaterThan(1);
    expect((await selectAll(id, `${tag} rd`)).selected).toBe(0);
    const info = (await callApi('GET', `programs/${id}/deliveryinformation`, { token: planner })).json.data;
    expect(info.locationCount).toBe(1200);
    const dated = await callApi('PUT', `programs/${id}/deliveryinformation`, {
      token: planner,
      body: { version: info.version, deliveryDate: addDays(calendarToday(new Date(), 'UTC'), 3), timeZone: 'UTC' },
    });
    expect(dated.status, dated.text).toBe(200);

    // A search fills its page however many rows before it do not match: the book's, and the grid's.
    const book = await callApi('GET', 'programs/addressbook', {
      token: planner,
      query: { retailerId: '1', searchTerm: `${tag}x rd`, pageSize: '10', pageIndex: '0' },
    });
    expect(book.status, book.text).toBe(200);
    expect(book.json.data.items).toHaveLength(10);
    // A grid search reads a bounded run of the program's locations per page, in key order (hashes here), so the
    // one match may come on a later page: follow the cursor as the grid does.
    const matches: string[] = [];
    let searchCursor: string | null = null;
    do {
      const searched = await callApi('GET', `programs/shippinglocation/${id}`, {
        token: planner,
        query: { searchTerm: `1199 ${tag} rd`, ...(searchCursor ? { cursor: searchCursor } : {}) },
      });
      expect(searched.status, searched.text).toBe(200);
      matches.push(...searched.json.data.locations.map((l: { location: string }) => l.location));
      searchCursor = searched.json.data.nextCursor;
    } while (searchCursor);
    expect(matches).toEqual([expect.stringContaining(`1199 ${tag} Rd`)]);

    // The grid's first page: 50 rows, the count, and each tactic's total so far.
    const first = await callApi('GET', `programs/shippinglocation/${id}`, { token: planner });
    expect(first.status, first.text).toBe(200);
    expect(first.json.data.locations).toHaveLength(50);
    expect(first.json.data.locationCount).toBe(1200);
    expect(first.json.data.tactics.map((t: { distributedQuantity: number }) => t.distributedQuantity)).toEqual([0, 0]);
    const [display, sign] = first.json.data.tactics as { tacticId: string }[];

    // Equal Distribution, page after page (2 and 1 per location), the last page final.
    let version = first.json.data.version as number;
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await callApi('GET', `programs/shippinglocation/${id}`, {
        token: planner,
        query: { pageSize: '90', ...(cursor ? { cursor } : {}) },
      });
      expect(page.status, page.text).toBe(200);
      const locations = page.json.data.locations as { id: string }[];
      cursor = page.json.data.nextCursor;
      const saved = await callApi('PUT', `programs/saveshippinglocation/${id}`, {
        token: planner,
        body: {
          version,
          final: cursor === null,
          tactics: [
            { tacticId: display.tacticId, quantities: Object.fromEntries(locations.map((l) => [l.id, 2])) },
            { tacticId: sign.tacticId, quantities: Object.fromEntries(locations.map((l) => [l.id, 1])) },
          ],
        },
      });
      expect(saved.status, saved.text).toBe(200);
      version = saved.json.data.version;
      pages++;
    } while (cursor);
    expect(pages).toBe(Math.ceil(1200 / 90));

    const after = (await callApi('GET', `programs/shippinglocation/${id}`, { token: planner })).json.data;
    expect(after.tactics.map((t: { distributedQuantity: number }) => t.distributedQuantity)).toEqual([2400, 1200]);
    expect(after.locations.every((l: { distributed: boolean }) => l.distributed)).toBe(true);

    // A stale version answers 409 and writes nothing.
    const stale = await callApi('PUT', `programs/saveshippinglocation/${id}`, {
      token: planner,
      body: {
        version: version - 1,
        tactics: [{ tacticId: display.tacticId, quantities: { [after.locations[0].id]: 9 } }],
      },
    });
    expect(stale.status).toBe(409);

    // A save of more locations than one transaction holds (100 actions: the root, the audit, 2 totals) is refused.
    const hundred = (
      await callApi('GET', `programs/shippinglocation/${id}`, { token: planner, query: { pageSize: '100' } })
    ).json.data.locations as { id: string }[];
    const wide = await callApi('PUT', `programs/saveshippinglocation/${id}`, {
      token: planner,
      body: {
        version,
        final: false,
        tactics: [
          { tacticId: display.tacticId, quantities: Object.fromEntries(hundred.slice(0, 97).map((l) => [l.id, 2])) },
        ],
      },
    });
    expect(wide.status).toBe(400);
    expect(wide.json.error.tactics).toEqual(['Save at most 96 locations at a time.']);

    const submitted = await callApi('POST', `programs/${id}/submit`, { token: planner, body: { version } });
    expect(submitted.status, submitted.text).toBe(200);
    expect(submitted.json.data.program.statusId).toBe(20);
  }, 300_000);

  it('takes an unselected location out of its tactics totals, so submit sees the change', async () => {
    const tag = `Zr${Math.random().toString(36).slice(2, 8)}`;
    await seedAddressBook(tag, 520);
    const id = await program([520, 1040]);
    expect((await selectAll(id, `${tag} rd`)).selected).toBe(520);
    const info = (await callApi('GET', `programs/${id}/deliveryinformation`, { token: planner })).json.data;
    const dated = await callApi('PUT', `programs/${id}/deliveryinformation`, {
      token: planner,
      body: { version: info.version, deliveryDate: addDays(calendarToday(new Date(), 'UTC'), 3), timeZone: 'UTC' },
    });
    let version = dated.json.data.version as number;
    let cursor: string | null = null;
    let last: { id: string } | undefined;
    do {
      const page = await callApi('GET', `programs/shippinglocation/${id}`, {
        token: planner,
        query: { pageSize: '96', ...(cursor ? { cursor } : {}) },
      });
      const { locations, tactics, nextCursor } = page.json.data as {
        locations: { id: string }[];
        tactics: { tacticId: string }[];
        nextCursor: string | null;
      };
      cursor = nextCursor;
      const saved = await callApi('PUT', `programs/saveshippinglocation/${id}`, {
        token: planner,
        body: {
          version,
          final: cursor === null,
          tactics: tactics.map((t, i) => ({
            tacticId: t.tacticId,
            quantities: Object.fromEntries(locations.map((l) => [l.id, i + 1])),
          })),
        },
      });
      expect(saved.status, saved.text).toBe(200);
      version = saved.json.data.version;
      last = locations[0];
    } while (cursor);
    expect((await callApi('GET', `programs/can-submit/${id}`, { token: planner })).json.data.canSubmit).toBe(true);

    const removed = await callApi('POST', 'programs/add-remove-shippinglocation', {
      token: planner,
      body: { action: 'delete', programid: id, shippingLocationId: last!.id },
    });
    expect(removed.status, removed.text).toBe(200);
    const totals = (await callApi('GET', `programs/shippinglocation/${id}`, { token: planner })).json.data.tactics;
    expect(totals.map((t: { distributedQuantity: number }) => t.distributedQuantity)).toEqual([519, 1038]);
    expect((await callApi('GET', `programs/can-submit/${id}`, { token: planner })).json.data).toEqual({
      canSubmit: false,
      reason:
        'All tactics must be distributed for at least one location and the total distribution must equal order quantity.',
    });
  }, 300_000);
});
