import { expect } from 'vitest';
import { knownClaims } from '../../shared/claims';
import { callApi, emailOfToken, idTokenOf, newUserWithRole } from './session';

/**
 * A catalog tactic of the test's own, copied from a demo one under a unique name: tests that give files to a tactic
 * use it, so no other test's files change what a link carries (the stack is shared by every test file).
 */
export async function ownCatalogTactic(adminToken: string, copyOf = 'Floor Display'): Promise<number> {
  const found = await callApi('GET', 'tactics/all', { token: adminToken, query: { searchTerm: copyOf } });
  const source = await callApi('GET', `tactics/edit/${found.json.data.items[0].id}`, { token: adminToken });
  const { tacticName, description, tacticTypeId, productTypeId, deliveryMethodId, categoryId, unitCost } =
    source.json.data;
  const created = await callApi('POST', 'tactics', {
    token: adminToken,
    body: {
      tacticName: `${tacticName} ${Math.random().toString(36).slice(2, 8)}`,
      description,
      tacticTypeId,
      productTypeId,
      deliveryMethodId,
      categoryId,
      unitCost,
      active: true,
    },
  });
  expect(created.status, created.text).toBe(200);
  return created.json.data.id;
}

/** A brand of the test's own (in the first category), so no demo allocation or funding changes. */
export async function ownBrand(adminToken: string): Promise<{ id: number; name: string }> {
  const categories = await callApi('GET', 'categories', { token: adminToken });
  const name = `Alloc Brand ${Math.random().toString(36).slice(2, 8)}`;
  const created = await callApi('POST', 'brands', {
    token: adminToken,
    body: { name, categoryId: categories.json.data.items[0].id },
  });
  expect(created.status, created.text).toBe(200);
  return { id: created.json.data.id as number, name };
}

/**
 * A retailer of the test's own (one store, the brand or brands given): tests that run try-assign or other writes
 * over a retailer's whole data use it, so no demo retailer's lines change.
 */
export async function ownRetailer(
  adminToken: string,
  brandId: number | number[],
): Promise<{ id: number; name: string; store: string }> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const sectors = await callApi('GET', 'sectors', { token: adminToken });
  const store = `T-${suffix}`.toUpperCase();
  const name = `Test Retailer ${suffix}`;
  const created = await callApi('POST', 'retailers', {
    token: adminToken,
    body: {
      retailerName: name,
      sectorId: sectors.json.data.items[0].id,
      brandIds: Array.isArray(brandId) ? brandId : [brandId],
      accountLocations: [{ id: store, name: 'Test store' }],
    },
  });
  expect(created.status, created.text).toBe(200);
  return { id: created.json.data.id, name, store };
}

/**
 * A program of the planner's at a retailer (budget year 2026, March to May, one store) funded by the brands given
 * (ATL and BTL targets of 100,000 each); its id, version and funding brands' names.
 */
export async function ownProgram(
  planner: string,
  opts: { name: string; retailerId: number; store: string; brandIds: number[] },
): Promise<{ programId: number; version: number; brandNames: string[] }> {
  const created = await callApi('POST', 'programs', {
    token: planner,
    body: {
      name: opts.name,
      description: 'Invoices to match',
      retailerId: opts.retailerId,
      fiscalYear: 2026,
      programStartDate: '2026-03-01',
      programEndDate: '2026-05-31',
      accountLocations: [opts.store],
      fundingSources: opts.brandIds.map((brandId) => ({ brandId, atlTarget: 100000, btlTarget: 100000 })),
    },
  });
  expect(created.status, created.text).toBe(200);
  return {
    programId: created.json.data.program.id,
    version: created.json.data.program.version,
    brandNames: (created.json.data.fundingSources as { brandName: string }[]).map((f) => f.brandName),
  };
}

/**
 * A program of the planner's at a retailer (budget year 2026, March to May, its one store, the brand's funding, or
 * the brands' when `brandIds` names several) with one tactic per catalog tactic of the test's own asked for (quantity 10), the first with a component
 * 'Header card' of the vendor given; its name and tactic ids.
 */
