import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, calendarToday, deliveryMessages } from '../../shared/delivery/rules';
import {
  chooseLookupOption,
  chromiumForFile,
  collectPageErrors,
  eventually,
  openPage,
  phasesStopAtFirstFailure,
  signIn,
  UI_TIMEOUT,
  unexpectedErrors,
} from '../support/browser';
import { callApi, idTokenOf } from '../support/session';

/**
 * The planning flow as its users walk it, by clicking only: the planner goes from a theme to submit through the
 * catalog, the cart, finalize, the delivery information panel and the distribution step (the step indicator says
 * where they are); the approver finds the program in their queue, sees its delivery plan and approves, landing on
 * the program's details with its new status. Plus the header at phone width. Every wait is on something the user
 * sees, with UI_TIMEOUT (30 s).
 */
const browser = chromiumForFile();

const panel = (page: Page) => page.getByRole('complementary');
const steps = (page: Page) => page.getByRole('navigation', { name: 'Planning steps' }).first();
const step = (page: Page, name: string) => steps(page).locator(`li[data-step="${name}"]`);
const toasts = (page: Page) =>
  page
    .locator('.p-toast-message')
    .allTextContents()
    .then((texts) => texts.join('\n'));
const mmddyyyy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
/** The browser reports each refused call as a console error; none is expected here. */
/** A phase does several user steps, each waiting up to UI_TIMEOUT. */
const PHASE = 4 * UI_TIMEOUT;

