import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { DEMO_PASSWORD } from '../../scripts/local/demoData';
import { busiestIn, debuggerOf, sleep, whereTheScriptRuns, within, type CpuProfile } from './stuckPage';
import { stack } from './session';

/**
 * How long a condition a user sees (a page after a transition, a text after an API round trip) may take to show
 * on a slow, cold, two-core machine shared with other work. A wait that runs out of it is a failure, never a
 * reason to wait longer or to sleep.
 */
export const UI_TIMEOUT = 30_000;

/** Debian's Chromium, headless, with the flags that keep it off the network on this closed machine. */
async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    timeout: 2 * UI_TIMEOUT,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** One Chromium for a test file: launched before its first test, closed after its last. Call at the file's top. */
export function chromiumForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium is launched before the first test of the file');
    return browser;
  };
}

/**
 * What the site's Content-Security-Policy refused (or, report-only, would refuse) since the last test ended: the
 * browser reports each as a console error ("Refused to ...") and a `securitypolicyviolation` event, which the
 * init script below logs too. Any of them fails the test, so a screen that breaks under the policy is caught.
 */
const cspViolations: string[] = [];
const REPORT_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (e) =>
  console.error('CSP violation: ' + e.effectiveDirective + ' refused ' + (e.blockedURI || 'inline') +
    ' at ' + e.sourceFile + ':' + e.lineNumber));`;
afterEach(() => {
  const found = cspViolations.splice(0);
  expect(found, 'Content-Security-Policy violations').toEqual([]);
});

/**
 * A browser context whose every Playwright wait (navigation, `waitFor`, `waitForURL`, the auto-wait of actions)
 * gives up after UI_TIMEOUT, set here rather than left to the library's default.
 */
export async function newContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript(REPORT_VIOLATIONS);
  context.on('console', (message) => {
    const text = message.text();
    if (/^CSP violation: |Content Security Policy/.test(text)) cspViolations.push(`${message.page()?.url()}: ${text}`);
  });
  context.setDefaultTimeout(UI_TIMEOUT);
  context.setDefaultNavigationTimeout(UI_TIMEOUT);
  return context;
}

/** A page in a context of its own (its own session), with the waits of `newContext`. */
export async function newPage(browser: Browser, options?: BrowserContextOptions): Promise<Page> {
  const context = await newContext(browser, options);
  const page = await context.newPage();
  page.on('close', () => void context.close().catch(() => undefined));
  return page;
}

/** A path as a pattern of the URL's hash (its `?` and other special characters taken literally). */
const literal = (text: string) => text.replace(/[.*+?^$()|[\]{}\\]/g, '\\$&');
const hashPattern = (path: string) => new RegExp(`#${literal(path)}`);

/**
 * A signed-in page at `path`: a context of its own opened at the path, sent to the sign-in page, signed in there
 * with the demo password as a user would, and back at the path. `options` are the context's (viewport, downloads).
 */
