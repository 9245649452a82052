import { describe, expect, it } from 'vitest';
import { deliveryMessages } from '../../shared/delivery/rules';
import {
  chromiumForFile,
  collectPageErrors,
  eventually,
  signIn,
  UI_TIMEOUT,
  unexpectedErrors,
} from '../support/browser';
import { knownClaims } from '../../shared/claims';
import { ownRetailer } from '../support/catalog';
import { callApi, emailOfToken, idTokenOf, newUserWithRole } from '../support/session';

const browser = chromiumForFile();

/** The planner on Fresh Market's address book, the Edit Address modal open on the address named `companyName`. */
async function openEditAddress(companyName: string, street1: string) {
  const page = await signIn(browser(), 'planner@demo.local', '/addressbook?retailerId=1', {
    viewport: { width: 1400, height: 950 },
  });
  const errors = collectPageErrors(page);
  await page.getByRole('searchbox', { name: 'Filter the address book' }).fill(companyName);
  await page.getByRole('button', { name: new RegExp(`^Edit address .*${companyName}`) }).click({ timeout: UI_TIMEOUT });
  const modal = page.getByRole('dialog', { name: 'Edit Address' });
  await eventually(() => modal.getByLabel('Street 1', { exact: true }).inputValue()).toBe(street1);
  return { page, errors, modal };
}

describe('the Edit Address modal in the address book', () => {
  it("says 'State is required.' when State is set to its blank option, and sends nothing", async () => {
    const planner = await idTokenOf('planner@demo.local');
    const tag = Math.random().toString(36).slice(2, 8);
    const created = await callApi('POST', 'shippinglocation/0', {
      token: planner,
      body: {
        retailerId: 1,
        attention: 'Receiving',
        companyName: `State check ${tag}`,
        address1: '5 Elm St',
        city: 'Chicago',
        state: 'IL',
        zip: '60601',
        country: 'US',
      },
    });
    expect(created.status).toBe(200);

    const { page, errors, modal } = await openEditAddress(`State check ${tag}`, '5 Elm St');

    const updates: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('shippinglocation')) updates.push(r.url());
    });
    await modal.locator('.delivery-state-select').click();
    await page.locator('.p-dropdown-panel').getByRole('option', { name: '—', exact: true }).click();
    await modal.locator('.p-dialog-footer').getByRole('button', { name: 'Save' }).click();

    await modal.getByText(deliveryMessages.stateRequired, { exact: true }).waitFor({ timeout: UI_TIMEOUT });
    expect(updates).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the Edit Address modal when someone else saved the address meanwhile', () => {
  it('refuses the save with the stale-version text, keeps what was typed, and Reload shows the address as stored', async () => {
    const planner = await idTokenOf('planner@demo.local');
    const tag = Math.random().toString(36).slice(2, 8);
    const address = {
      retailerId: 1,
      attention: 'Receiving',
      companyName: `Stale check ${tag}`,
      address1: '7 Oak St',
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
      country: 'US',
    };
    const created = await callApi('POST', 'shippinglocation/0', { token: planner, body: address });
    expect(created.status).toBe(200);

    const { page, errors, modal } = await openEditAddress(`Stale check ${tag}`, '7 Oak St');
    const street2 = modal.getByLabel('Street 2', { exact: true });

    // Someone else saves the same address while the form is open.
    const elsewhere = await callApi('POST', `programs/shipping-location/${created.json.data.id}`, {
      token: planner,
      body: { ...address, address2: 'Suite 9', version: created.json.data.version },
    });
    expect(elsewhere.status, elsewhere.text).toBe(200);

    await street2.fill('Back door');
    await modal.locator('.p-dialog-footer').getByRole('button', { name: 'Save' }).click();
    await modal
      .getByText('Someone else changed this item while you were working on it. Reload it and try again.')
      .waitFor({ timeout: UI_TIMEOUT });
    expect(await street2.inputValue()).toBe('Back door');
    await modal.getByRole('button', { name: 'Reload' }).click();
    await eventually(() => street2.inputValue()).toBe('Suite 9');
    const stored = await callApi('GET', `programs/shipping-location/${created.json.data.id}`, { token: planner });
    expect(stored.json.data.address2).toBe('Suite 9');
    expect(unexpectedErrors(errors, 409)).toEqual([]);
    await page.context().close();
  });
});

describe('the address book screen', () => {
  it('opens on the retailer of a retailer-side user, its locations listed without choosing it first', async () => {
    const admin = await idTokenOf('admin@demo.local');
    const brands = await callApi('GET', 'brands', { token: admin });
    const shop = await ownRetailer(admin, brands.json.data.items[0].id as number);
    const token = await newUserWithRole(admin, [knownClaims.viewHome, knownClaims.viewPrograms], [shop.id], true);
    const tag = Math.random().toString(36).slice(2, 8);
    const created = await callApi('POST', 'shippinglocation/0', {
      token,
      body: {
        retailerId: shop.id,
        attention: 'Receiving',
        companyName: `Back dock ${tag}`,
        address1: '9 Pier Rd',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        country: 'US',
      },
    });
    expect(created.status).toBe(200);

    const page = await signIn(browser(), emailOfToken(token), '/addressbook');
    const errors = collectPageErrors(page);
    await page.getByText(`Back dock ${tag}`).first().waitFor({ timeout: UI_TIMEOUT });
    await eventually(() => page.locator('#addressbook-retailer').inputValue()).toBe(shop.name);
    expect(await page.getByText('Choose a retailer to see its address book.').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
