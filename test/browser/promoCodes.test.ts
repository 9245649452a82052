import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { programGuardMessages } from '../../shared/programs/messages';
import {
  chromiumForFile,
  collectPageErrors,
  eventually,
  openPage,
  phasesStopAtFirstFailure,
  signIn,
  UI_TIMEOUT,
} from '../support/browser';
import { callApi, idTokenOf, newSignedInUser } from '../support/session';

/**
 * A promo code request's buttons (the workflow kit's WorkflowActions on the request's flow): the approver sees
 * Approve and Reject on a submitted request, rejecting asks for notes and refuses without them, and the rejected
 * request shows its notes and moves to the Rejected bucket.
 */
const browser = chromiumForFile();

/** A new program with one submitted promo code request, made through the API by the demo planner or `planner`. */
async function submittedRequest(code: string, planner?: string): Promise<number> {
  planner ??= await idTokenOf('planner@demo.local');
  const brands = (await callApi('GET', 'brands', { token: planner })).json.data.items as { id: number }[];
  const created = await callApi('POST', 'programs', {
    token: planner,
    body: {
      name: `Promo browser ${Math.random().toString(36).slice(2, 7)}`,
      description: 'd',
      retailerId: 1,
      fiscalYear: 2026,
      programStartDate: '2026-06-01',
      programEndDate: '2026-08-31',
      accountLocations: ['FM-001'],
      fundingSources: [{ brandId: brands[0].id, atlTarget: 1000, btlTarget: 1000 }],
    },
  });
  expect(created.status).toBe(200);
  const programId = created.json.data.program.id as number;
  const saved = await callApi('POST', 'programs/save-program-promo', {
    token: planner,
    body: {
      programId,
      promoCode: code,
      description: 'Summer discount',
      discountType: 'percent',
      discountValue: 15,
      startDate: '2026-06-01',
      endDate: '2026-06-30',
    },
  });
  expect(saved.status).toBe(200);
  const submitted = await callApi('POST', `programs/${programId}/submit-promocode`, {
    token: planner,
    body: { promoId: saved.json.data.id, version: 1 },
  });
  expect(submitted.status).toBe(200);
  return programId;
}

describe('promo code requests in the browser', () => {
  phasesStopAtFirstFailure();
  const code = `BRW${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  let page: Page;
  let errors: string[];

  it('offers an approver Approve and Reject on a submitted request, and rejecting asks for notes', async () => {
    const programId = await submittedRequest(code);
    const approver = await newSignedInUser(['approver'], 'promo-approver');
    page = await signIn(browser(), approver.email, `/promocoderequest/${programId}`, {
      viewport: { width: 1400, height: 950 },
    });
    errors = collectPageErrors(page);
    const row = page.getByRole('row').filter({ hasText: code });
    await row.getByRole('button', { name: 'Approve', exact: true }).waitFor();
    await row.getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Reject ${code}` });
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await eventually(() => dialog.textContent()).toContain('Notes are required to reject a promo code request.');
  });

  it('rejects it with the notes: the row shows them and the request counts as rejected', async () => {
    const dialog = page.getByRole('dialog', { name: `Reject ${code}` });
    await dialog.getByLabel('Notes').fill('Too deep for the summer');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: code });
    await eventually(() => row.textContent()).toContain('Too deep for the summer');
    await eventually(() => page.getByTestId('bucket-rejected').textContent()).toBe('1');
    expect(await row.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('promo code requests of the one who submitted them (four-eyes)', () => {
  phasesStopAtFirstFailure();
  const code = `OWN${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  const reason = programGuardMessages.selfReviewPromo;
  let page: Page;
  let programId: number;

  it('shows its submitter Approve and Reject disabled, with the reason as their tooltip', async () => {
    const admin = await newSignedInUser(['admin'], 'promo-self');
    programId = await submittedRequest(code, admin.token);
    page = await signIn(browser(), admin.email, `/promocoderequest/${programId}`);
    const row = page.getByRole('row').filter({ hasText: code });
    for (const name of ['Approve', 'Reject']) {
      const button = row.getByRole('button', { name, exact: true });
      await button.waitFor({ timeout: UI_TIMEOUT });
      await eventually(() => button.isDisabled()).toBe(true);
      expect(await button.locator('xpath=..').getAttribute('title')).toBe(reason);
    }
  });

  it("shows the server's reason, not the generic 403 text, when a decision is refused anyway", async () => {
    // As if the buttons were read before the request became this user's own (another tab): the server refuses.
    await page.route(/\/program-promo\/action-buttons\?/, async (route) => {
      const answer = await route.fetch();
      const body = await answer.json();
      body.data.decisionRefusal = null;
      await route.fulfill({ response: answer, json: body });
    });
    // reload: the buttons read again, through the route above
    await page.reload();
    await openPage(page, `promocoderequest/${programId}`);
    const row = page.getByRole('row').filter({ hasText: code });
    const approve = row.getByRole('button', { name: 'Approve', exact: true });
    await eventually(() => approve.isEnabled()).toBe(true);
    await approve.click();
    await eventually(() => row.textContent()).toContain(reason);
    expect(await row.textContent()).not.toContain('Login failed');
  });
});
