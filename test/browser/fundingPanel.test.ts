import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programMessages } from '../../shared/programs/messages';
import { eventually, launchChromium, signIn, UI_TIMEOUT } from '../support/browser';
import { callApi, idTokenOf } from '../support/session';

/**
 * The funding sources panel when its save fails (spec 02, section 8): the spec's text comes first ('Can't delete
 * program funding' when a brand was being taken off), then the server's reason, and what was chosen stays.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the funding sources panel', () => {
  it("says 'Can't delete program funding' when taking a brand off fails, and keeps the brand off", async () => {
    const token = await idTokenOf('planner@demo.local');
    const brands = (await callApi('GET', 'brands', { token, query: { pageSize: '100' } })).json.data.items as {
      name: string;
      id: number;
    }[];
    const brandId = (name: string) => brands.find((b) => b.name === name)!.id;
    const created = await callApi('POST', 'programs', {
      token,
      body: {
        name: `Funding panel ${Math.random().toString(36).slice(2, 8)}`,
        description: 'Two brands',
        retailerId: 1,
        fiscalYear: 2026,
        programStartDate: '2026-03-01',
        programEndDate: '2026-05-31',
        accountLocations: ['FM-001'],
        fundingSources: ['Fizzly', 'Sunny Press'].map((name) => ({
          brandId: brandId(name),
          atlTarget: 100,
          btlTarget: 100,
        })),
      },
    });
    expect(created.status, created.text).toBe(200);
    const program = created.json.data.program as { id: number; version: number };

    const page = await signIn(browser, 'planner@demo.local', `/programdetails/${program.id}`);
    await page.getByRole('button', { name: 'Edit funding sources' }).click({ timeout: UI_TIMEOUT });
    const panel = page.locator('aside.side-panel[data-mode="funding-sources"]');
    await panel.getByRole('button', { name: 'Remove Sunny Press' }).waitFor({ timeout: UI_TIMEOUT });
    // Someone saves the program meanwhile: this panel's save is then refused as stale.
    const details = (await callApi('GET', `programs/${program.id}`, { token })).json.data;
    const changed = await callApi('POST', `programs/${program.id}/save-funding-sources`, {
      token,
      body: {
        version: details.program.version,
        fundingSources: details.fundingSources.map((f: { brandId: number }) => ({
          brandId: f.brandId,
          atlTarget: 150,
          btlTarget: 100,
        })),
      },
    });
    expect(changed.status, changed.text).toBe(200);
    await panel.getByRole('button', { name: 'Remove Sunny Press' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    await eventually(() => panel.getByRole('alert').first().textContent()).toContain(
      programMessages.fundingRemovalFailed,
    );
    expect(await panel.getByRole('button', { name: 'Remove Sunny Press' }).count()).toBe(0);
  });
});
