import { describe, expect, it } from 'vitest';
import { chromiumForFile, eventually, signIn, UI_TIMEOUT } from '../support/browser';
import { ownFreshMarketProgram } from '../support/catalog';
import { completeDelivery } from '../support/delivery';
import { idTokenOf } from '../support/session';

/**
 * A negative quantity on the distribution step (spec 02, section 5) is refused at its cell with a text that says
 * so, Save says the same, and the tactic's total keeps counting the valid cells instead of turning into a dash.
 */
const browser = chromiumForFile();

describe('a negative distribution quantity', () => {
  it('is refused at the cell, the total counts the valid cells, and Save says why', async () => {
    const planner = await idTokenOf('planner@demo.local');
    const { programId, tactic } = await ownFreshMarketProgram(
      planner,
      `Distribution quantity ${Math.random().toString(36).slice(2, 8)}`,
    );
    await completeDelivery(planner, programId);

    const page = await signIn(browser(), 'planner@demo.local', `/tactic-catalog/${programId}/finalize/distribution`);
    const cell = page.getByLabel(`${tactic.tacticName} for location 1`, { exact: true });
    await eventually(() => cell.inputValue()).toBe('2');
    const footer = page.getByText(/^Distributed .* of 2$/);
    await eventually(() => footer.textContent()).toBe('Distributed 2 of 2');

    await cell.fill('-1');
    await page.getByText('Quantities cannot be negative', { exact: true }).first().waitFor({ timeout: UI_TIMEOUT });
    expect(await cell.getAttribute('aria-invalid')).toBe('true');
    await eventually(() => footer.textContent()).toBe('Distributed 0 of 2');

    await page.getByRole('button', { name: 'Save distribution' }).click();
    await eventually(() => page.locator('.p-toast-message').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('Quantities cannot be negative')]),
    );
    expect(page.url()).toMatch(/\/finalize\/distribution$/);
  });
});
