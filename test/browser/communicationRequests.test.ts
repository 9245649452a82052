import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestCode, requestMessages, requestNotices } from '../../shared/communication/requests';
import { validationMessages } from '../../shared/messages';
import frRequests from '../../web/src/areas/requests/i18n/fr.json';
import frShell from '../../web/src/i18n/shell/fr.json';
import {
  chooseLanguage,
  chooseLookupOption as choose,
  chromiumForFile,
  collectPageErrors,
  confirmDialog,
  eventually,
  openPage,
  phasesStopAtFirstFailure,
  signIn,
  UI_TIMEOUT,
} from '../support/browser';
import { callApi, newSignedInUser } from '../support/session';

/** A 2×2 red PNG: version 1's artwork. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

/** A one-page PDF (valid cross-reference table), so pdf.js draws its page: version 2's proof. */
function onePagePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 120] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 38 >>\nstream\nBT /F1 18 Tf 20 60 Td (Proof v2) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const browser = chromiumForFile();

/** A user of the test's own whose profile exists (as after a first sign-in), so the contact lookup finds them. */
async function signedInUser(groups: string[], prefix: string) {
  const user = await newSignedInUser(groups, prefix);
  const tracked = await callApi('POST', 'users/tracklogin', {
    token: user.token,
    body: { token: 'x', type: 1, url: 'http://localhost/#/home' },
  });
  expect(tracked.status, tracked.text).toBe(200);
  return user;
}

