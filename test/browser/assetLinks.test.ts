import { readFile } from 'node:fs/promises';
import type { BrowserContext, FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { assetLinkMessages, communicationMessages } from '../../shared/communication/messages';
import {
  chromiumForFile,
  collectPageErrors,
  eventually,
  newContext,
  phasesStopAtFirstFailure,
  signIn,
  unexpectedErrors,
} from '../support/browser';
import { stack } from '../support/session';

// A tactic no other test gives files to, so its link carries exactly one file and redirects straight to it.
const TACTIC = 'Shelf Talker';
const FILE_NAME = 'shelf-talker-artwork.pdf';
const fileBytes = Buffer.from(`%PDF-1.4 shelf talker artwork ${Date.now()}`);

const browser = chromiumForFile();

/** The browser reports every refused call as a console error; the refusals these tests provoke are expected. */
const toast = (page: Page, text: string) => page.locator('.p-toast-message').filter({ hasText: text });

// Pages open searched for the tactic: other test files add tactics that push it off the list's first page.
async function openTactic(page: Page) {
  await page.getByRole('button', { name: TACTIC, exact: true }).click();
  await page.waitForURL(/[?&]tactic=\d+/);
  await page.getByRole('heading', { name: TACTIC }).waitFor();
}

describe("e-mailed asset links in the browser: a tactic's file mailed to two recipients", () => {
  phasesStopAtFirstFailure();
  const stamp = Date.now();
  const [ana, ben] = [`ana.${stamp}@retail.example`, `ben.${stamp}@retail.example`];
  const subject = `Shelf talker artwork ${stamp}`;
  let page: Page;
  let errors: string[];
  let dialog: Locator;
  let to: Locator;
  let body: Locator;
  let outside: BrowserContext | undefined;
  let mailbox: Page;
  let anaMail: FrameLocator;
  let anaLink: string | null;
  let benLink: string | null;
  const row = (recipient: string) =>
    page.getByRole('region', { name: 'Sent links' }).getByRole('table').getByRole('row').filter({ hasText: recipient });

  afterAll(async () => {
    await outside?.close();
  });

  it('refuses a type tactics do not take and an empty file before anything is sent, each until dismissed', async () => {
    // Tactic files were sent whatever their type (the server refused them after the choice); now they are checked
    // first, as component files are.
    const admin = await signIn(browser(), 'admin@demo.local', `/assets?q=${encodeURIComponent(TACTIC)}`);
    const adminErrors = collectPageErrors(admin);
    let slotsAsked = 0;
    admin.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/upload-file')) slotsAsked += 1;
    });
    await openTactic(admin);
    await admin.getByTestId('tactic-file-input').setInputFiles([
      { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
      { name: 'blank.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) },
    ]);
    const uploads = admin.getByRole('list', { name: 'Uploads' });
    await uploads
      .getByRole('alert')
      .filter({ hasText: 'setup.exe was not uploaded: files of this type cannot be uploaded here.' })
      .waitFor();
    await uploads.getByRole('alert').filter({ hasText: 'blank.pdf was not uploaded: the file is empty.' }).waitFor();
    await uploads.getByRole('button', { name: 'Dismiss setup.exe' }).click();
    await eventually(() => uploads.getByRole('listitem').count()).toBe(1);
    expect(slotsAsked).toBe(0);
    expect(await admin.getByRole('button', { name: 'Download setup.exe' }).count()).toBe(0);
    expect(unexpectedErrors(adminErrors)).toEqual([]);
    await admin.close();
  });

  it('lets an admin add the file, with its progress, and download it from the product', async () => {
    const admin = await signIn(browser(), 'admin@demo.local', `/assets?q=${encodeURIComponent(TACTIC)}`, {
      acceptDownloads: true,
    });
    const adminErrors = collectPageErrors(admin);
    await openTactic(admin);
    await admin
      .getByTestId('tactic-file-input')
      .setInputFiles({ name: FILE_NAME, mimeType: 'application/pdf', buffer: fileBytes });
    await toast(admin, 'Files uploaded: 1.').waitFor();
    const inProduct = admin.waitForEvent('download');
    await admin.getByRole('button', { name: `Download ${FILE_NAME}` }).click();
    expect((await inProduct).suggestedFilename()).toBe(FILE_NAME);
    expect(unexpectedErrors(adminErrors)).toEqual([]);
    await admin.close();
  });

  it("shows the spec's texts when the planner sends the link form empty", async () => {
    page = await signIn(browser(), 'planner@demo.local', `/assets?q=${encodeURIComponent(TACTIC)}`, {
      acceptDownloads: true,
    });
    errors = collectPageErrors(page);
    await openTactic(page);
    await page.getByRole('button', { name: 'Email Asset Link' }).click();
    dialog = page.getByRole('dialog', { name: `Email Asset Link: ${TACTIC}` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await toast(page, communicationMessages.formInvalid).waitFor();
    await dialog.getByText(communicationMessages.toInvalid).waitFor();
    await dialog.getByText(communicationMessages.subjectRequired).waitFor();
  });

  it('refuses a wrong recipient and a too long message, and keeps what was typed', async () => {
    to = dialog.getByRole('textbox', { name: 'To', exact: true });
    await to.pressSequentially(`${ana}, not-an-email `);
    await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
    body = dialog.getByRole('textbox', { name: 'Message' });
    await body.evaluate((element) => {
      element.textContent = 'x'.repeat(5000);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText(communicationMessages.toInvalid).waitFor();
    await dialog.getByText(communicationMessages.bodyTooLong).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe(subject);
  });

  it('tells the sender who did not get the mail when SES refuses it, and keeps the form', async () => {
    await dialog.getByRole('button', { name: 'Remove not-an-email' }).click();
    await to.pressSequentially(ben);
    await body.evaluate((element) => {
      element.textContent = '';
      element.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await body.click();
    await page.keyboard.type('Here is the ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('final');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' artwork.');

    // When SES refuses a mail the server answers 502 with who did not get it (the local SES stand-in refuses no
    // one, so that answer is given here): the sender reads it and the form keeps everything.
    const refusal = assetLinkMessages.mailFailedFor([ben], []);
    await page.route(
      '**/api/tactics/send-asset-link-email',
      (route) =>
        route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: JSON.stringify({ hasError: true, error: { general: [refusal] }, data: null }),
        }),
      { times: 1 },
    );
    await dialog.getByRole('button', { name: 'Send' }).click();
    await toast(page, refusal).waitFor();
    await dialog.getByText(refusal).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe(subject);
    expect(await dialog.getByRole('list', { name: 'Recipients' }).textContent()).toBe(`${ana}${ben}`);
    expect(await body.innerHTML()).toMatch(/^Here is the <b>final<\/b>(?: |&nbsp;)artwork\.$/);
  });

  it('sends the link, and lists one active, never downloaded link per recipient', async () => {
    await dialog.getByRole('button', { name: 'Send' }).click();
    await toast(page, communicationMessages.emailSent).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // The send's report: queued, then each recipient sent by the mail sender.
    await page.getByRole('region', { name: 'Send report' }).getByText('Sent to 2 of 2 recipients; 0 failed.').waitFor();
    await row(ana).waitFor();
    await eventually(() => row(ben).textContent()).toMatch(/Active.*0\s*Never/);
    await eventually(() => row(ana).textContent()).toMatch(/Active.*0\s*Never/);
  });

  it('gives each recipient a personal link in the mailbox', async () => {
    // No session there: a separate browser context.
    outside = await newContext(browser(), { acceptDownloads: true });
    mailbox = await outside.newPage();
    // goto: the local mail viewer, not the app
    await mailbox.goto(stack().mailUrl);
    const mailOf = (recipient: string) =>
      mailbox.locator('.email').filter({ hasText: subject }).filter({ hasText: recipient });
    await mailOf(ana).waitFor();
    await mailOf(ben).waitFor();
    await mailOf(ana).getByRole('button', { name: 'Toggle HTML view' }).click();
    anaMail = mailbox.frameLocator(`.email:has-text("${ana}") iframe`);
    await eventually(() => anaMail.locator('body').textContent()).toContain(communicationMessages.linkExpiry);
    expect(await anaMail.locator('body').innerHTML()).toContain('<b>final</b>');
    anaLink = await anaMail.getByRole('link', { name: 'Download the files' }).getAttribute('href');
    await mailOf(ben).getByRole('button', { name: 'Toggle HTML view' }).click();
    benLink = await mailbox
      .frameLocator(`.email:has-text("${ben}") iframe`)
      .getByRole('link', { name: 'Download the files' })
      .getAttribute('href');
    expect(anaLink).toMatch(/\/api\/asset-links\/[A-Za-z0-9_-]{43}$/);
    expect(benLink).not.toBe(anaLink);
  });

  it('downloads the file as it was uploaded from the e-mailed link, and counts the download in the product', async () => {
    const download = mailbox.waitForEvent('download');
    await anaMail.getByRole('link', { name: 'Download the files' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(FILE_NAME);
    expect(await readFile((await file.path())!)).toEqual(fileBytes);

    await page.getByRole('button', { name: 'Refresh' }).click();
    await eventually(() => row(ana).textContent()).toMatch(/Active\s*1\s*\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(await row(ana).getByTestId('download-count').textContent()).toBe('1');
  });

  it('revokes one link, which is then refused with a clear page while the other still works', async () => {
    await page.getByRole('button', { name: `Revoke the link sent to ${ben}` }).click();
    const confirm = page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .filter({ hasText: `Revoke the link sent to ${ben}?` });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await toast(page, `The link sent to ${ben} was revoked.`).waitFor();
    await eventually(() => row(ben).textContent()).toContain('Revoked');
    await eventually(() =>
      row(ben)
        .getByRole('button', { name: /Revoke/ })
        .count(),
    ).toBe(0);

    // goto: an asset link, served by the API, not a page of the app
    const refused = await mailbox.goto(benLink!);
    expect(refused?.status()).toBe(410);
    await mailbox.getByText(assetLinkMessages.revoked).waitFor();
    expect((await fetch(anaLink!, { redirect: 'manual' })).status).toBe(302);
    expect(unexpectedErrors(errors, 502)).toEqual([]);
  });
});
