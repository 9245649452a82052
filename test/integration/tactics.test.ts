import { beforeAll, describe, expect, it } from 'vitest';
import { knownClaims } from '../../shared/claims';
import { ownBrand, ownProgram, ownProgramWithTactics, ownRetailer } from '../support/catalog';
import { completeDelivery } from '../support/delivery';
import { callApi, idTokenOf, newUserWithRole } from '../support/session';

/** The Create tactic modal's routes, its lookups, archive and drafts: a brand, retailer and programs of the test's own. */
let admin: string;
let planner: string;
let retailer: { id: number; name: string; store: string };
let brand: { id: number; name: string };
let ids: { tacticType: number; productType: number; deliveryMethod: number; componentTypes: number[] };

const firstId = async (path: string) =>
  (await callApi('GET', path, { token: planner, query: { pageSize: '5' } })).json.data.items.map(
    (i: { id: number }) => i.id,
  );

async function newProgram(name: string) {
  return ownProgram(planner, { name, retailerId: retailer.id, store: retailer.store, brandIds: [brand.id] });
}

function tacticBody(programId: number, version: number, extra: Record<string, unknown> = {}) {
  return {
    programId,
    version,
    tacticTypeId: ids.tacticType,
    tacticName: 'Window cling',
    description: 'A cling for the front door',
    purpose: 'Drive footfall',
    productTypeId: ids.productType,
    deliveryMethodId: ids.deliveryMethod,
    unitCost: 2.5,
    orderQuantity: 40,
    startDate: '2026-03-02',
    endDate: '2026-04-30',
    components: [
      { name: 'Artwork', componentTypeId: ids.componentTypes[0], vendorId: 1, childVendorId: 101, mediaTypeId: 1 },
      { name: 'Print run', componentTypeId: ids.componentTypes[1] ?? ids.componentTypes[0], quantity: 40 },
    ],
    ...extra,
  };
}

beforeAll(async () => {
  [admin, planner] = await Promise.all(['admin', 'planner'].map((u) => idTokenOf(`${u}@demo.local`)));
  brand = await ownBrand(admin);
  retailer = await ownRetailer(admin, brand.id);
  const [tacticTypes, productTypes, deliveryMethods, componentTypes] = await Promise.all([
    firstId('tactics/lookup/tactic-types'),
    firstId('tactics/lookup/producttypes'),
    firstId('reference/delivery-methods'),
    firstId('programtactics/lookup/component-type'),
  ]);
  ids = {
    tacticType: tacticTypes[0],
    productType: productTypes[0],
    deliveryMethod: deliveryMethods[0],
    componentTypes,
  };
});

