import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
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
import { completeDelivery } from '../support/delivery';
import { callApi, idTokenOf } from '../support/session';

const browser = chromiumForFile();
let planner: string;
let tactics: Record<string, number>;
let brands: Record<string, number>;

beforeAll(async () => {
  planner = await idTokenOf('planner@demo.local');
  brands = Object.fromEntries(
    (await callApi('GET', 'brands', { token: planner })).json.data.items.map((b: { name: string; id: number }) => [
      b.name,
      b.id,
    ]),
  );
  tactics = Object.fromEntries(
    (await callApi('GET', 'tactics/all', { token: planner })).json.data.items.map(
      (t: { tacticName: string; id: number }) => [t.tacticName, t.id],
    ),
  );
});

/** A Fresh Market program with two shipped tactics: 6 floor displays and 3 end cap signs (both split evenly over 3). */
async function programWithTwoTactics(quantities: [number, number] = [6, 3]): Promise<number> {
  const created = await callApi('POST', 'programs', {
    token: planner,
    body: {
      name: `Delivery browser ${Math.random().toString(36).slice(2, 7)}`,
      description: 'd',
      retailerId: 1,
      fiscalYear: 2026,
      programStartDate: '2026-03-01',
      programEndDate: '2026-05-31',
      accountLocations: ['FM-001'],
      fundingSources: [{ brandId: brands.Fizzly, atlTarget: 100000, btlTarget: 100000 }],
    },
  });
  expect(created.status).toBe(200);
  const id = created.json.data.program.id as number;
  expect(
    (
      await callApi('POST', 'programtactics', {
        token: planner,
        body: { programId: id, version: 1, tacticId: tactics['Floor Display'], orderQuantity: quantities[0] },
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await callApi('POST', 'programtactics', {
        token: planner,
        body: { programId: id, version: 2, tacticId: tactics['End Cap Sign'], orderQuantity: quantities[1] },
      })
    ).status,
  ).toBe(200);
  return id;
}

/** Puts a location into Fresh Market's address book only (program 0). */
async function addressBookEntry(companyName: string, street: string) {
  const answer = await callApi('POST', 'shippinglocation/0', {
    token: planner,
    body: {
      retailerId: 1,
      attention: 'Receiving',
      companyName,
      address1: street,
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
      country: 'US',
    },
  });
  expect(answer.status).toBe(200);
  return answer.json.data as { id: string; location: string };
}

/** The distribution step has no locations yet, so it offers the delivery information panel. */
async function openDeliveryPanel(programId: number): Promise<{ page: Page; panel: Locator; errors: string[] }> {
  const page = await signIn(browser(), 'planner@demo.local', `/tactic-catalog/${programId}/finalize/distribution`, {
    viewport: { width: 1400, height: 950 },
  });
  const errors = collectPageErrors(page);
  await page.getByText('Select delivery locations first.').waitFor();
  await page.getByRole('button', { name: 'Delivery information' }).click();
  const panel = page.locator('aside.side-panel[data-mode="delivery-information"]');
  await panel.getByLabel('Delivery date').waitFor();
  return { page, panel, errors };
}

const toasts = (page: Page) =>
  page
    .locator('.p-toast-message')
    .allTextContents()
    .then((texts) => texts.join('\n'));
const selectedList = (panel: Locator) => panel.getByRole('list', { name: 'Selected delivery locations' });
const mmddyyyy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
/** The browser reports each refused call as a console error; those the test provokes are expected. */

describe('delivery information and distribution in the browser: locations, date and distribution', () => {
  phasesStopAtFirstFailure();
  const tag = Math.random().toString(36).slice(2, 8);
  let programId: number;
  let page: Page;
  let panel: Locator;
  let errors: string[];
  let form: Locator;
  let today: string;
  const quantity = (tactic: string, n: number) => page.getByLabel(`${tactic} for location ${n}`, { exact: true });

  it('picks two locations from the address book, each saved at once and moved to the numbered list', async () => {
    programId = await programWithTwoTactics();
    await addressBookEntry(`Store ${tag} A`, '10 Lake St');
    await addressBookEntry(`Store ${tag} B`, '11 Lake St');
    ({ page, panel, errors } = await openDeliveryPanel(programId));

    await panel.getByRole('button', { name: 'Address Book' }).click();
    const book = panel.getByRole('list', { name: 'Address book' });
    await panel.getByRole('searchbox', { name: 'Filter the address book' }).fill(tag);
    await book.getByRole('button', { name: new RegExp(`^Select .*Store ${tag} A`) }).click();
    await eventually(() => selectedList(panel).getByRole('listitem').count()).toBe(1);
    await book.getByRole('button', { name: new RegExp(`^Select .*Store ${tag} B`) }).click();
    await eventually(() => selectedList(panel).getByRole('listitem').count()).toBe(2);
    await eventually(() => book.getByRole('button', { name: new RegExp(`Store ${tag}`) }).count()).toBe(0);
    const numbered = await selectedList(panel).getByRole('listitem').allTextContents();
    expect(numbered.map((text) => text.slice(0, 2)).sort()).toEqual(['1.', '2.']);
    expect(numbered.join(' ')).toMatch(new RegExp(`Store ${tag} A.*|Store ${tag} B.*`));
    expect(numbered.filter((text) => text.includes(`Store ${tag}`))).toHaveLength(2);
  });

  it("creates a third location here: the spec's texts when fields are missing, then saved and selected", async () => {
    await panel.getByRole('button', { name: 'Create New Location' }).click();
    form = panel.getByRole('form', { name: 'Create new location' });
    await form.getByRole('button', { name: 'Save New Location' }).click();
    await form.getByText(deliveryMessages.cityRequired).waitFor();
    await form.getByText(deliveryMessages.countryRequired).waitFor();
    await eventually(() => toasts(page)).toContain(deliveryMessages.locationInvalid);
    expect(await form.getByLabel('Save to address book').isChecked()).toBe(true);
    expect(await form.getByLabel('Save to address book').isDisabled()).toBe(true);
    await form.getByLabel('Attention', { exact: true }).fill('Dock 2');
    await form.getByLabel('Company name', { exact: true }).fill(`Store ${tag} C`);
    await form.getByLabel('Address 1', { exact: true }).fill('12 Lake St');
    await form.getByLabel('City', { exact: true }).fill('Chicago');
    await form.getByLabel('Zip', { exact: true }).fill('60601');
    // The typeahead lists everything on focus, then searches 350 ms after the last key: pick from the search's
    // answer, once it is on screen.
    await chooseLookupOption(form.getByLabel('Country', { exact: true }), 'United', 'United States (US)');
    await eventually(() => form.getByLabel('Country', { exact: true }).inputValue()).toBe('United States (US)');
    await form.locator('.p-dropdown:has(#delivery-new-state)').click();
    await page.locator('.p-dropdown-panel .p-dropdown-filter').fill('Illi');
    await page.getByRole('option', { name: 'Illinois (IL)' }).click();
    await form.getByRole('button', { name: 'Save New Location' }).click();
    await eventually(() => toasts(page)).toContain(deliveryMessages.locationAdded);
    await eventually(() => selectedList(panel).getByRole('listitem').count()).toBe(3);
    await eventually(() => form.getByLabel('City', { exact: true }).inputValue()).toBe('');
  });

  it('asks before removing an address in the Edit Address modal, and Cancel keeps it', async () => {
    await selectedList(panel)
      .getByRole('button', { name: new RegExp(`^Edit address .*Store ${tag} C`) })
      .click();
    const modal = page.getByRole('dialog', { name: 'Edit Address' });
    await eventually(() => modal.getByLabel('Street 1', { exact: true }).inputValue()).toBe('12 Lake St');
    await modal.getByRole('button', { name: 'Delete' }).click();
    const confirm = page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .filter({ hasText: deliveryMessages.removeAddressConfirm });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await modal.locator('.p-dialog-footer').getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'hidden' });
    expect(await selectedList(panel).getByRole('listitem').count()).toBe(3);
  });

  it('refuses today as the delivery date by calendar day, keeps what was typed, and saves tomorrow', async () => {
    const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    today = calendarToday(new Date(), timeZone);
    await panel.getByLabel('Delivery notes (optional)').fill('Use the back door');
    await panel.getByLabel('Delivery date').fill(mmddyyyy(today));
    await panel.getByRole('button', { name: 'Save & Split Shipment' }).click();
    await panel.getByText(deliveryMessages.dateInFuture).waitFor();
    await eventually(() => toasts(page)).toContain(deliveryMessages.saveFailed);
    expect(await panel.getByLabel('Delivery notes (optional)').inputValue()).toBe('Use the back door');
    await panel.getByLabel('Delivery date').fill(mmddyyyy(addDays(today, 1)));
    await panel.getByRole('button', { name: 'Save & Split Shipment' }).click();

    // The distribution comes next.
    await page.waitForURL(new RegExp(`#/tactic-catalog/${programId}/finalize/distribution$`));
    await eventually(() => toasts(page)).toContain(deliveryMessages.saved);
  });

  it('splits 6 and 3 evenly over three locations with Equal Distribution', async () => {
    await page.getByRole('button', { name: 'Equal Distribution' }).click();
    for (const n of [1, 2, 3]) {
      await eventually(() => quantity('Floor Display', n).inputValue()).toBe('2');
      await eventually(() => quantity('End Cap Sign', n).inputValue()).toBe('1');
    }
  });

  it("refuses a broken quantity with the spec's message, keeps it on screen, and saves once fixed", async () => {
    await quantity('Floor Display', 1).fill('3');
    await page.getByRole('button', { name: 'Save distribution' }).click();
    await eventually(() => toasts(page)).toContain(deliveryMessages.distributionMismatch);
    expect(
      await page.getByRole('alert').filter({ hasText: deliveryMessages.distributionMismatch }).count(),
    ).toBeGreaterThan(0);
    expect(await quantity('Floor Display', 1).inputValue()).toBe('3');
    await quantity('Floor Display', 1).fill('2');
    await page.getByRole('button', { name: 'Save distribution' }).click();
    await page.waitForURL(new RegExp(`#/tactic-catalog/${programId}/finalize$`));
    await eventually(() => toasts(page)).toContain(deliveryMessages.distributionSaved);

    const info = (await callApi('GET', `programs/${programId}/deliveryinformation`, { token: planner })).json.data;
    expect(info).toMatchObject({
      deliveryDate: addDays(today, 1),
      deliveryNotes: 'Use the back door',
      locationCount: 3,
    });
    expect(info.locations.every((l: { distributed: boolean }) => l.distributed)).toBe(true);
    const saved = (await callApi('GET', `programs/shippinglocation/${programId}`, { token: planner })).json.data;
    expect(
      saved.tactics.map((t: { quantities: Record<string, number> }) => Object.values(t.quantities).sort()),
    ).toEqual([
      [2, 2, 2],
      [1, 1, 1],
    ]);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});

describe('a chain of stores in the browser: Select All and the distribution a page at a time', () => {
  phasesStopAtFirstFailure();
  const tag = Math.random().toString(36).slice(2, 8);
  let programId: number;
  let page: Page;
  let panel: Locator;
  let errors: string[];
  const quantity = (tactic: string, n: number) => page.getByLabel(`${tactic} for location ${n}`, { exact: true });

  it('selects every match of the filter with Select All, not only the rows the address book loaded', async () => {
    programId = await programWithTwoTactics([120, 60]);
    for (let n = 1; n <= 60; n++) await addressBookEntry(`Chain ${tag}`, `${n} Chain Rd`);
    ({ page, panel, errors } = await openDeliveryPanel(programId));
    await panel.getByRole('button', { name: 'Address Book' }).click();
    await panel.getByRole('searchbox', { name: 'Filter the address book' }).fill(tag);
    const book = panel.getByRole('list', { name: 'Address book' });
    await book
      .getByRole('button', { name: new RegExp(`Chain ${tag}`) })
      .first()
      .waitFor();
    await panel.getByRole('button', { name: 'Select All' }).click();
    await eventually(() => toasts(page)).toContain('60 locations selected');
    await eventually(() => selectedList(panel).getByRole('listitem').count()).toBe(60);
  });

  it('shows 50 locations a page and keeps a quantity typed on one page while another is shown', async () => {
    const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await panel.getByLabel('Delivery date').fill(mmddyyyy(addDays(calendarToday(new Date(), timeZone), 2)));
    await panel.getByRole('button', { name: 'Save & Split Shipment' }).click();
    await page.getByText('Locations 1–50 of 60').waitFor({ timeout: UI_TIMEOUT });
    await quantity('Floor Display', 1).fill('120');
    await page.getByText('Distributed 120 of 120').waitFor();
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText('Locations 51–60 of 60').waitFor({ timeout: UI_TIMEOUT });
    await eventually(() => quantity('Floor Display', 60).inputValue()).toBe('');
    await page.getByRole('button', { name: 'Previous page' }).click();
    await eventually(() => quantity('Floor Display', 1).inputValue()).toBe('120');
  });

  it('splits over all 60 locations with Equal Distribution and saves them page by page', async () => {
    await page.getByRole('button', { name: 'Equal Distribution' }).click();
    await eventually(() => quantity('Floor Display', 1).inputValue()).toBe('2');
    await page.getByRole('button', { name: 'Next page' }).click();
    await eventually(() => quantity('End Cap Sign', 60).inputValue()).toBe('1');
    await page.getByRole('button', { name: 'Save distribution' }).click();
    await page.waitForURL(new RegExp(`#/tactic-catalog/${programId}/finalize$`));
    await eventually(() => toasts(page)).toContain(deliveryMessages.distributionSaved);
    const saved = (await callApi('GET', `programs/shippinglocation/${programId}`, { token: planner })).json.data;
    expect(saved.tactics.map((t: { distributedQuantity: number }) => t.distributedQuantity)).toEqual([120, 60]);
    expect((await callApi('GET', `programs/can-submit/${programId}`, { token: planner })).json.data).toEqual({
      canSubmit: true,
      reason: null,
    });
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it("shows another program's distribution when the address changes to it, nothing of the one before", async () => {
    const other = await programWithTwoTactics();
    await openPage(page, `tactic-catalog/${other}/finalize/distribution`);
    await page.getByText('Select delivery locations first.').waitFor({ timeout: UI_TIMEOUT });
    await openPage(page, `tactic-catalog/${programId}/finalize/distribution`);
    await eventually(() => quantity('Floor Display', 1).inputValue()).toBe('2');
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});

describe('delivery information in the browser: importing locations', () => {
  phasesStopAtFirstFailure();
  let page: Page;
  let panel: Locator;
  let errors: string[];
  let dialog: Locator;
  let file: Locator;

  it('takes only a .csv file, and does nothing before Process Upload', async () => {
    ({ page, panel, errors } = await openDeliveryPanel(await programWithTwoTactics()));
    await panel.getByRole('button', { name: 'Import Locations' }).click();
    dialog = page.getByRole('dialog', { name: 'Import Locations' });
    file = dialog.getByLabel('CSV file of locations');
    await file.setInputFiles({ name: 'stores.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await dialog.getByText('stores.txt was not uploaded: only a .csv file can be imported here.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Process Upload' }).isDisabled()).toBe(true);
  });

  it("imports a CSV with one bad row and shows that row's line and field", async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const csv = [
      'attention,companyName,address1,address2,city,state,zip,country,phone',
      `A,Import ${tag},100 Lake St,,Chicago,IL,60601,US,`,
      `B,Import ${tag},,,Chicago,IL,60601,US,`,
      `C,Import ${tag},102 Lake St,,Chicago,IL,60601,US,`,
      '',
    ].join('\n');
    await file.setInputFiles({ name: 'stores.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByText('stores.csv').waitFor();
    await dialog.getByRole('button', { name: 'Process Upload' }).click();

    await eventually(() => toasts(page), 60_000).toContain('Line 3, address1: Address1 is required');
    expect(await toasts(page)).toContain(deliveryMessages.importFailed);
    await dialog.getByText('Line 3, address1: Address1 is required').waitFor();
    await dialog.locator('.p-dialog-footer').getByRole('button', { name: 'Close' }).click();
    await eventually(() => selectedList(panel).getByRole('listitem').count()).toBe(2);
    expect(await selectedList(panel).textContent()).toContain(`Import ${tag}`);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});

describe('a program past planning: its pages offer only the changes its status allows', () => {
  phasesStopAtFirstFailure();
  let programId: number;
  let version: number;
  let page: Page;
  let errors: string[];
  const panel = () => page.locator('aside.side-panel[data-mode="delivery-information"]');

  beforeAll(async () => {
    programId = await programWithTwoTactics();
    version = await completeDelivery(planner, programId);
    const submitted = await callApi('POST', `programs/${programId}/submit`, { token: planner, body: { version } });
    expect(submitted.status, submitted.text).toBe(200);
    version = submitted.json.data.program.version;
  });

  it('shows a submitted distribution without Equal Distribution or Save, its quantities read-only', async () => {
    page = await signIn(browser(), 'planner@demo.local', `/tactic-catalog/${programId}/finalize/distribution`);
    errors = collectPageErrors(page);
    await page.getByText('The distribution of a program in this status can no longer be changed.').waitFor();
    const quantities = page.getByLabel(/^Floor Display for location \d+$/);
    await quantities.first().waitFor();
    expect(await quantities.first().isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save distribution' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Equal Distribution' }).count()).toBe(0);
    // The program's header, as on the other planning steps: its status, its tools and the way back to Finalize.
    const header = page.locator('header.program-header');
    await header.getByText('Submitted', { exact: true }).waitFor();
    expect(await header.getByRole('link', { name: 'Finalize' }).getAttribute('href')).toBe(
      `#/tactic-catalog/${programId}/finalize`,
    );
    expect(await header.getByRole('button', { name: 'Print Program Details' }).count()).toBe(1);
  });

  it('shows its delivery information without a date to move or a Save', async () => {
    await page.getByRole('button', { name: 'Delivery information' }).click();
    await panel().getByText('The delivery of a program in this status can no longer be changed.').waitFor();
    expect(await panel().getByLabel('Delivery date').isDisabled()).toBe(true);
    expect(await panel().getByRole('button', { name: /^Save/ }).count()).toBe(0);
  });

  it('offers no new promo code request, no customization to save and no theme change in the cart', async () => {
    await openPage(page, `promocoderequest/${programId}`);
    await page.getByRole('heading', { name: 'Promo code requests' }).waitFor();
    expect(await page.getByRole('button', { name: 'New promo code request' }).count()).toBe(0);
    await openPage(page, `tactic-catalog/${programId}/customize/2`);
    await page.getByText('The customizations of a program in this status can no longer be changed.').waitFor();
    expect(await page.getByRole('button', { name: /customizations$/ }).count()).toBe(0);
    await openPage(page, `tactic-catalog/${programId}/finalize`);
    await page.getByRole('button', { name: 'Delivery information' }).waitFor();
    expect(await page.getByRole('link', { name: /Change campaign theme|Select a campaign theme/ }).count()).toBe(0);
  });

  it('once approved, lets the planner move the date alone, and closes the panel after saving it', async () => {
    const approver = await idTokenOf('approver@demo.local');
    const approved = await callApi('POST', `programs/${programId}/approve`, { token: approver, body: { version } });
    expect(approved.status, approved.text).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: 'Delivery information' }).click();
    await panel().getByText('This program can no longer be changed: only the delivery date can be saved.').waitFor();
    const moved = addDays(calendarToday(new Date(), 'UTC'), 5);
    await panel().getByLabel('Delivery date').fill(mmddyyyy(moved));
    await panel().getByRole('button', { name: 'Save' }).click();
    await eventually(() => toasts(page)).toContain(deliveryMessages.saved);
    await panel().waitFor({ state: 'hidden' });
    expect(page.url()).toMatch(new RegExp(`#/tactic-catalog/${programId}/finalize$`));
    const info = (await callApi('GET', `programs/${programId}/deliveryinformation`, { token: planner })).json.data;
    expect(info.deliveryDate).toBe(moved);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});

describe('a property program (theme type 4)', () => {
  it('opens its delivery information on the address book', async () => {
    const themes = (await callApi('GET', 'campaigns/all', { token: planner })).json.data.items;
    const property = themes.find((t: { campaignThemeTypeID: number }) => t.campaignThemeTypeID === 4);
    const created = await callApi('POST', 'programs', {
      token: planner,
      body: { retailerId: 1, accountLocations: ['FM-001'], campaignThemeId: property.id, campaignThemeTypeId: 4 },
    });
    expect(created.status, created.text).toBe(200);
    const page = await signIn(
      browser(),
      'planner@demo.local',
      `/tactic-catalog/${created.json.data.program.id}/finalize`,
    );
    await page.getByRole('button', { name: 'Delivery information' }).click({ timeout: UI_TIMEOUT });
    const panel = page.locator('aside.side-panel[data-mode="addressbook-delivery-information"]');
    await eventually(() => panel.getByRole('button', { name: 'Address Book' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
