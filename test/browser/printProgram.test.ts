import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importColumns } from '../../shared/expenses/rules';
import { formatMoney } from '../../shared/format/money';
import { chromiumForFile, collectPageErrors, phasesStopAtFirstFailure, signIn } from '../support/browser';
import { ownFreshMarketProgram } from '../support/catalog';
import { importCsv } from '../support/expenses';
import { newSignedInUser } from '../support/session';

const browser = chromiumForFile();
const folder = mkdtempSync(join(tmpdir(), 'print-estimate-'));
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
});

describe("Print Program Details: the program's estimate in a modal and as a PDF", () => {
  phasesStopAtFirstFailure();
  const stamp = Date.now().toString(36);
  const programName = `Printed program ${stamp}`;
  let planner: { email: string; token: string };
  let programId: number;
  let tacticName: string;
  let estimate: string;
  let page: Page;
  let errors: string[];
  let dialog: Locator;
  let pdfText: string;

  beforeAll(async () => {
    // The planner's role may view expenses, so the estimate carries the invoiced amounts.
    planner = await newSignedInUser(['planner'], 'print-planner');
    const program = await ownFreshMarketProgram(planner.token, programName);
    programId = program.programId;
    tacticName = program.tactic.tacticName;
    estimate = formatMoney(program.tactic.totalCost);
    const imported = await importCsv(
      planner.token,
      'po',
      [
        importColumns.po.join(','),
        `PO-${stamp}-1,INV-${stamp}-1,12/15/2026,Acme Print,${program.retailerId},${program.tactic.id},512.34,Counted`,
        '',
      ].join('\n'),
    );
    expect(imported).toMatchObject({ status: 'done', rowsImported: 1, errorCount: 0 });
  });

  it('opens the extra-large modal from the PDF icon of the top-info bar, with its four sections', async () => {
    page = await signIn(browser(), planner.email, `/programdetails/${programId}`, {
      viewport: { width: 1500, height: 1000 },
    });
    errors = collectPageErrors(page);
    await page.getByRole('button', { name: 'Print Program Details' }).click();
    dialog = page.getByRole('dialog', { name: 'Print Program Details' });
    const general = dialog.getByRole('region', { name: 'General Information' });
    await general.getByText(programName, { exact: true }).waitFor();
    expect(await general.textContent()).toContain('03/01/2026');
    const tactics = dialog.getByRole('table', { name: 'Tactics and expenses' });
    await tactics.getByRole('row').filter({ hasText: tacticName }).waitFor();
    expect(await tactics.locator('tfoot').textContent()).toContain(estimate);
    expect(await tactics.locator('tfoot').textContent()).toContain('$512.34');
    const sources = dialog.getByRole('table', { name: 'Funding sources' });
    expect(await sources.locator('tfoot').textContent()).toContain('100.00%');
    await dialog.getByRole('table', { name: 'Promo code requests' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
  });

  it('prints a PDF named after the program id whose text holds the id and the totals', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Print', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${programId}.pdf`);
    const file = join(folder, download.suggestedFilename());
    await download.saveAs(file);
    pdfText = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(pdfText).toContain(`Print Program Details #${programId}`);
    expect(pdfText).toContain(programName);
    expect(pdfText).toContain(estimate);
    expect(pdfText).toContain('$512.34');
    expect(pdfText).toContain('100.00%');
  });

  it('closes with Close', async () => {
    await dialog.locator('.p-dialog-footer').getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });
});
