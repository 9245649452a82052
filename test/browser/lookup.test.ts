import { describe, expect, it } from 'vitest';
import { chromiumForFile, collectPageErrors, signIn, UI_TIMEOUT } from '../support/browser';

const browser = chromiumForFile();

// The address book opens on the user's first retailer; `retailerId=` opens it with the typeahead empty.
describe('a typeahead in the browser', () => {
  it('keeps an option picked before the typed search ran: the late search does not reopen the list over it', async () => {
    const page = await signIn(browser(), 'planner@demo.local', '/addressbook?retailerId=');
    const errors = collectPageErrors(page);
    const input = page.locator('#addressbook-retailer');
    const lookup = page.locator('.lookup:has(#addressbook-retailer)');
    await input.waitFor({ timeout: UI_TIMEOUT });

    await input.click();
    await lookup.and(page.locator('[data-answered-search=""]')).waitFor({ timeout: UI_TIMEOUT });
    const first = page.locator('.p-autocomplete-panel').getByRole('option').first();
    await first.waitFor({ timeout: UI_TIMEOUT });

    // The page's clock stands still from here, so the typed search (350 ms after the last key) runs only when the
    // test lets time pass: the pick comes before it, as a quick user's does, whatever this machine's speed.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await input.fill('zz');
    const picked = (await first.textContent())!.trim();
    await first.click();
    await page.waitForURL(/retailerId=\d+/, { timeout: UI_TIMEOUT });

    // The typed search's time comes (it runs or is dropped right then), and the clock runs on.
    await page.clock.runFor(1_000);
    await page.clock.resume();
    // No search ran after the pick: one for 'zz' would take the list to 'Retailers not found.' over the pick.
    expect(await lookup.getAttribute('data-answered-search')).toBe('');
    await page.locator('.p-autocomplete-panel').waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    expect(await input.inputValue()).toBe(picked);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lists everything when the user asks with the down arrow, not when a form only moves the focus there', async () => {
    const page = await signIn(browser(), 'planner@demo.local', '/addressbook?retailerId=');
    const input = page.locator('#addressbook-retailer');
    const lookup = page.locator('.lookup:has(#addressbook-retailer)');
    await input.waitFor({ timeout: UI_TIMEOUT });
    /** The searches the lookup asks the API for (its pages carry pageIndex), by their text. */
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && url.searchParams.has('pageIndex'))
        searches.push(url.searchParams.get('searchTerm') ?? '');
    });

    // A failed save focuses its first invalid field: a list of everything opened there hid the field's messages.
    // Focus, then text typed: the search for the text is the only one (a focus search would have gone first).
    await input.focus();
    await input.fill('Fresh');
    await lookup.and(page.locator('[data-answered-search="Fresh"]')).waitFor({ timeout: UI_TIMEOUT });
    expect(searches).toEqual(['Fresh']);

    // Afresh, the down arrow in the empty lookup lists everything.
    await page.reload();
    await input.press('ArrowDown');
    await expect
      .poll(() => page.locator('.p-autocomplete-panel').getByRole('option').count(), { timeout: UI_TIMEOUT })
      .toBeGreaterThan(1);
    expect(searches.at(-1)).toBe('');
    await page.context().close();
  });
});
