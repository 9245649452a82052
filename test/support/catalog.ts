import { expect } from 'vitest';
import { callApi } from './session';

/**
 * A catalog tactic of the test's own, copied from a demo one under a unique name: tests that give files to a tactic
 * use it, so no other test's files change what a link carries (the stack is shared by every test file).
 */
export async function ownCatalogTactic(adminToken: string, copyOf = 'Floor Display'): Promise<number> {
  const found = await callApi('GET', 'tactics/all', { token: adminToken, query: { searchTerm: copyOf } });
  const source = await callApi('GET', `tactics/edit/${found.json.data.items[0].id}`, { token: adminToken });
  const { tacticName, description, tacticTypeId, productTypeId, deliveryMethodId, categoryId, unitCost } =
    source.json.data;
  const created = await callApi('POST', 'tactics', {
    token: adminToken,
    body: {
      tacticName: `${tacticName} ${Math.random().toString(36).slice(2, 8)}`,
      description,
      tacticTypeId,
      productTypeId,
      deliveryMethodId,
      categoryId,
      unitCost,
      active: true,
    },
  });
  expect(created.status, created.text).toBe(200);
  return created.json.data.id;
}

/**
 * A retailer of the test's own (one store, the brand given): tests that run try-assign or other writes over a
 * retailer's whole data use it, so no demo retailer's lines change.
 */
export async function ownRetailer(
  adminToken: string,
  brandId: number,
): Promise<{ id: number; name: string; store: string }> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const sectors = await callApi('GET', 'sectors', { token: adminToken });
  const store = `T-${suffix}`.toUpperCase();
  const name = `Test Retailer ${suffix}`;
  const created = await callApi('POST', 'retailers', {
    token: adminToken,
    body: {
      retailerName: name,
      sectorId: sectors.json.data.items[0].id,
      brandIds: [brandId],
      accountLocations: [{ id: store, name: 'Test store' }],
    },
  });
  expect(created.status, created.text).toBe(200);
  return { id: created.json.data.id, name, store };
}
