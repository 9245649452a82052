import { describe, expect, it } from 'vitest';
import * as contractMessages from '../../shared/contract/contractMessages';
import { adminMessages, inputMessages } from '../../shared/messages';
import { inventoryMessages } from '../../shared/tactics/inventory';
import frAdmin from '../../web/src/areas/admin/i18n/fr.json';
import frServer from '../../web/src/i18n/server/fr.json';
import {
  chooseLanguage,
  chromiumForFile,
  collectPageErrors,
  eventually,
  openPage,
  signIn,
  UI_TIMEOUT,
  unexpectedErrors,
} from '../support/browser';

/**
 * The server's own texts reach a French reader in French (docs/decisions.md, 'The server's own texts and its texts
 * with values, in the reader's language'): an inventory upload's problems are the import's English texts, one of
 * them built with a value (the SKU), and the dialog lists them in French with the SKU as sent; a refusal the
 * functions had written inline (a role users hold cannot be deleted) is said in French with its count; and a
 * reference record in use, which the server refuses naming its kind and the kinds that use it, is refused in French;
 * and a field error of the contract's schemas (a client setting's malformed name) is said in French.
 */
const browser = chromiumForFile();

/** The administrator signed in at `path`, who then chooses Français in the header; the page's errors collected. */
async function adminInFrench(path: string) {
  const page = await signIn(browser(), 'admin@demo.local', path);
  const errors = collectPageErrors(page);
  await chooseLanguage(page, 'Français', 'fr');
  return { page, errors };
}

describe("the server's texts for a French reader", () => {
  const run = Math.random().toString(36).slice(2, 7).toUpperCase();

  it("lists an inventory upload's problems in French, the unknown SKU named in the sentence", async () => {
    const { page, errors } = await adminInFrench('/admin/reference/tactic');
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

  it('refuses to delete a role that users hold in French, a refusal the server had written inline in English', async () => {
    // 'This role cannot be deleted: 2 users hold it.' was written in functions/domain/roles, in no message list.
    const { page, errors } = await adminInFrench('/admin/roles/planner');
    await page.reload();
    await openPage(page, '/admin/roles/planner');
    const fr = frAdmin.admin;
    await page.getByRole('button', { name: fr.roles.deleteRole }).click({ timeout: UI_TIMEOUT });
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await confirm.getByRole('button', { name: fr.common.delete, exact: true }).click({ timeout: UI_TIMEOUT });
    // The planner role is held by the demo planner, and by any user another test file gave it: one or more.
    const inUse = Object.values(frServer.server.admin.roleInUse).map((template) =>
      template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{\\{members\\}\\}', '\\d+'),
    );
    const toast = page.locator('.p-toast-message').last();
    await toast.waitFor({ timeout: UI_TIMEOUT });
    expect(await toast.textContent()).toMatch(new RegExp(inUse.join('|')));
    expect(await toast.textContent()).not.toContain(adminMessages.roleInUse(2).split(':')[0]);
    // Nothing was deleted: the role is still there.
    await page.getByRole('heading', { name: 'planner' }).waitFor();
    expect(unexpectedErrors(errors, 409)).toEqual([]);
  });

  it('refuses to delete a sector in use in French, naming the sector and the sub-sectors that use it in French', async () => {
    // 'This sector cannot be deleted: 2 sub-sectors and 1 retailer use it.' was built from the kinds' English names.
    const { page, errors } = await adminInFrench('/admin/reference/sector');
    await page.reload();
    // Grocery: the demo's Supermarket and Natural & Organic sub-sectors (and its retailers) use it.
    await openPage(page, '/admin/reference/sector?q=Grocery');
    await page.getByRole('link', { name: 'Grocery' }).click({ timeout: UI_TIMEOUT });
    const fr = frAdmin.admin;
    await page.getByRole('button', { name: fr.common.delete, exact: true }).click({ timeout: UI_TIMEOUT });
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await confirm.getByRole('button', { name: fr.common.delete, exact: true }).click({ timeout: UI_TIMEOUT });
    const toast = page.locator('.p-toast-message').last();
    await toast.waitFor({ timeout: UI_TIMEOUT });
    const text = (await toast.textContent()) ?? '';
    expect(text).toMatch(/Impossible de supprimer l’enregistrement « secteur » : .*\d+ sous-secteurs.* l’utilisen?t\./);
    expect(text).not.toContain('cannot be deleted');
    expect(text).not.toContain('sub-sector');
    // Nothing was deleted: the confirmation closed on the sector's page, its Delete button still there.
    await eventually(() => page.getByRole('button', { name: fr.common.delete, exact: true }).count()).toBe(1);
    expect(unexpectedErrors(errors, 409)).toEqual([]);
  });

  it("says a client setting's malformed name in French, a field error the contract had written in English", async () => {
    // 'Name may hold letters, digits, ., - and _ only' was written in shared/contract/schemas/admin.ts, in no list.
    const { page, errors } = await adminInFrench('/admin/client-settings');
    await page.reload();
    await openPage(page, '/admin/client-settings');
    const fr = frAdmin.admin;
    await page.getByRole('button', { name: fr.clientSettings.new }).click({ timeout: UI_TIMEOUT });
    const dialog = page.getByRole('dialog', { name: fr.clientSettings.newTitle });
    await dialog.getByLabel(fr.clientSettings.name).fill(`bad name ${run}!`);
    await dialog.getByRole('button', { name: fr.common.save, exact: true }).click();
    await dialog.getByText(frServer.server.contract.settingNameShape).waitFor({ timeout: UI_TIMEOUT });
    expect(await dialog.textContent()).not.toContain(contractMessages.settingNameShape);
    expect(unexpectedErrors(errors, 400)).toEqual([]);
  });
});
