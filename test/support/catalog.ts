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
