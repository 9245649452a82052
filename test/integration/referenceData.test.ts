import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, idTokenOf } from '../support/session';

let admin: string;
let planner: string;
let retailer: string;
beforeAll(async () => {
  [admin, planner, retailer] = await Promise.all(
    ['admin', 'planner', 'retailer'].map((u) => idTokenOf(`${u}@demo.local`)),
  );
});

const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

describe('reference data', () => {
  it('creates, reads, updates and deletes a sector, with versions', async () => {
    const name = unique('Club');
    const created = await callApi('POST', 'sectors', { token: admin, body: { name, active: true } });
    expect(created.status).toBe(200);
    expect(created.json.data).toMatchObject({ name, version: 1, active: true });
    const id = created.json.data.id;

    const read = await callApi('GET', `sectors/${id}`, { token: planner });
    expect(read.json.data.name).toBe(name);

    const updated = await callApi('POST', 'sectors', {
      token: admin,
      body: { id, version: 1, name: `${name} Stores`, active: false },
    });
    expect(updated.json.data).toMatchObject({ name: `${name} Stores`, version: 2, active: false });

    const stale = await callApi('POST', 'sectors', {
      token: admin,
      body: { id, version: 1, name: 'Lost update', active: true },
    });
    expect(stale.status).toBe(409);
    expect((await callApi('GET', `sectors/${id}`, { token: admin })).json.data.name).toBe(`${name} Stores`);

    expect((await callApi('DELETE', `sectors/${id}`, { token: admin })).status).toBe(200);
    expect((await callApi('GET', `sectors/${id}`, { token: admin })).status).toBe(404);
  });

  it('refuses a second record with the same name, whatever its case and spacing', async () => {
    const answer = await callApi('POST', 'sectors', { token: admin, body: { name: '  grocery ', active: true } });
    expect(answer.status).toBe(400);
    expect(answer.json.error.name).toEqual(['A sector with this name already exists.']);
  });

  it('refuses to delete a record in use and says what uses it', async () => {
    const sectors = await callApi('GET', 'sectors', { token: admin, query: { searchTerm: 'Grocery' } });
    const grocery = sectors.json.data.items.find((s: { name: string }) => s.name === 'Grocery');
    const answer = await callApi('DELETE', `sectors/${grocery.id}`, { token: admin });
    expect(answer.status).toBe(409);
    expect(answer.json.error.general).toEqual(['This sector cannot be deleted: 2 sub-sectors and 1 retailer use it.']);
    expect((await callApi('GET', `sectors/${grocery.id}`, { token: admin })).status).toBe(200);
  });

  it('frees a record for deletion once nothing points at it any more', async () => {
    const sector = (await callApi('POST', 'sectors', { token: admin, body: { name: unique('Temp'), active: true } }))
      .json.data;
    const sub = (
      await callApi('POST', 'sectors/sub-sector', {
        token: admin,
        body: { name: unique('Temp sub'), sectorId: sector.id, active: true },
      })
    ).json.data;
    expect((await callApi('DELETE', `sectors/${sector.id}`, { token: admin })).status).toBe(409);
    expect((await callApi('DELETE', `sectors/sub-sector/${sub.id}`, { token: admin })).status).toBe(200);
    expect((await callApi('DELETE', `sectors/${sector.id}`, { token: admin })).status).toBe(200);
  });

  it('refuses a link to a record that does not exist, on its field', async () => {
    const answer = await callApi('POST', 'sectors/sub-sector', {
      token: admin,
      body: { name: unique('Orphan'), sectorId: 99999, active: true },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error.sectorId).toEqual(['This sector does not exist.']);
  });

  it('pages, sorts and searches on the server', async () => {
    const page = await callApi('GET', 'reference/states', {
      token: planner,
      query: { pageSize: '3', pageIndex: '1', sortBy: 'name', sortDirection: 'desc' },
    });
    expect(page.json.data).toMatchObject({
      pageIndex: 1,
      pageSize: 3,
      totalCount: 8,
      totalPages: 3,
      hasPreviousPage: true,
      hasNextPage: true,
    });
    expect(page.json.data.items.map((s: { name: string }) => s.name)).toEqual(['Ontario', 'New York', 'Illinois']);
    const search = await callApi('GET', 'reference/states', {
      token: planner,
      query: { searchTerm: 'new', countryCode: 'US' },
    });
    expect(search.json.data.items.map((s: { stateCode: string }) => s.stateCode)).toEqual(['NY']);
  });

  it('sorts a column of references by the names it shows, not by the ids behind them', async () => {
    const namesOf = async (path: string) =>
      new Map(
        (await callApi('GET', path, { token: planner, query: { pageSize: '100' } })).json.data.items.map(
          (r: { id: number; name: string }) => [r.id, r.name],
        ),
      );
    const [types, methods] = await Promise.all([
      namesOf('tactics/lookup/tactic-types'),
      namesOf('tactics/lookup/delivery-methods'),
    ]);
    for (const [field, names] of [
      ['tacticTypeId', types],
      ['deliveryMethodId', methods],
    ] as const) {
      for (const sortDirection of ['asc', 'desc'] as const) {
        const page = await callApi('GET', 'tactics/all', {
          token: planner,
          query: { pageSize: '100', sortBy: field, sortDirection },
        });
        const shown = (page.json.data.items as Record<string, number | null>[])
          .map((t) => names.get(t[field]!))
          .filter((name): name is string => name !== undefined);
        const sorted = [...shown].sort((a, b) => a.localeCompare(b, 'en-US', { sensitivity: 'base', numeric: true }));
        expect(shown).toEqual(sortDirection === 'asc' ? sorted : sorted.reverse());
        expect(new Set(shown).size).toBeGreaterThan(1);
      }
    }
  });

  it('lets only holders of ReferenceData/Manage change reference data', async () => {
    const answer = await callApi('POST', 'sectors', { token: planner, body: { name: unique('Nope'), active: true } });
    expect(answer.status).toBe(403);
  });

  it('validates with the field messages of the kind', async () => {
    const answer = await callApi('POST', 'fiscal-year', {
      token: admin,
      body: { fiscalYear: 1999, startDate: '2026-12-31', endDate: '2026-01-01' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatchObject({
      fiscalYear: ['Fiscal year must be between 2000 and 2100'],
      endDate: ['End Date cannot be before Start Date'],
    });
  });
});

describe('a retailer-side user', () => {
  const retailerIdByName = async (name: string) =>
    (await callApi('GET', 'retailers', { token: admin, query: { searchTerm: name } })).json.data.items[0].id as number;

  it('sees only the retailer linked to them', async () => {
    const list = await callApi('GET', 'retailers', { token: retailer });
    expect(list.json.data.items.map((r: { retailerName: string }) => r.retailerName)).toEqual(['Fresh Market Co.']);
    const active = await callApi('GET', 'retailers/active', { token: retailer });
    expect(active.json.data).toEqual([{ retailerId: 1, retailerName: 'Fresh Market Co.' }]);
  });

  it("gets 404 for another retailer's record, brands, stores and contacts, never the data", async () => {
    const other = await retailerIdByName('QuickStop');
    expect((await callApi('GET', `retailers/edit/${other}`, { token: retailer })).status).toBe(404);
    expect((await callApi('GET', `retailers/${other}/brands`, { token: retailer })).status).toBe(404);
    expect(
      (
        await callApi('GET', 'retailers/account-location/lookup', {
          token: retailer,
          query: { retailerId: String(other) },
        })
      ).status,
    ).toBe(404);
    const contacts = await callApi('GET', 'ccrcontact', { token: retailer });
    expect(contacts.json.data.items.map((c: { retailerId: number }) => c.retailerId)).toEqual([1]);
    const convenience = (await callApi('GET', 'sectors', { token: admin, query: { searchTerm: 'Convenience' } })).json
      .data.items[0].id;
    expect((await callApi('GET', `sectors/retailers/${convenience}`, { token: retailer })).json.data).toEqual([]);
  });

  it("still sees its own retailer's stores and brands", async () => {
    const stores = await callApi('GET', 'retailers/account-location/lookup', {
      token: retailer,
      query: { retailerId: '1' },
    });
    expect(stores.json.data.totalCount).toBe(3);
    const brands = await callApi('GET', 'retailers/1/brands', { token: retailer });
    expect(brands.json.data.map((b: { name: string }) => b.name).sort()).toEqual(['Crunchos', 'Fizzly', 'Sunny Press']);
  });
});
