import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import {
  chooseLookupOption,
  chromiumForFile,
  collectPageErrors,
  eventually,
  openPage,
  phasesStopAtFirstFailure,
  signIn,
  unexpectedErrors,
} from '../support/browser';
import { ownBrand, ownProgram, ownRetailer } from '../support/catalog';
import { idTokenOf, newSignedInUser } from '../support/session';

/**
 * A click on a column header of My Campaigns or Program Status reorders the list by that column (the server sorts
 * the list, read whole, and pages it). A planner and a retailer of the test's own, searched by the test's tag.
 */
const browser = chromiumForFile();
const tag = `Order ${Math.random().toString(36).slice(2, 8)}`;
// Created in this order: newest first is Banana, Apple, Cherry.
const names = ['Cherry', 'Apple', 'Banana'];
let email: string;
let retailer: { id: number; name: string; store: string };

beforeAll(async () => {
  const admin = await idTokenOf('admin@demo.local');
  let planner: string;
  ({ email, token: planner } = await newSignedInUser(['planner'], 'orderer'));
  const brand = await ownBrand(admin);
  retailer = await ownRetailer(admin, brand.id);
  for (const name of names)
    await ownProgram(planner, {
      name: `${tag} ${name}`,
      retailerId: retailer.id,
      store: retailer.store,
      brandIds: [brand.id],
    });
});

/** The names of the test's programs as the table lists them, top to bottom. */
const shownOrder = async (page: Page) =>
  (await page.getByRole('row').filter({ hasText: tag }).allInnerTexts()).map(
    (text) => names.find((name) => text.includes(`${tag} ${name}`)) ?? text,
  );

describe('the program lists sort by the column clicked', () => {
  phasesStopAtFirstFailure();
  let page: Page;
  let errors: string[];

  it('My Campaigns lists the programs newest first, then by name when Name is clicked, and back', async () => {
    page = await signIn(browser(), email, '/mycampaigns');
    errors = collectPageErrors(page);
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(tag);
    await eventually(() => shownOrder(page)).toEqual(['Banana', 'Apple', 'Cherry']);
    const name = page.getByRole('columnheader', { name: 'Name', exact: true });
    await name.click();
    await eventually(() => shownOrder(page)).toEqual(['Apple', 'Banana', 'Cherry']);
    await name.click();
    await eventually(() => shownOrder(page)).toEqual(['Cherry', 'Banana', 'Apple']);
  });

  it("Program Status sorts a retailer's programs by name", async () => {
    await openPage(page, 'program-status?fiscalYear=2026');
    await chooseLookupOption(page.locator('#status-retailer'), retailer.name, retailer.name);
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(tag);
    await eventually(() => shownOrder(page)).toEqual(['Banana', 'Apple', 'Cherry']);
    const name = page.getByRole('columnheader', { name: 'Name', exact: true });
    await name.click();
    await eventually(() => shownOrder(page)).toEqual(['Apple', 'Banana', 'Cherry']);
    await name.click();
    await eventually(() => shownOrder(page)).toEqual(['Cherry', 'Banana', 'Apple']);
    await eventually(() => unexpectedErrors(errors)).toEqual([]);
    await page.context().close();
  });
});
