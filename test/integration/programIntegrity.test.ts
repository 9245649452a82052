import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, idTokenOf } from '../support/session';
import { completeDelivery } from '../support/delivery';

/**
 * Issue 9, section 3: one guard for every program change (status decides, every accepted change audited),
 * conditional list writes, four-eyes for programs and promo code tiers, and promo counts scoped to the caller.
 */
let planner: string;
let approver: string;
let admin: string;
let retailer: string;
let ids: {
  freshMarket: number;
  quickStop: number;
  fizzly: number;
  endCap: number;
  floorDisplay: number;
  artwork: number;
};

beforeAll(async () => {
  [planner, approver, admin, retailer] = await Promise.all(
    ['planner', 'approver', 'admin', 'retailer'].map((u) => idTokenOf(`${u}@demo.local`)),
  );
  const [brands, retailers, tactics, types] = await Promise.all([
    callApi('GET', 'brands', { token: admin, query: { pageSize: '100' } }),
    callApi('GET', 'retailers', { token: admin }),
    callApi('GET', 'tactics/all', { token: admin }),
    callApi('GET', 'programtactics/lookup/component-type', { token: planner }),
  ]);
  const named = <T extends Record<string, unknown>>(items: T[], field: keyof T, name: string) =>
    items.find((i) => i[field] === name)!.id as number;
  ids = {
    freshMarket: named(retailers.json.data.items, 'retailerName', 'Fresh Market Co.'),
    quickStop: named(retailers.json.data.items, 'retailerName', 'QuickStop'),
    fizzly: named(brands.json.data.items, 'name', 'Fizzly'),
    endCap: named(tactics.json.data.items, 'tacticName', 'End Cap Sign'),
    floorDisplay: named(tactics.json.data.items, 'tacticName', 'Floor Display'),
    artwork: named(types.json.data.items, 'name', 'Artwork'),
  };
});

const accountLocation = { freshMarket: 'FM-001', quickStop: 'QS-010' };

async function createProgram(token: string, retailer: 'freshMarket' | 'quickStop' = 'freshMarket') {
  const answer = await callApi('POST', 'programs', {
    token,
    body: {
      name: `Integrity ${Math.random().toString(36).slice(2, 7)}`,
      description: 'Guarded',
      retailerId: ids[retailer],
      fiscalYear: 2026,
      programStartDate: '2026-03-01',
      programEndDate: '2026-05-31',
      accountLocations: [accountLocation[retailer]],
      fundingSources: [{ brandId: ids.fizzly, atlTarget: 5000, btlTarget: 2500 }],
    },
  });
  expect(answer.status).toBe(200);
  return answer.json.data.program as { id: number; version: number };
}

/** A program with a Floor Display (and one component) in its cart and its delivery complete, submitted by `submitter`. */
async function submittedProgram(owner = planner, submitter = owner) {
  const program = await createProgram(owner);
  const withTactic = await callApi('POST', 'programtactics', {
    token: owner,
    body: { programId: program.id, version: 1, tacticId: ids.floorDisplay, orderQuantity: 2 },
  });
  expect(withTactic.status).toBe(200);
  const tactic = withTactic.json.data.tactics[0];
  const withComponent = await callApi('POST', 'programtactics/component', {
    token: owner,
    body: { programTacticId: tactic.id, version: 2, name: 'Header card', componentTypeId: ids.artwork },
  });
  expect(withComponent.status).toBe(200);
  const component = Object.values(withComponent.json.data.tactics[0].components as Record<string, { id: string }>)[0];
  const version = await completeDelivery(owner, program.id);
  const submitted = await callApi('POST', `programs/${program.id}/submit`, { token: submitter, body: { version } });
  expect(submitted.status).toBe(200);
  return { id: program.id, version: version + 1, tactic, component };
}

async function approvedProgram() {
  const program = await submittedProgram();
  const approved = await callApi('POST', `programs/${program.id}/approve`, {
    token: approver,
    body: { version: program.version },
  });
  expect(approved.status).toBe(200);
  return { ...program, version: program.version + 1 };
}

const auditOf = async (id: number) =>
  (await callApi('GET', `programs/${id}/audit`, { token: admin })).json.data as {
    action: string;
    byName: string;
    at: string;
    notes?: string;
  }[];
const tomorrowPlus = (days: number) => new Date(Date.now() + (days + 1) * 86_400_000).toISOString().slice(0, 10);

