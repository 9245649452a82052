import { describe, expect, it } from 'vitest';
import { chromiumForFile, eventually, openPage, signIn, UI_TIMEOUT } from '../support/browser';
import { productionProgram } from '../support/production';
import { idTokenOf } from '../support/session';

/**
 * The notice of funding no one may change (spec 02, section 2) sits above the Budget Sources, never over them: on
 * an Approved program the overview link of each brand still opens the brand's program overview by mouse.
 */
const browser = chromiumForFile();

describe("an approved program's Budget Sources", () => {
  it('say why the funding cannot be changed, and the Program overview link opens the overview', async () => {
    const [admin, planner, approver] = await Promise.all(
      ['admin', 'planner', 'approver'].map((u) => idTokenOf(`${u}@demo.local`)),
    );
    const name = `Funding notice ${Math.random().toString(36).slice(2, 8)}`;
    const { programId } = await productionProgram({ admin, planner, approver, name });

    const page = await signIn(browser(), 'admin@demo.local', '/home');
    await openPage(page, `programdetails/${programId}`);
    await page
      .getByRole('note')
      .getByText('Funding sources can be changed only while the program is new or being revised.')
      .waitFor({ timeout: UI_TIMEOUT });
    const link = page.getByRole('link', { name: 'Program overview' }).first();
    expect(await link.getAttribute('href')).toMatch(/#\/programoverview\/\d+\/\d+\/\d{4}$/);
    // A real mouse click: anything laid over the link takes it instead, and the click waits until it gives up.
    await link.click({ timeout: 10_000 });
    await page.locator('main#main-content[data-path^="/programoverview/"]').waitFor({ timeout: UI_TIMEOUT });
    await eventually(() => page.url()).toMatch(/#\/programoverview\/\d+\/\d+\/\d{4}$/);
  });
});
