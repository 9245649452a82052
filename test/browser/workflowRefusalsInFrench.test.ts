import { describe, expect, it } from 'vitest';
import { programStatus, transitionRefusal } from '../../shared/programs/status';
import frPrograms from '../../web/src/areas/programs/i18n/fr.json';
import frServer from '../../web/src/i18n/server/fr.json';
import { chooseLanguage, chromiumForFile, openPage, signIn, UI_TIMEOUT } from '../support/browser';
import { productionProgram } from '../support/production';
import { idTokenOf } from '../support/session';

/**
 * The workflow kit's refusals reach a French reader in French (docs/decisions.md, 'The server's own texts and its
 * texts with values, in the reader's language'): the server answers a submit check of an approved program with its
 * flow's English refusal ('An approved program cannot be submitted. Only programs that are New, Rejected, Revised
 * can.'), and the program's page says it in French, the statuses by their French names.
 */
const browser = chromiumForFile();

describe("the workflow's refusals for a French reader", () => {
  it('says in French why an approved program cannot be submitted, with the statuses in French', async () => {
    const [admin, planner, approver] = await Promise.all(
      ['admin', 'planner', 'approver'].map((u) => idTokenOf(`${u}@demo.local`)),
    );
    const name = `Refused in French ${Date.now().toString(36)}`;
    const { programId } = await productionProgram({ admin, planner, approver, name });
    const page = await signIn(browser(), 'planner@demo.local', '/home');
    await chooseLanguage(page, 'Français', 'fr');
    // As if the page were read before the program was approved (another tab): it shows Submit, and the server's
    // submit check answers with the flow's refusal.
    await page.route(new RegExp(`/programs/${programId}(/programdetails)?(\\?|$)`), async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const answer = await route.fetch();
      const body = (await answer.json()) as { data?: { program?: { statusId: number } } };
      if (body.data?.program) body.data.program.statusId = programStatus.new;
      await route.fulfill({ response: answer, json: body });
    });
    await openPage(page, `programdetails/${programId}`);
    const statuses = frPrograms.programs.statuses;
    const fr = frServer.server.workflows.program;
    const refusal = fr.refusal
      .replace('{{state}}', statuses['30'])
      .replace('{{done}}', fr.done.submit)
      .replace('{{allowed}}', [statuses['10'], statuses['40'], statuses['80']].join(', '));
    expect(refusal).toContain('Approuvé');
    await page.getByText(refusal).first().waitFor({ timeout: UI_TIMEOUT });
    const english = transitionRefusal('submit', programStatus.approved)!;
    expect(await page.getByText(english).count()).toBe(0);
  }, 240_000);
});
