import { expect } from 'vitest';
import { ownBrand, ownProgram, ownRetailer } from './catalog';
import { callApi } from './session';

/**
 * Production data of a test's own: a manufacturer, its production processing record and a catalog tactic it makes
 * (a download, so a program needs no delivery to be submitted), and a program of the planner's at a retailer of its
 * own with that tactic (quantity 12), with customizations applied when asked, submitted and, unless `draft`,
 * approved by the approver. With `secondMaker`, another manufacturer's tactic is in the program too.
 */
export async function productionProgram(opts: {
  admin: string;
  planner: string;
  approver: string;
  name: string;
  draft?: boolean;
  customizations?: { customizationId: string; value: string }[];
  secondMaker?: boolean;
}) {
  const first = await madeTactic(opts.admin);
  const second = opts.secondMaker ? await madeTactic(opts.admin) : null;
  const brand = await ownBrand(opts.admin);
  const retailer = await ownRetailer(opts.admin, brand.id);
  const created = await ownProgram(opts.planner, {
    name: opts.name,
    retailerId: retailer.id,
    store: retailer.store,
    brandIds: [brand.id],
  });
  const { programId } = created;
  let version = created.version;
  let programTacticId = '';
  for (const made of [first, second]) {
    if (!made) continue;
    const added = await callApi('POST', 'programtactics', {
      token: opts.planner,
      body: { programId, version, tacticId: made.tacticId, orderQuantity: 12 },
    });
    expect(added.status, added.text).toBe(200);
    version = added.json.data.program.version as number;
    programTacticId ||= added.json.data.tactics[0].id as string;
  }
  if (opts.customizations) {
    const saved = await callApi('PUT', `programs/${programId}/customizations`, {
      token: opts.planner,
      body: { version: 0, entries: opts.customizations },
    });
    expect(saved.status, saved.text).toBe(200);
    const applied = await callApi('PUT', `programs/${programId}/apply-customizations`, {
      token: opts.planner,
      body: { version: saved.json.data.version },
    });
    expect(applied.status, applied.text).toBe(200);
  }
  if (!opts.draft) await submitAndApprove(opts, programId, version);
  return {
    programId,
    retailerId: retailer.id,
    tacticName: first.tacticName,
    programTacticId,
    manufacturer: first.manufacturer,
    processName: first.processName,
    otherManufacturer: second?.manufacturer ?? null,
  };
}

/** A manufacturer of a test's own, its production processing record and a catalog tactic (a download) it makes. */
async function madeTactic(admin: string) {
  const suffix = Math.random().toString(36).slice(2, 8);
  const manufacturer = await callApi('POST', 'production/manufacturer', {
    token: admin,
    body: { name: `Maker ${suffix}`, contactName: 'Casey Cutter', email: `maker-${suffix}@example.com` },
  });
  expect(manufacturer.status, manufacturer.text).toBe(200);
  const process = await callApi('POST', 'production/productionprocessing', {
    token: admin,
    body: { name: `Litho ${suffix}`, manufacturerId: manufacturer.json.data.id },
  });
  expect(process.status, process.text).toBe(200);
  const lookup = async (path: string) =>
    (await callApi('GET', path, { token: admin, query: { pageSize: '100' } })).json.data.items as {
      id: number;
      isDownload?: boolean;
    }[];
  const [types, products, methods] = await Promise.all([
    lookup('tactics/lookup/tactic-types'),
    lookup('tactics/lookup/producttypes'),
    lookup('reference/delivery-methods'),
  ]);
  const tacticName = `Poster ${suffix}`;
  const tactic = await callApi('POST', 'tactics', {
    token: admin,
    body: {
      tacticName,
      tacticTypeId: types[0].id,
      productTypeId: products[0].id,
      deliveryMethodId: methods.find((m) => m.isDownload)!.id,
      unitCost: 5,
      productionProcessingId: process.json.data.id,
    },
  });
  expect(tactic.status, tactic.text).toBe(200);
  return {
    tacticId: tactic.json.data.id as number,
    tacticName,
    manufacturer: { id: manufacturer.json.data.id as number, name: manufacturer.json.data.name as string },
    processName: process.json.data.name as string,
  };
}

/**
 * Two production programs, the one named `madeFirst` created first but approved last, so that an order by approval
 * differs from one by creation.
 */
export async function madeFirstApprovedLast(opts: {
  admin: string;
  planner: string;
  approver: string;
  madeFirst: string;
  madeSecond: string;
}) {
  const { madeFirst, madeSecond, ...users } = opts;
  const early = await productionProgram({ ...users, name: madeFirst, draft: true });
  const late = await productionProgram({ ...users, name: madeSecond });
  const current = await callApi('GET', `programs/${early.programId}`, { token: opts.planner });
  await submitAndApprove(opts, early.programId, current.json.data.program.version);
  return { early, late };
}

async function submitAndApprove(users: { planner: string; approver: string }, programId: number, version: number) {
  const submitted = await callApi('POST', `programs/${programId}/submit`, {
    token: users.planner,
    body: { version },
  });
  expect(submitted.status, submitted.text).toBe(200);
  const approved = await callApi('POST', `programs/${programId}/approve`, {
    token: users.approver,
    body: { version: submitted.json.data.program.version },
  });
  expect(approved.status, approved.text).toBe(200);
}