export async function signIn(
  browser: Browser,
  email: string,
  path: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const page = await newPage(browser, { viewport: { width: 1400, height: 1000 }, ...options });
  // goto: a new page, sent to sign in first
  await page.goto(`${stack().webUrl}/#${path}`);
  await page.waitForURL(/#\/auth\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(hashPattern(path));
  return page;
}

/** A page's address as `openPage` takes it, without a leading `/`, `#` or `#/`. */
const addressOf = (path: string) => path.replace(/^\/?#?\/?/, '');

/**
 * Where a page opened at `path` has moved by itself, or nothing while it stays. A page must not change its address
 * without the user: the router takes such a move over one the user has just started, so a default written to the
 * address when the data arrived (the first role, the first retailer) took the user back to the page being left.
 */
export function addressMovedFrom(page: Page, path: string): string | undefined {
  const { hash } = new URL(page.url());
  return hash === `#/${addressOf(path)}` ? undefined : hash;
}

/**
 * The page's requests in flight from now (its code as it loads, then its API calls) and when that last changed;
 * `stop` stops following them. `loading` names them for a failure's message.
 */
function followRequests(page: Page) {
  const inFlight = new Set<Request>();
  const all: Request[] = [];
  const since = Date.now();
  let lastChange = since;
  const started = (request: Request) => {
    inFlight.add(request);
    all.push(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started).on('requestfinished', ended).on('requestfailed', ended);
  return {
    inFlight,
    quietFor: () => Date.now() - lastChange,
    loading: () => JSON.stringify([...inFlight].map((r) => `${r.method()} ${r.url()}`)),
    /**
     * When each request started after `since`, and when its connection, answer and last byte came, in ms after
     * its start (Chromium's timing): a request slow to start waited for a connection, one slow to answer for the
     * server, one whose end Playwright heard late for the page.
     */
    timings: () =>
      all
        .map((r) => {
          const t = r.timing();
          const at = (ms: number) => (ms < 0 ? '-' : Math.round(ms));
          // Chromium times a request once it ends.
          if (t.startTime < 0) return `${new URL(r.url()).pathname}: did not end`;
          return `${new URL(r.url()).pathname} at +${Math.round(t.startTime - since)}: connect ${at(t.connectStart)} request ${at(t.requestStart)} answer ${at(t.responseStart)} end ${at(t.responseEnd)}`;
        })
        .join('; '),
    stop: () => page.off('request', started).off('requestfinished', ended).off('requestfailed', ended),
  };
}

/**
 * Opens a page of the shell by its address (`programdetails/12`, `retailerprofile?retailer=3`) on a signed-in page,
 * and returns once the shell shows it. Going to another address keeps the page being left on screen until the next
 * one is drawn, so a step taken at once could act on the old page: a button or search box of the same name there.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  const address = addressOf(path);
  const pathname = `/${address.split('?')[0]}`;
  const requests = followRequests(page);
  const said: string[] = [];
  const logged = (message: ConsoleMessage) => said.push(`${message.type()}: ${message.text()}`);
  const threw = (error: Error) => said.push(`uncaught: ${error.message}`);
  page.on('console', logged).on('pageerror', threw);
  const cdp = await debuggerOf(page);
  await cdp.send('Profiler.start');
  try {
    // goto: the one move between pages that waits for the next page (below)
    await page.goto(`${new URL(page.url()).origin}/#/${address}`);
    await page.locator(`main#main-content[data-path="${pathname}"]`).waitFor({ timeout: UI_TIMEOUT });
    void cdp.send('Profiler.stop').catch(() => undefined);
  } catch (error) {
    const profiled = await within(
      10_000,
      'no profile within 10 s',
      cdp.send('Profiler.stop').then(({ profile }) => busiestIn(profile as CpuProfile)),
    );
    // Say where the move stopped: the address the browser is at, what the page shows (the shell's pages by their
    // path, the start of its text) or that it no longer answers (a script that runs for ever), the calls and code
    // still loading, and what the page logged or threw.
    const shows = await within<object | string>(
      2_000,
      'no answer within 2 s',
      page.evaluate(() => ({
        pages: [...document.querySelectorAll<HTMLElement>('main#main-content')].map((main) => main.dataset.path),
        text: document.body.innerText.replace(/\s+/g, ' ').slice(0, 300),
      })),
    );
    const running = typeof shows === 'string' ? `; its script: ${await whereTheScriptRuns(page)}` : '';
    const loading = requests.loading();
    // The requests still loading get five seconds to end, so their timing says where they waited.
    for (let waited = 0; requests.inFlight.size > 0 && waited < 5_000; waited += 100) await sleep(100);
    throw new Error(
      `${pathname} was not drawn: the address is ${page.url()}; the page shows ${JSON.stringify(shows)}${running}; ` +
        `still loading: ${loading}; logged: ${JSON.stringify(said)}; the page's work since the move: ${profiled}; ` +
        `its requests: ${requests.timings()}`,
      { cause: error },
    );
  } finally {
    requests.stop();
    page.off('console', logged).off('pageerror', threw);
  }
}

/**
 * Follows the requests in flight (the page's code as it loads, then its API calls), so a test can wait until a page
 * has loaded and asked for everything it shows: quiet for half a second. Still busy after UI_TIMEOUT fails, naming
 * the requests that did not end: a walk that went on would judge a page that had not loaded.
 */
export function watchCalls(page: Page) {
  const requests = followRequests(page);
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 403) refused.push(`${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  const busy = () => requests.inFlight.size > 0 || requests.quietFor() < 500;
  return {
    refused,
    async settled() {
      const deadline = Date.now() + UI_TIMEOUT;
      while (Date.now() < deadline && busy()) await sleep(100);
      if (busy())
        throw new Error(`${page.url()} did not go quiet in ${UI_TIMEOUT} ms; still loading: ${requests.loading()}`);
    },
  };
}

/**
 * `expect.poll` for what a user sees settle (a text, a count, a field's value), with UI_TIMEOUT: vitest's own
 * default of 1 s fails on a slow machine while the page is still loading.
 */
export function eventually<T>(read: () => T | Promise<T>, timeout = UI_TIMEOUT) {
  return expect.poll(read, { timeout, interval: 100 });
}

/**
 * For a journey split into phases (one `it` each, sharing the page): once a phase fails, the later ones are
 * skipped with its name instead of failing for the same reason, so the report names the phase that broke.
 * Call inside the journey's `describe`.
 */
export function phasesStopAtFirstFailure() {
  let failed: string | undefined;
  beforeEach((context) => {
    if (failed) context.skip(`the earlier phase "${failed}" failed`);
    context.onTestFailed(() => {
      failed ??= context.task.name;
    });
  });
}

/**
 * A question the page asks in a dialog (PrimeReact's ConfirmDialog), found by its text, or the last dialog open.
 * Answer it inside the dialog with the button's exact name: `getByRole('button', { name: 'No' })` on the whole page
 * also finds any button whose name holds 'no' (a maker named 'Maker znoqm3' by a test's random tag).
 */
export const confirmDialog = (page: Page, question?: string | RegExp) => {
  const dialogs = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  return question === undefined ? dialogs.last() : dialogs.filter({ hasText: question });
};

/**
 * Chooses a language in the header's selector by its name ('Français', 'English (US)') and waits until the page
 * says it is in that language (`lang`: 'fr', 'en-US'). The choice is kept on this device.
 */
export async function chooseLanguage(page: Page, name: string, lang: string) {
  await page.locator('.language-selector').click();
  await page.getByRole('option', { name }).click();
  await eventually(() => page.locator('html').getAttribute('lang')).toBe(lang);
}

/** Collects what a user would not see but an engineer must: console errors and uncaught page errors. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * The collected errors a test did not expect: all of them but the failed requests ("status of NNN") with the
 * statuses the test provokes on purpose (a refused save, a link that is gone).
 */
export const unexpectedErrors = (errors: string[], ...expectedStatuses: number[]) =>
  errors.filter((e) => !expectedStatuses.some((status) => e.includes(`status of ${status}`)));

/** Picks an option of a typeahead after typing part of it. */
export async function chooseLookupOption(lookup: Locator, typed: string, option: RegExp | string) {
  await lookup.click();
  // The whole text at once, as a paste: one search, so no answer for a shorter prefix redraws the list under the
  // click (typing key by key on a loaded machine searched every prefix).
  await lookup.fill(typed);
  // The list the click showed stays until the typed search (350 ms later) answers and redraws it: wait for that.
  const root = lookup.locator('xpath=ancestor-or-self::*[contains(concat(" ", @class, " "), " lookup ")][1]');
  await root.and(lookup.page().locator(`[data-answered-search="${typed.trim()}"]`)).waitFor({ timeout: UI_TIMEOUT });
  await lookup.page().getByRole('option', { name: option }).first().click();
}

/**
 * Opens the panel of Reallocate's choices in its open dialog, once they are loaded: PrimeReact's dropdown ignores a
 * click while it shows its loading icon, and a click while the dialog still opens may not reach it, so it is
 * clicked until its panel shows. Answers the panel's search box.
 */
export async function showReallocateChoices(page: Page, dialog: Locator) {
  const dropdown = dialog.locator('.p-dropdown:has(#reallocate-tactic)');
  await dropdown.locator('.p-icon-spin').waitFor({ state: 'detached', timeout: UI_TIMEOUT });
  const filter = page.locator('.p-dropdown-panel .p-dropdown-filter');
  await eventually(async () => {
    if (!(await filter.isVisible())) await dropdown.click();
    return filter.isVisible();
  }).toBe(true);
  return filter;
}

/** Opens Reallocate's dialog on a reconciliation page and its choices' panel: the dialog and the panel's search box. */
export async function openReallocateChoices(page: Page) {
  await page.getByRole('button', { name: 'Reallocate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reallocate the invoice' });
  await dialog.waitFor({ timeout: UI_TIMEOUT });
  return { dialog, filter: await showReallocateChoices(page, dialog) };
}

/**
 * Opens a PrimeReact dropdown by its input's id and picks an option: the one with this text (typed into the panel's
 * filter when it has one), else the first. Waits until the panel is gone, so the next pick never meets an option of
 * a panel still closing (under load its exit animation outlives the click).
 */
export async function pickDropdownOption(page: Page, inputId: string, option?: string) {
  await page.locator(`.p-dropdown:has(#${inputId})`).click();
  const panel = page.locator('.p-dropdown-panel');
  if (option !== undefined) {
    const filter = panel.locator('.p-dropdown-filter');
    if (await filter.count()) await filter.fill(option);
  }
  const options = panel.locator('[role="option"]');
  await (option === undefined ? options : options.filter({ hasText: option })).first().click();
  await panel.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
}
