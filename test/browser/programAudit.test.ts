import { describe, expect, it } from 'vitest';
import { chromiumForFile, collectPageErrors, eventually, signIn } from '../support/browser';
import { ownFreshMarketProgram } from '../support/catalog';
import { idTokenOf } from '../support/session';

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
});