export async function ownProgramWithTactics(opts: {
  admin: string;
  planner: string;
  retailer: { id: number; store: string };
  brandId: number;
  brandIds?: number[];
  name: string;
  tactics: number;
  vendor: string;
}): Promise<{ name: string; programId: number; tacticIds: string[] }> {
  const created = await ownProgram(opts.planner, {
    name: opts.name,
    retailerId: opts.retailer.id,
    store: opts.retailer.store,
    brandIds: opts.brandIds ?? [opts.brandId],
  });
  const { programId } = created;
  let version = created.version;
  let tactics: { id: string }[] = [];
  // A catalog tactic of its own each (the same one twice would only add to the first's quantity).
  for (let i = 0; i < opts.tactics; i++) {
    const added = await callApi('POST', 'programtactics', {
      token: opts.planner,
      body: { programId, version, tacticId: await ownCatalogTactic(opts.admin), orderQuantity: 10 },
    });
    expect(added.status, added.text).toBe(200);
    version = added.json.data.program.version;
    tactics = added.json.data.tactics;
  }
  const types = (await callApi('GET', 'programtactics/lookup/component-type', { token: opts.planner })).json.data.items;
  const component = await callApi('POST', 'programtactics/component', {
    token: opts.planner,
    body: {
      programTacticId: tactics[0].id,
      version,
      name: 'Header card',
      componentTypeId: types[0].id,
      vendor: opts.vendor,
    },
  });
  expect(component.status, component.text).toBe(200);
  return { name: opts.name, programId, tacticIds: tactics.map((t) => t.id) };
}

/**
 * A Fresh Market program of the user's own (store FM-001) funded by the first brand, or as many brands as asked,
 * with one tactic of a catalog tactic of the test's own (quantity 2): tests that put invoices on a tactic use it,
 * so no demo program's amounts change.
 */
export async function ownFreshMarketProgram(token: string, name: string, fundingBrands = 1) {
  const [retailers, brands, catalogTactic] = await Promise.all([
    callApi('GET', 'retailers', { token }),
    callApi('GET', 'brands', { token }),
    idTokenOf('admin@demo.local').then((admin) => ownCatalogTactic(admin)),
  ]);
  expect(retailers.status, retailers.text).toBe(200);
  const retailerId = (retailers.json.data.items as { retailerName: string; id: number }[]).find(
    (r) => r.retailerName === 'Fresh Market Co.',
  )!.id;
  const brandIds = (brands.json.data.items as { id: number }[]).slice(0, fundingBrands).map((b) => b.id);
  const { programId, version, brandNames } = await ownProgram(token, { name, retailerId, store: 'FM-001', brandIds });
  const added = await callApi('POST', 'programtactics', {
    token,
    body: { programId, version, tacticId: catalogTactic, orderQuantity: 2 },
  });
  expect(added.status, added.text).toBe(200);
  const tactic = added.json.data.tactics[0] as { id: string; tacticName: string; totalCost: number };
  return { retailerId, programId, brandNames, tactic };
}

/**
 * The ids of the demo brand Fizzly and the demo catalog tactic Floor Display, which many program tests plan with, and
 * of any other demo catalog tactics named in `more`, under its keys.
 */
export async function demoCatalogIds<K extends string = never>(
  token: string,
  more = {} as Record<K, string>,
): Promise<{ fizzly: number; floorDisplay: number } & Record<K, number>> {
  const brands = (await callApi('GET', 'brands', { token, query: { pageSize: '100' } })).json.data.items as {
    name: string;
    id: number;
  }[];
  const tactics = (await callApi('GET', 'tactics/all', { token })).json.data.items as {
    tacticName: string;
    id: number;
  }[];
  const tacticId = (name: string) => tactics.find((t) => t.tacticName === name)!.id;
  const named = Object.entries<string>(more).map(([key, name]) => [key, tacticId(name)]);
  return {
    fizzly: brands.find((b) => b.name === 'Fizzly')!.id,
    floorDisplay: tacticId('Floor Display'),
    ...(Object.fromEntries(named) as Record<K, number>),
  };
}

/**
 * A retailer of the test's own (carrying the first demo brand) and a retailer-side user linked to it only who may
 * edit its profile: the retailer profile's browser tests start from them.
 */
export async function ownRetailerWithProfileEditor(adminToken: string) {
  const brands = await callApi('GET', 'brands', { token: adminToken });
  const shop = await ownRetailer(adminToken, brands.json.data.items[0].id as number);
  const editor = emailOfToken(
    await newUserWithRole(adminToken, [knownClaims.viewHome, knownClaims.editRetailerProfile], [shop.id], true),
  );
  return { shop, editor };
}
