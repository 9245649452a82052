import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, eventually, launchChromium, phasesStopAtFirstFailure, signIn } from '../support/browser';
import { ownBrand, ownRetailer } from '../support/catalog';
import { callApi, idTokenOf, newSignedInUser } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const rowOf = (table: Locator, text: string) => table.getByRole('row').filter({ hasText: text });

describe('the brands and retailer summaries in the browser: a brand allocated, found, exported and opened', () => {
  phasesStopAtFirstFailure();
  let planner: { email: string; token: string };
  let brand: { id: number; name: string };
  let retailer: { id: number; name: string };
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    const admin = await idTokenOf('admin@demo.local');
    // A brand and retailer of the test's own, so the amounts are the test's allocation only.
    planner = await newSignedInUser(['planner'], 'summary-planner');
    brand = await ownBrand(admin);
    retailer = await ownRetailer(admin, brand.id);
    const years = await callApi('GET', 'brands/budget-year', { token: planner.token });
    const saved = await callApi('PUT', `brands/save-allocation/${brand.id}`, {
      token: planner.token,
      body: {
        budgetYear: years.json.data.current,
        version: 0,
        brandAllocation: [{ retailerId: retailer.id, totalAtl: '12,345.67', totalBtl: '2,000' }],
        changeDriver: 'Brand Strategy',
        changeReasonId: 1,
        comment: 'Opening allocation',
      },
    });
    expect(saved.status, saved.text).toBe(200);
  });

  it("opens the brands summary from the menu and finds the brand's allocation by searching for it", async () => {
    page = await signIn(browser, planner.email, '/home', { acceptDownloads: true });
    errors = collectPageErrors(page);
    await nav(page).getByRole('link', { name: 'Brands Summary' }).click();
    await page.waitForURL(/#\/brandssummary/);
    const table = page.getByRole('table', { name: 'Brands Summary' });
    await page.getByRole('searchbox', { name: 'Search brand or category' }).fill(brand.name);
    const row = rowOf(table, brand.name);
    await eventually(() => row.count()).toBe(1);
    // Allocated ATL, BTL and total; nothing planned yet, so all of it remains.
    await eventually(() => row.textContent()).toContain('$12,345.67');
    await eventually(() => row.textContent()).toContain('$14,345.67');
    await eventually(() => table.locator('tfoot').textContent()).toContain('Total (1 brand)');
  });

  it('remembers the search for this user when the page is opened again', async () => {
    await page.reload();
    await eventually(() => page.getByRole('searchbox', { name: 'Search brand or category' }).inputValue()).toBe(
      brand.name,
    );
    await eventually(() => rowOf(page.getByRole('table', { name: 'Brands Summary' }), brand.name).count()).toBe(1);
  });

  it('exports the brands shown as BrandsSummary_{timestamp}.xlsx', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^BrandsSummary_\d{8}-\d{6}\.xlsx$/);
    expect(await file.failure()).toBeNull();
  });

  it("opens the brand's allocation page from its row", async () => {
    await rowOf(page.getByRole('table', { name: 'Brands Summary' }), brand.name)
      .getByRole('link', { name: brand.name })
      .click();
    await page.getByRole('heading', { level: 2, name: `Brand Allocation: ${brand.name}` }).waitFor();
  });

  it("shows the retailer in the retailer summary, its row opening to the brand's figures", async () => {
    await nav(page).getByRole('link', { name: 'Retailer Summary' }).click();
    await page.waitForURL(/#\/retailersummary/);
    const table = page.getByRole('table', { name: 'Retailer Summary' });
    await page.getByRole('searchbox', { name: 'Search retailer or brand' }).fill(retailer.name);
    const row = rowOf(table, retailer.name);
    await eventually(() => row.count()).toBe(1);
    await eventually(() => row.textContent()).toContain('$14,345.67');
    await row.locator('.p-row-toggler').click();
    const brands = page.getByRole('table', { name: `Brands of ${retailer.name}` });
    await eventually(() => rowOf(brands, brand.name).textContent()).toContain('$12,345.67');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    expect((await download).suggestedFilename()).toMatch(/^RetailerSummary_\d{8}-\d{6}\.xlsx$/);
    expect(errors).toEqual([]);
  });
});
