import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { knownClaims } from '../../shared/claims';
import { validationMessages } from '../../shared/messages';
import { profileMessages, profileNotices } from '../../shared/retailerProfile/profile';
import {
  chooseLanguage,
  chromiumForFile,
  collectPageErrors,
  confirmDialog,
  eventually,
  openPage,
  phasesStopAtFirstFailure,
  signIn,
  UI_TIMEOUT,
} from '../support/browser';
import { ownRetailerWithProfileEditor } from '../support/catalog';
import { emailOfToken, idTokenOf, newUserWithRole } from '../support/session';

const browser = chromiumForFile();

const toast = (page: Page, text: string) => page.locator('.p-toast-message').filter({ hasText: text });
describe('the retailer profile: a retailer-side user uploads a version and requests approval, an admin approves it', () => {
  phasesStopAtFirstFailure();
  const stamp = Date.now().toString(36);
  const comment = `Store list for next year ${stamp}`;
  let shop: { id: number; name: string };
  let retailerUser: string;
  let approver: string;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    // A retailer of the test's own, a retailer-side user linked to it only, and an approver of the test's own.
    const admin = await idTokenOf('admin@demo.local');
    ({ shop, editor: retailerUser } = await ownRetailerWithProfileEditor(admin));
    approver = emailOfToken(
      await newUserWithRole(
        admin,
        [knownClaims.viewHome, knownClaims.editRetailerProfile, knownClaims.approveRetailerProfile],
        [],
        false,
      ),
    );
  });

  it('shows the retailer-side user the profile of their retailer, refuses it without a banner, and saves it', async () => {
    page = await signIn(browser(), retailerUser, '/retailerprofile');
    errors = collectPageErrors(page);
    await page.getByRole('heading', { name: `Profile of ${shop.name}` }).waitFor({ timeout: UI_TIMEOUT });
    const form = page.getByRole('form', { name: 'Profile' });
    await form.getByLabel('Planogram and fixture notes').fill('End caps change every four weeks.');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await form.getByText(profileMessages.formInvalid).waitFor({ timeout: UI_TIMEOUT });
    await form.getByText(profileNotices.bannerRequired).waitFor({ timeout: UI_TIMEOUT });
    // What was typed stays; a banner makes the profile valid.
    await form.getByLabel('Banner names').fill('Corner Shop');
    await form.getByLabel('Banner names').press('Enter');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Profile saved.').waitFor({ timeout: UI_TIMEOUT });
    await eventually(() => form.getByLabel('Planogram and fixture notes').inputValue()).toBe(
      'End caps change every four weeks.',
    );
  });

  it('says under a key date without a name or a date what it lacks, and saves it once both are given', async () => {
    const form = page.getByRole('form', { name: 'Profile' });
    await form.getByRole('button', { name: 'Add key date' }).click();
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await form.getByText(profileMessages.formInvalid).waitFor({ timeout: UI_TIMEOUT });
    // The summary alone left the user to guess which field is wrong: the row says it.
    await form.getByText(profileNotices.keyDateLabelRequired).waitFor({ timeout: UI_TIMEOUT });
    await form.getByText(validationMessages.invalidDate).waitFor({ timeout: UI_TIMEOUT });
    await form.getByLabel('Name of key date 1').fill('Spring reset');
    await form.locator('#retailer-profile-keyDates-0').fill('03/01/2027');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await eventually(() => form.getByText(profileNotices.keyDateLabelRequired).count()).toBe(0);
    await page.reload();
    await eventually(() => page.getByLabel('Name of key date 1').inputValue()).toBe('Spring reset');
  });

  it('saves a new version with its file', async () => {
    await page.getByRole('button', { name: 'New Profile Version' }).click();
    const panel = page.getByRole('complementary', { name: 'Profile version' });
    await panel.getByLabel('Comment').fill(comment);
    await panel.getByTestId('profile-version-file-input').setInputFiles({
      name: 'store-list.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 store list'),
    });
    await panel.getByText('store-list.pdf').waitFor({ timeout: UI_TIMEOUT });
    // The first upload breaks off after the version was saved: the next Save sends the file to that version.
    let refused = 0;
    await page.route(
      (url) => url.searchParams.has('X-Amz-Signature'),
      (route) => (route.request().method() === 'PUT' && refused++ === 0 ? route.abort('failed') : route.continue()),
    );
    await panel.getByRole('button', { name: 'Save Version' }).click();
    await panel
      .getByText('The version was saved, but these files did not arrive: store-list.pdf.', { exact: false })
      .waitFor({ timeout: UI_TIMEOUT });
    expect(await panel.getByLabel('Comment').isDisabled()).toBe(true);
    await panel.getByRole('button', { name: 'Save Version' }).click();
    await toast(page, profileMessages.uploadSuccess).waitFor({ timeout: UI_TIMEOUT });
    await page.unrouteAll();
    // The refused upload's console error is this test's own.
    errors.splice(0);
    await panel.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
    const version = page.getByRole('listitem', { name: 'Version 1' });
    await version.getByText(comment).waitFor({ timeout: UI_TIMEOUT });
    await version.getByText('Draft').waitFor({ timeout: UI_TIMEOUT });
    await version.getByRole('button', { name: 'Download store-list.pdf' }).waitFor({ timeout: UI_TIMEOUT });
    expect(await page.getByRole('listitem', { name: 'Version 2' }).count()).toBe(0);
  });

  it('sends the version to approval after the confirmation', async () => {
    await page.getByRole('listitem', { name: 'Version 1' }).getByRole('button', { name: 'Approval' }).click();
    const panel = page.getByRole('complementary', { name: 'Profile approval' });
    await panel.getByRole('button', { name: 'Request Approval' }).click();
    await confirmDialog(page, profileMessages.approvalConfirm).getByRole('button', { name: 'Yes' }).click();
    await toast(page, profileMessages.approvalRequested).waitFor({ timeout: UI_TIMEOUT });
    await panel.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
    await page
      .getByRole('listitem', { name: 'Version 1' })
      .getByText('Awaiting Approval')
      .waitFor({ timeout: UI_TIMEOUT });
    // The retailer-side user cannot approve: the awaiting version offers its details, not 'Approval'.
    const awaiting = page.getByRole('listitem', { name: 'Version 1' });
    await awaiting.getByRole('button', { name: 'Details', exact: true }).waitFor({ timeout: UI_TIMEOUT });
    expect(await awaiting.getByRole('button', { name: 'Approval', exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('offers the retailer-side user no copy to other retailers in the library: they see only their own retailer', async () => {
    await openPage(page, '/retailerprofiledocumentlib');
    await page.getByRole('button', { name: 'Upload Documents' }).waitFor({ timeout: UI_TIMEOUT });
    expect(await page.getByRole('button', { name: /^Copy to retailers/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lets an approver approve it, and the version shows as the approved one', async () => {
    page = await signIn(browser(), approver, `/retailerprofile?retailer=${shop.id}`);
    errors = collectPageErrors(page);
    await page.getByRole('heading', { name: `Profile of ${shop.name}` }).waitFor({ timeout: UI_TIMEOUT });
    const version = page.getByRole('listitem', { name: 'Version 1' });
    await version.getByText('Awaiting Approval').waitFor({ timeout: UI_TIMEOUT });
    await version.getByRole('button', { name: 'Approval' }).click();
    const panel = page.getByRole('complementary', { name: 'Profile approval' });
    await panel.getByText(comment).waitFor({ timeout: UI_TIMEOUT });
    await panel.getByRole('button', { name: 'Approve' }).click();
    await toast(page, 'Profile version approved.').waitFor({ timeout: UI_TIMEOUT });
    await version.getByText('Current approved version').waitFor({ timeout: UI_TIMEOUT });
    await eventually(() => version.getByText('Approved', { exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it("adds an owner contact after the e-mail is corrected, and a document to the retailer's library", async () => {
    await openPage(page, page.url().split('#')[1].replace('/retailerprofile?', '/retailerprofileownerresident?'));
    await page.getByRole('button', { name: 'Add Contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Contact' });
    await dialog.getByLabel('Name').fill(`Dana ${stamp}`);
    await dialog.getByLabel('E-mail').fill('dana');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(profileNotices.emailInvalid).waitFor({ timeout: UI_TIMEOUT });
    await dialog.getByLabel('E-mail').fill('dana@corner.example.com');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
    await page.getByRole('table', { name: 'Owner and resident contacts' }).getByText(`Dana ${stamp}`).waitFor({
      timeout: UI_TIMEOUT,
    });

    await openPage(
      page,
      page.url().split('#')[1].replace('/retailerprofileownerresident?', '/retailerprofiledocumentlib?'),
    );
    await page.getByRole('button', { name: 'Upload Documents' }).waitFor({ timeout: UI_TIMEOUT });
    await page.getByTestId('library-file-input').setInputFiles({
      name: `fixtures-${stamp}.pdf`,
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 fixtures'),
    });
    await toast(page, profileMessages.uploadSuccess).waitFor({ timeout: UI_TIMEOUT });
    await page
      .getByRole('table', { name: 'Document library' })
      .getByRole('row')
      .filter({ hasText: `fixtures-${stamp}.pdf` })
      .getByRole('button', { name: `Download fixtures-${stamp}.pdf` })
      .waitFor({ timeout: UI_TIMEOUT });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('offers a French reader the store formats in French', async () => {
    page = await signIn(browser(), retailerUser, '/retailerprofile');
    await page.getByRole('heading', { name: `Profile of ${shop.name}` }).waitFor({ timeout: UI_TIMEOUT });
    await chooseLanguage(page, 'Français', 'fr');
    await page.locator('.retailer-profile-form .p-multiselect').click();
    const options = page.locator('.p-multiselect-panel');
    await options.getByRole('option', { name: 'Supermarché' }).waitFor({ timeout: UI_TIMEOUT });
    await options.getByRole('option', { name: 'Club / Entrepôt' }).waitFor({ timeout: UI_TIMEOUT });
    expect(await options.getByRole('option', { name: 'Supermarket', exact: true }).count()).toBe(0);
    await page.context().close();
  });
});
