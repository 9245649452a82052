import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownBrand, ownProgram, ownRetailer } from '../support/catalog';
import { callApi, idTokenOf, newSignedInUser, stack } from '../support/session';
import { sheetTexts } from '../support/xlsx';

/**
 * My Campaigns, its drafts and Program Status sort by any column on the server, and their pages follow the sort
 * (docs/decisions.md, 'Program lists sort by any column'). A planner and a retailer of the test's own keep the lists
 * to the test's programs.
 */
type Row = { name: string; statusId: number };
let planner: string;
let retailer: { id: number; name: string; store: string };
let brandId: number;
const tag = `Sort ${Math.random().toString(36).slice(2, 8)}`;
// Created in this order, so the creation date's order is not the names'.
const names = [`${tag} Cherry`, `${tag} Apple`, `${tag} Banana`];

beforeAll(async () => {
  const admin = await idTokenOf('admin@demo.local');
  ({ token: planner } = await newSignedInUser(['planner'], 'sorter'));
  const brand = await ownBrand(admin);
  retailer = await ownRetailer(admin, brand.id);
  brandId = brand.id;
  for (const name of names)
    await ownProgram(planner, { name, retailerId: retailer.id, store: retailer.store, brandIds: [brand.id] });
});

/** Every page of a list, two rows a page, following each answer's cursor. */
async function pagesOf(path: string, query: Record<string, string>) {
  const pages: string[][] = [];
  let cursor: string | undefined;
  do {
    const answer = await callApi('GET', path, {
      token: planner,
      query: { ...query, pageSize: '2', ...(cursor ? { cursor } : {}) },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.data.sortFields).toContain('name');
    pages.push((answer.json.data.items as Row[]).map((r) => r.name));
    cursor = answer.json.data.nextCursor ?? undefined;
  } while (cursor && pages.length < 5);
  return pages;
}

describe('program lists sort by any column', () => {
  it('My Campaigns answers by name, A to Z, across pages', async () => {
    expect(await pagesOf('campaigns/MyCampaignsContainer', { sortBy: 'name', sortDirection: 'asc' })).toEqual([
      [`${tag} Apple`, `${tag} Banana`],
      [`${tag} Cherry`],
    ]);
  });

  it('the drafts answer by name, Z to A, and a search narrows them', async () => {
    expect(await pagesOf('programs/draft', { sortBy: 'name', sortDirection: 'desc' })).toEqual([
      [`${tag} Cherry`, `${tag} Banana`],
      [`${tag} Apple`],
    ]);
    expect(await pagesOf('programs/draft', { sortBy: 'name', sortDirection: 'asc', searchTerm: 'cherry' })).toEqual([
      [`${tag} Cherry`],
    ]);
  });

  it("Program Status answers a retailer's year by name across pages", async () => {
    const query = { fiscalYear: '2026', retailerId: String(retailer.id), sortBy: 'name' };
    expect(await pagesOf('programs/status-list', { ...query, sortDirection: 'desc' })).toEqual([
      [`${tag} Cherry`, `${tag} Banana`],
      [`${tag} Apple`],
    ]);
    expect(await pagesOf('programs/status-list', { ...query, sortDirection: 'asc', statusId: '10' })).toEqual([
      [`${tag} Apple`, `${tag} Banana`],
      [`${tag} Cherry`],
    ]);
  });

  it('still answers newest first by the creation date, and refuses a column the lists do not have', async () => {
    expect(await pagesOf('campaigns/MyCampaignsContainer', { sortBy: 'createdAt', sortDirection: 'desc' })).toEqual([
      [`${tag} Banana`, `${tag} Apple`],
      [`${tag} Cherry`],
    ]);
    const refused = await callApi('GET', 'campaigns/MyCampaignsContainer', {
      token: planner,
      query: { sortBy: 'budgetLines' },
    });
    expect(refused.status).toBe(400);
  });

  it("the status export writes its rows in the table's sort", async () => {
    const answer = await callApi('POST', 'programs/status-list-export', {
      token: planner,
      body: {
        fiscalYear: 2026,
        retailerId: retailer.id,
        searchTerm: tag,
        columns: ['name'],
        sortBy: 'name',
        sortDirection: 'asc',
      },
    });
    expect(answer.status, answer.text).toBe(200);
    const sheet = sheetTexts(new Uint8Array(await (await fetch(answer.json.data.url)).arrayBuffer()));
    // The program number is a number cell, which the texts leave out: the name comes first.
    expect(sheet.slice(1).map((row) => row[0])).toEqual([`${tag} Apple`, `${tag} Banana`, `${tag} Cherry`]);
  });

  it('a list above 1,000 programs is never read whole: it answers in creation order and offers Created only', async () => {
    // The retailer's year list's counter says 1,001 programs (writing them through the API would take an hour).
    await DynamoDBDocumentClient.from(new DynamoDBClient({})).send(
      new UpdateCommand({
        TableName: stack().dynamodb.tableName,
        Key: { PK: 'COUNTER', SK: `PROGRAMS#R#${retailer.id}#Y#2026` },
        UpdateExpression: 'ADD #count :more',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':more': 1001 - names.length },
      }),
    );
    const answer = await callApi('GET', 'programs/status-list', {
      token: planner,
      query: { fiscalYear: '2026', retailerId: String(retailer.id), sortBy: 'name', sortDirection: 'desc' },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.data.sortFields).toEqual(['createdAt']);
    expect((answer.json.data.items as Row[]).map((r) => r.name)).toEqual([
      `${tag} Banana`,
      `${tag} Apple`,
      `${tag} Cherry`,
    ]);
  });

  // Each page reads the list anew: a page cut at a position (the third row) would show Banana again once a program
  // sorting before it is added between the two reads. The cursor marks the last row shown instead.
  it('a program added between two page reads neither repeats a row on the next page nor hides one', async () => {
    const first = await callApi('GET', 'campaigns/MyCampaignsContainer', {
      token: planner,
      query: { sortBy: 'name', sortDirection: 'asc', pageSize: '2' },
    });
    expect((first.json.data.items as Row[]).map((r) => r.name)).toEqual([`${tag} Apple`, `${tag} Banana`]);
    await ownProgram(planner, {
      name: `${tag} Aardvark`,
      retailerId: retailer.id,
      store: retailer.store,
      brandIds: [brandId],
    });
    const next = await callApi('GET', 'campaigns/MyCampaignsContainer', {
      token: planner,
      query: { sortBy: 'name', sortDirection: 'asc', pageSize: '2', cursor: first.json.data.nextCursor },
    });
    expect(next.status, next.text).toBe(200);
    expect((next.json.data.items as Row[]).map((r) => r.name)).toEqual([`${tag} Cherry`]);
    expect(next.json.data.hasPreviousPage).toBe(true);
    expect(next.json.data.totalCount).toBe(4);
  });
});
