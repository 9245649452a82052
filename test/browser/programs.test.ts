import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { programMessages, programServerMessages } from '../../shared/programs/messages';
import frRequests from '../../web/src/areas/requests/i18n/fr.json';
import frWidgets from '../../web/src/components/i18n/fr.json';
import {
  chooseLanguage,
  chooseLookupOption,
  chromiumForFile,
  collectPageErrors,
  eventually,
  openPage,
  phasesStopAtFirstFailure,
  signIn,
  unexpectedErrors,
} from '../support/browser';
import { completeDelivery } from '../support/delivery';
import { callApi, idTokenOf } from '../support/session';

const browser = chromiumForFile();

/** The browser reports every refused call as a console error; the overspent submit is refused once on purpose. */

const panel = (page: Page) => page.getByRole('complementary');
const overBudgetDialog = (page: Page) => page.getByRole('dialog', { name: 'Over budget' });

/** Puts a tactic into the cart; when the catalog warns that it would overspend, the planner adds it anyway. */
async function addTactic(page: Page, name: string, quantity: number, expectWarning: boolean) {
  await page.getByLabel(`Quantity of ${name}`).fill(String(quantity));
  await page.getByRole('button', { name: `Add ${name} to the cart` }).click();
  if (expectWarning) {
    const dialog = overBudgetDialog(page);
    await eventually(() => dialog.textContent()).toContain(
      `Adding ${name} would spend more than the program's funding sources allow.`,
    );
    await dialog.getByRole('button', { name: 'Add anyway' }).click();
  }
  await page.getByText(`${name} (×${quantity}) added to the cart.`).waitFor();
}

