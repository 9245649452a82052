import { beforeAll, describe, expect, it } from 'vitest';
import { tableColumnMessages } from '../../shared/programs/statusColumns';
import { callApi, idTokenOf, newSignedInUser } from '../support/session';

/** The user's Program Status columns (spec 02, 'Status and production': `save-dynamic-table`), kept per user. */
let production: string;

beforeAll(async () => {
  production = await idTokenOf('production@demo.local');
});

describe("programs/save-dynamic-table: the user's Program Status columns", () => {
  const read = async (token: string) => {
    const answer = await callApi('GET', 'programs/dynamic-table', { token, query: { tableId: 'programStatus' } });
    expect([200, 403], answer.text).toContain(answer.status);
    return answer;
  };
  const save = (token: string, columns: unknown) =>
    callApi('POST', 'programs/save-dynamic-table', { token, body: { tableId: 'programStatus', columns } });

  it('keeps each user their own columns, in their order, until they save again', async () => {
    const { token } = await newSignedInUser(['planner'], 'columns');
    expect((await read(token)).json.data).toEqual({ tableId: 'programStatus', columns: null });

    const saved = await save(token, ['statusId', 'name', 'retailerName']);
    expect(saved.status, saved.text).toBe(200);
    expect((await read(token)).json.data.columns).toEqual(['statusId', 'name', 'retailerName']);
    expect((await read(production)).json.data.columns).toBeNull();

    await save(token, ['name']);
    expect((await read(token)).json.data.columns).toEqual(['name']);
  });

  it('refuses no column, an unknown one or one twice, and keeps the saved choice', async () => {
    const { token } = await newSignedInUser(['planner'], 'columns');
    await save(token, ['name', 'statusId']);
    for (const [columns, message] of [
      [[], tableColumnMessages.chooseOne],
      [['name', 'secret'], tableColumnMessages.unknown],
      [['name', 'name'], tableColumnMessages.twice],
    ] as const) {
      const refused = await save(token, columns);
      expect(refused.status, JSON.stringify(columns)).toBe(400);
      expect(JSON.stringify(refused.json.error)).toContain(message);
    }
    const unknownTable = await callApi('POST', 'programs/save-dynamic-table', {
      token,
      body: { tableId: 'expenses', columns: ['name'] },
    });
    expect(unknownTable.status).toBe(400);
    expect((await read(token)).json.data.columns).toEqual(['name', 'statusId']);
  });

  it('needs Program/View', async () => {
    const { token } = await newSignedInUser(['no-claims'], 'no-claims');
    expect((await read(token)).status).toBe(403);
    expect((await save(token, ['name'])).status).toBe(403);
  });
});
