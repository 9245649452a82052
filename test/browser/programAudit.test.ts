import { describe, expect, it } from 'vitest';
import { chromiumForFile, collectPageErrors, eventually, signIn } from '../support/browser';
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
});
