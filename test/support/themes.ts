import { expect } from 'vitest';
import { callApi } from './session';

/**
 * A campaign theme of the test's own (type 1, all of 2026, no categories or brands), under a unique name: tests
 * that give a theme a picture use it, so no demo theme changes; its id and name.
 */
export async function ownTheme(adminToken: string, prefix = 'Test Theme'): Promise<{ id: number; name: string }> {
  const name = `${prefix} ${Math.random().toString(36).slice(2, 8)}`;
  const created = await callApi('POST', 'campaigns', {
    token: adminToken,
    body: {
      name,
      campaignThemeTypeID: 1,
      shortDescription: 'A theme made by a test',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    },
  });
  expect(created.status, created.text).toBe(200);
  return { id: created.json.data.id, name };
}
