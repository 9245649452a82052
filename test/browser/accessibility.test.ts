import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import Color from 'color';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumForFile, newPage, openPage, signIn, watchCalls } from '../support/browser';
import { ownFreshMarketProgram } from '../support/catalog';
import { programPages, SHELL_PAGES } from '../support/pages';
import { productionProgram } from '../support/production';
import { openRequest } from '../support/requests';
import { callApi, idTokenOf, stack } from '../support/session';

const browser = chromiumForFile();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Buttons whose glyph is drawn in about the colour of their own fill (under 3:1, WCAG 1.4.11). axe-core measures
 * text, not an icon font's glyph: a rule meant for filled buttons that matched the icon-only text buttons too drew
 * each row's delete button as a red disc, its red bin inside unseen.
 */
async function unseenGlyphs(page: Page, where: string): Promise<string[]> {
  const buttons = await page.locator('button:visible, a.p-button:visible').evaluateAll((elements) =>
    elements.map((button) => ({
      name: button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '',
      glyph: getComputedStyle(button).color,
      fill: getComputedStyle(button).backgroundColor,
    })),
  );
  return buttons
    .filter(({ glyph, fill }) => Color(fill).alpha() === 1 && Color(glyph).contrast(Color(fill)) < 3)
    .map(({ name, glyph, fill }) => `${where}: button '${name}' draws ${glyph} on ${fill}`);
}

/**
 * Table cells whose icon-only buttons stack instead of standing side by side: a squeezed actions column that wraps
 * them makes each row two to four buttons tall (the owner and resident contacts' edit and delete did).
 */
async function stackedRowActions(page: Page, where: string): Promise<string[]> {
  const cells = await page.locator('td:visible').evaluateAll((tds) =>
    tds.flatMap((td) => {
      const icons = [...td.querySelectorAll('.p-button-icon-only')].filter((b) => b.getClientRects().length > 0);
      // On one line, every button reaches below every other's top; a button on a line of its own starts below one.
      const boxes = icons.map((b) => b.getBoundingClientRect());
      const stacked = boxes.some((upper) => boxes.some((lower) => lower.top >= upper.bottom));
      return stacked ? [icons.map((b) => b.getAttribute('aria-label') ?? '').join(', ')] : [];
    }),
  );
  return cells.map((names) => `${where}: row actions stacked (${names})`);
}

/** Text links in table cells that start right of the cell's text: a link button keeps its padding there. */
async function indentedCellLinks(page: Page, where: string): Promise<string[]> {
  const links = await page.locator('td:visible').evaluateAll((tds) =>
    tds.flatMap((td) =>
      [...td.children]
        .filter((child) => child.matches('.p-button-link:not(.p-button-icon-only)'))
        .filter((link) => getComputedStyle(link).paddingLeft !== '0px')
        .map((link) => link.textContent ?? ''),
    ),
  );
  return links.slice(0, 3).map((text) => `${where}: cell link indented (${text})`);
}

/** Identifiers (CR-000002, QS-BUBBL, a PO number) broken over two lines at a hyphen: a narrow column wrapped them. */
async function brokenCodes(page: Page, where: string): Promise<string[]> {
  const codes = await page.locator('td:visible').evaluateAll((tds) =>
    tds.flatMap((td) => {
      const text = td.textContent?.trim() ?? '';
      if (!/^[A-Z0-9]+(?:-[A-Z0-9]+)+$/.test(text)) return [];
      const range = document.createRange();
      range.selectNodeContents(td);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      return lines.size > 1 ? [text] : [];
    }),
  );
  return codes.slice(0, 3).map((code) => `${where}: identifier broken over lines (${code})`);
}

/**
 * Fields that cut their own placeholder short: the text, typed in, would scroll ('Search PO, invoice, vendor,
 * retailer, program or tactic' lost its last word; the tactic catalog's 'Filter by Production processing' its
 * last). The value is put back at once, without an input event.
 */