describe('the Create tactic modal', () => {
  it('creates a tactic with two components, then changes it keeping the first component', async () => {
    const { programId, version } = await newProgram('Tactic modal');
    const created = await callApi('POST', 'tactics/save-program-tactic', {
      token: planner,
      body: tacticBody(programId, version),
    });
    expect(created.status, created.text).toBe(200);
    const tactic = created.json.data.tactics.find((t: { tacticName: string }) => t.tacticName === 'Window cling');
    expect(tactic).toMatchObject({ custom: true, tacticId: 0, orderQuantity: 40, totalCost: 100 });
    const components = Object.values(tactic.components) as { id: string; name: string; childVendorId: number }[];
    expect(components.map((c) => c.name).sort()).toEqual(['Artwork', 'Print run']);

    const artwork = components.find((c) => c.name === 'Artwork')!;
    const changed = await callApi('POST', 'tactics/save-program-tactic', {
      token: planner,
      body: tacticBody(programId, created.json.data.program.version, {
        programTacticId: tactic.id,
        tacticName: 'Window cling XL',
        components: [{ id: artwork.id, name: 'Artwork v2', componentTypeId: ids.componentTypes[0] }],
      }),
    });
    expect(changed.status, changed.text).toBe(200);
    const after = changed.json.data.tactics.find((t: { id: string }) => t.id === tactic.id);
    expect(after.tacticName).toBe('Window cling XL');
    expect(Object.keys(after.components)).toEqual([artwork.id]);
  });

  it("answers the spec's messages for a tactic without type or dates, and a component's own", async () => {
    const { programId, version } = await newProgram('Tactic messages');
    const answer = await callApi('POST', 'tactics/save-program-tactic', {
      token: planner,
      body: tacticBody(programId, version, {
        tacticTypeId: null,
        startDate: null,
        endDate: null,
        components: [{ name: '', componentTypeId: null }],
      }),
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatchObject({
      tacticTypeId: ['Tactic Type Required'],
      startDate: ['Start Date required'],
      endDate: ['End Date required'],
      'components.0.name': ['Component name is required'],
      'components.0.componentTypeId': ['Component type is required'],
    });
  });

  it('deletes a tactic only when the can-delete check says DELETE', async () => {
    const { programId, version } = await newProgram('Tactic delete');
    const created = await callApi('POST', 'tactics/save-program-tactic', {
      token: planner,
      body: tacticBody(programId, version),
    });
    const tacticId = created.json.data.tactics[0].id;
    const check = await callApi('GET', `programtactics/check-candelete/${tacticId}`, { token: planner });
    expect(check.json.data.result).toBe('DELETE');

    const withoutClaim = await newUserWithRole(admin, [knownClaims.viewPrograms], [retailer.id], false);
    const refused = await callApi('POST', `programtactics/delete/${tacticId}`, {
      token: withoutClaim,
      body: { version: created.json.data.program.version },
    });
    expect(refused.status).toBe(403);

    const deleted = await callApi('POST', `programtactics/delete/${tacticId}`, {
      token: planner,
      body: { version: created.json.data.program.version },
    });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.json.data.tactics).toEqual([]);
  });

  it('says when a SKU is already used, and lets a tactic keep its own', async () => {
    const { programId, version } = await newProgram('Tactic SKU');
    const sku = `SKU-${Math.random().toString(36).slice(2, 8)}`;
    const created = await callApi('POST', 'tactics/save-program-tactic', {
      token: planner,
      body: tacticBody(programId, version, { sku }),
    });
    expect(created.status, created.text).toBe(200);
    const tacticId = created.json.data.tactics[0].id;
    const taken = await callApi('GET', 'tactics/validate-sku', {
      token: planner,
      query: { sku: sku.toLowerCase(), programId: String(programId) },
    });
    expect(taken.json.data).toEqual({ valid: false, message: 'This SKU is already used by Window cling.' });
    const own = await callApi('GET', 'tactics/validate-sku', { token: planner, query: { sku, tacticId } });
    expect(own.json.data).toEqual({ valid: true, message: null });
    const twice = await callApi('POST', 'tactics/save-program-tactic', {
      token: planner,
      body: tacticBody(programId, created.json.data.program.version, { sku, tacticName: 'Another' }),
    });
    expect(twice.status).toBe(400);
    expect(twice.json.error.sku).toEqual(['This SKU is already used by Window cling.']);
  });
});

describe('lookups', () => {
  it('pages vendors, sub vendors of one vendor and the fixed lists', async () => {
    const first = await callApi('GET', 'programtactics/lookup/vendors-paged', {
      token: planner,
      query: { pageSize: '3', pageIndex: '0' },
    });
    expect(first.json.data).toMatchObject({ pageSize: 3, totalCount: 8, hasNextPage: true });
    const second = await callApi('GET', 'programtactics/lookup/vendors-paged', {
      token: planner,
      query: { pageSize: '3', pageIndex: '1' },
    });
    expect(second.json.data.items[0].name).not.toBe(first.json.data.items[0].name);
    const children = await callApi('GET', 'vendors/child/1', { token: planner });
    expect(children.json.data.every((v: { parentId: number }) => v.parentId === 1)).toBe(true);
    const media = await callApi('GET', 'programtactics/lookup/media-type', {
      token: planner,
      query: { searchTerm: 'radio' },
    });
    expect(media.json.data.items).toEqual([{ id: 3, name: 'Radio' }]);
    for (const path of [
      'tactics/lookup/production-options',
      'tactics/lookup/documenttypes',
      'tactics/lookup/outputtypes',
      'tactics/lookup/shop-types',
      'programtactics/lookup/barcode-destination',
    ]) {
      const answer = await callApi('GET', path, { token: planner });
      expect(answer.status, path).toBe(200);
      expect(answer.json.data.items.length, path).toBeGreaterThan(0);
    }
  });
});

describe('lookups of reference data and order status', () => {
  it('lists only active delivery methods, of one production option when asked', async () => {
    const run = Math.random().toString(36).slice(2, 8);
    const option = (await callApi('GET', 'tactics/lookup/production-options', { token: planner })).json.data.items[0];
    const save = async (name: string, active: boolean) => {
      const saved = await callApi('POST', 'reference/delivery-methods', {
        token: admin,
        body: { name, active, isDownload: false, productionOptionId: option.id },
      });
      expect(saved.status, saved.text).toBe(200);
      return saved.json.data.id as number;
    };
    const active = await save(`Courier ${run}`, true);
    await save(`Pigeon ${run}`, false);

    const found = await callApi('GET', 'tactics/lookup/delivery-methods', {
      token: planner,
      query: { searchTerm: run },
    });
    expect(found.status, found.text).toBe(200);
    expect(found.json.data.items).toEqual([{ id: active, name: `Courier ${run}`, isDownload: false }]);
    const ofOption = await callApi('GET', 'tactics/lookup/delivery-methods', {
      token: planner,
      query: { productionOptionId: String(option.id), pageSize: '1000' },
    });
    expect(ofOption.json.data.items.map((d: { id: number }) => d.id)).toContain(active);
    const ofAnother = await callApi('GET', 'tactics/lookup/delivery-methods', {
      token: planner,
      query: { productionOptionId: String(option.id + 1000), searchTerm: run },
    });
    expect(ofAnother.json.data.items).toEqual([]);
  });

  it('lists only active manufacturers, searched by name', async () => {
    const run = Math.random().toString(36).slice(2, 8);
    const save = async (name: string, active: boolean) => {
      const saved = await callApi('POST', 'production/manufacturer', { token: admin, body: { name, active } });
      expect(saved.status, saved.text).toBe(200);
      return saved.json.data.id as number;
    };
    const printer = await save(`Lookup Litho ${run}`, true);
    await save(`Closed Press ${run}`, false);
    const found = await callApi('GET', 'tactics/lookup/manufacturer', { token: planner, query: { searchTerm: run } });
    expect(found.status, found.text).toBe(200);
    expect(found.json.data).toMatchObject({ totalCount: 1, items: [{ id: printer, name: `Lookup Litho ${run}` }] });
  });

  it('lists the tactic order statuses in the order of their flow, and searches them', async () => {
    const all = await callApi('GET', 'tactics/lookup/status', { token: planner });
    expect(all.status, all.text).toBe(200);
    expect(all.json.data.items.map((s: { id: string }) => s.id)).toEqual([
      'NotSent',
      'Sent',
      'InProduction',
      'OnHold',
      'Shipped',
      'Delivered',
      'Cancelled',
    ]);
    expect(all.json.data.items[2]).toEqual({ id: 'InProduction', name: 'In production', sequence: 2 });
    const held = await callApi('GET', 'tactics/lookup/status', { token: planner, query: { searchTerm: 'hold' } });
    expect(held.json.data.items.map((s: { id: string }) => s.id)).toEqual(['OnHold']);
    const badSort = await callApi('GET', 'tactics/lookup/status', { token: planner, query: { sortBy: 'colour' } });
    expect(badSort.status).toBe(400);
  });
});

describe('archive and drafts', () => {
  it('moves a draft to the archive and back, and archives a list', async () => {
    const token = await newUserWithRole(admin, [knownClaims.viewPrograms], [retailer.id], false);
    const mine = async (name: string) =>
      (
        await callApi('POST', 'programs', {
          token,
          body: {
            name,
            description: 'Draft',
            retailerId: retailer.id,
            fiscalYear: 2026,
            programStartDate: '2026-03-01',
            programEndDate: '2026-05-31',
            accountLocations: [retailer.store],
            fundingSources: [{ brandId: brand.id, atlTarget: 10, btlTarget: 10 }],
          },
        })
      ).json.data.program as { id: number; version: number };
    const a = await mine('Draft A');
    const b = await mine('Draft B');
    const c = await mine('Draft C');
    const drafts = await callApi('GET', 'programs/draft', { token });
    expect(drafts.json.data.items.map((p: { name: string }) => p.name).sort()).toEqual([
      'Draft A',
      'Draft B',
      'Draft C',
    ]);

    const archived = await callApi('PUT', `programs/archive/${a.id}`, { token, body: { version: a.version } });
    expect(archived.status, archived.text).toBe(200);
    expect(archived.json.data.program.archived).toBe(true);
    const list = await callApi('PUT', 'programs/archive-list', { token, query: { programs: `${b.id},${c.id}` } });
    expect(list.json.data).toEqual({ archived: [b.id, c.id], refused: [] });
    expect((await callApi('GET', 'programs/draft', { token })).json.data.totalCount).toBe(0);
    const archive = await callApi('GET', 'programs/archived', { token });
    expect(archive.json.data).toMatchObject({ totalCount: 3 });

    const restored = await callApi('PUT', `programs/archive/${a.id}`, {
      token,
      body: { version: archived.json.data.program.version, archived: false },
    });
    expect(restored.json.data.program.archived).toBe(false);
    expect((await callApi('GET', 'programs/draft', { token })).json.data.items[0].name).toBe('Draft A');
  });

  it('archives the programs of a list it may, and says why it refused the others', async () => {
    const token = await newUserWithRole(admin, [knownClaims.viewPrograms], [retailer.id], false);
    const mine = async (name: string) => {
      const created = await callApi('POST', 'programs', {
        token,
        body: {
          name,
          description: 'Draft',
          retailerId: retailer.id,
          fiscalYear: 2026,
          programStartDate: '2026-03-01',
          programEndDate: '2026-05-31',
          accountLocations: [retailer.store],
          fundingSources: [{ brandId: brand.id, atlTarget: 10, btlTarget: 10 }],
        },
      });
      expect(created.status, created.text).toBe(200);
      return created.json.data.program.id as number;
    };
    const a = await mine('List A');
    const b = await mine('List B');
    // A program waiting for a decision, and a program that does not exist.
    const waiting = await ownProgramWithTactics({
      admin,
      planner,
      retailer,
      brandId: brand.id,
      name: 'Waiting',
      tactics: 1,
      vendor: 'Archive Print Co',
    });
    const version = await completeDelivery(planner, waiting.programId);
    const submitted = await callApi('POST', `programs/${waiting.programId}/submit`, {
      token: planner,
      body: { version },
    });
    expect(submitted.status, submitted.text).toBe(200);
    const missing = 999_999_999_999;

    const answer = await callApi('PUT', 'programs/archive-list', {
      token,
      query: { programs: `${a},${waiting.programId},${missing},${b}` },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.data.archived).toEqual([a, b]);
    expect(answer.json.data.refused).toEqual([
      {
        programId: waiting.programId,
        reason: expect.stringMatching(/^The archive state of an? \w+ program cannot be changed\./),
      },
      { programId: missing, reason: 'Program could not be retrieved' },
    ]);
    const archived = await callApi('GET', 'programs/archived', { token });
    expect(archived.json.data.items.map((p: { name: string }) => p.name).sort()).toEqual(['List A', 'List B']);
    const untouched = await callApi('GET', `programs/${waiting.programId}`, { token: planner });
    expect(untouched.json.data.program).toMatchObject({
      archived: false,
      statusId: submitted.json.data.program.statusId,
    });

    const tooMany = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    const refused = await callApi('PUT', 'programs/archive-list', { token, query: { programs: tooMany } });
    expect(refused.status).toBe(400);
  });

  it("shows a program's tactics on one brand in the overview's details", async () => {
    const { programId, version } = await newProgram('Overview details');
    await callApi('POST', 'tactics/save-program-tactic', { token: planner, body: tacticBody(programId, version) });
    const answer = await callApi('GET', 'programs/overview-details', {
      token: planner,
      query: { programId: String(programId), brandId: String(brand.id) },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.data).toMatchObject({ brandId: brand.id, atlTarget: 100000, btlAllocated: 100 });
    expect(answer.json.data.tactics).toEqual([expect.objectContaining({ tacticName: 'Window cling', btl: 100 })]);
  });
});
