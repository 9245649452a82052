import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { knownClaims } from '../../shared/claims';
import { serverMessages } from '../../shared/messages';
import { productionMessages } from '../../shared/production/orderStatus';
import { madeFirstApprovedLast, productionProgram } from '../support/production';
import { callApi, idTokenOf, newUserWithRole } from '../support/session';

/** Production: manufacturers, files and job tickets, send to production, order status, customizations. */
const run = randomUUID().slice(0, 6);
let admin: string;
let planner: string;
let approver: string;
let production: string;

beforeAll(async () => {
  [admin, planner, approver] = await Promise.all(
    ['admin', 'planner', 'approver'].map((u) => idTokenOf(`${u}@demo.local`)),
  );
  production = await newUserWithRole(admin, [knownClaims.viewPrograms, knownClaims.manageProduction], [], false);
});

describe('manufacturers and production processing (administration)', () => {
  it('refuses a manufacturer without a name or with a bad e-mail, field by field', async () => {
    const bad = await callApi('POST', 'production/manufacturer', {
      token: admin,
      body: { name: ' ', email: 'not-an-address' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatchObject({ name: ['Name is required'], email: ['Enter a valid e-mail address'] });
  });

  it('creates, finds, edits a manufacturer and refuses a process without one', async () => {
    const name = `Acme Litho ${run}`;
    const created = await callApi('POST', 'production/manufacturer', {
      token: admin,
      body: { name, contactName: 'Robin Roll', address: '1 Press St' },
    });
    expect(created.status, created.text).toBe(200);
    const found = await callApi('GET', 'production/manufactures', { token: admin, query: { searchTerm: name } });
    expect(found.json.data.items.map((m: { name: string }) => m.name)).toEqual([name]);
    const edited = await callApi('POST', 'production/manufacturer', {
      token: admin,
      body: { ...created.json.data, phone: '555-0199' },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(
      (await callApi('GET', `production/manufactures/${created.json.data.id}`, { token: admin })).json.data,
    ).toMatchObject({ phone: '555-0199', version: 2 });
    const noMaker = await callApi('POST', 'production/productionprocessing', {
      token: admin,
      body: { name: `Process ${run}` },
    });
    expect(noMaker.status).toBe(400);
    expect(noMaker.json.error.manufacturerId).toEqual(['This field is required.']);
  });
});

describe('production files and sending to production', () => {
  let program: Awaited<ReturnType<typeof productionProgram>>;
  beforeAll(async () => {
    program = await productionProgram({
      admin,
      planner,
      approver,
      name: `Produced ${run}`,
      customizations: [{ customizationId: 'language', value: 'French' }],
    });
  });

  it('refuses to send a draft program to production', async () => {
    const draft = await productionProgram({ admin, planner, approver, name: `Draft ${run}`, draft: true });
    const refused = await callApi('PUT', `programs/${draft.programId}/set-send-production`, {
      token: production,
      body: {},
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error.general).toEqual([productionMessages.notApproved]);
  });

  it('lists the approved program with its manufacturer and what waits to be sent', async () => {
    const list = await callApi('GET', 'programs/productionfiles', {
      token: production,
      query: { fiscalYear: '2026', searchTerm: `Produced ${run}` },
    });
    expect(list.status, list.text).toBe(200);
    expect(list.json.data.items).toEqual([expect.objectContaining({ id: program.programId, productionSentAt: null })]);
    const makers = await callApi('GET', 'programs/getmanufacturers', {
      token: production,
      query: { programId: String(program.programId) },
    });
    expect(makers.json.data.manufacturers).toEqual([
      {
        manufacturerId: program.manufacturer.id,
        manufacturerName: program.manufacturer.name,
        tactics: 1,
        totalQuantity: 12,
        waiting: 1,
      },
    ]);
  });

  it("answers a manufacturer's file and job ticket: the tactic, its process, its quantity", async () => {
    for (const path of ['getfile', 'getinventoryJobTicket']) {
      const file = await callApi('GET', `programs/${path}/${program.programId}/${program.manufacturer.id}`, {
        token: production,
      });
      expect(file.status, file.text).toBe(200);
      expect(file.json.data.files[0].manufacturer).toMatchObject({
        name: program.manufacturer.name,
        contactName: 'Casey Cutter',
      });
      expect(file.json.data.files[0].tactics).toEqual([
        expect.objectContaining({
          programTacticId: program.programTacticId,
          processName: program.processName,
          orderQuantity: 12,
          orderStatus: 'NotSent',
          shipTo: [{ locationId: null, location: 'Download (no shipment)', quantity: 12 }],
        }),
      ]);
    }
    const other = await callApi('GET', `programs/getfile/${program.programId}/999999`, { token: production });
    expect(other.status).toBe(404);
    const all = await callApi('GET', `programs/get-all-inventoryJobTicket/${program.programId}`, { token: production });
    expect(all.json.data.files).toHaveLength(1);
  });

  it('sends the manufacturer part once, records the request and audits it; nothing waits afterwards', async () => {
    const sent = await callApi('POST', `programs/productionprocessingrequest/${program.programId}`, {
      token: production,
      body: { manufacturerId: program.manufacturer.id },
    });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json.data.sentTactics).toBe(1);
    const again = await callApi('PUT', `programs/${program.programId}/set-send-production`, {
      token: production,
      body: {},
    });
    expect(again.status).toBe(409);
    expect(again.json.error.general).toEqual([productionMessages.nothingToSend]);
    const makers = await callApi('GET', 'programs/getmanufacturers', {
      token: production,
      query: { programId: String(program.programId) },
    });
    expect(makers.json.data.manufacturers[0].waiting).toBe(0);
    expect(makers.json.data.requests).toHaveLength(1);
    expect(makers.json.data.productionSentAt).not.toBeNull();
    const audit = await callApi('GET', `programs/${program.programId}/audit`, { token: admin });
    expect(audit.json.data.items ?? audit.json.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'production-send' })]),
    );
    const inventory = await callApi('GET', 'programs/getinventorymanufacturers', {
      token: production,
      query: { programId: String(program.programId) },
    });
    expect(inventory.json.data.items.map((m: { id: number }) => m.id)).toEqual([program.manufacturer.id]);
  });

  it('moves the order status along its flow and refuses a jump or a user without the claim', async () => {
    const moved = await callApi('PUT', 'tactics/orderstatus', {
      token: production,
      body: { programTacticId: program.programTacticId, fromStatus: 'Sent', orderStatus: 'InProduction' },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.data.next).toEqual(['OnHold', 'Shipped', 'Cancelled']);
    const jump = await callApi('PUT', 'tactics/orderstatus', {
      token: production,
      body: { programTacticId: program.programTacticId, fromStatus: 'InProduction', orderStatus: 'Delivered' },
    });
    expect(jump.status).toBe(409);
    expect(jump.json.error.general[0]).toContain('cannot be delivered');
    const noClaim = await callApi('PUT', 'tactics/orderstatus', {
      token: planner,
      body: { programTacticId: program.programTacticId, fromStatus: 'InProduction', orderStatus: 'Shipped' },
    });
    expect(noClaim.status).toBe(403);
  });

  it('refuses a move made from a status the tactic no longer has (someone moved it meanwhile): 409, the status stays', async () => {
    const statusNow = async () =>
      (await callApi('GET', `programs/getallfile/${program.programId}`, { token: production })).json.data.files
        .flatMap((f: { tactics: { programTacticId: string; orderStatus: string }[] }) => f.tactics)
        .find((t: { programTacticId: string }) => t.programTacticId === program.programTacticId).orderStatus;
    const read = await statusNow();
    expect(read).toBe('InProduction');
    const first = await callApi('PUT', 'tactics/orderstatus', {
      token: production,
      body: { programTacticId: program.programTacticId, fromStatus: read, orderStatus: 'OnHold' },
    });
    expect(first.status, first.text).toBe(200);
    // The second person read In production too; cancelling is allowed from On hold, but not what they saw.
    const late = await callApi('PUT', 'tactics/orderstatus', {
      token: production,
      body: { programTacticId: program.programTacticId, fromStatus: read, orderStatus: 'Cancelled' },
    });
    expect(late.status, late.text).toBe(409);
    expect(late.json.error.general).toEqual([serverMessages.staleVersion]);
    expect(await statusNow()).toBe('OnHold');
  });

  it('applies the customizations to production, which the files then carry; an approved program keeps its saved ones', async () => {
    const applied = await callApi('PUT', `programs/${program.programId}/apply-customizations-production`, {
      token: production,
    });
    expect(applied.status, applied.text).toBe(200);
    const file = await callApi('GET', `programs/getallfile/${program.programId}`, { token: production });
    expect(file.json.data.customizations).toEqual(
      expect.arrayContaining([{ customizationId: 'language', value: 'French' }]),
    );
    const changed = await callApi('PUT', `programs/${program.programId}/customizations`, {
      token: planner,
      body: { version: applied.json.data.version, entries: [] },
    });
    expect(changed.status).toBe(409);
  });

  it("hides another retailer's program from a retailer-side production user", async () => {
    const retailers = (await callApi('GET', 'retailers', { token: admin })).json.data.items as { id: number }[];
    const elsewhere = retailers.find((r) => r.id !== program.retailerId)!.id;
    const outside = await newUserWithRole(
      admin,
      [knownClaims.viewPrograms, knownClaims.manageProduction],
      [elsewhere],
      true,
    );
    const makers = await callApi('GET', 'programs/getmanufacturers', {
      token: outside,
      query: { programId: String(program.programId) },
    });
    expect(makers.status).toBe(404);
  });
});

describe('a program sent to production in part', () => {
  it('shows as sent in part, with how many tactics still wait, until the rest is sent', async () => {
    const program = await productionProgram({ admin, planner, approver, name: `Two makers ${run}`, secondMaker: true });
    const row = async () =>
      (
        await callApi('GET', 'programs/productionfiles', {
          token: production,
          query: { fiscalYear: '2026', searchTerm: `Two makers ${run}` },
        })
      ).json.data.items[0];
    expect(await row()).toMatchObject({ productionSentAt: null, productionWaiting: 0 });

    const first = await callApi('POST', `programs/productionprocessingrequest/${program.programId}`, {
      token: production,
      body: { manufacturerId: program.manufacturer.id },
    });
    expect(first.status, first.text).toBe(200);
    const partly = await row();
    expect(partly.productionSentAt).not.toBeNull();
    expect(partly.productionWaiting).toBe(1);

    const rest = await callApi('PUT', `programs/${program.programId}/set-send-production`, {
      token: production,
      body: {},
    });
    expect(rest.status, rest.text).toBe(200);
    expect(rest.json.data.sentTactics).toBe(1);
    expect(await row()).toMatchObject({ productionSentAt: partly.productionSentAt, productionWaiting: 0 });
  });
});

describe('the approved programs list', () => {
  it('orders programs by when they were approved, not when they were made, and drops one revised', async () => {
    const { early, late } = await madeFirstApprovedLast({
      admin,
      planner,
      approver,
      madeFirst: `Order ${run} made first`,
      madeSecond: `Order ${run} made second`,
    });
    const list = async (sortDirection: 'asc' | 'desc') => {
      const answer = await callApi('GET', 'programs/productionfiles', {
        token: production,
        query: { fiscalYear: '2026', searchTerm: `Order ${run}`, sortDirection },
      });
      expect(answer.status, answer.text).toBe(200);
      return answer.json.data as { items: { id: number; approvedDate: string }[]; totalCount: number };
    };
    const newest = await list('desc');
    expect(newest.items.map((p) => p.id)).toEqual([early.programId, late.programId]);
    expect(newest.totalCount).toBe(2);
    expect(newest.items[0].approvedDate > newest.items[1].approvedDate).toBe(true);
    expect((await list('asc')).items.map((p) => p.id)).toEqual([late.programId, early.programId]);
    const current = await callApi('GET', `programs/${early.programId}`, { token: planner });
    const revised = await callApi('POST', `programs/${early.programId}/revise`, {
      token: planner,
      body: { version: current.json.data.program.version },
    });
    expect(revised.status, revised.text).toBe(200);
    const left = await list('desc');
    expect(left.items.map((p) => p.id)).toEqual([late.programId]);
    expect(left.totalCount).toBe(1);
  });

  it('sorts by any column it shows while the year is small enough, a page at a time', async () => {
    const { early, late } = await madeFirstApprovedLast({
      admin,
      planner,
      approver,
      madeFirst: `Sort ${run} Alpha`,
      madeSecond: `Sort ${run} Bravo`,
    });
    const page = async (query: Record<string, string>) => {
      const answer = await callApi('GET', 'programs/productionfiles', {
        token: production,
        query: { fiscalYear: '2026', searchTerm: `Sort ${run}`, pageSize: '1', ...query },
      });
      expect(answer.status, answer.text).toBe(200);
      return answer.json.data as {
        items: { id: number }[];
        totalCount: number;
        nextCursor: string | null;
        sortFields: string[];
      };
    };
    // By approval (the list's own order) the program made first comes last; by name ('Alpha') and number, first.
    const byApproval = await page({ sortDirection: 'asc' });
    expect(byApproval.items.map((p) => p.id)).toEqual([late.programId]);
    expect(byApproval.sortFields).toEqual(expect.arrayContaining(['name', 'id', 'retailerName', 'programStartDate']));
    const firstByName = await page({ sortBy: 'name', sortDirection: 'asc' });
    expect(firstByName.items.map((p) => p.id)).toEqual([early.programId]);
    expect(firstByName.totalCount).toBe(2);
    const secondByName = await page({ sortBy: 'name', sortDirection: 'asc', cursor: firstByName.nextCursor! });
    expect(secondByName.items.map((p) => p.id)).toEqual([late.programId]);
    expect(secondByName.nextCursor).toBeNull();
    expect((await page({ sortBy: 'id', sortDirection: 'desc' })).items.map((p) => p.id)).toEqual([late.programId]);
    expect((await page({ sortBy: 'id', sortDirection: 'asc' })).items.map((p) => p.id)).toEqual([early.programId]);
  });
});

describe('sending several programs at once', () => {
  it('sends each approved program and says per program why another was not sent', async () => {
    const [approved, draft] = await Promise.all([
      productionProgram({ admin, planner, approver, name: `Batch ${run} A` }),
      productionProgram({ admin, planner, approver, name: `Batch ${run} B`, draft: true }),
    ]);
    const sent = await callApi('POST', 'programs/productionprocessingrequest-all', {
      token: production,
      body: { programIds: [approved.programId, draft.programId] },
    });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json.data.results).toEqual([
      { programId: approved.programId, sent: true, sentTactics: 1, message: null },
      { programId: draft.programId, sent: false, sentTactics: 0, message: productionMessages.notApproved },
    ]);
    const none = await callApi('POST', 'programs/productionprocessingrequest-all', {
      token: production,
      body: { programIds: [] },
    });
    expect(none.status).toBe(400);
    expect(none.json.error.programIds).toEqual(['Choose at least one program.']);
  });
});

describe('customizations of a planned program', () => {
  let programId: number;
  beforeAll(async () => {
    ({ programId } = await productionProgram({ admin, planner, approver, name: `Custom ${run}`, draft: true }));
  });

  it('starts empty, refuses a value the dropdown does not offer, and saves with the element rules', async () => {
    const first = await callApi('GET', `programs/${programId}/customizations`, { token: planner });
    expect(first.json.data).toMatchObject({ version: 0, entries: [] });
    expect((await callApi('GET', `programs/has-customizations/${programId}`, { token: planner })).json.data).toEqual({
      hasCustomizations: false,
    });
    const bad = await callApi('PUT', `programs/${programId}/customizations`, {
      token: planner,
      body: { version: 0, entries: [{ customizationId: 'language', value: 'Latin' }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error['customizations.language']).toEqual(['Choose one of: English, Spanish, French.']);
    const saved = await callApi('PUT', `programs/${programId}/customizations`, {
      token: planner,
      body: {
        version: 0,
        entries: [
          { customizationId: 'size', value: 'Small' },
          { customizationId: 'finish', value: 'Gloss' },
        ],
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.data.entries).toEqual([
      { customizationId: 'size', value: 'Small' },
      { customizationId: 'imprint', value: 'Retailer logo and address' },
      { customizationId: 'finish', value: 'Matte' },
    ]);
    const stale = await callApi('PUT', `programs/${programId}/customizations`, {
      token: planner,
      body: { version: 0, entries: [] },
    });
    expect(stale.status).toBe(409);
    expect((await callApi('GET', `programs/has-customizations/${programId}`, { token: planner })).json.data).toEqual({
      hasCustomizations: true,
    });
    const applied = await callApi('PUT', `programs/${programId}/apply-customizations`, {
      token: planner,
      body: { version: saved.json.data.version },
    });
    expect(applied.status, applied.text).toBe(200);
    expect(applied.json.data.appliedEntries).toEqual(saved.json.data.entries);
    const notApproved = await callApi('PUT', `programs/${programId}/apply-customizations-production`, {
      token: production,
    });
    expect(notApproved.status).toBe(409);
  });
});