async function cutPlaceholders(page: Page, where: string): Promise<string[]> {
  const cut = await page.locator('input[placeholder]:visible').evaluateAll((inputs) =>
    (inputs as HTMLInputElement[]).flatMap((input) => {
      if (input.value !== '' || input.placeholder === '') return [];
      input.value = input.placeholder;
      const overflows = input.scrollWidth > input.clientWidth;
      input.value = '';
      return overflows ? [input.placeholder] : [];
    }),
  );
  return cut.map((text) => `${where}: placeholder cut off ('${text}')`);
}

/**
 * A table's filters that take more room than its search box: a filter stretched across the toolbar pushes the next
 * one onto a line of its own (the expense lists' retailer lookup filled its parent, stacking the status above it).
 */
async function stretchedFilters(page: Page, where: string): Promise<string[]> {
  const filters = await page.locator('.table-header:visible').evaluateAll((headers) =>
    headers.flatMap((header) => {
      const search = header.querySelector('.table-search')?.getBoundingClientRect().width ?? Infinity;
      return [...header.querySelectorAll('.table-toolbar > *')]
        .filter((filter) => filter.getBoundingClientRect().width > search + 1)
        .map((filter) => filter.querySelector('input')?.getAttribute('aria-label') ?? filter.className);
    }),
  );
  return filters.map((name) => `${where}: filter wider than the search (${name})`);
}

/**
 * What axe-core finds against WCAG 2.1 A and AA on the page as it stands, one line per rule broken with where, and
 * the buttons whose glyph does not stand out from their fill.
 */
async function wcagViolations(page: Page, where: string): Promise<string[]> {
  // Colours are measured once they stand still: a panel fading in (the activity feed's) is paler than it will be.
  // A spinner's endless turn is no transition.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => ({ id: v.id, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  return [
    ...violations.map((v) => `${where}: ${v.id} at ${v.targets.join(', ')}`),
    ...(await unseenGlyphs(page, where)),
  ];
}

let programPath = '';
let ownPages: string[] = [];
beforeAll(async () => {
  const planner = await idTokenOf('planner@demo.local');
  const { programId, retailerId, tactic } = await ownFreshMarketProgram(planner, `Read aloud ${Date.now()}`);
  programPath = `programdetails/${programId}`;
  ownPages = programPages(programId);
  // A contact on the retailer's profile, as full as the demo's: its row has actions to lay out beside long texts.
  const contact = await callApi('POST', 'retailers/owners', {
    token: await idTokenOf('admin@demo.local'),
    body: {
      retailerId,
      kind: 'owner',
      name: 'Reads Aloud',
      title: 'Category Marketing Manager',
      email: 'reads.aloud@freshmarket.example.com',
      phone: '+1 512 555 0142',
      notes: 'Owns the promotional calendar and the end caps.',
    },
  });
  expect(contact.status, contact.text).toBe(200);
  // A communication request: its list shows its code (CR-000001) in a narrow first column.
  await openRequest(planner, {
    programId,
    tacticId: tactic.id,
    contactEmail: 'retailer@demo.local',
    name: 'Read aloud',
  });
  // An approved program: production processing lists it, its name a link in the table's cell.
  await productionProgram({
    admin: await idTokenOf('admin@demo.local'),
    planner,
    approver: await idTokenOf('approver@demo.local'),
    name: `Read aloud approved ${Date.now()}`,
  });
});

const PAGES_TIMEOUT = 300_000;

/**
 * Administration's own pages (its router, beyond the shell's list): a record's form and list among the reference
 * kinds, the tree of menus, roles, settings and a new user's form.
 */
const ADMIN_PAGES = [
  'admin/roles',
  'admin/menus',
  'admin/site-configuration',
  'admin/client-settings',
  'admin/users/new',
  'admin/reference/tactic',
  'admin/reference/retailer/new',
];