describe('programs in the browser: from a theme to an approved program', () => {
  phasesStopAtFirstFailure();
  const name = `Summer push ${Date.now()}`;
  let planner: Page;
  let errors: string[];
  let form: Locator;
  let programId: number;
  let remaining: Locator;
  let plannerRow: Locator;

  it("opens the new program form from a standard theme, and an empty save shows the spec's messages beside the fields", async () => {
    planner = await signIn(browser(), 'planner@demo.local', '/campaign-library');
    errors = collectPageErrors(planner);

    // The theme's panel, then the program panel for a standard theme.
    await planner.getByRole('button', { name: 'Open Summer Refresh' }).click();
    await panel(planner).getByRole('button', { name: 'Select this theme' }).click();
    form = panel(planner).getByRole('form', { name: 'New program' });
    await form.waitFor();

    await form.getByRole('button', { name: 'Next, Select Tactics' }).click();
    await eventually(() => form.textContent()).toContain(programMessages.formBlocked);
    for (const text of [
      programMessages.retailerRequired,
      programMessages.nameRequired,
      programMessages.descriptionRequired,
      programMessages.startDateRequired,
      programMessages.endDateRequired,
      programMessages.fundingSourceRequired,
    ]) {
      expect(await form.textContent()).toContain(text);
    }
  });

  it('fills the program, warns about a date outside the budget year until it is corrected, and locks the retailer while brands fund it', async () => {
    await chooseLookupOption(form.getByRole('combobox', { name: 'Retailer' }), 'Fresh', 'Fresh Market Co.');
    await form.getByLabel('Program name').fill(name);
    await form.getByLabel('Description').fill('End caps and floor displays for the summer.');
    await form.getByLabel('Start date').fill('06/01/2026');
    // A date outside the budget year warns, and the warning goes when the date is corrected.
    await form.getByLabel('End date').fill('01/31/2027');
    await eventually(() => form.getByTestId('budget-year-warning').textContent()).toBe(
      programMessages.dateOutsideBudgetYear,
    );
    await form.getByLabel('End date').fill('08/31/2026');
    await form.getByTestId('budget-year-warning').waitFor({ state: 'detached' });
    await form.locator('.p-multiselect').click();
    await planner.getByRole('option', { name: /FM-001/ }).click();
    await planner.keyboard.press('Escape');

    // Two brands fund it; while they do, the retailer and budget year are locked.
    for (const brand of ['Fizzly', 'Sunny Press']) {
      await form.locator('.funding-add-dropdown').click();
      await planner.getByRole('option', { name: brand }).click();
    }
    await form.getByLabel('BTL target of Fizzly').fill('300');
    await form.getByLabel('BTL target of Sunny Press').fill('200');
    await form.getByLabel('ATL target of Fizzly').fill('100');
    // Under each target, what is left of the brand's allocation at Fresh Market for 2026 (the test stack has no
    // demo allocations, so a brand may have none: test/integration/fundingAllocation.test.ts checks the figures).
    await eventually(() => form.locator('.funding-remaining').allTextContents()).toEqual(
      Array.from({ length: 4 }, () => expect.stringMatching(/^(Remaining allocation \$[\d,.]+|No allocation)$/)),
    );
    await eventually(() => form.getByRole('combobox', { name: 'Retailer' }).isDisabled()).toBe(true);
    expect(await form.textContent()).toContain(programServerMessages.lockedWhileFunded);
  });

  it('saves the program into the tactic catalog, where tactics go in against the remaining budget and overspending asks first', async () => {
    await form.getByRole('button', { name: 'Next, Select Tactics' }).click();
    await planner.waitForURL(/#\/tactic-catalog\/\d+$/);
    programId = Number(/tactic-catalog\/(\d+)$/.exec(planner.url())![1]);
    await planner.getByRole('heading', { name }).waitFor();

    // The remaining budget shows while tactics go in; the one that would overspend Sunny Press asks first.
    remaining = planner.getByRole('region', { name: 'Remaining budget' });
    await eventually(() =>
      remaining.locator('tr[data-brand="Sunny Press"] [data-testid="btl-remaining"]').textContent(),
    ).toBe('$200.00');
    await addTactic(planner, 'Floor Display', 2, true);
    // Sunny Press is already over: anything more charged to it asks again.
    await addTactic(planner, 'Shelf Talker', 4, true);
    await eventually(() =>
      remaining.locator('tr[data-brand="Sunny Press"] [data-testid="btl-remaining"]').textContent(),
    ).toBe('($55.00)');
    await eventually(() =>
      remaining.locator('tr[data-brand="Fizzly"] [data-testid="btl-remaining"]').textContent(),
    ).toBe('$45.00');
  });

  it('shows the cart grouped by delivery method, with the USD total and the budget warning', async () => {
    await planner.getByRole('button', { name: /^My Cart/ }).click();
    const cart = panel(planner);
    await eventually(() => cart.getByTestId('cart-total').textContent()).toContain('$510.00');
    expect(await cart.getByRole('heading', { name: 'Ship to Store' }).count()).toBe(1);
    expect(await cart.getByRole('heading', { name: 'Ship to Distribution Center' }).count()).toBe(1);
    expect(await cart.textContent()).toContain('Sunny Press: BTL is over budget by $55.00.');
    await cart.getByRole('button', { name: 'Next Steps' }).click();
    await planner.waitForURL(new RegExp(`#/tactic-catalog/${programId}/finalize$`));
  });

  it('submits the overspent program only after the explicit confirmation, and lands on my campaigns', async () => {
    // Submit needs the delivery (date, location, distribution): the planning-flow journey clicks through it; here
    // the API makes it, and the page is read again.
    await completeDelivery(await idTokenOf('planner@demo.local'), programId);
    await planner.reload();
    await planner.getByRole('button', { name: 'Submit', exact: true }).click();
    // No approver chosen in the Approvers modal: every approver is asked, as before.
    await planner.getByRole('dialog', { name: 'Approvers' }).getByRole('button', { name: 'Submit Request' }).click();
    const confirm = overBudgetDialog(planner);
    await eventually(() => confirm.textContent()).toContain(programServerMessages.overspendNeedsConfirmation);
    await confirm.getByRole('button', { name: 'Submit anyway' }).click();
    await planner.waitForURL(/#\/mycampaigns$/);
    plannerRow = planner.getByRole('row').filter({ hasText: name });
    await eventually(() => plannerRow.textContent()).toContain('Submitted');
    expect(unexpectedErrors(errors, 400)).toEqual([]);
  });

  it("lets the approver (not the planner who created and submitted it) approve it from the finalize step, landing on the program's details", async () => {
    const approver = await signIn(browser(), 'approver@demo.local', `/tactic-catalog/${programId}/finalize`);
    const approverErrors = collectPageErrors(approver);
    await approver.getByRole('button', { name: 'Approve', exact: true }).click();
    await approver.waitForURL(new RegExp(`#/programdetails/${programId}$`));
    await eventually(() => approver.getByRole('region', { name: 'Audit trail' }).textContent()).toContain(
      'Submitted → Approved',
    );
    expect(approverErrors).toEqual([]);
  });

  it("tells the planner in the activity dropdown's messages, and the message opens the program", async () => {
    await planner.reload();
    await planner.getByRole('button', { name: /^Activity/ }).click();
    const activity = planner.getByRole('dialog', { name: 'Activity' });
    await activity
      .getByRole('link', { name: `Program Update: approver@demo.local approved the program ${name}.` })
      .click();
    await planner.waitForURL(new RegExp(`#/programdetails/${programId}$`));
    await openPage(planner, 'mycampaigns');
  });

  it("words the notice in the reader's language on the Messages page", async () => {
    await openPage(planner, 'messages');
    await chooseLanguage(planner, 'Français', 'fr');
    const list = planner.getByRole('list', { name: frRequests.requests.messages.list });
    const said = frWidgets.widgets.programNotices.approvedBody
      .replace('{{by}}', 'approver@demo.local')
      .replace('{{program}}', name);
    await eventually(() => list.textContent()).toContain(said);
    await chooseLanguage(planner, 'English (US)', 'en-US');
    await openPage(planner, 'mycampaigns');
  });

  it("shows the program approved in the planner's campaigns, with the approval and the overspend in its audit trail", async () => {
    await planner.reload();
    await eventually(() => plannerRow.textContent()).toContain('Approved');
    await plannerRow.getByRole('link', { name }).click();
    await planner.waitForURL(new RegExp(`#/programdetails/${programId}$`));
    const audit = planner.getByRole('region', { name: 'Audit trail' });
    await eventually(() => audit.textContent()).toContain('Submitted → Approved');
    expect(await audit.textContent()).toContain('Overspend confirmed');
    expect(unexpectedErrors(errors, 400)).toEqual([]);
  });
});

describe('the program panel saves what the user changed, once, and keeps it when a save fails', () => {
  phasesStopAtFirstFailure();
  const tag = `Panel ${Date.now()}`;
  let planner: Page;
  let errors: string[];
  let token: string;
  let funded: number;
  let placeholder: number;
  const programOf = async (id: number) =>
    (await callApi('GET', `programs/${id}`, { token })).json.data as {
      program: { name: string; version: number };
      fundingSources: { brandName: string; btlTarget: number; selected: boolean }[];
    };
  const editForm = () => panel(planner).getByRole('form', { name: 'Edit program' });
  const openEdit = async (id: number) => {
    await openPage(planner, `programdetails/${id}`);
    await planner.getByRole('button', { name: 'Edit', exact: true }).click();
    await editForm().getByLabel('Program name').waitFor();
  };

  it('funds a placeholder from its edit panel: the funding is saved, not dropped', async () => {
    token = await idTokenOf('planner@demo.local');
    const admin = await idTokenOf('admin@demo.local');
    const brand = (await callApi('GET', 'brands', { token: admin, query: { pageSize: '100' } })).json.data.items.find(
      (b: { name: string }) => b.name === 'Fizzly',
    );
    const retailer = (await callApi('GET', 'retailers', { token: admin })).json.data.items.find(
      (r: { retailerName: string }) => r.retailerName === 'Fresh Market Co.',
    );
    const fields = { retailerId: retailer.id, fiscalYear: 2026 };
    const made = await Promise.all([
      callApi('POST', 'programs', {
        token,
        body: {
          ...fields,
          name: `${tag} funded`,
          description: 'End caps',
          programStartDate: '2026-03-01',
          programEndDate: '2026-05-31',
          accountLocations: ['FM-001'],
          fundingSources: [{ brandId: brand.id, atlTarget: 0, btlTarget: 300 }],
        },
      }),
      callApi('POST', 'programs', { token, body: { ...fields, name: `${tag} placeholder`, placeholder: true } }),
    ]);
    [funded, placeholder] = made.map((answer) => {
      expect(answer.status, answer.text).toBe(200);
      return answer.json.data.program.id as number;
    });

    planner = await signIn(browser(), 'planner@demo.local', `/programdetails/${placeholder}`);
    errors = collectPageErrors(planner);
    await openEdit(placeholder);
    const form = editForm();
    await form.locator('.funding-add-dropdown').click();
    await planner.getByRole('option', { name: 'Fizzly' }).click();
    await form.getByLabel('BTL target of Fizzly').fill('100');
    await form.getByRole('button', { name: 'Save' }).click();
    await planner.getByText('Change saved successfully').waitFor();
    await form.waitFor({ state: 'detached' });
    await eventually(async () => (await programOf(placeholder)).fundingSources).toEqual([
      expect.objectContaining({ brandName: 'Fizzly', btlTarget: 100, selected: true }),
    ]);
  });

  it("keeps the user's input and says why when the funding save fails after the fields were saved, and a retry saves once", async () => {
    await openEdit(placeholder);
    const form = editForm();
    const name = form.getByLabel('Program name');
    const funds = form.getByRole('checkbox', { name: 'Fizzly funds this program' });
    await name.fill(`${tag} placeholder renamed`);
    // A placeholder needs no funding source, but its saved funding can only be replaced by one: the server says so.
    await funds.click();
    await form.getByRole('button', { name: 'Save' }).click();
    await eventually(() => form.textContent()).toContain(programMessages.saveFailed);
    expect(await form.textContent()).toContain(programMessages.fundingSourceRequired);
    expect(await name.inputValue()).toBe(`${tag} placeholder renamed`);
    expect(await funds.isChecked()).toBe(false);
    expect((await programOf(placeholder)).program.name).toBe(`${tag} placeholder renamed`);

    // Ticked again, the save goes through on the version the fields' save wrote (no 409, nothing lost).
    await funds.click();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    expect(await programOf(placeholder)).toMatchObject({
      program: { name: `${tag} placeholder renamed` },
      fundingSources: [{ brandName: 'Fizzly', btlTarget: 100, selected: true }],
    });
  });

  it('keeps retailer and budget year locked while the saved program is funded, even with its sources unticked', async () => {
    await openEdit(funded);
    const form = editForm();
    await eventually(() => form.getByRole('combobox', { name: 'Retailer' }).isDisabled()).toBe(true);
    await form.getByRole('checkbox', { name: 'Fizzly funds this program' }).click();
    expect(await form.getByRole('checkbox', { name: 'Fizzly funds this program' }).isChecked()).toBe(false);
    expect(await form.getByRole('combobox', { name: 'Retailer' }).isDisabled()).toBe(true);
    expect(await form.getByLabel('Budget year').isDisabled()).toBe(true);
    expect(await form.textContent()).toContain(programServerMessages.lockedWhileFunded);
    await form.getByRole('button', { name: 'Cancel' }).click();
  });

  it('copies with the changed name and funding in one request, landing on the copy', async () => {
    await planner.getByRole('button', { name: 'Copy', exact: true }).click();
    const form = panel(planner).getByRole('form', { name: 'Copy program' });
    await eventually(() => form.getByLabel('Program name').inputValue()).toBe(`Copy of - ${tag} funded`);
    await form.getByLabel('Program name').fill(`${tag} copy`);
    await form.getByLabel('BTL target of Fizzly').fill('400');
    const writes: string[] = [];
    planner.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'POST' && /\/api\/programs\//.test(path)) writes.push(path.replace(/.*\/api\//, ''));
    });
    await form.getByRole('button', { name: 'Save' }).click();
    await planner.waitForURL(new RegExp(`#/programdetails/(?!${funded}$)\\d+$`));
    const copyId = Number(/programdetails\/(\d+)$/.exec(planner.url())![1]);
    expect(copyId).not.toBe(funded);
    expect(writes).toEqual(['programs/copy']);
    expect(await programOf(copyId)).toMatchObject({
      program: { name: `${tag} copy` },
      fundingSources: [{ brandName: 'Fizzly', btlTarget: 400, selected: true }],
    });
    expect(unexpectedErrors(errors, 400)).toEqual([]);
  });
});
