import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uploadExtensions } from '../../shared/uploads';
import {
  chromiumForFile,
  collectPageErrors,
  eventually,
  phasesStopAtFirstFailure,
  signIn,
  UI_TIMEOUT,
} from '../support/browser';

/**
 * The content page editor's files (Resources; the Guidelines journey is in calendar.test.ts): the administrator
 * attaches files as everywhere else, each checked before anything is sent, with its problem shown on its own row,
 * and the text typed in the editor kept. Nothing is saved: the page stays as it was.
 */
const browser = chromiumForFile();

describe('the content editor checks each attached file before it is sent, as the other file fields do', () => {
  phasesStopAtFirstFailure();
  const suffix = Date.now().toString(36);
  const title = `Resources draft ${suffix}`;
  const good = `Price list ${suffix}.pdf`;
  let page: Page;
  let errors: string[];
  const sent: string[] = [];

  it('refuses a file of a type the server refuses, and an empty one, each on its own row, sending nothing', async () => {
    page = await signIn(browser(), 'admin@demo.local', '/resources');
    errors = collectPageErrors(page);
    page.on('request', (request) => {
      if (request.url().includes('content/resources/upload')) sent.push(request.method());
    });
    await page.getByRole('button', { name: 'Edit' }).click({ timeout: UI_TIMEOUT });
    const editor = page.getByRole('form', { name: 'Edit page' });
    await editor.getByLabel('Title').fill(title);

    await editor.locator('input[type=file]').setInputFiles([
      { name: 'page.html', mimeType: 'text/html', buffer: Buffer.from('<p>hello</p>') },
      { name: 'blank.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) },
    ]);
    const uploads = editor.getByRole('list', { name: 'Uploads' });
    const refused = uploads.getByRole('listitem').filter({ hasText: 'page.html' });
    await eventually(() => refused.getByRole('alert').allTextContents()).toEqual([
      `page.html was not uploaded: files of this type cannot be uploaded here. Allowed: ${uploadExtensions('document').join(', ')}.`,
    ]);
    const empty = uploads.getByRole('listitem').filter({ hasText: 'blank.pdf' });
    await eventually(() => empty.getByRole('alert').allTextContents()).toEqual([
      'blank.pdf was not uploaded: the file is empty.',
    ]);
    expect(sent).toEqual([]);
    expect(await editor.getByLabel('Title').inputValue()).toBe(title);

    // A problem stays until dismissed; dismissing one leaves the other.
    await uploads.getByRole('button', { name: 'Dismiss page.html' }).click();
    await refused.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    expect(await empty.getByRole('alert').allTextContents()).toEqual([
      'blank.pdf was not uploaded: the file is empty.',
    ]);
  });

  it('uploads a good file and lists it in the editor, the typed title kept', async () => {
    const editor = page.getByRole('form', { name: 'Edit page' });
    await editor.locator('input[type=file]').setInputFiles({
      name: good,
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 price list'),
    });
    await editor.getByRole('button', { name: `Remove ${good}` }).waitFor({ timeout: UI_TIMEOUT });
    expect(sent).toEqual(['POST']);
    expect(await editor.getByLabel('Title').inputValue()).toBe(title);
    // The upload leaves the uploads list once done; the earlier refusals went with the new choice.
    await editor.getByRole('list', { name: 'Uploads' }).waitFor({ state: 'detached', timeout: UI_TIMEOUT });

    await editor.getByRole('button', { name: 'Cancel' }).click();
    await editor.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
