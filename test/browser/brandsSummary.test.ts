import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumForFile, collectPageErrors, eventually, phasesStopAtFirstFailure, signIn } from '../support/browser';
import { ownBrand, ownProgram, ownRetailer } from '../support/catalog';
import { callApi, idTokenOf, newSignedInUser } from '../support/session';

const browser = chromiumForFile();

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const rowOf = (table: Locator, text: string) => table.getByRole('row').filter({ hasText: text });

describe('the brands and retailer summaries in the browser: a brand allocated, found, exported and opened', () => {
  phasesStopAtFirstFailure();
  let planner: { email: string; token: string };
  let brand: { id: number; name: string };
  let retailer: { id: number; name: string; store: string };
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    const admin = await idTokenOf('admin@demo.local');
    // A brand and retailer of the test's own, so the amounts are the test's allocation only.
    planner = await newSignedInUser(['planner'], 'summary-planner');
    brand = await ownBrand(admin);
    retailer = await ownRetailer(admin, brand.id);
    // 2026, the budget year of the test's program (ownProgram); the page is set to it below.
    const saved = await callApi('PUT', `brands/save-allocation/${brand.id}`, {
      token: planner.token,
      body: {
        budgetYear: 2026,
        version: 0,
        brandAllocation: [{ retailerId: retailer.id, totalAtl: '12,345.67', totalBtl: '2,000' }],
        changeDriver: 'Brand Strategy',
        changeReasonId: 1,
        comment: 'Opening allocation',
      },
    });
    expect(saved.status, saved.text).toBe(200);
    // A draft program planning 100,000 ATL and 100,000 BTL of the brand there: beyond its allocation.
    await ownProgram(planner.token, {
      name: `Summary program ${Date.now().toString(36)}`,
      retailerId: retailer.id,
      store: retailer.store,
      brandIds: [brand.id],
    });
  });

  it("opens the brands summary from the menu and finds the brand's allocation by searching for it", async () => {
    page = await signIn(browser(), planner.email, '/home', { acceptDownloads: true });
    errors = collectPageErrors(page);
    await nav(page).getByRole('link', { name: 'Brands Summary' }).click();
    await page.waitForURL(/#\/brandssummary/);
    await page.locator('.p-dropdown:has(#brands-summary-year)').click();
    await page.locator('.p-dropdown-item', { hasText: /^2026$/ }).click();
    const table = page.getByRole('table', { name: 'Brands Summary' });
    await page.getByRole('searchbox', { name: 'Search brand or category' }).fill(brand.name);
    const row = rowOf(table, brand.name);
    await eventually(() => row.count()).toBe(1);
    // Allocated ATL, BTL and total, and the program's 200,000 planned: what remains is negative, in red.
    await eventually(() => row.textContent()).toContain('$12,345.67');
    await eventually(() => row.textContent()).toContain('$14,345.67');
    await eventually(() => row.textContent()).toContain('$200,000.00');
    await eventually(() => row.locator('.money-negative').textContent()).toBe('($185,654.33)');
    await eventually(() => table.locator('tfoot').textContent()).toContain('Total (1 brand)');
    // Planned beyond its allocation, the brand stays when only such brands are shown.
    await page.getByLabel('Only brands planned beyond their allocation').check();
    await eventually(() => row.count()).toBe(1);
  });

  it('remembers the year, search and filter for this user when the page is opened again', async () => {
    await page.reload();
    await eventually(() => page.locator('.p-dropdown:has(#brands-summary-year) .p-dropdown-label').textContent()).toBe(
      '2026',
    );
    await eventually(() => page.getByLabel('Only brands planned beyond their allocation').isChecked()).toBe(true);
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
    await page.locator('.p-dropdown:has(#retailer-summary-year)').click();
    await page.locator('.p-dropdown-item', { hasText: /^2026$/ }).click();
    const table = page.getByRole('table', { name: 'Retailer Summary' });
    await page.getByRole('searchbox', { name: 'Search retailer or brand' }).fill(retailer.name);
    const row = rowOf(table, retailer.name);
    await eventually(() => row.count()).toBe(1);
    await eventually(() => row.textContent()).toContain('$14,345.67');
    await eventually(() => row.textContent()).toContain('$200,000.00');
    await row.locator('.p-row-toggler').click();
    const brands = page.getByRole('table', { name: `Brands of ${retailer.name}` });
    await eventually(() => rowOf(brands, brand.name).textContent()).toContain('$12,345.67');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    expect((await download).suggestedFilename()).toMatch(/^RetailerSummary_\d{8}-\d{6}\.xlsx$/);
    expect(errors).toEqual([]);
  });
});

describe('the brands summary narrowed to some brands counts each program once', () => {
  phasesStopAtFirstFailure();

  it('totals two of three brands with a program both fund as the distinct programs, not blank', async () => {
    const admin = await idTokenOf('admin@demo.local');
    const planner = await newSignedInUser(['planner'], 'distinct-planner');
    const tag = Math.random().toString(36).slice(2, 8);
    const categories = await callApi('GET', 'categories', { token: admin });
    // Three brands of the test's own: a search for 'Pair {tag}' shows two of them, '{tag}' all three.
    const brands = [];
    for (const name of [`Pair ${tag} One`, `Pair ${tag} Two`, `Solo ${tag} Three`]) {
      const created = await callApi('POST', 'brands', {
        token: admin,
        body: { name, categoryId: categories.json.data.items[0].id },
      });
      expect(created.status, created.text).toBe(200);
      brands.push({ id: created.json.data.id as number, name });
    }
    const [one, two, three] = brands;
    const retailer = await ownRetailer(
      admin,
      brands.map((b) => b.id),
    );
    const program = (brandIds: number[]) =>
      ownProgram(planner.token, {
        name: `Distinct ${tag} ${brandIds.length}`,
        retailerId: retailer.id,
        store: retailer.store,
        brandIds,
      });
    // One program both 'Pair' brands fund, one of the first alone, one of the third: 2 + 1 + 1 counted per brand.
    await program([one.id, two.id]);
    await program([one.id]);
    await program([three.id]);

    const page = await signIn(browser(), planner.email, '/brandssummary');
    const errors = collectPageErrors(page);
    await page.locator('.p-dropdown:has(#brands-summary-year)').click();
    await page.locator('.p-dropdown-item', { hasText: /^2026$/ }).click();
    const table = page.getByRole('table', { name: 'Brands Summary' });
    const totals = table.locator('tfoot tr');
    const search = page.getByRole('searchbox', { name: 'Search brand or category' });

    // The figures say what they count: the programs' funding targets, and those of approved programs.
    await eventually(() => table.locator('thead').textContent()).toContain('Approved targets');
    expect(await table.locator('thead').textContent()).not.toContain('Committed');

    await search.fill(`Pair ${tag}`);
    await eventually(() => rowOf(table, `Pair ${tag}`).count()).toBe(2);
    await eventually(() => totals.textContent()).toContain('Total (2 brands)');
    // The programs column is the row's last cell: the shared program counts once (2 programs, not 2 + 1).
    await eventually(() => totals.locator('td').last().textContent()).toBe('2');

    await search.fill(tag);
    await eventually(() => totals.textContent()).toContain('Total (3 brands)');
    await eventually(() => totals.locator('td').last().textContent()).toBe('3');
    expect(errors).toEqual([]);
  });
});
