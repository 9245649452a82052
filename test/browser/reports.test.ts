import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chooseLanguage,
  chromiumForFile,
  collectPageErrors,
  eventually,
  phasesStopAtFirstFailure,
  pickDropdownOption,
  signIn,
} from '../support/browser';
import { ownBrand, ownProgram, ownRetailer } from '../support/catalog';
import { idTokenOf, newSignedInUser } from '../support/session';

const browser = chromiumForFile();

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

describe('reports and the dashboard in the browser: a report read, charted, exported, and cards picked', () => {
  phasesStopAtFirstFailure();
  let planner: { email: string; token: string };
  let brand: { id: number; name: string };
  let otherBrand: { id: number; name: string };
  let retailer: { id: number; name: string; store: string };
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    const admin = await idTokenOf('admin@demo.local');
    // A brand and retailer of the test's own, so the report's row is the test's program only.
    planner = await newSignedInUser(['planner'], 'reports-planner');
    brand = await ownBrand(admin);
    otherBrand = await ownBrand(admin);
    retailer = await ownRetailer(admin, [brand.id, otherBrand.id]);
    // 2026, March: 100,000 ATL and 100,000 BTL of the brand; a second program funded by both brands, so two
    // programs count three times over the brands' rows.
    await ownProgram(planner.token, {
      name: `Report program ${Date.now().toString(36)}`,
      retailerId: retailer.id,
      store: retailer.store,
      brandIds: [brand.id],
    });
    await ownProgram(planner.token, {
      name: `Report program of two brands ${Date.now().toString(36)}`,
      retailerId: retailer.id,
      store: retailer.store,
      brandIds: [brand.id, otherBrand.id],
    });
  });

  it("opens Reporting from the menu, picks a report and its retailer, and sees the report's chart and table", async () => {
    page = await signIn(browser(), planner.email, '/home', { acceptDownloads: true });
    errors = collectPageErrors(page);
    await nav(page).getByRole('link', { name: 'Reporting' }).click();
    await page.waitForURL(/#\/reporting/);
    await pickDropdownOption(page, 'report-picker', 'Program spend by brand');
    await pickDropdownOption(page, 'report-filter-budgetYear', '2026');
    await pickDropdownOption(page, 'report-filter-retailerId', retailer.name);
    await page.waitForURL(new RegExp(`retailerId=${retailer.id}`));
    await eventually(() => page.getByTestId('report-chart').locator('canvas').count()).toBe(1);
    const table = page.getByRole('table', { name: 'Program spend by brand' });
    const row = table.getByRole('row').filter({ hasText: brand.name });
    await eventually(() => row.count()).toBe(1);
    await eventually(() => row.textContent()).toContain('$200,000.00');
    await eventually(() => table.locator('tfoot').textContent()).toContain('Total');
    // The brand's row counts its two programs, the other brand's its one; the total counts two distinct programs.
    const programs = (name: string) => table.getByRole('row').filter({ hasText: name }).locator('td').nth(1);
    await eventually(() => programs(brand.name).textContent()).toBe('2');
    await eventually(() => programs(otherBrand.name).textContent()).toBe('1');
    await eventually(() => table.locator('tfoot td').nth(1).textContent()).toBe('2');
  });

  it('exports the report as ProgramSpendByBrand_{timestamp}.xlsx', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export .xlsx' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^ProgramSpendByBrand_\d{8}-\d{6}\.xlsx$/);
    expect(await file.failure()).toBeNull();
  });

  it('opens the Dashboard from the menu and sees the default cards, each with its chart', async () => {
    await nav(page).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(/#\/dashboard/);
    const cards = page.getByTestId('dashboard-card');
    await eventually(() => cards.count()).toBe(4);
    await eventually(() => page.locator('[data-testid="dashboard-card"] canvas').count()).toBe(4);
    await eventually(() => cards.first().textContent()).toContain('Funding source utilisation');
    await eventually(() => page.getByText(/^Last updated /).count()).toBe(1);
  });

  it('adds a card, keeps the choice for this user after a reload, and refreshes', async () => {
    await page.getByRole('button', { name: 'Customize' }).click();
    await page.locator('.p-multiselect:has(#dashboard-cards)').click();
    await page.locator('.p-multiselect-panel .p-multiselect-item', { hasText: 'Program spend by brand' }).click();
    await page.keyboard.press('Escape');
    const cards = page.getByTestId('dashboard-card');
    await eventually(() => cards.count()).toBe(5);
    await page.reload();
    await eventually(() => cards.count()).toBe(5);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await eventually(() => cards.count()).toBe(5);
    expect(errors).toEqual([]);
  });

  it("shows the report's name, filters, columns and totals in French, and the dashboard's cards", async () => {
    await chooseLanguage(page, 'Français', 'fr');
    await eventually(() => page.getByTestId('dashboard-card').first().textContent()).toContain(
      'Utilisation des sources de financement',
    );
    await page.evaluate(
      (id) => (location.hash = `#/reporting?report=program-spend-by-brand&budgetYear=2026&retailerId=${id}`),
      retailer.id,
    );
    const table = page.getByRole('table', { name: 'Dépenses des programmes par marque' });
    await eventually(() => table.getByRole('row').filter({ hasText: brand.name }).count()).toBe(1);
    await eventually(() => table.locator('thead').textContent()).toContain('Marque');
    expect(await table.locator('thead').textContent()).toContain('Objectifs ATL');
    expect(await table.locator('thead').textContent()).not.toContain('ATL targets');
    expect(await page.locator('label[for="report-filter-retailerId"]').textContent()).toBe('Distributeur');
    expect(await page.locator('label[for="report-filter-budgetYear"]').textContent()).toBe('Année budgétaire');
    expect(await table.locator('tfoot td').first().textContent()).toBe('Total');
    await eventually(() =>
      page.getByText('Ce que les programmes prévoient et engagent pour chaque marque').count(),
    ).toBe(1);
    expect(errors).toEqual([]);
  });
});