describe('an approved program refuses every change its status does not allow, and says why', () => {
  let program: Awaited<ReturnType<typeof approvedProgram>>;
  beforeAll(async () => {
    program = await approvedProgram();
  });

  const expectRefused = (answer: { status: number; json: any }, what: string) => {
    expect(answer.status).toBe(409);
    expect(answer.json.error.general).toEqual([
      `The ${what} of an approved program cannot be changed. Only programs that are New, Rejected, Revised can.`,
    ]);
  };

  it('refuses field, tactic, component and job changes', async () => {
    expectRefused(
      await callApi('POST', `programs/${program.id}`, { token: planner, body: { version: program.version, note: '' } }),
      'details',
    );
    expectRefused(
      await callApi('POST', 'programtactics', {
        token: planner,
        body: { programId: program.id, version: program.version, tacticId: ids.endCap, orderQuantity: 1 },
      }),
      'tactics',
    );
    expectRefused(
      await callApi('POST', `programtactics/${program.tactic.id}`, {
        token: planner,
        body: { version: program.version, orderQuantity: 9 },
      }),
      'tactics',
    );
    expectRefused(
      await callApi('POST', 'programtactics/component', {
        token: planner,
        body: {
          programTacticId: program.tactic.id,
          version: program.version,
          name: 'Late',
          componentTypeId: ids.artwork,
        },
      }),
      'components',
    );
    expectRefused(
      await callApi('POST', 'programs/jobstobedonedetails', {
        token: planner,
        body: { programId: program.id, version: program.version, selections: [] },
      }),
      'jobs to be done',
    );
  });

  it('refuses component files: no upload slot and no removal', async () => {
    expectRefused(
      await callApi('POST', `programtactics/component/${program.component.id}/upload`, {
        token: planner,
        body: { fileName: 'late.pdf', contentType: 'application/pdf', size: 3 },
      }),
      'component files',
    );
    expectRefused(
      await callApi('POST', 'programtactics/component/deleteFile', {
        token: planner,
        body: { componentId: program.component.id, key: '00000000-0000-4000-8000-000000000000' },
      }),
      'component files',
    );
  });

  it('refuses new promo code requests', async () => {
    const answer = await callApi('POST', 'programs/save-program-promo', {
      token: planner,
      body: {
        programId: program.id,
        promoCode: 'LATE',
        description: 'Too late',
        discountType: 'amount',
        discountValue: 1,
        startDate: '2026-06-01',
        endDate: '2026-06-30',
      },
    });
    expectRefused(answer, 'promo code requests');
  });

  it('refuses delivery information, locations and distribution; the notes stay', async () => {
    expectRefused(
      await callApi('PUT', `programs/${program.id}/deliveryinformation`, {
        token: planner,
        body: { version: program.version, deliveryNotes: '' },
      }),
      'delivery information',
    );
    expectRefused(
      await callApi('PUT', `programs/saveshippinglocation/${program.id}`, {
        token: planner,
        body: { version: program.version, tactics: [] },
      }),
      'distribution',
    );
    const location = await callApi('POST', `shippinglocation/${program.id}`, {
      token: planner,
      body: {
        companyName: 'Late Store',
        address1: '1 Late St',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        country: 'US',
      },
    });
    expectRefused(location, 'delivery information');
    const started = await callApi('POST', `programs/${program.id}/import-shipping-location`, {
      token: planner,
      body: { fileName: 'late.csv', contentType: 'text/csv', size: 10 },
    });
    expectRefused(started, 'delivery information');
    expect(
      (await callApi('GET', `programs/${program.id}/deliveryinformation`, { token: planner })).json.data.canEdit,
    ).toBe(false);
  });

  it('lets an internal user move the delivery date, never into the past, and audits it', async () => {
    const past = await callApi('POST', `programs/${program.id}/update-delivery-date`, {
      token: planner,
      body: { version: program.version, deliveryDate: '2020-01-01', fromCampaigns: true },
    });
    expect(past.status).toBe(400);
    expect(past.json.error.deliveryDate).toEqual(['Delivery date must be in the future.']);
    const date = tomorrowPlus(10);
    const moved = await callApi('POST', `programs/${program.id}/update-delivery-date`, {
      token: planner,
      body: { version: program.version, deliveryDate: date },
    });
    expect(moved.status).toBe(200);
    expect(moved.json.data.deliveryDate).toBe(date);
    program.version = moved.json.data.version;
    const last = (await auditOf(program.id)).at(-1)!;
    expect(last).toMatchObject({
      action: 'delivery-date',
      byName: 'planner@demo.local',
      notes: `deliveryDate: ${date}`,
    });
  });

  it("keeps a retailer-side user from moving an approved program's delivery date", async () => {
    const answer = await callApi('POST', `programs/${program.id}/update-delivery-date`, {
      token: retailer,
      body: { version: program.version, deliveryDate: tomorrowPlus(20) },
    });
    expect(answer.status).toBe(409);
    expect(answer.json.error.general).toEqual([
      'Only your account team can move the delivery date of an approved program.',
    ]);
  });

  it("keeps a retailer-side user out of another retailer's program delivery", async () => {
    const other = await createProgram(planner, 'quickStop');
    expect(
      (
        await callApi('POST', `programs/${other.id}/update-delivery-date`, {
          token: retailer,
          body: { version: 1, deliveryDate: tomorrowPlus(5) },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await callApi('PUT', `programs/${other.id}/deliveryinformation`, {
          token: retailer,
          body: { version: 1, deliveryNotes: 'x' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('every accepted change is audited (who, when, what)', () => {
  it('records field, tactic, component and delivery changes on the trail', async () => {
    const program = await createProgram(planner);
    const renamed = await callApi('POST', `programs/${program.id}`, {
      token: planner,
      body: { version: 1, note: 'Bring samples', accountLocations: ['FM-001'] },
    });
    expect(renamed.status).toBe(200);
    const withTactic = await callApi('POST', 'programtactics', {
      token: planner,
      body: { programId: program.id, version: 2, tacticId: ids.endCap, orderQuantity: 2 },
    });
    const location = await callApi('POST', `shippinglocation/${program.id}`, {
      token: planner,
      body: {
        companyName: 'Audit Store',
        address1: '2 Trail St',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        country: 'US',
      },
    });
    expect(location.status).toBe(200);
    const delivery = await callApi('PUT', `programs/${program.id}/deliveryinformation`, {
      token: planner,
      body: { version: 3, deliveryNotes: 'Back door', deliveryDate: tomorrowPlus(3) },
    });
    expect(delivery.status).toBe(200);
    const trail = await auditOf(program.id);
    expect(trail.map((e) => e.action)).toEqual(['create', 'update', 'tactic-add', 'location-add', 'delivery']);
    expect(trail[1]).toMatchObject({ byName: 'planner@demo.local' });
    expect(trail[1].notes).toContain('note: Bring samples');
    expect(trail[2].notes).toContain(withTactic.json.data.tactics[0].id);
    expect(trail[3].notes).toContain('Audit Store');
    expect(trail[4].notes).toContain('deliveryNotes: Back door');
    for (const entry of trail) expect(Number.isNaN(Date.parse(entry.at))).toBe(false);
  });
});

describe('list writes inside an item are conditional', () => {
  it('keeps all 20 files of 20 parallel uploads to one component, each audited, and removes one exactly', async () => {
    const program = await createProgram(planner);
    const withTactic = await callApi('POST', 'programtactics', {
      token: planner,
      body: { programId: program.id, version: 1, tacticId: ids.floorDisplay, orderQuantity: 1 },
    });
    const tacticId = withTactic.json.data.tactics[0].id;
    const added = await callApi('POST', 'programtactics/component', {
      token: planner,
      body: { programTacticId: tacticId, version: 2, name: 'Many files', componentTypeId: ids.artwork },
    });
    const component = Object.values(added.json.data.tactics[0].components as Record<string, { id: string }>)[0];
    const uploads = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        callApi('POST', `programtactics/component/${component.id}/upload`, {
          token: planner,
          body: { fileName: `file-${i}.pdf`, contentType: 'application/pdf', size: 10 },
        }),
      ),
    );
    expect(uploads.map((u) => u.status)).toEqual(Array(20).fill(200));
    const files = (await callApi('GET', `programtactics/component-files/${component.id}`, { token: planner })).json
      .data as { documentId: string; fileName: string }[];
    expect(files).toHaveLength(20);
    expect(new Set(files.map((f) => f.documentId))).toEqual(new Set(uploads.map((u) => u.json.data.id)));
    expect((await auditOf(program.id)).filter((e) => e.action === 'component-file-add')).toHaveLength(20);

    const [first, second] = files;
    const removals = await Promise.all(
      [first, second].map((f) =>
        callApi('POST', 'programtactics/component/deleteFile', {
          token: planner,
          body: { componentId: component.id, key: f.documentId },
        }),
      ),
    );
    expect(removals.map((r) => r.status)).toEqual([200, 200]);
    const left = (await callApi('GET', `programtactics/component-files/${component.id}`, { token: planner })).json
      .data as { documentId: string }[];
    expect(left).toHaveLength(18);
    expect(left.map((f) => f.documentId)).not.toContain(first.documentId);
    expect(left.map((f) => f.documentId)).not.toContain(second.documentId);
  });
});

describe('four-eyes', () => {
  it('keeps whoever created or submitted a program from approving or rejecting it', async () => {
    const own = await submittedProgram(approver);
    const approve = await callApi('POST', `programs/${own.id}/approve`, {
      token: approver,
      body: { version: own.version },
    });
    expect(approve.status).toBe(403);
    expect(approve.json.error.general).toEqual([
      'You created or submitted this program, so someone else must approve or reject it.',
    ]);
    expect(
      (
        await callApi('POST', `programs/${own.id}/reject-program`, {
          token: approver,
          body: { version: own.version, notes: 'Mine' },
        })
      ).status,
    ).toBe(403);
    // Created by the planner, submitted by the approver: the approver still may not approve it.
    const submittedByApprover = await submittedProgram(planner, approver);
    expect(
      (
        await callApi('POST', `programs/${submittedByApprover.id}/approve`, {
          token: approver,
          body: { version: submittedByApprover.version },
        })
      ).status,
    ).toBe(403);
    expect(
      (await callApi('POST', `programs/${own.id}/approve`, { token: admin, body: { version: own.version } })).status,
    ).toBe(200);
  });

  it('can be turned off by the site configuration flag SelfApproval.Allow', async () => {
    const own = await submittedProgram(approver);
    const flag = await callApi('PUT', 'sitesetup', {
      token: admin,
      body: { configuration: 'SelfApproval', operation: 'Allow' },
    });
    expect(flag.status).toBe(200);
    try {
      expect(
        (await callApi('POST', `programs/${own.id}/approve`, { token: approver, body: { version: own.version } }))
          .status,
      ).toBe(200);
    } finally {
      expect((await callApi('DELETE', 'sitesetup/SelfApproval.Allow', { token: admin })).status).toBe(200);
    }
    const another = await submittedProgram(approver);
    expect(
      (await callApi('POST', `programs/${another.id}/approve`, { token: approver, body: { version: another.version } }))
        .status,
    ).toBe(403);
  });

  it("keeps a promo request's submitter from approving it, and its tier 1 approver from approving tier 2", async () => {
    const program = await createProgram(planner);
    const save = (token: string) =>
      callApi('POST', 'programs/save-program-promo', {
        token,
        body: {
          programId: program.id,
          promoCode: `FE${Math.random().toString(36).slice(2, 6)}`,
          description: 'Four eyes',
          discountType: 'amount',
          discountValue: 2,
          startDate: '2026-06-01',
          endDate: '2026-06-30',
        },
      });
    const byAdmin = (await save(admin)).json.data;
    await callApi('POST', `programs/${program.id}/submit-promocode`, {
      token: admin,
      body: { promoId: byAdmin.id, version: 1 },
    });
    const selfTier1 = await callApi('POST', `programs/${program.id}/approve-promocode`, {
      token: admin,
      body: { promoId: byAdmin.id, version: 2 },
    });
    expect(selfTier1.status).toBe(403);
    expect(selfTier1.json.error.general).toEqual([
      'You created or submitted this promo code request, or approved its first tier, so someone else must decide on it.',
    ]);

    const byPlanner = (await save(planner)).json.data;
    await callApi('POST', `programs/${program.id}/submit-promocode`, {
      token: planner,
      body: { promoId: byPlanner.id, version: 1 },
    });
    expect(
      (
        await callApi('POST', `programs/${program.id}/approve-promocode`, {
          token: admin,
          body: { promoId: byPlanner.id, version: 2 },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await callApi('POST', `programs/${program.id}/approve-promocode-tier2`, {
          token: admin,
          body: { promoId: byPlanner.id, version: 3 },
        })
      ).status,
    ).toBe(403);
  });
});

describe('promo code counts', () => {
  it("count only a retailer-side user's retailers' requests", async () => {
    const before = {
      all: (await callApi('GET', 'programs/promocode-counts', { token: planner })).json.data,
      mine: (await callApi('GET', 'programs/promocode-counts', { token: retailer })).json.data,
    };
    const other = await createProgram(planner, 'quickStop');
    const own = await createProgram(planner, 'freshMarket');
    for (const p of [other, own]) {
      const saved = await callApi('POST', 'programs/save-program-promo', {
        token: planner,
        body: {
          programId: p.id,
          promoCode: 'COUNTED',
          description: 'Counted',
          discountType: 'amount',
          discountValue: 1,
          startDate: '2026-06-01',
          endDate: '2026-06-30',
        },
      });
      expect(saved.status).toBe(200);
    }
    const all = (await callApi('GET', 'programs/promocode-counts', { token: planner })).json.data;
    const mine = (await callApi('GET', 'programs/promocode-counts', { token: retailer })).json.data;
    expect(all.new).toBe(before.all.new + 2);
    expect(mine.new).toBe(before.mine.new + 1);
  });
});
