import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addressMovedFrom, chromiumForFile, openPage, signIn, UI_TIMEOUT, watchCalls } from '../support/browser';
import { ownFreshMarketProgram } from '../support/catalog';
import { openRequest } from '../support/requests';
import { callApi, idTokenOf } from '../support/session';

/**
 * Every page fits a phone (375 px wide): nothing widens the page so that it scrolls sideways. Wide content (a
 * table, a tab strip, chips) wraps or scrolls in its own box. Each page is measured once its data has arrived
 * and nothing shows as loading; a page that overflows names the elements past the edge.
 */
const PHONE = { width: 375, height: 740 };

/** The pages without an id, and one of each kind of detail page (found below). */
const pages = [
  'home',
  'myAccount',
  'eventsCalendar',
  'mycampaigns',
  'campaign-library',
  'myplanner',
  'tactic-catalog',
  'assets',
  'productionprocessing',
  'brandssummary',
  'retailersummary',
  'messages',
  'wirereport',
  'dashboard',
  'guidelines',
  'resources',
  'reporting',
  'communicationrequest',
  'program-status',
  'retailerprofile',
  'retailerprofileownerresident',
  'retailerprofiledocumentlib',
  'addressbook',
  'admin/users',
  'admin/roles',
  'expensemangement/po',
  'expensemangement/mindshare',
];

const browser = chromiumForFile();
/**
 * Three signed-in phones, each lent to one page's test at a time: measuring is mostly waiting for a page's calls to
 * go quiet, which three pages do side by side.
 */
const PHONES = 3;
interface Phone {
  page: Page;
  calls: ReturnType<typeof watchCalls>;
}
const idle: Phone[] = [];
const waiting: ((phone: Phone) => void)[] = [];
beforeAll(async () => {
  const pages = await Promise.all(
    Array.from({ length: PHONES }, () => signIn(browser(), 'admin@demo.local', '/home', { viewport: PHONE })),
  );
  idle.push(...pages.map((page) => ({ page, calls: watchCalls(page) })));
});

async function withPhone(use: (phone: Phone) => Promise<void>) {
  const phone = idle.pop() ?? (await new Promise<Phone>((resolve) => waiting.push(resolve)));
  try {
    await use(phone);
  } finally {
    const next = waiting.shift();
    if (next) next(phone);
    else idle.push(phone);
  }
}

/** Opens the page as the menu would and waits until its calls have answered and nothing shows as loading. */
async function settle({ page, calls }: Phone, path: string) {
  await openPage(page, path);
  await calls.settled();
  await page
    .locator('.p-progress-spinner, .p-skeleton, .p-datatable-loading-overlay, [aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: UI_TIMEOUT });
  expect(addressMovedFrom(page, path), 'the page changed its address without the user').toBeUndefined();
}

/** The page's width, and what sticks out past the phone's right edge when it is wider. */
const overflow = ({ page }: Phone) =>
  page.evaluate((width) => {
    const past = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && el.getBoundingClientRect().width > 0)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
    return { width: document.documentElement.scrollWidth, past };
  }, PHONE.width);

describe('every page at phone width', () => {
  it.concurrent.for(pages)('#/%s fits 375 px', (path, { expect }) =>
    withPhone(async (phone) => {
      await settle(phone, path);
      const { width, past } = await overflow(phone);
      expect(width, `wider than the phone: ${past.join(', ')}`).toBeLessThanOrEqual(PHONE.width);
    }),
  );

  it("a program's details, a communication request, promo code requests and a brand allocation fit 375 px", () =>
    withPhone(async (phone) => {
      const token = await idTokenOf('admin@demo.local');
      const { programId, tactic } = await ownFreshMarketProgram(
        token,
        `Phone ${Math.random().toString(36).slice(2, 8)}`,
      );
      const requestId = await openRequest(token, {
        programId,
        tacticId: tactic.id,
        contactEmail: 'admin@demo.local',
        name: 'Phone-width review',
      });
      // The program's promo code requests, and the allocation of the brand that funds it.
      const brands = (await callApi('GET', 'brands', { token })).json.data.items as { id: number }[];
      for (const path of [
        `programdetails/${programId}`,
        `communicationrequest/${requestId}`,
        `promocoderequest/${programId}`,
        `brandallocation/${brands[0]!.id}`,
      ]) {
        await settle(phone, path);
        const measured = await overflow(phone);
        expect(measured.width, `${path} wider than the phone: ${measured.past.join(', ')}`).toBeLessThanOrEqual(
          PHONE.width,
        );
      }
    }));
});

describe('the header at tablet and narrow desktop widths', () => {
  // A page of its own, resized by each width: the phones stay phones.
  let desk: Phone;
  beforeAll(async () => {
    const page = await signIn(browser(), 'admin@demo.local', '/home');
    desk = { page, calls: watchCalls(page) };
  });

  /** The header's controls that overlap one another, and any squeezed narrower than a finger's width. */
  const crowded = () =>
    desk.page.evaluate(() => {
      const controls = [
        ...document.querySelectorAll<HTMLElement>(
          '.shell-header :is(button, a, input.p-inputtext, .p-dropdown, .activity-dropdown)',
        ),
      ].filter((el) => el.getBoundingClientRect().width > 0 && !el.closest('.p-hidden-accessible'));
      const outer = controls.filter((el) => !controls.some((other) => other !== el && other.contains(el)));
      const name = (el: HTMLElement) =>
        el.getAttribute('aria-label') ?? (el.textContent?.trim() || el.className.split(' ')[0]);
      const boxes = outer.map((el) => ({ name: name(el), box: el.getBoundingClientRect() }));
      const overlaps: string[] = [];
      for (const [i, a] of boxes.entries())
        for (const b of boxes.slice(i + 1)) {
          const w = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
          const h = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
          if (w > 1 && h > 1) overlaps.push(`${a.name} / ${b.name}`);
        }
      const squeezed = boxes.filter((b) => b.box.width < 24).map((b) => `${b.name}: ${Math.round(b.box.width)} px`);
      return { overlaps, squeezed };
    });

  it.each([768, 1024, 1180, 1280])('keeps every control of the header apart and whole at %i px', async (width) => {
    await desk.page.setViewportSize({ width, height: 800 });
    await settle(desk, 'home');
    expect(await crowded()).toEqual({ overlaps: [], squeezed: [] });
    // The language by its code, not its name cut short ('Engl'); who is signed in while there is room.
    expect(await desk.page.locator('.shell-header .language-selector .p-dropdown-label').innerText()).toBe('US');
    expect(await desk.page.getByTestId('login-info').isVisible()).toBe(width >= 1180);
  });
});
