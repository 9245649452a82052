import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../scripts/local/demoData';
import { collectPageErrors, launchChromium } from '../support/browser';
import { stack } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('signing in and out in the browser', () => {
  it('takes a demo user from the sign-in page to the home page and back', async () => {
    const page = await browser.newPage();
    const errors = collectPageErrors(page);

    await page.goto(`${stack().webUrl}/#/home`);
    await page.waitForURL(/#\/auth\/login/);
    await page.getByLabel('Email').fill('planner@demo.local');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.waitForURL(/#\/home/);
    await expect.poll(() => page.getByText('Signed in as planner@demo.local').isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/planner/).first().isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/#\/auth\/login/);
    await page.goto(`${stack().webUrl}/#/home`);
    await page.waitForURL(/#\/auth\/login/);
    expect(errors).toEqual([]);
  });

  it('keeps the user on the sign-in page with a clear error for a wrong password', async () => {
    const page = await browser.newPage();
    await page.goto(`${stack().webUrl}/#/auth/login`);
    await page.getByLabel('Email').fill('planner@demo.local');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBeTruthy();
    expect(page.url()).toMatch(/#\/auth\/login/);
  });
});
