import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../scripts/local/demoData';
import { chromiumForFile, collectPageErrors, eventually, newPage, phasesStopAtFirstFailure } from '../support/browser';
import { callApi, idTokenOf, stack } from '../support/session';

const browser = chromiumForFile();

const signInPage = async (page: Page) => {
  await page.waitForURL(/#\/auth\/login/);
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
};

describe('signing in and out in the browser', () => {
  phasesStopAtFirstFailure();
  let page: Page;
  let errors: string[];

  it('sends a visitor of the home page to the sign-in page', async () => {
    page = await newPage(browser());
    errors = collectPageErrors(page);
    // goto: signed out, the shell sends the visitor to sign in (no shell page is drawn)
    await page.goto(`${stack().webUrl}/#/home`);
    await signInPage(page);
  });

  it('takes a demo user from the sign-in page to the home page', async () => {
    await page.getByLabel('Email').fill('planner@demo.local');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/#\/home/);
    await page.getByText('Welcome, planner@demo.local').waitFor();
    await page
      .getByText(/planner/)
      .first()
      .waitFor();
  });

  it('signs out back to the sign-in page, and the home page stays closed', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signInPage(page);
    // goto: signed out, the shell sends the visitor to sign in (no shell page is drawn)
    await page.goto(`${stack().webUrl}/#/home`);
    await signInPage(page);
    expect(errors).toEqual([]);
  });
});

describe('a wrong password in the browser', () => {
  it('keeps the user on the sign-in page with a clear error for a wrong password', async () => {
    const other = await newPage(browser());
    await other.goto(`${stack().webUrl}/#/auth/login`);
    await other.getByLabel('Email').fill('planner@demo.local');
    await other.getByLabel('Password', { exact: true }).fill('not-the-password');
    await other.getByRole('button', { name: 'Sign in' }).click();
    await eventually(() => other.getByRole('alert').first().textContent()).toBeTruthy();
    expect(other.url()).toMatch(/#\/auth\/login/);
  });
});

describe("the sign-in page's site name and login message", () => {
  it("shows the client's name, and the administrator's notice while there is one", async () => {
    const admin = await idTokenOf('admin@demo.local');
    const text = `Planned maintenance tonight ${Date.now().toString(36)}`;
    const saved = await callApi('POST', 'customizationrequest/clientsettings', {
      token: admin,
      body: { name: 'LoginMessage', value: text },
    });
    expect(saved.status, saved.text).toBe(200);
    try {
      const page = await newPage(browser());
      await page.goto(`${stack().webUrl}/#/auth/login`);
      await page.getByRole('status').filter({ hasText: text }).waitFor();
      const name = (await callApi('GET', 'sitename')).json.data.siteName as string;
      await page.getByText(name, { exact: true }).waitFor();
      await page.close();
    } finally {
      await callApi('DELETE', `customizationrequest/clientsettings/${saved.json.data.id}`, { token: admin });
    }
    expect((await callApi('GET', 'loginmessage')).json.data.message).toBeNull();
  });
});
