import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStackFacts } from '../../shared/webConfig';
import { DEMO_PASSWORD } from '../../scripts/local/demoData';
import { demoPrograms, seedDemoPrograms } from '../../scripts/local/demoPrograms';
import { localCredentials } from '../../scripts/local/dynamodb';
import { startLocalStack, type LocalStack } from '../../scripts/local/stack';

/*
 * The demo programs get a stack of their own, started as `npm start` starts one (demo programs on): the shared
 * test stack starts without them (demoPrograms: false), and the files they put on catalog tactics and the
 * address-book entries they add would change what other test files count there (one file per tactic for links).
 */
type Row = { id: number; name: string | null; statusId: number; retailerName: string | null };
const demoNames = new Set(demoPrograms.map((p) => p.name));
let demoStack: LocalStack;
let dataDir: string;
let facts: LocalStackFacts;
let admin: string;

const tokens = new Map<string, string>();
async function idTokenOf(email: string): Promise<string> {
  if (!tokens.has(email)) {
    const cognito = new CognitoIdentityProviderClient({
      endpoint: facts.cognito.endpoint,
      region: facts.region,
      credentials: localCredentials,
    });
    const answer = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: facts.cognito.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
      }),
    );
    cognito.destroy();
    tokens.set(email, answer.AuthenticationResult!.IdToken!);
  }
  return tokens.get(email)!;
}
async function callApi(method: string, path: string, opts: { token: string; query?: Record<string, string> }) {
  const url = new URL(`${facts.apiUrl}/api/${path}`);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  const response = await fetch(url, { method, headers: { authorization: `Bearer ${opts.token}` } });
  return { status: response.status, json: await response.json() };
}

/** Every program of a budget year the user may see, all pages. */
async function listYear(token: string, fiscalYear: number, statusId?: number): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor: string | undefined;
  for (let pageIndex = 0; ; pageIndex++) {
    const query: Record<string, string> = {
      fiscalYear: String(fiscalYear),
      pageSize: '100',
      pageIndex: String(pageIndex),
    };
    if (statusId) query.statusId = String(statusId);
    if (cursor) query.cursor = cursor;
    const page = (await callApi('GET', 'programs/status-list', { token, query })).json.data;
    rows.push(...page.items);
    if (!page.nextCursor) return rows;
    cursor = page.nextCursor;
  }
}
const demoRowsOf = async (token: string) =>
  (await Promise.all([2025, 2026, 2027].map((y) => listYear(token, y))))
    .flat()
    .filter((r) => demoNames.has(r.name ?? ''));

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'planner-demo-'));
  demoStack = await startLocalStack({ dataDir, persist: false, web: false });
  facts = demoStack.facts;
  admin = await idTokenOf('admin@demo.local');
}, 300_000);

