import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { allocationMessages } from '../../shared/allocation/rules';
import { chromiumForFile, collectPageErrors, eventually, phasesStopAtFirstFailure, signIn } from '../support/browser';
import { ownBrand, ownCatalogTactic, ownRetailer } from '../support/catalog';
import { completeDelivery } from '../support/delivery';
import { callApi, idTokenOf, newSignedInUser } from '../support/session';

const browser = chromiumForFile();

describe("Revise Budget in the browser: the program's Reason For Editing", () => {
  phasesStopAtFirstFailure();
  const comment = `More display space ${Date.now().toString(36)}`;
  let planner: { email: string; token: string };
  let programId: number;
  let page: Page;
  let errors: string[];
  let panel: Locator;

  beforeAll(async () => {
    const [admin, approver] = await Promise.all([idTokenOf('admin@demo.local'), idTokenOf('approver@demo.local')]);
    planner = await newSignedInUser(['planner'], 'revise-planner');
    const brand = await ownBrand(admin);
    const retailer = await ownRetailer(admin, brand.id);
    const created = await callApi('POST', 'programs', {
      token: planner.token,
      body: {
        name: `Revise ${Date.now().toString(36)}`,
        description: 'Revised with a reason',
        retailerId: retailer.id,
        fiscalYear: 2026,
        programStartDate: '2026-03-01',
        programEndDate: '2026-05-31',
        accountLocations: [retailer.store],
        fundingSources: [{ brandId: brand.id, atlTarget: 1500, btlTarget: 2500 }],
      },
    });
    expect(created.status, created.text).toBe(200);
    programId = created.json.data.program.id;
    const added = await callApi('POST', 'programtactics', {
      token: planner.token,
      body: { programId, version: 1, tacticId: await ownCatalogTactic(admin), orderQuantity: 1 },
    });
    expect(added.status, added.text).toBe(200);
    const version = await completeDelivery(planner.token, programId);
    const submitted = await callApi('POST', `programs/${programId}/submit`, {
      token: planner.token,
      body: { version, confirmOverspend: true },
    });
    expect(submitted.status, submitted.text).toBe(200);
    const approved = await callApi('POST', `programs/${programId}/approve`, {
      token: approver,
      body: { version: version + 1 },
    });
    expect(approved.status, approved.text).toBe(200);
  });

  it("opens Reason For Editing from Revise Budget, with the program's targets as its indicators", async () => {
    page = await signIn(browser(), planner.email, `/programdetails/${programId}`);
    errors = collectPageErrors(page);
    await page.getByRole('button', { name: 'Revise Budget' }).first().click();
    panel = page.locator('aside.side-panel[data-mode="edit-reason"]');
    await panel.getByRole('heading', { name: 'Reason For Editing' }).waitFor();
    await eventually(() => panel.getByTestId('change-indicators').textContent()).toContain('$4,000.00');
    expect(await panel.getByTestId('change-indicators').textContent()).toContain('$1,500.00');
  });

  it('refuses Submit Changes without a driver and comments, with the spec texts', async () => {
    await panel.getByRole('button', { name: 'Submit Changes' }).click();
    await eventually(() => panel.textContent()).toContain(allocationMessages.changeDriverRequired);
    expect(await panel.textContent()).toContain(allocationMessages.commentRequired);
  });

  it('revises the program with the reason, which its audit trail records', async () => {
    await panel.locator('.p-dropdown').first().click();
    await page.getByRole('option', { name: 'Retailer Performance' }).click();
    await panel.getByLabel('Change Comments').fill(comment);
    await panel.getByRole('button', { name: 'Submit Changes' }).click();
    await eventually(async () => (await page.locator('.p-toast-message').allTextContents()).join('\n')).toContain(
      'Program revised',
    );
    await eventually(async () => {
      const audit = (await callApi('GET', `programs/${programId}/audit`, { token: planner.token })).json.data as {
        action: string;
        notes: string | null;
      }[];
      return audit.find((e) => e.action === 'revise')?.notes;
    }).toBe(`Change Driver: Retailer Performance. Change Comments: ${comment}`);
    expect(errors).toEqual([]);
  });
});
