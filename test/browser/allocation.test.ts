import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { allocationMessages } from '../../shared/allocation/rules';
import { chromiumForFile, collectPageErrors, eventually, phasesStopAtFirstFailure, signIn } from '../support/browser';
import { ownBrand, ownRetailer } from '../support/catalog';
import { callApi, idTokenOf, newSignedInUser } from '../support/session';

const browser = chromiumForFile();

const toasts = (page: Page) =>
  page
    .locator('.p-toast-message')
    .allTextContents()
    .then((texts) => texts.join('\n'));

describe('brand allocation in the browser: budget moved between two retailers with a reason and a breakout', () => {
  phasesStopAtFirstFailure();
  const comment = `Moving ATL to the stronger store ${Date.now().toString(36)}`;
  let planner: { email: string; token: string };
  let brand: { id: number; name: string };
  let retailers: { id: number; name: string }[];
  let page: Page;
  let errors: string[];
  let panel: Locator;
  let budgetYear: number;

  beforeAll(async () => {
    const admin = await idTokenOf('admin@demo.local');
    // The planner's role holds BrandAllocation/Edit; the brand and its two retailers are the test's own.
    planner = await newSignedInUser(['planner'], 'alloc-planner');
    brand = await ownBrand(admin);
    retailers = await Promise.all([ownRetailer(admin, brand.id), ownRetailer(admin, brand.id)]);
    const years = await callApi('GET', 'brands/budget-year', { token: planner.token });
    budgetYear = years.json.data.current;
    const saved = await callApi('PUT', `brands/save-allocation/${brand.id}`, {
      token: planner.token,
      body: {
        budgetYear,
        version: 0,
        brandAllocation: [
          { retailerId: retailers[0].id, totalAtl: '10,000', totalBtl: '4,000' },
          { retailerId: retailers[1].id, totalAtl: '2,000', totalBtl: '1,000' },
        ],
        changeDriver: 'Brand Strategy',
        changeReasonId: 1,
        comment: 'Opening allocation',
      },
    });
    expect(saved.status, saved.text).toBe(200);
  });

  it("shows the brand's allocation by retailer with its opening revision", async () => {
    page = await signIn(browser(), planner.email, `/brandallocation/${brand.id}`);
    errors = collectPageErrors(page);
    await page.getByRole('heading', { level: 2, name: `Brand Allocation: ${brand.name}` }).waitFor();
    await eventually(() => page.getByLabel(`ATL ${retailers[0].name}`).inputValue()).toBe('10000.00');
    await eventually(() => page.getByLabel(`ATL ${retailers[1].name}`).inputValue()).toBe('2000.00');
    await eventually(() => page.getByTestId('allocation-revisions').textContent()).toContain('Opening allocation');
  });

  it('moves 1,000 of ATL from one retailer to the other; a breakout of 110% is refused with the spec text', async () => {
    await page.getByLabel(`ATL ${retailers[0].name}`).fill('9,000.00');
    await page.getByLabel(`ATL ${retailers[1].name}`).fill('3,000.00');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    panel = page.getByRole('form', { name: 'Reason For Editing' });
    await panel.waitFor();
    // While the panel holds the rows it will save, the page's amounts are locked (nothing typed there is lost).
    await eventually(() => page.getByLabel(`ATL ${retailers[0].name}`).isDisabled()).toBe(true);
    expect(await page.getByLabel(`BTL ${retailers[1].name}`).isDisabled()).toBe(true);
    await page.getByText('Amounts are locked while Reason For Editing is open.').waitFor();
    // Moving budget between retailers leaves the brand's totals as they were: no net change.
    await eventually(() => panel.getByTestId('change-indicators').textContent()).toContain('Total net change');
    // The change starts on the default reason: saved below without choosing one.
    await eventually(() => panel.locator('.p-dropdown:has(#change-reason) .p-dropdown-label').textContent()).toBe(
      'Reallocation between retailers',
    );
    await panel.locator('.p-dropdown:has(#change-driver)').click();
    await page.getByRole('option', { name: 'Retailer Performance' }).click();
    await panel.getByLabel('Change Comments').fill(comment);
    await panel.locator('label[for="reviewBreakout-true"]').click();
    await panel.getByLabel('Set % Q1').fill('40');
    await panel.getByLabel('Set % Q2').fill('30');
    await panel.getByLabel('Set % Q3').fill('20');
    await panel.getByLabel('Set % Q4').fill('20');
    await panel.getByText(allocationMessages.breakoutTotal, { exact: true }).waitFor();
    await eventually(() => panel.getByRole('button', { name: 'Submit Changes' }).isDisabled()).toBe(true);
  });

  it('saves once the breakout totals 100, and the revision history shows the change', async () => {
    await panel.getByLabel('Set % Q4').fill('10');
    await eventually(() => panel.getByText(allocationMessages.breakoutTotal, { exact: true }).count()).toBe(0);
    await eventually(() => panel.getByTestId('quarterly-grid').textContent()).toContain('Q4');
    await panel.getByRole('button', { name: 'Submit Changes' }).click();
    await eventually(() => toasts(page)).toContain(allocationMessages.saved);
    await panel.waitFor({ state: 'detached' });
    const history = page.getByTestId('allocation-revisions');
    await eventually(() => history.textContent()).toContain(comment);
    const row = history.getByRole('row').filter({ hasText: comment });
    await eventually(() => row.textContent()).toContain('Retailer Performance');
    expect(await row.textContent()).toContain('Reallocation between retailers');
    // When, as the spec writes dates and times: MM/DD/YYYY HH:mm.
    expect(await row.locator('td').first().textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await eventually(() => row.textContent()).toContain('$10,000.00');
    await eventually(() => row.textContent()).toContain('$9,000.00');
    await eventually(() => page.getByLabel(`ATL ${retailers[0].name}`).inputValue()).toBe('9000.00');
    await eventually(() => page.getByLabel(`ATL ${retailers[1].name}`).inputValue()).toBe('3000.00');
    expect(await page.getByLabel(`ATL ${retailers[0].name}`).isEnabled()).toBe(true);
  });

  it("saves the brand's retainer for the year", async () => {
    const retainer = page.getByRole('form', { name: 'Retainer' });
    await retainer.getByRole('textbox', { name: 'Retainer' }).fill('1,500.00');
    await retainer.getByRole('button', { name: 'Save retainer' }).click();
    await eventually(() => page.getByTestId('allocation-retainer').textContent()).toBe('$1,500.00');
    expect(errors).toEqual([]);
  });

  it('raises an allocation with Create Incremental Program: Yes, and the new program panel opens', async () => {
    await page.getByLabel(`ATL ${retailers[1].name}`).fill('4,000.00');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    panel = page.getByRole('form', { name: 'Reason For Editing' });
    await panel.waitFor();
    await panel.locator('.p-dropdown:has(#change-driver)').click();
    await page.getByRole('option', { name: 'Retailer Performance' }).click();
    await panel.getByLabel('Change Comments').fill('More for the summer');
    // A net increase offers the incremental program.
    await panel.locator('label[for="createProgram-true"]').click();
    await panel.getByRole('button', { name: 'Submit Changes' }).click();
    await eventually(() => toasts(page)).toContain('Create the incremental program: its panel is open.');
    await page.locator('aside.side-panel[data-mode="create-campaign"]').waitFor();
    await eventually(() => page.getByLabel(`ATL ${retailers[1].name}`).inputValue()).toBe('4000.00');
    expect(errors).toEqual([]);
  });
});