/** The layout switcher's skins, as it names them: a client's skin recolours the header, the menu and the buttons. */
const SKINS = ['Default', 'Ocean', 'Forest', 'Sunset', 'Berry', 'Ruby', 'Graphite', 'Midnight'];

describe('every page reads right to assistive technology (axe-core, WCAG 2.1 A and AA)', () => {
  it('the sign-in page', async ({ expect }) => {
    const page = await newPage(browser(), { viewport: { width: 1400, height: 1000 } });
    // goto: a new page, sent to sign in first
    await page.goto(`${stack().webUrl}/#/home`);
    await page.waitForURL(/#\/auth\/login/);
    await page.getByLabel('Email').waitFor();
    expect(await wcagViolations(page, 'sign-in')).toEqual([]);
    await page.context().close();
  });

  it("the planner: a program's copy panel, cart and print dialog", async ({ expect }) => {
    const page = await signIn(browser(), 'planner@demo.local', '/home');
    const calls = watchCalls(page);
    const found: string[] = [];
    for (const [path, button] of [
      [programPath, /^Copy$/],
      [programPath, /^My Cart/],
      [programPath, /^Print Program Details$/],
    ] as const) {
      await openPage(page, path);
      // Each opens on the page as it first shows, never over the panel or dialog before.
      await page.reload();
      await calls.settled();
      await page.getByRole('button', { name: button }).first().click();
      await page.locator('.side-panel, [role="dialog"]').first().waitFor();
      await calls.settled();
      found.push(...(await wcagViolations(page, `${path} ${String(button)}`)));
    }
    expect(found).toEqual([]);
    await page.context().close();
  });

  it('every skin, with the colour-blind palette, keeps text at AA', { timeout: PAGES_TIMEOUT }, async ({ expect }) => {
    const page = await signIn(browser(), 'planner@demo.local', '/home');
    const calls = watchCalls(page);
    const layoutSettings = page.getByRole('button', { name: 'Layout settings' });
    await layoutSettings.click();
    await page.getByLabel('Colorblind friendly').check();
    const found: string[] = [];
    for (const skin of SKINS) {
      if (!(await page.getByLabel(skin, { exact: true }).isVisible())) await layoutSettings.click();
      await page.getByLabel(skin, { exact: true }).check();
      await page.keyboard.press('Escape');
      // Home has the header, the menu, the tasks' and the activity feed's priorities; a program, its tags.
      for (const path of ['home', programPath]) {
        await openPage(page, path);
        await calls.settled();
        if (path === 'home') {
          await page.getByRole('button', { name: /^Activity/ }).click();
          await page.locator('.p-overlaypanel').waitFor();
          await calls.settled();
        }
        found.push(...(await wcagViolations(page, `${skin} ${path}`)));
      }
    }
    expect(found).toEqual([]);
    await page.context().close();
  });

  // The administrator reaches every page; the retailer user sees the retailer side's variants of them.
  it.concurrent.for(['admin', 'retailer'] as const)(
    "%s: every page, a program's own included, has no control without a name, no text below AA contrast, no stacked row actions, stretched filter, indented cell link, broken identifier or cut placeholder",
    { timeout: PAGES_TIMEOUT },
    async (role, { expect }) => {
      const page = await signIn(browser(), `${role}@demo.local`, '/home');
      const calls = watchCalls(page);
      const found: string[] = [];
      for (const path of [...SHELL_PAGES, ...ownPages, ...(role === 'admin' ? ADMIN_PAGES : [])]) {
        await openPage(page, path);
        await calls.settled();
        found.push(
          ...(await wcagViolations(page, path)),
          ...(await stackedRowActions(page, path)),
          ...(await stretchedFilters(page, path)),
          ...(await indentedCellLinks(page, path)),
          ...(await brokenCodes(page, path)),
          ...(await cutPlaceholders(page, path)),
        );
      }
      expect(found).toEqual([]);
      await page.context().close();
    },
  );
});