afterAll(async () => {
  await demoStack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo programs', () => {
  it('cover every status a user meets, across the three retailers and budget years 2025 to 2027', async () => {
    // The stack's start made them (it logs and goes on when it cannot, so count them here).
    const rows = await demoRowsOf(admin);
    expect(rows.map((r) => r.name).sort()).toEqual([...demoNames].sort());
    expect([...new Set(rows.map((r) => r.statusId))].sort()).toEqual([10, 20, 30, 40, 50, 60, 80]);
    expect(new Set(rows.map((r) => r.retailerName))).toEqual(new Set(['Fresh Market Co.', 'QuickStop', 'HealthRx']));
  });

  it("fill the approver's queue with what others submitted, and were approved by someone other than their submitter", async () => {
    const approver = await idTokenOf('approver@demo.local');
    const queue = (await listYear(approver, 2026, 20)).filter((r) => demoNames.has(r.name ?? ''));
    expect(queue.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Holiday Snack Attack at Fresh Market', 'Lakeside Grand Reopening']),
    );
    const summer = (await demoRowsOf(admin)).find((r) => r.name === 'Summer Refresh at Fresh Market')!;
    const audit = (await callApi('GET', `programs/${summer.id}/audit`, { token: admin })).json.data as {
      action: string;
      by: string;
      byName: string;
    }[];
    const statusSteps = audit.filter((e) => ['create', 'submit', 'approve', 'promo-approveTier2'].includes(e.action));
    expect(statusSteps.map((e) => e.action)).toEqual(['create', 'promo-approveTier2', 'submit', 'approve']);
    const [, , submit, approve] = statusSteps;
    expect(approve.by).not.toBe(submit.by);
    expect((await callApi('GET', `programs/${summer.id}`, { token: admin })).json.data.program).toMatchObject({
      statusId: 30,
      approver: 'approver@demo.local',
    });
    const delivery = (await callApi('GET', `programs/${summer.id}/deliveryinformation`, { token: admin })).json.data;
    expect(delivery.locations.length).toBe(2);
    expect(delivery.locations.every((l: { distributed: boolean }) => l.distributed)).toBe(true);
    expect(delivery.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("give each demo user a My Campaigns list, and the retailer user only its retailer's programs", async () => {
    for (const user of ['planner', 'approver', 'admin', 'retailer']) {
      const mine = (
        await callApi('GET', 'campaigns/MyCampaignsContainer', { token: await idTokenOf(`${user}@demo.local`) })
      ).json.data.items as Row[];
      expect(mine.filter((r) => demoNames.has(r.name ?? '')).length, user).toBeGreaterThan(0);
    }
    const retailerRows = await demoRowsOf(await idTokenOf('retailer@demo.local'));
    expect(retailerRows.length).toBeGreaterThan(3);
    expect(retailerRows.every((r) => r.retailerName === 'Fresh Market Co.')).toBe(true);
  });

  it("name one program with accents, which the planner's searches find without them", async () => {
    const planner = await idTokenOf('planner@demo.local');
    const found = (
      await callApi('GET', 'campaigns/MyCampaignsContainer', { token: planner, query: { searchTerm: 'cafe creme' } })
    ).json.data.items as Row[];
    expect(found.map((r) => r.name)).toEqual(['Café Crème Pop-up at Fresh Market']);
    const query = { fiscalYear: '2026', searchTerm: 'Cafe' };
    const inStatus = (await callApi('GET', 'programs/status-list', { token: planner, query })).json.data.items as Row[];
    expect(inStatus.map((r) => r.name)).toContain('Café Crème Pop-up at Fresh Market');
  });

  it('hold a tactic made in the Create tactic modal with two components and a picture, and an archived program', async () => {
    const planner = await idTokenOf('planner@demo.local');
    const rows = (
      await callApi('GET', 'campaigns/MyCampaignsContainer', { token: planner, query: { pageSize: '100' } })
    ).json.data.items as Row[];
    const spring = rows.find((r) => r.name === 'Spring Fizz at Fresh Market')!;
    const details = (await callApi('GET', `programs/${spring.id}`, { token: planner })).json.data;
    const own = details.tactics.find((t: { custom?: boolean }) => t.custom);
    expect(own).toMatchObject({ tacticName: 'Spring window cling' });
    expect(Object.keys(own.components)).toHaveLength(2);
    const pictures = await callApi('GET', 'tactics/thumbnails', {
      token: planner,
      query: { programTacticIds: own.id },
    });
    expect(pictures.json.data).toEqual([expect.objectContaining({ id: own.id, width: 300, height: 200 })]);
    const archived = (await callApi('GET', 'programs/archived', { token: planner })).json.data.items as Row[];
    expect(archived.map((r) => r.name)).toContain('Holiday 2025 at Fresh Market');
  });

  it('hold promo code requests in every bucket, and files on the catalog tactics', async () => {
    const counts = (await callApi('GET', 'programs/promocode-counts', { token: admin })).json.data as Record<
      string,
      number
    >;
    for (const bucket of ['new', 'submitted', 'tier1Approved', 'tier2Approved', 'rejected', 'revised'])
      expect(counts[bucket], bucket).toBeGreaterThan(0);
    const tactics = (await callApi('GET', 'tactics/all', { token: admin, query: { pageSize: '100' } })).json.data
      .items as { id: number; tacticName: string }[];
    const floor = tactics.find((t) => t.tacticName === 'Floor Display')!;
    const files = (await callApi('GET', `tactics/${floor.id}/files`, { token: admin })).json.data as {
      fileName: string;
    }[];
    expect(files.map((f) => f.fileName)).toEqual(
      expect.arrayContaining(['floor-display-artwork.pdf', 'floor-display-mockup.png']),
    );
  });

  it("give the catalog's tactics an item id and the physical ones an inventory stock, for the catalog's rows", async () => {
    const tactics = (await callApi('GET', 'tactics/all', { token: admin, query: { pageSize: '100' } })).json.data
      .items as { tacticName: string; sku?: string | null; inventoryStock?: number | null }[];
    const item = (name: string) => tactics.find((t) => t.tacticName === name)!;
    expect(item('Floor Display')).toMatchObject({ sku: 'FD-1001', inventoryStock: 120 });
    expect(item('Shelf Talker')).toMatchObject({ sku: 'SHT-3001', inventoryStock: 4000 });
    expect(item('Digital Banner Pack')).toMatchObject({ sku: 'DBP-4001', inventoryStock: null });
  });

  it('give every demo campaign theme and a few catalog tactics a picture, for the Campaign Library and the catalog', async () => {
    const themes = (await callApi('GET', 'campaigns/all', { token: admin, query: { pageSize: '100' } })).json.data
      .items as { id: number; name: string }[];
    const demoThemes = themes.filter((t) =>
      ['Summer Refresh', 'Holiday Snack Attack', 'Wellness Week', 'Property Welcome Kit'].includes(t.name),
    );
    expect(demoThemes).toHaveLength(4);
    const retailer = await idTokenOf('retailer@demo.local');
    const themePictures = await callApi('GET', 'tactics/thumbnails', {
      token: retailer,
      query: { themeIds: demoThemes.map((t) => t.id).join(',') },
    });
    expect(themePictures.json.data).toHaveLength(4);
    const image = await fetch(themePictures.json.data[0].url);
    expect(image.headers.get('content-type')).toBe('image/png');
    const tactics = (await callApi('GET', 'tactics/all', { token: admin, query: { pageSize: '100' } })).json.data
      .items as { id: number; tacticName: string; documentId?: string | null }[];
    expect(
      tactics
        .filter((t) => t.documentId)
        .map((t) => t.tacticName)
        .filter((name) => ['End Cap Sign', 'Shelf Talker', 'In-Store Sampling Event'].includes(name))
        .sort(),
    ).toEqual(['End Cap Sign', 'In-Store Sampling Event', 'Shelf Talker']);
  });

  it("show Summer Refresh's demo invoices in its tactics' reconciliation and its invoiced amounts per funding source", async () => {
    const planner = await idTokenOf('planner@demo.local');
    const summer = (await demoRowsOf(planner)).find((r) => r.name === 'Summer Refresh at Fresh Market')!;
    const funding = await callApi('GET', `expensesmanagment/program-funding/${summer.id}`, { token: planner });
    expect(funding.status).toBe(200);
    // Approved, so its planned amounts are committed; its matched demo lines are invoiced, split over its sources.
    expect(funding.json.data.committed).toBe(true);
    expect(funding.json.data.total.committedCents).toBe(funding.json.data.total.plannedCents);
    expect(funding.json.data.total.invoicedCents).toBeGreaterThan(0);
    const sources = funding.json.data.sources as { invoicedCents: number }[];
    expect(sources.reduce((sum, s) => sum + s.invoicedCents, 0)).toBe(funding.json.data.total.invoicedCents);
    const invoiced = (funding.json.data.tactics as { tacticId: string; invoicedCents: number }[]).find(
      (t) => t.invoicedCents > 0,
    )!;
    const modal = await callApi('GET', `expensesmanagment/tactic-reconciliation/${invoiced.tacticId}`, {
      token: planner,
    });
    expect(modal.status).toBe(200);
    expect(modal.json.data.assignedInvoices.length).toBeGreaterThan(0);
    expect(Math.round(modal.json.data.invoiceSumTotal * 100)).toBe(invoiced.invoicedCents);
    expect(modal.json.data.pendingInvoices.length).toBeGreaterThan(0);
  });

  it("keep each tactic's demo invoices near and under its estimate but one's, End Cap Sign at Summer Refresh", async () => {
    const planner = await idTokenOf('planner@demo.local');
    const rows = await demoRowsOf(planner);
    type Actuals = { tacticId: string; estimateCents: number; invoicedCents: number; overBudget: boolean };
    const tactics: (Actuals & { name: string })[] = [];
    for (const program of ['Summer Refresh at Fresh Market', 'Back to School at QuickStop']) {
      const { id } = rows.find((r) => r.name === program)!;
      const names = (
        await callApi('GET', 'programs/communicationrequest/related-programs', {
          token: planner,
          query: { programId: String(id) },
        })
      ).json.data as { id: string; name: string }[];
      const funding = await callApi('GET', `expensesmanagment/program-funding/${id}`, { token: planner });
      for (const t of funding.json.data.tactics as Actuals[])
        tactics.push({ ...t, name: `${program} / ${names.find((n) => n.id === t.tacticId)?.name}` });
    }
    const invoiced = tactics.filter((t) => t.invoicedCents > 0);
    expect(invoiced.map((t) => t.name).sort()).toEqual([
      'Back to School at QuickStop / End Cap Sign',
      'Summer Refresh at Fresh Market / End Cap Sign',
      'Summer Refresh at Fresh Market / Floor Display',
    ]);
    // One tactic clearly but plausibly over (10 to 30%); the others near their estimate, under it.
    const over = invoiced.filter((t) => t.overBudget);
    expect(over.map((t) => t.name)).toEqual(['Summer Refresh at Fresh Market / End Cap Sign']);
    const overBy = over[0].invoicedCents / over[0].estimateCents;
    expect(overBy).toBeGreaterThan(1.1);
    expect(overBy).toBeLessThan(1.3);
    for (const t of invoiced.filter((t) => !t.overBudget)) {
      expect(t.invoicedCents, t.name).toBeLessThanOrEqual(t.estimateCents);
      expect(t.invoicedCents, t.name).toBeGreaterThan(t.estimateCents * 0.8);
    }
    // The lists flag that tactic's lines only.
    for (const kind of ['po', 'do', 'mindshare']) {
      const list = await callApi('GET', `expensesmanagment/expenses-${kind}`, {
        token: planner,
        query: kind === 'mindshare' ? {} : { pageSize: '50' },
      });
      const lines = list.json.data.items as { tacticId: string | null; overBudget: boolean }[];
      expect(lines.length, kind).toBeGreaterThan(0);
      for (const line of lines) expect(line.overBudget, kind).toBe(line.tacticId === over[0].tacticId);
    }
    // Home's budget by brand and Brands Summary: what is invoiced stays within what each brand plans.
    const brands = (await callApi('GET', 'brands/summary', { token: planner, query: { budgetYear: '2026' } })).json.data
      .brands as { brandName: string; plannedTotalCents: number; invoicedCents: number }[];
    expect(brands.some((b) => b.invoicedCents > 0)).toBe(true);
    for (const b of brands) expect(b.invoicedCents, b.brandName).toBeLessThanOrEqual(b.plannedTotalCents);
  });

  it('give try-assign something to do on the demo POs: a sure match and a ranked suggestion (read, not written)', async () => {
    const planner = await idTokenOf('planner@demo.local');
    const read = await callApi('GET', 'expensesmanagment/assign-suggestions-po', { token: planner });
    expect(read.status).toBe(200);
    const rows = read.json.data.suggestions as { code: string; invoiceNumber: string; tacticName: string }[];
    // PO-10002 already counts against End Cap Sign only: its summer line is sure (try-assign assigns it). Floor
    // Display, whose PO reconciliation is approved, is never proposed.
    expect(rows).toContainEqual(
      expect.objectContaining({ code: 'PO-10002', invoiceNumber: 'INV-5005', tacticName: 'End Cap Sign' }),
    );
    expect(rows.filter((r) => r.tacticName === 'Floor Display')).toEqual([]);
    // The July reprint fits what is left of Shelf Talker's estimate, within its program's dates.
    expect(rows.find((r) => r.code === 'PO-10004')).toMatchObject({ tacticName: 'Shelf Talker' });
    expect(read.json.data.suggested).toBeGreaterThanOrEqual(2);
  });

  it('give the wire report payable POs and mindshare invoices on a component and pending', async () => {
    const planner = await idTokenOf('planner@demo.local');
    const wire = await callApi('GET', 'report/wire', { token: planner, query: { searchTerm: 'PO-10001' } });
    expect(wire.status).toBe(200);
    const payable = wire.json.data.items as { invoiceNumber: string; tacticName: string; approvedByName: string }[];
    expect(payable.map((p) => p.invoiceNumber)).toEqual(expect.arrayContaining(['INV-5001', 'INV-5002']));
    expect(payable[0]).toMatchObject({ tacticName: 'Floor Display', approvedByName: 'approver@demo.local' });
    // Its line's timeline (a task's expander) names who moved it, and its statuses as codes the page words.
    const poId = (wire.json.data.items as { poId: string }[])[0].poId;
    const timeline = await callApi('GET', `tasks/expense.${poId}/timeline`, { token: planner });
    expect(timeline.status).toBe(200);
    expect(timeline.json.data.kind).toBe('expense');
    expect(timeline.json.data.items).toContainEqual(
      expect.objectContaining({ action: 'Approve', by: 'approver@demo.local', from: 'submitted', to: 'approved' }),
    );
    const mindshare = await callApi('GET', 'expensesmanagment/expenses-mindshare', {
      token: planner,
      query: { openSearch: 'MO-400' },
    });
    const statuses = (mindshare.json.data.items as { status: string }[]).map((l) => l.status);
    expect(statuses).toContain('assigned');
    expect(statuses).toContain('pending');
  });

  it('give the demo users a meaningful home: tasks, programs by status that match the lists, budget by brand', async () => {
    type Task = { kind: string; name: string };
    const tasksOf = async (user: string) =>
      (
        await callApi('GET', 'tasks/action-required', {
          token: await idTokenOf(`${user}@demo.local`),
          query: { pageSize: '50' },
        })
      ).json.data.items as Task[];
    expect(await tasksOf('planner')).toContainEqual(
      expect.objectContaining({ kind: 'reviseProgram', name: 'Back to School at QuickStop' }),
    );
    const approverTasks = await tasksOf('approver');
    expect(approverTasks).toContainEqual(
      expect.objectContaining({ kind: 'approveProgram', name: 'Holiday Snack Attack at Fresh Market' }),
    );
    // The open request addressed to the approver (and the retailer user) waits for them; the resolved one does not.
    expect(approverTasks).toContainEqual(
      expect.objectContaining({ kind: 'reviewRequest', name: 'Floor display artwork' }),
    );
    expect(approverTasks.filter((t) => t.name === 'End cap sign copy')).toEqual([]);
    expect(await tasksOf('retailer')).toContainEqual(
      expect.objectContaining({ kind: 'reviewRequest', name: 'Floor display artwork' }),
    );
    expect(approverTasks.map((t) => t.kind)).toContain('approvePromos');
    // The approved program waiting for production is the production user's; the one already sent is not.
    const productionTasks = await tasksOf('production');
    expect(productionTasks).toContainEqual(
      expect.objectContaining({ kind: 'sendToProduction', name: 'Summer Refresh at Fresh Market' }),
    );
    expect(productionTasks.filter((t) => t.name === 'Summer Refresh at QuickStop')).toEqual([]);
    const info = (await callApi('GET', 'tasks/general-info', { token: admin })).json.data as {
      budgetYear: number;
      programsByStatus: { statusId: number; count: number }[];
    };
    expect(info.budgetYear).toBe(2026);
    const rows = await listYear(admin, 2026);
    for (const { statusId, count } of info.programsByStatus)
      expect(count, String(statusId)).toBe(rows.filter((r) => r.statusId === statusId).length);
    const brands = (
      await callApi('GET', 'brands/summary', {
        token: await idTokenOf('planner@demo.local'),
        query: { budgetYear: '2026' },
      })
    ).json.data.brands as { plannedTotalCents: number; allocTotalCents: number }[];
    expect(brands.some((b) => b.plannedTotalCents > 0 && b.allocTotalCents > 0)).toBe(true);
  });

  it('show numbers in every report and dashboard card on first start, and the retailer user only theirs', async () => {
    const reports = (await callApi('GET', 'reports/report-list', { token: admin })).json.data.items as { id: string }[];
    const query = { reports: reports.map((r) => r.id).join(','), budgetYear: '2026' };
    const cards = (await callApi('GET', 'dashboard/refresh', { token: admin, query })).json.data.cards as {
      reportId: string;
      rows: Record<string, string | number | null>[];
    }[];
    expect(cards).toHaveLength(reports.length);
    for (const card of cards) {
      const figures = card.rows.flatMap((row) => Object.values(row).filter((v) => typeof v === 'number' && v > 0));
      expect(figures.length, card.reportId).toBeGreaterThan(0);
    }
    const retailer = await idTokenOf('retailer@demo.local');
    const byRetailer = (
      await callApi('GET', 'dashboard/refresh', {
        token: retailer,
        query: { reports: 'program-spend-by-retailer', budgetYear: '2026' },
      })
    ).json.data.cards[0].rows as { name: string }[];
    expect(byRetailer.map((r) => r.name)).toEqual(['Fresh Market Co.']);
  });

  it("fill the planner's calendar of November 2026 with programs, tactics in store, and the content pages with text", async () => {
    const planner = await idTokenOf('planner@demo.local');
    const november = await callApi('GET', 'campaigns/events-calendar', {
      token: planner,
      query: { from: '2026-11-01', to: '2026-12-05' },
    });
    expect(november.status).toBe(200);
    const kinds = new Set((november.json.data.events as { kind: string }[]).map((e) => e.kind));
    expect([...kinds]).toEqual(expect.arrayContaining(['program', 'tactic']));
    const mine = await callApi('GET', 'campaigns/events-calendar', {
      token: planner,
      query: { from: '2026-11-01', to: '2026-12-05', mine: 'true' },
    });
    expect(mine.json.data.events.length).toBeGreaterThan(0);
    for (const page of ['guidelines', 'resources']) {
      const content = (await callApi('GET', `content/${page}`, { token: planner })).json.data;
      expect(content.version).toBe(1);
      expect(content.html).toContain('<h2>');
    }
  });

  it("give the production user approved programs (one sent with its customizations, one waiting) and a planner's message", async () => {
    type Notice = { body: string; fromName: string; programId: number | null };
    const production = await idTokenOf('production@demo.local');
    const list = await callApi('GET', 'programs/productionfiles', {
      token: production,
      query: { fiscalYear: '2026', searchTerm: 'Summer Refresh', pageSize: '50' },
    });
    expect(list.status).toBe(200);
    const byName = new Map(
      (list.json.data.items as { id: number; name: string; productionSentAt: string | null }[]).map((p) => [p.name, p]),
    );
    expect(byName.get('Summer Refresh at Fresh Market')?.productionSentAt).toBeNull();
    const sent = byName.get('Summer Refresh at QuickStop')!;
    expect(sent.productionSentAt).not.toBeNull();
    const files = await callApi('GET', `programs/getallfile/${sent.id}`, { token: production });
    expect(files.json.data.customizations).toEqual(
      expect.arrayContaining([{ customizationId: 'language', value: 'Spanish' }]),
    );
    const statuses = (files.json.data.files as { tactics: { orderStatus: string }[] }[]).flatMap((f) =>
      f.tactics.map((t) => t.orderStatus),
    );
    expect(statuses).toContain('InProduction');
    expect(files.json.data.files.map((f: { manufacturer: { name: string } }) => f.manufacturer.name).sort()).toEqual([
      'Display Masters',
      'PrintWorks Inc.',
    ]);
    // The planner's message about the sent program reaches the production user's messages (the mail sender, from
    // the queue, writes it), opening that program.
    await expect
      .poll(
        async () =>
          ((await callApi('GET', 'notifications', { token: production })).json.data.items as Notice[]).find((n) =>
            n.body.includes('Spanish signs are final'),
          ),
        { timeout: 30_000 },
      )
      .toMatchObject({ fromName: 'planner@demo.local', programId: sent.id });
  });

  it('give every demo retailer a profile, and Fresh Market two versions (approved, awaiting approval), contacts and documents', async () => {
    const retailer = await idTokenOf('retailer@demo.local');
    const all = (await callApi('GET', 'retailers/active', { token: admin })).json.data as { retailerId: number }[];
    for (const { retailerId } of all) {
      const read = await callApi('GET', 'retailers/profile', {
        token: admin,
        query: { retailerId: String(retailerId) },
      });
      expect(read.json.data.version).toBeGreaterThan(0);
    }
    const mine = (await callApi('GET', 'retailers/active', { token: retailer })).json.data as { retailerId: number }[];
    expect(mine).toHaveLength(1);
    const query = { retailerId: String(mine[0].retailerId) };
    const fresh = (await callApi('GET', 'retailers/profile', { token: retailer, query })).json.data;
    expect(fresh.versions.map((v: { status: string }) => v.status)).toEqual(['awaitingApproval', 'approved']);
    expect((await callApi('GET', 'retailers/owners', { token: retailer, query })).json.data.length).toBe(3);
    const library = await callApi('GET', `retailers/lib/${mine[0].retailerId}`, { token: retailer });
    expect(library.json.data.totalCount).toBe(3);
  });

  it('add nothing on a second start, nor when the marker is gone (the names are checked)', async () => {
    const tactics = (await callApi('GET', 'tactics/all', { token: admin, query: { pageSize: '100' } })).json.data
      .items as { id: number }[];
    const counts = async () => ({
      programs: (await demoRowsOf(admin)).length,
      promos: (await callApi('GET', 'programs/promocode-counts', { token: admin })).json.data,
      addressBook: await Promise.all(
        [1, 2, 3].map(
          async (retailerId) =>
            (
              await callApi('GET', 'programs/addressbook', {
                token: admin,
                query: { retailerId: String(retailerId), pageSize: '100' },
              })
            ).json.data.items.length,
        ),
      ),
      files: await Promise.all(
        tactics.map(async (t) => (await callApi('GET', `tactics/${t.id}/files`, { token: admin })).json.data.length),
      ),
    });
    const before = await counts();
    expect(before.addressBook.every((n: number) => n > 0)).toBe(true);
    expect(await seedDemoPrograms(facts)).toEqual({ alreadySeeded: true, created: [] });
    expect(await seedDemoPrograms(facts, { ignoreMarker: true })).toEqual({ alreadySeeded: false, created: [] });
    expect(await counts()).toEqual(before);
  }, 120_000);
});
