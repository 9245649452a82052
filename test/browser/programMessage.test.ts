import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { communicationMessages } from '../../shared/communication/messages';
import {
  chooseLookupOption,
  chromiumForFile,
  collectPageErrors,
  eventually,
  phasesStopAtFirstFailure,
  signIn,
  UI_TIMEOUT,
} from '../support/browser';
import { callApi, idTokenOf, stack } from '../support/session';

const browser = chromiumForFile();

describe("a program message from the program header's notify icon", () => {
  phasesStopAtFirstFailure();
  const name = `Notify me ${Date.now()}`;
  let page: Page;
  let errors: string[];
  let programId: number;
  let report: Locator;

  it('is sent to a user, and its report shows the mail sender sending it', async () => {
    const planner = await idTokenOf('planner@demo.local');
    const brands = (await callApi('GET', 'brands', { token: planner })).json.data.items;
    const created = await callApi('POST', 'programs', {
      token: planner,
      body: {
        name,
        description: 'd',
        retailerId: 1,
        fiscalYear: 2026,
        programStartDate: '2026-03-01',
        programEndDate: '2026-03-31',
        accountLocations: ['FM-001'],
        fundingSources: [{ brandId: brands[0].id, atlTarget: 1, btlTarget: 1 }],
      },
    });
    expect(created.status, created.text).toBe(200);
    programId = created.json.data.program.id;

    page = await signIn(browser(), 'planner@demo.local', `/programdetails/${programId}`);
    errors = collectPageErrors(page);
    await page.getByRole('button', { name: 'Send a message about this program' }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`Message about program #${programId} · `) });
    await dialog.waitFor({ timeout: UI_TIMEOUT });
    await chooseLookupOption(dialog.locator('#program-message-users'), 'approver', /approver@demo\.local/);
    await dialog.getByText('Action Requested', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Message' }).fill(`Please approve ${name}`);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await page
      .locator('.p-toast-message')
      .filter({ hasText: communicationMessages.messageSent })
      .waitFor({ timeout: UI_TIMEOUT });
    report = page.getByRole('region', { name: 'Send report' });
    await report.getByText('Sent to 1 of 1 recipients; 0 failed.').waitFor({ timeout: UI_TIMEOUT });
  });

  it('reached the user by e-mail and in the app', async () => {
    const approver = await idTokenOf('approver@demo.local');
    await eventually(async () => {
      const items = (await callApi('GET', 'notifications', { token: approver })).json.data.items;
      return items.some((n: { body: string }) => n.body.includes(name));
    }).toBe(true);
    const store = await (await fetch(`${stack().mailUrl}/store`)).json();
    expect(
      store.emails.some(
        (m: { subject: string; destination: { to: string[] } }) =>
          m.subject === `Action Requested: ${name}` && m.destination.to[0] === 'approver@demo.local',
      ),
    ).toBe(true);
    // Like every dialog, the report is not dismissed by the keyboard: only its buttons close it.
    await page.keyboard.press('Escape');
    await page.waitForTimeout(500);
    expect(await report.isVisible()).toBe(true);
    await report.getByRole('button', { name: 'Close' }).click();
    await report.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});