describe('the planning flow in the browser: planner to approver, by clicking only', () => {
  phasesStopAtFirstFailure();
  const tag = Math.random().toString(36).slice(2, 8);
  const name = `Planning flow ${tag}`;
  let planner: Page;
  let approver: Page;
  let errors: string[];
  let programId: number;
  let tomorrow: string;

  it(
    'creates the program from a theme and lands in its catalog, the step indicator on Select Tactics',
    async () => {
      // Two stores in the retailer's address book (data a retailer already has; the planner only picks them).
      const token = await idTokenOf('planner@demo.local');
      for (const [company, street] of [
        [`Flow ${tag} North`, '1 North Rd'],
        [`Flow ${tag} South`, '2 South Rd'],
      ]) {
        const answer = await callApi('POST', 'shippinglocation/0', {
          token,
          body: {
            retailerId: 1,
            attention: 'Receiving',
            companyName: company,
            address1: street,
            city: 'Chicago',
            state: 'IL',
            zip: '60601',
            country: 'US',
          },
        });
        expect(answer.status).toBe(200);
      }

      planner = await signIn(browser(), 'planner@demo.local', '/campaign-library');
      errors = collectPageErrors(planner);
      await planner.getByRole('button', { name: 'Open Summer Refresh' }).click({ timeout: UI_TIMEOUT });
      await panel(planner).getByRole('button', { name: 'Select this theme' }).click({ timeout: UI_TIMEOUT });
      const form = panel(planner).getByRole('form', { name: 'New program' });
      await form.waitFor({ timeout: UI_TIMEOUT });
      await chooseLookupOption(form.getByRole('combobox', { name: 'Retailer' }), 'Fresh', 'Fresh Market Co.');
      await form.getByLabel('Program name').fill(name);
      await form.getByLabel('Description').fill('Floor displays for two stores.');
      await form.getByLabel('Start date').fill('06/01/2026');
      await form.getByLabel('End date').fill('08/31/2026');
      await form.locator('.p-multiselect').click();
      await planner.getByRole('option', { name: /FM-001/ }).click({ timeout: UI_TIMEOUT });
      await planner.keyboard.press('Escape');
      await form.locator('.funding-add-dropdown').click();
      await planner.getByRole('option', { name: 'Fizzly' }).click({ timeout: UI_TIMEOUT });
      await form.getByLabel('BTL target of Fizzly').fill('5000');
      await form.getByRole('button', { name: 'Next, Select Tactics' }).click();

      await planner.waitForURL(/#\/tactic-catalog\/\d+$/, { timeout: UI_TIMEOUT });
      programId = Number(/tactic-catalog\/(\d+)$/.exec(planner.url())![1]);
      await planner.getByRole('heading', { name }).waitFor({ timeout: UI_TIMEOUT });
      await eventually(() => step(planner, 'tactics').getAttribute('aria-current')).toBe('step');
      expect(await step(planner, 'tactics').getAttribute('data-status')).toBe('1');
    },
    PHASE,
  );

  it(
    'adds the same tactic twice: one cart line whose quantity is the sum',
    async () => {
      for (const quantity of [2, 2]) {
        await planner.getByLabel('Quantity of Floor Display').fill(String(quantity));
        await planner.getByRole('button', { name: 'Add Floor Display to the cart' }).click();
        await planner
          .getByText(`Floor Display (×${quantity}) added to the cart.`)
          .first()
          .waitFor({ timeout: UI_TIMEOUT });
      }
      await planner.getByRole('button', { name: /^My Cart/ }).click();
      const cart = panel(planner);
      const line = cart.getByRole('row').filter({ hasText: 'Floor Display' });
      await eventually(() => line.count()).toBe(1);
      await eventually(() => line.textContent()).toContain('4');
      await cart.getByRole('button', { name: 'Next Steps' }).click();
      await planner.waitForURL(new RegExp(`#/tactic-catalog/${programId}/finalize$`), { timeout: UI_TIMEOUT });
      await eventually(() => step(planner, 'finalize').getAttribute('data-status')).toBe('1');
      await eventually(() => step(planner, 'tactics').getAttribute('data-status')).toBe('2');
    },
    PHASE,
  );

  it(
    'opens the delivery information from finalize, picks two stores, dates and notes it, and Save & Split Shipment opens the distribution',
    async () => {
      await planner.getByRole('button', { name: 'Delivery Information', exact: true }).click();
      const delivery = planner.locator('aside.side-panel[data-mode="delivery-information"]');
      await delivery.getByLabel('Delivery date').waitFor({ timeout: UI_TIMEOUT });
      await eventually(() => delivery.locator('li[data-step="delivery"]').getAttribute('data-status')).toBe('1');

      await delivery.getByRole('button', { name: 'Address Book' }).click();
      await delivery.getByRole('searchbox', { name: 'Filter the address book' }).fill(`Flow ${tag}`);
      const book = delivery.getByRole('list', { name: 'Address book' });
      const selected = delivery.getByRole('list', { name: 'Selected delivery locations' });
      await book
        .getByRole('button', { name: new RegExp(`^Select .*Flow ${tag} North`) })
        .click({ timeout: UI_TIMEOUT });
      await eventually(() => selected.getByRole('listitem').count()).toBe(1);
      // With one location the footer says Save; with more, Save & Split Shipment (spec 02, section 2).
      await delivery.getByRole('button', { name: 'Save', exact: true }).waitFor({ timeout: UI_TIMEOUT });
      await book
        .getByRole('button', { name: new RegExp(`^Select .*Flow ${tag} South`) })
        .click({ timeout: UI_TIMEOUT });
      await eventually(() => selected.getByRole('listitem').count()).toBe(2);

      const timeZone = await planner.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      tomorrow = addDays(calendarToday(new Date(), timeZone), 1);
      await delivery.getByLabel('Delivery date').fill(mmddyyyy(tomorrow));
      await delivery.getByLabel('Delivery notes (optional)').fill(`Dock ${tag}`);
      await delivery.getByRole('button', { name: 'Save & Split Shipment' }).click();
      await planner.waitForURL(new RegExp(`#/tactic-catalog/${programId}/finalize/distribution$`), {
        timeout: UI_TIMEOUT,
      });
      await eventually(() => toasts(planner)).toContain(deliveryMessages.saved);
      await eventually(() => step(planner, 'distribution').getAttribute('data-status')).toBe('1');
      await eventually(() => step(planner, 'delivery').getAttribute('data-status')).toBe('2');
    },
    PHASE,
  );

  it(
    'splits the four displays evenly over the two stores and saves, back on finalize',
    async () => {
      await planner.getByRole('button', { name: 'Equal Distribution' }).click({ timeout: UI_TIMEOUT });
      for (const n of [1, 2])
        await eventually(() =>
          planner.getByLabel(`Floor Display for location ${n}`, { exact: true }).inputValue(),
        ).toBe('2');
      await planner.getByRole('button', { name: 'Save distribution' }).click();
      await planner.waitForURL(new RegExp(`#/tactic-catalog/${programId}/finalize$`), { timeout: UI_TIMEOUT });
      await eventually(() => toasts(planner)).toContain(deliveryMessages.distributionSaved);
      await eventually(() => step(planner, 'distribution').getAttribute('data-status')).toBe('2');
    },
    PHASE,
  );

  it(
    'submits from finalize through the Approvers modal and lands on my campaigns with the program Submitted',
    async () => {
      await planner.getByRole('button', { name: 'Submit', exact: true }).click({ timeout: UI_TIMEOUT });
      // The Approvers modal: two approvers chosen as chips, one removed again, then Submit Request.
      const modal = planner.getByRole('dialog', { name: 'Approvers' });
      const search = modal.getByRole('combobox', { name: 'Approvers' });
      const chips = modal.locator('.p-autocomplete-token');
      await chooseLookupOption(search, 'approver@demo.local', /approver@demo\.local/);
      await eventually(() => chips.allTextContents(), UI_TIMEOUT).toEqual([
        expect.stringContaining('approver@demo.local'),
      ]);
      await chooseLookupOption(search, 'admin@demo.local', /admin@demo\.local/);
      await eventually(() => chips.count(), UI_TIMEOUT).toBe(2);
      await chips.filter({ hasText: 'admin@demo.local' }).locator('.p-autocomplete-token-icon').click();
      await eventually(() => chips.allTextContents(), UI_TIMEOUT).toEqual([
        expect.stringContaining('approver@demo.local'),
      ]);
      // Someone saves the program's delivery again meanwhile: the submit is refused as stale, and the modal stays
      // open with the approver chosen and the reason, until the page is read again.
      const token = await idTokenOf('planner@demo.local');
      const info = (await callApi('GET', `programs/${programId}/deliveryinformation`, { token })).json.data;
      const changed = await callApi('PUT', `programs/${programId}/deliveryinformation`, {
        token,
        body: { version: info.version, deliveryDate: info.deliveryDate, deliveryNotes: info.deliveryNotes },
      });
      expect(changed.status, changed.text).toBe(200);
      await modal.getByRole('button', { name: 'Submit Request' }).click();
      await modal.getByRole('alert').waitFor({ timeout: UI_TIMEOUT });
      expect(await chips.allTextContents()).toEqual([expect.stringContaining('approver@demo.local')]);
      await modal.getByRole('button', { name: 'Cancel' }).click();
      await planner
        .locator('.lifecycle-actions')
        .getByRole('button', { name: 'Reload' })
        .click({ timeout: UI_TIMEOUT });
      await planner.getByRole('button', { name: 'Submit', exact: true }).click({ timeout: UI_TIMEOUT });
      await chooseLookupOption(search, 'approver@demo.local', /approver@demo\.local/);
      await eventually(() => chips.count(), UI_TIMEOUT).toBe(1);
      await modal.getByRole('button', { name: 'Submit Request' }).click();
      await planner.waitForURL(/#\/mycampaigns$/, { timeout: UI_TIMEOUT });
      await eventually(() => planner.getByRole('row').filter({ hasText: name }).textContent()).toContain('Submitted');
      expect(unexpectedErrors(errors, 409)).toEqual([]);
    },
    PHASE,
  );

  it(
    "finds the program in the approver's queue: home's programs by status, then Program Status filtered by Submitted",
    async () => {
      approver = await signIn(browser(), 'approver@demo.local', '/home');
      const card = approver.getByRole('region', { name: 'Programs by status' });
      await eventually(() => card.locator('li[data-status="20"]').textContent()).toMatch(/Submitted\s*\d+/);
      await card.getByRole('link', { name: 'Open the approval queue' }).click();
      await approver.waitForURL(/#\/program-status\?/, { timeout: UI_TIMEOUT });
      await eventually(() => approver.locator('.p-dropdown:has(#status-status)').textContent()).toContain('Submitted');
      await approver.getByLabel('Search by name').fill(name);
      const row = approver.getByRole('row').filter({ hasText: name });
      await eventually(() => row.textContent()).toContain('Submitted');
      // With the status filter the pager counts exactly what matches.
      await eventually(() => approver.getByRole('navigation', { name: 'Pages' }).textContent()).toMatch(/of 1\b/);
      await row.getByRole('link', { name }).click();
      await approver.waitForURL(new RegExp(`#/programdetails/${programId}$`), { timeout: UI_TIMEOUT });
    },
    PHASE,
  );

  it(
    'shows the approver the delivery plan, and approving lands on the details with the program Approved',
    async () => {
      const plan = approver.getByRole('region', { name: 'Delivery plan' });
      await eventually(() => plan.getByTestId('delivery-date').textContent()).toBe(mmddyyyy(tomorrow));
      expect(await plan.getByTestId('delivery-notes').textContent()).toBe(`Dock ${tag}`);
      const table = plan.getByRole('table', { name: 'Distribution per location and tactic' });
      // The selected locations show first; the quantities and the total come with the distribution's read.
      await eventually(() => table.textContent()).toContain('4 of 4');
      expect(
        await table
          .getByRole('row')
          .filter({ hasText: `Flow ${tag} North` })
          .textContent(),
      ).toContain('2');
      expect(
        await table
          .getByRole('row')
          .filter({ hasText: `Flow ${tag} South` })
          .textContent(),
      ).toContain('2');

      const approverErrors = collectPageErrors(approver);
      await approver.getByRole('button', { name: 'Approve', exact: true }).click();
      await eventually(() => toasts(approver)).toMatch(/approved/i);
      await approver.waitForURL(new RegExp(`#/programdetails/${programId}$`), { timeout: UI_TIMEOUT });
      await eventually(() => approver.locator('.program-header').textContent()).toContain('Approved');
      expect(unexpectedErrors(approverErrors)).toEqual([]);
    },
    PHASE,
  );
});

describe('the header at phone width (mobile view below 979 px)', () => {
  it(
    'does not overflow, and sign-out stays on screen',
    async () => {
      const page = await signIn(browser(), 'planner@demo.local', '/home', { viewport: { width: 375, height: 740 } });
      const signOut = page.getByRole('button', { name: 'Sign out' });
      await signOut.waitFor({ timeout: UI_TIMEOUT });
      const box = await signOut.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      const widths = await page.evaluate(() => {
        const header = document.querySelector('.shell-header') as HTMLElement;
        return {
          header: header.scrollWidth,
          headerClient: header.clientWidth,
          page: document.documentElement.scrollWidth,
        };
      });
      expect(widths.header).toBeLessThanOrEqual(widths.headerClient);
      expect(widths.page).toBeLessThanOrEqual(375);
      await page.close();
    },
    PHASE,
  );
});

describe('the address book screen, deleting a program, and the side panel on a URL move', () => {
  phasesStopAtFirstFailure();
  const tag = Math.random().toString(36).slice(2, 8);
  let page: Page;
  let errors: string[];
  let programId: number;

  it(
    "manages a retailer's address book at #/addressbook: pick the retailer, search, delete an address",
    async () => {
      const token = await idTokenOf('planner@demo.local');
      for (const company of [`Book ${tag} East`, `Book ${tag} West`]) {
        const answer = await callApi('POST', 'shippinglocation/0', {
          token,
          body: {
            retailerId: 1,
            attention: 'Receiving',
            companyName: company,
            address1: `${company.length} Main St`,
            city: 'Chicago',
            state: 'IL',
            zip: '60601',
            country: 'US',
          },
        });
        expect(answer.status).toBe(200);
      }
      const brands = (await callApi('GET', 'brands', { token })).json.data.items as { name: string; id: number }[];
      const fizzly = brands.find((b) => b.name === 'Fizzly')!.id;
      const created = await callApi('POST', 'programs', {
        token,
        body: {
          name: `Delete me ${tag}`,
          description: 'd',
          retailerId: 1,
          fiscalYear: 2026,
          programStartDate: '2026-03-01',
          programEndDate: '2026-05-31',
          accountLocations: ['FM-001'],
          fundingSources: [{ brandId: fizzly, atlTarget: 100, btlTarget: 100 }],
        },
      });
      expect(created.status).toBe(200);
      programId = created.json.data.program.id;

      // The address book opens on the user's first retailer; cleared (`retailerId=`) it asks for one, as here.
      page = await signIn(browser(), 'planner@demo.local', '/addressbook?retailerId=');
      errors = collectPageErrors(page);
      await page.getByText('Choose a retailer to see its address book.').first().waitFor({ timeout: UI_TIMEOUT });
      await chooseLookupOption(page.getByRole('combobox', { name: 'Retailer' }), 'Fresh', 'Fresh Market Co.');
      await page.waitForURL(/#\/addressbook\?retailerId=1$/, { timeout: UI_TIMEOUT });
      await page.getByRole('searchbox', { name: 'Filter the address book' }).fill(`Book ${tag}`);
      const book = page.getByRole('list', { name: 'Address book' });
      await eventually(() => book.getByRole('listitem').count()).toBe(2);

      await book.getByRole('button', { name: new RegExp(`^Edit address .*Book ${tag} East`) }).click();
      const modal = page.getByRole('dialog', { name: 'Edit Address' });
      await modal.getByRole('button', { name: 'Delete' }).click({ timeout: UI_TIMEOUT });
      const confirm = page
        .getByRole('alertdialog')
        .or(page.getByRole('dialog'))
        .filter({ hasText: deliveryMessages.removeAddressConfirm });
      await confirm.getByRole('button', { name: 'Yes' }).click({ timeout: UI_TIMEOUT });
      await eventually(() => book.getByRole('listitem').count()).toBe(1);
      expect(await book.textContent()).toContain(`Book ${tag} West`);
    },
    PHASE,
  );

  it(
    'closes the side panel when the user moves by URL',
    async () => {
      await openPage(page, `programdetails/${programId}`);
      await page.getByRole('heading', { name: `Delete me ${tag}` }).waitFor({ timeout: UI_TIMEOUT });
      await page.getByRole('button', { name: /^My Cart/ }).click();
      await page.locator('aside.side-panel[data-mode="campaign-cart"]').waitFor({ timeout: UI_TIMEOUT });
      await page.evaluate(() => {
        window.location.hash = '#/mycampaigns';
      });
      await page.waitForURL(/#\/mycampaigns$/, { timeout: UI_TIMEOUT });
      await page.locator('aside.side-panel').waitFor({ state: 'detached', timeout: UI_TIMEOUT });
      await page.evaluate((id) => {
        window.location.hash = `#/programdetails/${id}`;
      }, programId);
      await page.getByRole('heading', { name: `Delete me ${tag}` }).waitFor({ timeout: UI_TIMEOUT });
    },
    PHASE,
  );

  it(
    "deletes a new program: 'Program deleted', My Campaigns without it, and no 404 on the way",
    async () => {
      await page.getByRole('button', { name: 'Delete', exact: true }).click({ timeout: UI_TIMEOUT });
      await page
        .getByRole('alertdialog')
        .or(page.getByRole('dialog'))
        .getByRole('button', { name: 'Yes' })
        .click({ timeout: UI_TIMEOUT });
      await page.waitForURL(/#\/mycampaigns$/, { timeout: UI_TIMEOUT });
      await eventually(() => toasts(page)).toContain('Program deleted');
      await page.getByRole('table').first().waitFor({ timeout: UI_TIMEOUT });
      await eventually(() =>
        page
          .getByRole('row')
          .filter({ hasText: `Delete me ${tag}` })
          .count(),
      ).toBe(0);
      expect(unexpectedErrors(errors)).toEqual([]);
    },
    PHASE,
  );
});
