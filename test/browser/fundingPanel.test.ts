import { describe, expect, it } from 'vitest';
import { programMessages } from '../../shared/programs/messages';
import { chromiumForFile, confirmDialog, eventually, signIn, UI_TIMEOUT } from '../support/browser';
import { ownFreshMarketProgram } from '../support/catalog';
import { callApi, idTokenOf } from '../support/session';

/**
 * The funding sources panel when its save fails (spec 02, section 8): the spec's text comes first ('Can't delete
 * program funding' when a brand was being taken off), then the server's reason, and what was chosen stays.
 */
const browser = chromiumForFile();

describe('the funding sources panel', () => {
  it("says 'Can't delete program funding' when taking a brand off fails, and keeps the brand off", async () => {
    const token = await idTokenOf('planner@demo.local');
    const { programId, brandNames } = await ownFreshMarketProgram(
      token,
      `Funding panel ${Math.random().toString(36).slice(2, 8)}`,
      2,
    );
    const removed = brandNames[1]!;

    const page = await signIn(browser(), 'planner@demo.local', `/programdetails/${programId}`);
    await page.getByRole('button', { name: 'Edit funding sources' }).click({ timeout: UI_TIMEOUT });
    const panel = page.locator('aside.side-panel[data-mode="funding-sources"]');
    await panel.getByRole('button', { name: `Remove ${removed}` }).waitFor({ timeout: UI_TIMEOUT });
    // Someone saves the program meanwhile: this panel's save is then refused as stale.
    const details = (await callApi('GET', `programs/${programId}`, { token })).json.data;
    const changed = await callApi('POST', `programs/${programId}/save-funding-sources`, {
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
    await panel.getByRole('button', { name: `Remove ${removed}` }).click();
    await confirmDialog(page).getByRole('button', { name: 'Yes', exact: true }).click();
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    await eventually(() => panel.getByRole('alert').first().textContent()).toContain(
      programMessages.fundingRemovalFailed,
    );
    expect(await panel.getByRole('button', { name: `Remove ${removed}` }).count()).toBe(0);
  });
});