const toast = (page: Page, text: string) => page.locator('.p-toast-message').filter({ hasText: text });
describe('communication requests in the browser: a review cycle over two versions', () => {
  phasesStopAtFirstFailure();
  const stamp = Date.now().toString(36);
  const requestName = `Endcap artwork review ${stamp}`;
  const comment = `Logo too small on the left panel ${stamp}`;
  let planner: { email: string; token: string };
  let reviewer: { email: string; token: string };
  let copywriter: { email: string; token: string };
  let programId: number;
  let programName: string;
  let requestId: number;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    planner = await signedInUser(['planner'], 'req-planner');
    reviewer = await signedInUser(['approver'], 'req-reviewer');
    copywriter = await signedInUser(['planner'], 'req-copy');
    const brands = (await callApi('GET', 'brands', { token: planner.token })).json.data.items as {
      name: string;
      id: number;
    }[];
    const tactics = (await callApi('GET', 'tactics/all', { token: planner.token })).json.data.items as {
      tacticName: string;
      id: number;
    }[];
    programName = `Review program ${stamp}`;
    const created = await callApi('POST', 'programs', {
      token: planner.token,
      body: {
        name: programName,
        description: 'Spring endcaps',
        retailerId: 1,
        fiscalYear: 2026,
        programStartDate: '2026-03-01',
        programEndDate: '2026-05-31',
        accountLocations: ['FM-001'],
        fundingSources: [{ brandId: brands.find((b) => b.name === 'Fizzly')!.id, atlTarget: 1000, btlTarget: 500 }],
      },
    });
    expect(created.status, created.text).toBe(200);
    programId = created.json.data.program.id;
    for (const [version, name] of [
      [1, 'Floor Display'],
      [2, 'End Cap Sign'],
    ] as const) {
      const added = await callApi('POST', 'programtactics', {
        token: planner.token,
        body: { programId, version, tacticId: tactics.find((t) => t.tacticName === name)!.id, orderQuantity: 2 },
      });
      expect(added.status, added.text).toBe(200);
    }
  }, 4 * UI_TIMEOUT);

  it("shows the spec's texts when the planner submits the form empty", async () => {
    page = await signIn(browser(), planner.email, '/communicationrequest', { viewport: { width: 1500, height: 1000 } });
    errors = collectPageErrors(page);
    await page.getByRole('button', { name: 'Create New Request' }).click();
    const panel = page.getByRole('complementary', { name: 'New communication request' });
    await panel.getByRole('button', { name: 'Submit Request' }).click();
    await toast(page, requestMessages.formInvalid).waitFor();
    for (const text of [
      requestMessages.programRequired,
      requestMessages.reviewByRequired,
      requestMessages.assetDueRequired,
      requestMessages.reasonRequired,
      requestMessages.toInvalid,
      requestMessages.messageRequired,
    ])
      await panel.getByText(text, { exact: true }).waitFor();
    // A Review By Date typed as no date is said to be one, once, not 'before today' (its text read as a date).
    await panel.getByRole('textbox', { name: 'Review By Date' }).fill('13/45/2026');
    await panel.getByRole('button', { name: 'Submit Request' }).click();
    await panel.getByText(validationMessages.invalidDate, { exact: true }).waitFor();
    expect(await panel.getByText(validationMessages.invalidDate, { exact: true }).count()).toBe(1);
    expect(await panel.getByText(requestNotices.reviewByInPast).count()).toBe(0);
    await panel.getByRole('textbox', { name: 'Review By Date' }).fill('');
  });

  it('creates the request for a program with two reasons, one related tactic, two contacts and a file', async () => {
    const panel = page.getByRole('complementary', { name: 'New communication request' });
    await choose(panel.getByRole('combobox', { name: 'Program' }), programName, new RegExp(programName));
    await panel.getByRole('textbox', { name: 'Request Name' }).fill(requestName);
    await panel.getByRole('textbox', { name: 'Review By Date' }).fill('12/01/2030');
    await panel.getByRole('textbox', { name: 'Final Asset Due Date' }).fill('12/15/2030');
    // A click that only closes the date picker's popup is clicked again, as a user would.
    for (const name of ['Artwork', 'Legal', 'Floor Display']) {
      const box = panel.getByRole('checkbox', { name });
      await eventually(async () => (await box.isChecked()) || (await box.click(), box.isChecked())).toBe(true);
    }
    const to = panel.getByRole('combobox', { name: 'To' });
    // Each chosen contact shows as a chip before the next one is typed, as a user sees it.
    const chips = panel.locator('.p-autocomplete-token-label');
    await choose(to, reviewer.email, new RegExp(reviewer.email));
    await eventually(() => chips.allTextContents()).toEqual([expect.stringContaining(reviewer.email)]);
    await choose(to, copywriter.email, new RegExp(copywriter.email));
    await eventually(() => chips.allTextContents()).toEqual([
      expect.stringContaining(reviewer.email),
      expect.stringContaining(copywriter.email),
    ]);
    await panel.getByRole('textbox', { name: 'Message' }).fill('Please review the spring endcap artwork.');

    // Without a file the spec asks first; No keeps the form as it is.
    await panel.getByRole('button', { name: 'Submit Request' }).click();
    await confirmDialog(page, requestMessages.noFilesConfirm).getByRole('button', { name: 'No' }).click();
    expect(await panel.getByRole('textbox', { name: 'Request Name' }).inputValue()).toBe(requestName);

    // Each upload area says what it takes, and checks a file as it is added: one the server would refuse (or an
    // image that is none) is named and not queued, before anything is sent.
    expect(await panel.getByText(/any type/).count()).toBe(0);
    await panel.getByText('Attachments: drop files here or choose them').waitFor();
    await panel.getByText(/^Allowed: png, jpg, jpeg, gif, webp, pdf, doc, docx/).waitFor();
    await panel.getByText('Allowed: png, jpg, jpeg, gif, webp, pdf', { exact: true }).waitFor();
    await panel.getByTestId('request-attachment-input').setInputFiles({
      name: 'tool.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ'),
    });
    await panel
      .getByRole('alert')
      .filter({ hasText: 'tool.exe was not uploaded: files of this type cannot be uploaded here. Allowed: png' })
      .waitFor();
    await panel.getByTestId('request-image-input').setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') },
      { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') },
    ]);
    await panel.getByRole('alert').filter({ hasText: 'notes.txt was not uploaded' }).waitFor();
    await panel.getByRole('alert').filter({ hasText: 'fake.png was not uploaded: it is not a picture' }).waitFor();
    for (const name of ['tool.exe', 'notes.txt', 'fake.png'])
      expect(await panel.getByText(name, { exact: true }).count()).toBe(0);
    await panel.getByTestId('request-image-input').setInputFiles({
      name: 'endcap-v1.png',
      mimeType: 'image/png',
      buffer: png,
    });
    // The file's upload breaks once: the request is saved, the file is marked and only it is sent again.
    let failNextUpload = true;
    await page.route('**/*', (route) => {
      if (route.request().method() === 'PUT' && failNextUpload) {
        failNextUpload = false;
        return route.abort('connectionreset');
      }
      return route.fallback();
    });
    // The create call is held until the button says it is saving, in the spec's words.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      '**/api/programs/add-communicationrequest',
      async (route) => {
        await held;
        await route.fallback();
      },
      { times: 1 },
    );
    await panel.getByRole('button', { name: 'Submit Request' }).click();
    await panel.getByRole('button', { name: requestMessages.submitting }).waitFor();
    release();
    await toast(page, requestMessages.filesFailed).waitFor();
    await panel
      .getByRole('list', { name: 'Queued files' })
      .getByRole('listitem')
      .filter({ hasText: 'endcap-v1.png' })
      .getByText('not saved')
      .waitFor();
    await panel.getByRole('button', { name: 'Upload missing files' }).click();
    await toast(page, requestMessages.submitted).waitFor();
    await panel.waitFor({ state: 'hidden' });
    await page.unroute('**/*');

    // The same details beside the list, in the side panel.
    await page.getByRole('button', { name: `Open ${requestName} beside the list` }).click();
    const details = page.getByRole('complementary', { name: 'Communication request details' });
    await details.getByRole('heading', { name: requestName }).waitFor();
    await details.getByRole('img', { name: 'endcap-v1.png' }).waitFor();
    // Searching the list is no navigation: the panel stays open and the cursor stays in the search box.
    const search = page.getByRole('searchbox', { name: 'Search communication requests' });
    const searched = page.waitForResponse(
      (r) => r.url().includes('programs/communicationrequest?') && r.url().includes('searchTerm='),
    );
    await search.fill(requestName);
    await searched;
    await page.waitForURL(/[?&]q=/);
    expect(await details.isVisible()).toBe(true);
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
    await details.getByRole('button', { name: 'Close panel' }).click();
    const link = page.getByRole('link', { name: requestName });
    await link.click();
    await page.waitForURL(/#\/communicationrequest\/\d+$/);
    requestId = Number(/(\d+)$/.exec(page.url())![1]);
    await page.getByRole('heading', { name: requestName }).waitFor();
    await page.getByRole('img', { name: 'endcap-v1.png' }).waitFor();
    // Re-Open is offered only on an approved request.
    await page.getByRole('button', { name: 'Mark As Resolved' }).waitFor();
    expect(await page.getByRole('button', { name: 'Re-Open' }).count()).toBe(0);
    expect(await page.getByRole('checkbox', { name: 'Artwork' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Legal' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Copy' }).isChecked()).toBe(false);
    await page.getByRole('tab', { name: 'Contacts' }).click();
    const contacts = page.getByRole('list', { name: 'Contacts of the request' });
    await eventually(() => contacts.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining(reviewer.email),
      expect.stringContaining(copywriter.email),
    ]);
    await page.getByRole('tab', { name: 'Program Info' }).click();
    await page.getByRole('table', { name: 'Funding sources' }).getByRole('cell', { name: 'Fizzly' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Floor Display' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'End Cap Sign' }).isChecked()).toBe(false);
    expect(unexpected(errors)).toEqual([]);
  });

  it('lets a contact find the request in their messages, then comment on version 1 with an attachment', async () => {
    const contact = await signIn(browser(), reviewer.email, '/messages', { viewport: { width: 1500, height: 1000 } });
    const contactErrors = collectPageErrors(contact);
    // The header's activity opens the request's notice on the request, in its Messages and Notifications tabs.
    await contact.getByRole('button', { name: /^Activity: \d+$/ }).click();
    const activity = contact.getByRole('dialog', { name: 'Activity' });
    const requestHref = new RegExp(`#/communicationrequest/${requestId}$`);
    const listed = activity.getByRole('link', { name: /Please review the spring endcap artwork\./ });
    await eventually(() => listed.first().getAttribute('href')).toMatch(requestHref);
    await activity.getByRole('tab', { name: /^Notifications/ }).click();
    const opener = activity.getByRole('link', { name: `Open request ${requestCode(requestId)}` });
    await eventually(() => opener.first().getAttribute('href')).toMatch(requestHref);
    await contact.getByRole('button', { name: /^Activity: \d+$/ }).click();
    await activity.waitFor({ state: 'hidden' });
    const notice = contact
      .getByRole('list', { name: 'Messages and notifications' })
      .getByRole('listitem')
      .filter({ hasText: 'Please review the spring endcap artwork.' });
    await notice.getByRole('button', { name: 'Mark read' }).click();
    await eventually(() => notice.getByRole('button', { name: 'Mark read' }).count()).toBe(0);
    await notice.getByRole('link', { name: `Open request ${requestCode(requestId)}` }).click();
    await contact.waitForURL(new RegExp(`#/communicationrequest/${requestId}$`));
    const thread = contact.getByRole('region', { name: 'Comments on Version 1' });
    // A comment over the server's 2,000 characters is counted and refused before anything is posted.
    let commentsPosted = 0;
    contact.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('add-comment')) commentsPosted += 1;
    });
    await thread.getByRole('textbox', { name: 'Write a comment' }).fill('x'.repeat(2001));
    await thread.getByText('2,001 / 2,000 characters').waitFor();
    await thread.getByRole('button', { name: 'Post Comment' }).click();
    await thread.getByRole('alert').filter({ hasText: requestMessages.messageTooLong }).waitFor();
    expect(commentsPosted).toBe(0);
    await thread.getByRole('textbox', { name: 'Write a comment' }).fill(comment);
    expect(await thread.getByRole('alert').count()).toBe(0);
    await thread.getByRole('checkbox', { name: 'Send e-mail to the contacts' }).waitFor();
    // An attachment the server would refuse is named and left out as it is chosen.
    await thread
      .getByText(/^Allowed: png, jpg/)
      .first()
      .waitFor();
    await thread
      .getByLabel('Attach files')
      .first()
      .setInputFiles({ name: 'tool.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
    await thread.getByRole('alert').filter({ hasText: 'tool.exe was not uploaded' }).waitFor();
    await thread
      .getByLabel('Attach files')
      .first()
      .setInputFiles({
        name: 'markup.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Enlarge the logo by 20%.'),
      });
    await thread.getByRole('button', { name: 'Post Comment' }).click();
    await thread.getByText(comment).waitFor();
    await thread.getByRole('button', { name: 'Download markup.txt' }).waitFor();

    // A reply below it, then an edit of the reply that adds a file: its upload shows its progress.
    const first = thread.getByRole('listitem').filter({ hasText: comment }).first();
    await first.getByRole('button', { name: 'Reply' }).first().click();
    const reply = `Also the price badge ${stamp}`;
    await first.getByRole('textbox', { name: 'Write a reply' }).fill(reply);
    await first.getByRole('button', { name: 'Post Reply' }).click();
    const replied = first.getByRole('list').last().getByRole('listitem').filter({ hasText: reply });
    await replied.waitFor();
    await replied.getByRole('button', { name: 'Edit' }).click();
    const editBox = thread.getByRole('textbox', { name: 'Edit the comment' });
    expect(await editBox.inputValue()).toBe(reply);
    // An edit mails nobody, so it does not offer to (the new-comment box, closed while editing, does).
    expect(await thread.getByRole('checkbox', { name: 'Send e-mail to the contacts' }).count()).toBe(0);
    const edited = `Also the price badge, top right ${stamp}`;
    await editBox.fill(edited);
    await thread.getByLabel('Attach more files').setInputFiles({
      name: 'badge.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Move the badge to the top right.'.repeat(2000)),
    });
    // The upload is held until its progress bar shows, as a user on a slow line sees it.
    let releaseUpload = () => {};
    const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
    await contact.route('**/*', async (route) => {
      if (route.request().method() === 'PUT') await uploadHeld;
      return route.fallback();
    });
    await thread.getByRole('button', { name: 'Save Changes' }).click();
    await thread.getByRole('progressbar', { name: 'Upload of badge.txt' }).waitFor();
    releaseUpload();
    const editedItem = thread.getByRole('listitem').filter({ hasText: edited }).last();
    await editedItem.getByText('edited', { exact: true }).waitFor();
    await editedItem.getByRole('button', { name: 'Download badge.txt' }).waitFor();
    await contact.unroute('**/*');
    // Its attachment downloads through a short-lived link.
    const download = contact.waitForEvent('download');
    await editedItem.getByRole('button', { name: 'Download badge.txt' }).click();
    expect((await download).suggestedFilename()).toBe('badge.txt');

    // A comment posted by mistake goes, after the spec's question.
    const mistake = `Wrong request, sorry ${stamp}`;
    await thread.getByRole('textbox', { name: 'Write a comment' }).fill(mistake);
    await thread.getByRole('button', { name: 'Post Comment' }).click();
    const mine = thread.getByRole('listitem').filter({ hasText: mistake });
    await mine.getByRole('button', { name: 'Delete' }).click();
    const question = confirmDialog(contact, requestMessages.deleteMessageConfirm);
    await question.getByText(requestMessages.deleteMessageTitle).waitFor();
    await question.getByRole('button', { name: 'Yes' }).click();
    await mine.waitFor({ state: 'detached' });
    await thread.getByText(comment).waitFor();
    expect(unexpected(contactErrors)).toEqual([]);
    await contact.close();
  });

  it('shows the open comment as a checklist item once the planner uploads version 2', async () => {
    await page.reload();
    await page.getByRole('region', { name: 'Comments on Version 1' }).getByText(comment).waitFor();
    await page.getByTestId('version-file-input').setInputFiles({
      name: 'tool.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ'),
    });
    await page.getByRole('alert').filter({ hasText: 'tool.exe was not uploaded' }).waitFor();
    expect(await page.getByText('tool.exe', { exact: true }).count()).toBe(0);
    await page.getByTestId('version-file-input').setInputFiles({
      name: 'endcap-v2.pdf',
      mimeType: 'application/pdf',
      buffer: onePagePdf(),
    });
    await page.getByRole('button', { name: 'Save Version' }).click();
    await toast(page, requestMessages.uploadSuccess).waitFor();
    await page.getByRole('region', { name: 'Version 2 shown' }).waitFor();
    const checklist = page.getByRole('region', { name: 'Open comments from earlier versions' });
    const line = checklist.getByRole('checkbox', { name: new RegExp(comment) });
    await line.waitFor();
    expect(await line.isChecked()).toBe(false);
    await page.getByRole('img', { name: 'Page 1 of 1 of endcap-v2.pdf' }).waitFor();

    // Version 1 is still there, read-only.
    await page.getByRole('button', { name: 'Version 1' }).click();
    const old = page.getByRole('region', { name: 'Comments on Version 1' });
    await old.getByText(comment).waitFor();
    await old.getByText('A newer version exists: this thread is read-only.').waitFor();
    expect(await old.getByRole('button', { name: 'Reply' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Version 2' }).click();
    await page.getByRole('region', { name: 'Version 2 shown' }).waitFor();
  });

  it('compares versions 1 and 2 side by side with their comments', async () => {
    await page.getByRole('button', { name: 'Compare versions' }).click();
    const dialog = page.getByRole('dialog', { name: `Compare versions of ${requestName}` });
    const first = dialog.getByRole('region', { name: 'Version 1 in the comparison' });
    const second = dialog.getByRole('region', { name: 'Version 2 in the comparison' });
    await first.getByRole('img', { name: 'endcap-v1.png' }).waitFor();
    await first.getByText(comment).waitFor();
    const pdfPage = second.getByRole('img', { name: 'Page 1 of 1 of endcap-v2.pdf' });
    await eventually(() => pdfPage.getAttribute('data-drawn')).toBe('true');
    expect(await second.getByText(comment).count()).toBe(0);
    // Both threads are read-only here, and say why: the latest version is no older one.
    await second.getByText('Comparing versions: comments are read-only here.').waitFor();
    await first.getByText('Comparing versions: comments are read-only here.').waitFor();
    expect(await dialog.getByText('A newer version exists: this thread is read-only.').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Reply' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('marks the request resolved, then reopens it as the spec allows', async () => {
    await page.getByRole('button', { name: 'Mark As Resolved' }).click();
    await confirmDialog(page, requestMessages.resolveConfirm).getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('button', { name: 'Re-Open' }).waitFor();
    expect(await page.getByRole('button', { name: 'Mark As Resolved' }).count()).toBe(0);
    await page.getByLabel('Status: Approved').waitFor();

    await page.getByRole('button', { name: 'Re-Open' }).click();
    await confirmDialog(page, requestMessages.reopenConfirm).getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('button', { name: 'Mark As Resolved' }).waitFor();
    expect(await page.getByRole('button', { name: 'Re-Open' }).count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
  });

  it('adds a contact with one call, and keeps the last contact saying a request needs one', async () => {
    const extra = await signedInUser(['planner'], 'req-extra');
    let contactCalls = 0;
    const count = (request: { method(): string; url(): string }) => {
      if (request.method() === 'POST' && request.url().includes('update-contacts')) contactCalls += 1;
    };
    page.on('request', count);
    await page.getByRole('tab', { name: 'Contacts' }).click();
    const contacts = page.getByRole('list', { name: 'Contacts of the request' });
    await choose(page.getByRole('combobox', { name: 'Add a contact' }), extra.email, new RegExp(extra.email));
    await eventually(() => contacts.getByRole('listitem').count()).toBe(3);
    // Leaving the lookup (its input loses focus) adds nothing more.
    await page.getByRole('tab', { name: 'Contacts' }).click();
    await page.waitForTimeout(1500);
    expect(contactCalls).toBe(1);
    for (const who of [extra.email, copywriter.email]) {
      await contacts.getByRole('listitem').filter({ hasText: who }).getByRole('button').click();
      await eventually(() => contacts.getByRole('listitem').filter({ hasText: who }).count()).toBe(0);
    }
    await contacts.getByRole('listitem').filter({ hasText: reviewer.email }).getByRole('button').click();
    await toast(page, requestNotices.contactNeeded).waitFor();
    expect(await page.getByText(requestMessages.toInvalid).count()).toBe(0);
    expect(await contacts.getByRole('listitem').count()).toBe(1);
    page.off('request', count);
    expect(unexpected(errors)).toEqual([]);
  });

  it("in French, says the request's status and the form's refusals in French", async () => {
    const fr = frRequests.requests;
    await chooseLanguage(page, 'Français', 'fr');
    await openPage(page, '/communicationrequest');
    const row = page.getByRole('row').filter({ hasText: requestName });
    await eventually(() => row.locator('.p-tag').textContent()).toBe(fr.list.status.open);
    expect(fr.list.status.open).not.toBe('Open');

    await page.getByRole('button', { name: fr.create.title }).click();
    const panel = page.getByRole('complementary', { name: frShell.shell.sidePanel.modes['new-communication-request'] });
    await panel.getByRole('button', { name: fr.create.submit }).click();
    await toast(page, fr.spec.formInvalid).waitFor();
    await panel.getByText('Le nom de la demande est obligatoire', { exact: true }).waitFor();
    expect(await panel.getByText(requestNotices.requestNameRequired, { exact: true }).count()).toBe(0);
    expect(await page.getByText(requestMessages.formInvalid).count()).toBe(0);
    // The form's counter writes its maximum as French does (2 000, not 2,000).
    await panel.getByText(/^0 \/ 2\s000 caractères$/).waitFor();
    // The reasons for review are offered in French too ('Brand Compliance' was English on a French page).
    await panel.getByLabel(fr.reasonsForReview['5'], { exact: true }).waitFor();
    expect(await panel.getByLabel('Brand Compliance', { exact: true }).count()).toBe(0);
    await panel.getByRole('button', { name: fr.common.cancel }).click();
    await panel.waitFor({ state: 'detached' });

    // The request's own page: its status in the header and among its facts.
    await openPage(page, `/communicationrequest/${requestId}`);
    await page.getByLabel(fr.details.statusIs.replace('{{status}}', fr.list.status.open)).waitFor();
    await page.locator('.request-facts dd').filter({ hasText: fr.list.status.open }).first().waitFor();
    await page.getByLabel(fr.reasonsForReview['1'], { exact: true }).waitFor();
    expect(unexpected(errors)).toEqual([]);
  });
});

/** The browser reports every failed load as a console error; only the upload the test breaks is expected. */
const unexpected = (errors: string[]) => errors.filter((e) => !e.includes('net::ERR_CONNECTION_RESET'));
