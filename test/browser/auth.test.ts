import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumForFile, collectPageErrors, eventually, newPage, phasesStopAtFirstFailure } from '../support/browser';
import { callApi, idTokenOf, stack } from '../support/session';

const browser = chromiumForFile();

interface Mail {
  destination: { to: string[] };
  subject: string;
  body: { text: string };
}

/** The codes Cognito would have e-mailed, as the local stack delivers them to the SES stand-in's mailbox. */
async function codeMailsTo(email: string): Promise<Mail[]> {
  const store = (await (await fetch(`${stack().mailUrl}/store`)).json()) as { emails: Mail[] };
  return store.emails.filter((mail) => mail.destination.to[0] === email && mail.subject === 'Your verification code');
}

/** Waits for a code mail beyond the `seen` first ones and reads its code. */
async function nextCode(email: string, seen: number): Promise<string> {
  try {
    await eventually(async () => (await codeMailsTo(email)).length).toBeGreaterThan(seen);
  } catch (error) {
    // Say where the code went: printed by cognito-local or not, delivered to the mailbox or not.
    const log = readFileSync(stack().logFile!, 'utf8').split('\n');
    const lines = log.filter((line) => line.includes(email));
    throw new Error(`No new code mail for ${email}. The local stack's log of it:\n${lines.join('\n') || '(nothing)'}`, {
      cause: error,
    });
  }
  const text = (await codeMailsTo(email)).at(-1)!.body.text;
  expect(text).toMatch(/^Your verification code \(or temporary password\) is \d+$/);
  return /(\d+)$/.exec(text)![1]!;
}

/** Another code than the right one, for the wrong-code answer. */
const wrongCode = (code: string) => code.slice(0, -1) + String((Number(code.at(-1)) + 1) % 10);

/** What a user would not see but an engineer must; answers the test provoked (a wrong code is a 400) aside. */
const unexpected = (errors: string[]) => errors.filter((e) => !e.startsWith('Failed to load resource'));

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await onAuthPage(page, /#\/auth\/login/, 'Sign in');
}

const alertTexts = (page: Page) => page.getByRole('alert').allTextContents();

/** Waits for an auth page to show: the previous page stays on screen while the next one's code loads. */
async function onAuthPage(page: Page, url: RegExp, title: string) {
  await page.waitForURL(url);
  await page.getByRole('heading', { name: title, exact: true }).waitFor();
}

