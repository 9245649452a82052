import { randomUUID } from 'node:crypto';
import { AdminSetUserPasswordCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../scripts/local/demoData';
import { localCredentials } from '../../scripts/local/dynamodb';
import {
  chromiumForFile,
  collectPageErrors,
  eventually,
  newPage,
  phasesStopAtFirstFailure,
  signIn,
  unexpectedErrors,
} from '../support/browser';
import { callApi, idTokenOf, stack } from '../support/session';

/**
 * What a user sees of the spec's user calls: recipient suggestions in the asset link e-mail (`users/email-list`)
 * and the page a user lands on after sign-in (`users/initial-route`).
 */
const browser = chromiumForFile();

describe("the asset link e-mail's To field suggests the product's users", () => {
  phasesStopAtFirstFailure();
  let page: Page;
  let errors: string[];
  let dialog: Locator;
  let to: Locator;
  const suggestions = () => dialog.getByRole('listbox', { name: 'Suggested recipients' });
  const chips = () => dialog.getByRole('list', { name: 'Recipients' });

  it('suggests a user by name as the planner types, and a click takes their address', async () => {
    page = await signIn(browser(), 'planner@demo.local', '/assets?q=Floor%20Display');
    errors = collectPageErrors(page);
    await page.getByRole('button', { name: 'Floor Display', exact: true }).click();
    await page.waitForURL(/[?&]tactic=\d+/);
    await page.getByRole('button', { name: 'Email Asset Link' }).click();
    dialog = page.getByRole('dialog', { name: 'Email Asset Link: Floor Display' });
    await dialog.waitFor();
    to = dialog.getByRole('textbox', { name: 'To', exact: true });
    await to.pressSequentially('riley');
    await suggestions()
      .getByRole('option', { name: /retailer@demo\.local/ })
      .click();
    await eventually(() => chips().textContent()).toBe('retailer@demo.local');
    expect(await to.inputValue()).toBe('');
    await expect(suggestions().count()).resolves.toBe(0);
  });

  it('takes a suggestion with the arrow keys and Enter, and never suggests an address already chosen', async () => {
    await to.pressSequentially('production@demo');
    await suggestions()
      .getByRole('option', { name: /production@demo\.local/ })
      .waitFor();
    await to.press('ArrowDown');
    await eventually(() =>
      suggestions()
        .getByRole('option', { name: /production@demo\.local/ })
        .getAttribute('aria-selected'),
    ).toBe('true');
    await to.press('Enter');
    await eventually(() => chips().textContent()).toBe('retailer@demo.localproduction@demo.local');
    // The server finds the demo users; the field leaves out the two addresses already taken.
    await to.pressSequentially('demo.local');
    await suggestions()
      .getByRole('option', { name: /admin@demo\.local/ })
      .waitFor();
    const offered = await suggestions().getByRole('option').allTextContents();
    expect(offered.filter((o) => /(retailer|production)@demo\.local/.test(o))).toEqual([]);
    await to.fill('');
  });

  it('still takes any address typed, and marks one that is not an e-mail', async () => {
    await to.pressSequentially('someone@elsewhere.example not-an-email ');
    await eventually(() => chips().textContent()).toBe(
      'retailer@demo.localproduction@demo.localsomeone@elsewhere.examplenot-an-email',
    );
    expect(await chips().getByRole('listitem').filter({ hasText: 'not-an-email' }).getAttribute('title')).toBe(
      'Not an e-mail address',
    );
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.close();
  });
});

/** A user the admin makes with a role of its own holding only the claims given; answers their e-mail. */
async function userWithOnly(claims: { resource: string; operation: string }[]): Promise<string> {
  const admin = await idTokenOf('admin@demo.local');
  const roleId = `landing-${randomUUID().slice(0, 8)}`;
  const role = await callApi('POST', 'sitesetup/save-role-claims', {
    token: admin,
    body: { roleId, description: 'Landing test role', claims, retailerSide: false },
  });
  expect(role.status, role.text).toBe(200);
  const email = `${roleId}@demo.local`;
  const user = await callApi('POST', 'users', {
    token: admin,
    body: { email, firstName: 'Lane', lastName: 'Landing', roles: [roleId], retailerIds: [] },
  });
  expect(user.status, user.text).toBe(200);
  await new CognitoIdentityProviderClient({
    endpoint: stack().cognito.endpoint,
    region: stack().region,
    credentials: localCredentials,
  }).send(
    new AdminSetUserPasswordCommand({
      UserPoolId: stack().cognito.userPoolId,
      Username: email,
      Password: DEMO_PASSWORD,
      Permanent: true,
    }),
  );
  return email;
}

/** Signs in from the sign-in page with nothing remembered, as a user who opens the site does. */
async function signInFresh(email: string): Promise<Page> {
  const page = await newPage(browser(), { viewport: { width: 1400, height: 1000 } });
  await page.goto(`${stack().webUrl}/#/auth/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return page;
}

describe('where a user lands after signing in', () => {
  it('lands the demo production and retailer users on home, their first menu page', async () => {
    for (const email of ['production@demo.local', 'retailer@demo.local']) {
      const page = await signInFresh(email);
      await page.waitForURL(/#\/home$/);
      await page.getByText(`Welcome, ${email}`).waitFor();
      await page.close();
    }
  });

  it('lands a user whose role opens Production Processing but not home on Production Processing', async () => {
    const page = await signInFresh(await userWithOnly([{ resource: 'Production', operation: 'Manage' }]));
    await page.waitForURL(/#\/productionprocessing$/);
    await page.close();
  });

  it('still returns a user to the page they asked for before signing in', async () => {
    const page = await signIn(
      browser(),
      await userWithOnly([{ resource: 'Production', operation: 'Manage' }]),
      '/miscellaneous/search',
    );
    expect(page.url()).toMatch(/#\/miscellaneous\/search$/);
    await page.close();
  });
});
