import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, calendarToday } from '../../shared/delivery/rules';
import { demoCatalogIds } from '../support/catalog';
import { completeDelivery } from '../support/delivery';
import { callApi, idTokenOf } from '../support/session';

/** Submit applies the spec's delivery rules (spec 02, section 5): skipped only when every tactic is a download. */
let planner: string;
let ids: { fizzly: number; freshMarket: number; floorDisplay: number; banner: number };
const distributionText =
  'All tactics must be distributed for at least one location and the total distribution must equal order quantity.';

beforeAll(async () => {
  planner = await idTokenOf('planner@demo.local');
  ids = { ...(await demoCatalogIds(planner, { banner: 'Digital Banner Pack' })), freshMarket: 1 };
});

async function programWith(tacticIds: number[]) {
  const created = await callApi('POST', 'programs', {
    token: planner,
    body: {
      name: `Submit rules ${Math.random().toString(36).slice(2, 7)}`,
      description: 'Delivery at submit',
      retailerId: ids.freshMarket,
      fiscalYear: 2026,
      programStartDate: '2026-03-01',
      programEndDate: '2026-05-31',
      accountLocations: ['FM-001'],
      fundingSources: [{ brandId: ids.fizzly, atlTarget: 100000, btlTarget: 100000 }],
    },
  });
  expect(created.status).toBe(200);
  const id = created.json.data.program.id as number;
  let version = 1;
  for (const tacticId of tacticIds) {
    const added = await callApi('POST', 'programtactics', {
      token: planner,
      body: { programId: id, version, tacticId, orderQuantity: 4 },
    });
    expect(added.status).toBe(200);
    version = added.json.data.program.version;
  }
  return { id, version };
}

const versionOf = async (id: number) =>
  (await callApi('GET', `programs/${id}`, { token: planner })).json.data.program.version as number;

/** The submit is refused with the text, and the browser's check (can-submit, the cart) says the same. */
async function expectRefused(id: number, text: string) {
  const answer = await callApi('POST', `programs/${id}/submit`, {
    token: planner,
    body: { version: await versionOf(id) },
  });
  expect(answer.status).toBe(409);
  expect(answer.json.error.general).toEqual([text]);
  expect((await callApi('GET', `programs/can-submit/${id}`, { token: planner })).json.data).toEqual({
    canSubmit: false,
    reason: text,
  });
  expect((await callApi('GET', `programs/${id}/cart-tactics`, { token: planner })).json.data.canSubmit).toBe(false);
}

describe('submitting a program with shipped tactics', () => {
  it('needs a delivery date, locations and a complete distribution, each refused with the spec text', async () => {
    const { id } = await programWith([ids.floorDisplay]);
    await expectRefused(id, 'Delivery date is required');

    // A location and a date, but nothing distributed yet.
    const location = await callApi('POST', `shippinglocation/${id}`, {
      token: planner,
      body: {
        attention: 'Receiving',
        companyName: 'Fresh Market Co.',
        address1: `${Math.floor(Math.random() * 1e6)} Rule St`,
        city: 'Chicago',
        state: 'IL',
        zip: '60601',
        country: 'US',
      },
    });
    expect(location.status).toBe(200);
    const info = (await callApi('GET', `programs/${id}/deliveryinformation`, { token: planner })).json.data;
    const saved = await callApi('PUT', `programs/${id}/deliveryinformation`, {
      token: planner,
      body: { version: info.version, deliveryDate: addDays(calendarToday(new Date(), 'UTC'), 3), timeZone: 'UTC' },
    });
    expect(saved.status).toBe(200);
    await expectRefused(id, distributionText);

    // Unselecting the only location leaves the program without locations.
    const removed = await callApi('POST', 'programs/add-remove-shippinglocation', {
      token: planner,
      body: { action: 'delete', programid: id, shippingLocationId: location.json.data.id },
    });
    expect(removed.status).toBe(200);
    await expectRefused(id, distributionText);
  });

  it('refuses a distribution that no longer matches the order quantity', async () => {
    const { id } = await programWith([ids.floorDisplay]);
    const version = await completeDelivery(planner, id);
    const tactic = (await callApi('GET', `programs/${id}`, { token: planner })).json.data.tactics[0];
    const changed = await callApi('POST', `programtactics/${tactic.id}`, {
      token: planner,
      body: { version, orderQuantity: 5 },
    });
    expect(changed.status).toBe(200);
    await expectRefused(id, distributionText);
  });

  it('submits once the delivery is complete', async () => {
    const { id } = await programWith([ids.floorDisplay, ids.banner]);
    const version = await completeDelivery(planner, id);
    expect((await callApi('GET', `programs/can-submit/${id}`, { token: planner })).json.data).toEqual({
      canSubmit: true,
      reason: null,
    });
    const submitted = await callApi('POST', `programs/${id}/submit`, { token: planner, body: { version } });
    expect(submitted.status).toBe(200);
    expect(submitted.json.data.program.statusId).toBe(20);
  });
});

describe('submitting a download-only program', () => {
  it('needs no delivery date, locations or distribution', async () => {
    const { id, version } = await programWith([ids.banner]);
    expect((await callApi('GET', `programs/can-submit/${id}`, { token: planner })).json.data).toEqual({
      canSubmit: true,
      reason: null,
    });
    const submitted = await callApi('POST', `programs/${id}/submit`, { token: planner, body: { version } });
    expect(submitted.status).toBe(200);
    expect(submitted.json.data.program.statusId).toBe(20);
  });
});