describe('registration, forgotten and changed passwords in the browser', () => {
  const email = `self-${randomUUID().slice(0, 8)}@demo.local`;
  const firstPassword = 'First-Passw0rd!';
  const resetPassword = 'Reset-Passw0rd!';
  const changedPassword = 'Changed-Passw0rd!';
  phasesStopAtFirstFailure();

  let page: Page;
  let errors: string[];
  let mailsBefore: number;

  it('checks the password rules on the registration page before Cognito is asked, and keeps what was typed', async () => {
    page = await newPage(browser());
    errors = collectPageErrors(page);
    await page.goto(`${stack().webUrl}/#/auth/login`);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await onAuthPage(page, /#\/auth\/register/, 'Create an account');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Name').fill('Sam Self');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('shorter');
    await page.getByRole('button', { name: 'Create account' }).click();
    await eventually(() => alertTexts(page)).toEqual([
      'The password does not meet all the rules below.',
      'The two passwords do not match.',
    ]);
    await page.getByText('at least 12 characters').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(await page.getByLabel('Name').inputValue()).toBe('Sam Self');
  });

  it('registers and asks for the e-mailed code', async () => {
    mailsBefore = (await codeMailsTo(email)).length;
    await page.getByLabel('Password', { exact: true }).fill(firstPassword);
    await page.getByLabel('Confirm password').fill(firstPassword);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Confirm your account' }).waitFor();
    await page.getByText(`We sent a verification code to ${email}`).waitFor();
  });

  it('refuses a wrong code, confirms with the right one, and offers to sign in', async () => {
    const code = await nextCode(email, mailsBefore);
    await page.getByLabel('Verification code').fill(wrongCode(code));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await eventually(() => alertTexts(page)).toEqual(['This code is not correct. Check the e-mail and try again.']);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();

    await onAuthPage(page, /#\/auth\/login/, 'Sign in');
    await page.getByText('Your account is confirmed. Sign in with your e-mail and password.').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
  });

  it('signs in to a home page that says access must be granted', async () => {
    await page.getByLabel('Password', { exact: true }).fill(firstPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/#\/home/);
    await page.getByText('You have no access yet').waitFor();
    await page.getByText('an administrator must give you a role').waitFor();
    await page.getByText(`Welcome, ${email}`).waitFor();
  });

  it('lists the new user, without a role, for administrators to give one; the user signs out', async () => {
    const users = await callApi('GET', 'users', {
      token: await idTokenOf('admin@demo.local'),
      query: { searchTerm: email },
    });
    expect(users.status).toBe(200);
    expect(users.json.data.items).toEqual([expect.objectContaining({ email, roles: [], active: true })]);

    await signOut(page);
    expect(unexpected(errors)).toEqual([]);
  });

  it('resets a forgotten password with the e-mailed code, then signs in with the new one', async () => {
    const page = await newPage(browser());
    const errors = collectPageErrors(page);
    await page.goto(`${stack().webUrl}/#/auth/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await onAuthPage(page, /#\/auth\/forgot/, 'Forgot password');
    expect(await page.getByLabel('Email').inputValue()).toBe(email);

    const mailsBefore = (await codeMailsTo(email)).length;
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Verification code').waitFor();
    const code = await nextCode(email, mailsBefore);

    await page.getByLabel('Verification code').fill(code);
    await page.getByLabel('New password', { exact: true }).fill(resetPassword);
    await page.getByLabel('Confirm password').fill(`${resetPassword}x`);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await eventually(() => alertTexts(page)).toEqual(['The two passwords do not match.']);

    await page.getByLabel('Confirm password').fill(resetPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await onAuthPage(page, /#\/auth\/login/, 'Sign in');
    await page.getByText('Your password was changed. Sign in with your new password.').waitFor();

    await signIn(page, email, firstPassword);
    await eventually(() => alertTexts(page)).toEqual(['Login failed. Try again.']);
    await page.getByLabel('Password', { exact: true }).fill(resetPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/#\/home/);
    await signOut(page);
    expect(unexpected(errors)).toEqual([]);
  });

  it('changes the password on My account', async () => {
    const page = await newPage(browser());
    const errors = collectPageErrors(page);
    // goto: signed out, the shell sends the visitor to sign in (no shell page is drawn)
    await page.goto(`${stack().webUrl}/#/myAccount`);
    await onAuthPage(page, /#\/auth\/login/, 'Sign in');
    await signIn(page, email, resetPassword);
    await page.waitForURL(/#\/myAccount/);

    await page.getByLabel('Current password').fill('Not-the-passw0rd!');
    await page.getByLabel('New password', { exact: true }).fill(changedPassword);
    await page.getByLabel('Confirm new password').fill(changedPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await eventually(() => alertTexts(page)).toEqual(['Your current password is not correct.']);
    expect(await page.getByLabel('New password', { exact: true }).inputValue()).toBe(changedPassword);

    await page.getByLabel('Current password').fill(resetPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    const saved = page.locator('.p-toast-message').filter({ hasText: 'Your password was changed.' });
    await saved.waitFor();
    expect(await page.getByLabel('Current password').inputValue()).toBe('');
    // The message sits over the header's Sign out button until it is closed (or after 10 s).
    await saved.getByRole('button').click();

    await signOut(page);
    await signIn(page, email, changedPassword);
    await page.waitForURL(/#\/home/);
    await signOut(page);
    expect(unexpected(errors)).toEqual([]);
  });
});

describe('registration and sign-in edge cases in the browser', () => {
  const firstPassword = 'First-Passw0rd!';

  it('offers to confirm an account that was registered but never confirmed', async () => {
    const unconfirmed = `later-${randomUUID().slice(0, 8)}@demo.local`;
    const page = await newPage(browser());
    const errors = collectPageErrors(page);
    await page.goto(`${stack().webUrl}/#/auth/register`);
    await onAuthPage(page, /#\/auth\/register/, 'Create an account');
    await page.getByLabel('Email').fill(unconfirmed);
    await page.getByLabel('Password', { exact: true }).fill(firstPassword);
    await page.getByLabel('Confirm password').fill(firstPassword);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Confirm your account' }).waitFor();
    const code = await nextCode(unconfirmed, 0);

    // Registering again says the account exists and leads to the code.
    await page.getByRole('button', { name: 'Use another e-mail' }).click();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('An account with this e-mail already exists.').waitFor();
    await page.getByRole('button', { name: 'Enter a confirmation code' }).click();
    await page.getByRole('heading', { name: 'Confirm your account' }).waitFor();

    // Signing in before confirming offers the confirmation too.
    await page.goto(`${stack().webUrl}/#/auth/login`);
    await signIn(page, unconfirmed, firstPassword);
    await page.getByText('Your account is not confirmed yet.').waitFor();
    await page.getByRole('button', { name: 'Confirm your account' }).click();
    await onAuthPage(page, /#\/auth\/register/, 'Confirm your account');
    await page.getByText(`Enter the verification code we e-mailed to ${unconfirmed}.`).waitFor();
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await onAuthPage(page, /#\/auth\/login/, 'Sign in');
    await page.getByLabel('Password', { exact: true }).fill(firstPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/#\/home/);
    await signOut(page);
    expect(unexpected(errors)).toEqual([]);
  });

  it('sends a deactivated user to the locked page', async () => {
    const page = await newPage(browser());
    // The local Cognito stand-in does not refuse disabled users; this is Cognito's answer in AWS.
    await page.route(
      (url) => url.href.startsWith(stack().cognito.endpoint),
      async (route) => {
        const request = route.request();
        if (request.method() === 'OPTIONS' || !request.headers()['x-amz-target']?.endsWith('.InitiateAuth'))
          return route.continue();
        await route.fulfill({
          status: 400,
          headers: {
            'content-type': 'application/x-amz-json-1.1',
            'x-amzn-errortype': 'NotAuthorizedException',
            'access-control-allow-origin': '*',
            'access-control-expose-headers': 'x-amzn-errortype, x-amzn-requestid',
          },
          body: JSON.stringify({ __type: 'NotAuthorizedException', message: 'User is disabled.' }),
        });
      },
    );
    await page.goto(`${stack().webUrl}/#/auth/login`);
    await signIn(page, 'planner@demo.local', 'Demo-Passw0rd!');
    await onAuthPage(page, /#\/auth\/locked/, 'Account locked');
    await page.getByText('The account planner@demo.local has been deactivated, so you cannot sign in.').waitFor();
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.waitForURL(/#\/auth\/login/);
  });
});
