import { describe, expect, it } from 'vitest';
import { addDays, calendarToday } from '../../shared/delivery/rules';
import frPrograms from '../../web/src/areas/programs/i18n/fr.json';
import usPrograms from '../../web/src/areas/programs/i18n/us.json';
import { chooseLanguage, chromiumForFile, collectPageErrors, eventually, signIn } from '../support/browser';
import { ownFreshMarketProgram } from '../support/catalog';
import { callApi, idTokenOf } from '../support/session';

const browser = chromiumForFile();

describe("a program's audit trail in the browser", () => {
  it('names each change in words: a tactic put in the cart reads Tactic added, not its code', async () => {
    const planner = await idTokenOf('planner@demo.local');
    const { programId } = await ownFreshMarketProgram(planner, `Audit words ${Date.now()}`);

    const page = await signIn(browser(), 'planner@demo.local', `/programdetails/${programId}`);
    const errors = collectPageErrors(page);
    const audit = page.getByRole('region', { name: 'Audit trail' });
    await eventually(() => audit.textContent()).toContain('Tactic added');
    const what = await audit.locator('tbody tr td:nth-child(3)').allTextContents();
    expect(what).toContain('Created');
    expect(what.filter((w) => /^[a-z]+(-[a-zA-Z0-9]+)+$|^[a-z]+$/.test(w))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('notes a delivery location added by its address, without the stored id in front', async () => {
    const planner = await idTokenOf('planner@demo.local');
    const { programId } = await ownFreshMarketProgram(planner, `Audit location ${Date.now()}`);
    const tag = Math.random().toString(36).slice(2, 8);
    const location = await callApi('POST', `shippinglocation/${programId}`, {
      token: planner,
      body: {
        companyName: `Audit dock ${tag}`,
        address1: '2 Trail St',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        country: 'US',
      },
    });
    expect(location.status, location.text).toBe(200);

    const page = await signIn(browser(), 'planner@demo.local', `/programdetails/${programId}`);
    const errors = collectPageErrors(page);
    const row = page
      .getByRole('region', { name: 'Audit trail' })
      .getByRole('row')
      .filter({ hasText: 'Delivery location added' });
    await eventually(() => row.locator('td').nth(4).textContent()).toMatch(
      new RegExp(`^Audit dock ${tag}, 2 Trail St`),
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("names a changed field by its label in the reader's language, never by its code name", async () => {
    // The trail stores 'deliveryDate: 2026-05-01' (language-neutral); a French reader reads 'Date de livraison'.
    const planner = await idTokenOf('planner@demo.local');
    const { programId } = await ownFreshMarketProgram(planner, `Audit fields ${Date.now()}`);
    const read = await callApi('GET', `programs/${programId}`, { token: planner });
    expect(read.status, read.text).toBe(200);
    const deliveryDate = addDays(calendarToday(new Date()), 30);
    const moved = await callApi('POST', `programs/${programId}/update-delivery-date`, {
      token: planner,
      body: { version: read.json.data.program.version, deliveryDate },
    });
    expect(moved.status, moved.text).toBe(200);

    const page = await signIn(browser(), 'planner@demo.local', `/programdetails/${programId}`);
    const errors = collectPageErrors(page);
    // Read in English first: the history drawn before the language changes is drawn again in French.
    const englishAudit = page.getByRole('region', { name: usPrograms.programs.details.audit });
    await eventually(() => englishAudit.textContent()).toContain(
      `${usPrograms.programs.auditFields.deliveryDate}: ${deliveryDate}`,
    );
    await chooseLanguage(page, 'Français', 'fr');
    const audit = page.getByRole('region', { name: frPrograms.programs.details.audit });
    await eventually(() => audit.textContent()).toContain(
      `${frPrograms.programs.auditFields.deliveryDate}: ${deliveryDate}`,
    );
    expect(await audit.textContent()).not.toContain('deliveryDate');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
