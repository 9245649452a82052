import { describe, expect, it } from 'vitest';
import { inputMessages } from '../../shared/messages';
import { inventoryMessages } from '../../shared/tactics/inventory';
import frAdmin from '../../web/src/areas/admin/i18n/fr.json';
import frServer from '../../web/src/i18n/server/fr.json';
import { chromiumForFile, collectPageErrors, eventually, openPage, signIn, UI_TIMEOUT } from '../support/browser';

/**
 * The server's own texts reach a French reader in French (docs/decisions.md, 'The server's own texts and its texts
 * with values, in the reader's language'): an inventory upload's problems are the import's English texts, one of
 * them built with a value (the SKU), and the dialog lists them in French with the SKU as sent.
 */
const browser = chromiumForFile();

describe("the server's texts for a French reader", () => {
  const run = Math.random().toString(36).slice(2, 7).toUpperCase();

  it("lists an inventory upload's problems in French, the unknown SKU named in the sentence", async () => {
    const page = await signIn(browser(), 'admin@demo.local', '/admin/reference/tactic');
    const errors = collectPageErrors(page);
    await page.locator('.language-selector').click();
    await page.getByRole('option', { name: 'Français' }).click();
    await eventually(() => page.locator('html').getAttribute('lang')).toBe('fr');
    // The page comes back in French from the start (the choice is kept on this device), its list loaded (searched:
    // the other test files add catalog tactics, so the demo's may be past the first page).
    await page.reload();
    await openPage(page, `/admin/reference/tactic?q=${encodeURIComponent('Shelf Talker')}`);
    await page.getByRole('link', { name: 'Shelf Talker' }).waitFor({ timeout: UI_TIMEOUT });
    const fr = frAdmin.admin.inventory;
    await page.getByRole('button', { name: fr.open }).click();
    const dialog = page.getByRole('dialog', { name: fr.title });
    await dialog.waitFor({ timeout: UI_TIMEOUT });
    await dialog.getByLabel(fr.fileLabel).setInputFiles({
      name: 'stock.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`sku,stock\nNOPE-${run},5\nNOPE-${run},lots\n`),
    });
    await dialog.getByRole('button', { name: fr.process }).click();
    const problems = dialog.getByRole('alert');
    const unknownSku = frServer.server.inventory.unknownSku.replace('{{sku}}', `NOPE-${run}`);
    await eventually(() => problems.textContent()).toContain(`Ligne 2, sku : ${unknownSku}`);
    const text = (await problems.textContent()) ?? '';
    expect(text).toContain(`Ligne 3, stock : ${frServer.server.input.quantityNotANumber}`);
    // The server sent English; none of it reaches the French reader.
    expect(text).not.toContain(inventoryMessages.unknownSku(`NOPE-${run}`));
    expect(text).not.toContain(inputMessages.quantityNotANumber);
    expect(errors).toEqual([]);
  });
});
