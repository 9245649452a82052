import { beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../shared/messages';
import { ownCatalogTactic } from '../support/catalog';
import { callApi, idTokenOf, newSignedInUser } from '../support/session';

/** The access rules of docs/decisions.md ('Access rules'), each through the HTTP gateway. */
let admin: string;
let planner: string;
let approver: string;
let retailer: string;
let retailerIds: Record<string, number>;
let tactics: Record<string, number>;
let brands: Record<string, number>;

beforeAll(async () => {
  [admin, planner, approver, retailer] = await Promise.all(
    ['admin', 'planner', 'approver', 'retailer'].map((u) => idTokenOf(`${u}@demo.local`)),
  );
  const [retailerList, tacticList, brandList] = await Promise.all([
    callApi('GET', 'retailers', { token: admin }),
    callApi('GET', 'tactics/all', { token: admin }),
    callApi('GET', 'brands', { token: admin, query: { pageSize: '100' } }),
  ]);
  retailerIds = Object.fromEntries(
    retailerList.json.data.items.map((r: { retailerName: string; id: number }) => [r.retailerName, r.id]),
  );
  tactics = Object.fromEntries(
    tacticList.json.data.items.map((t: { tacticName: string; id: number }) => [t.tacticName, t.id]),
  );
  brands = Object.fromEntries(brandList.json.data.items.map((b: { name: string; id: number }) => [b.name, b.id]));
});

const bytes = Buffer.from('%PDF-1.4 access rules');
async function put(slot: { json: { data: { uploadUrl: string; headers: Record<string, string> } } }) {
  expect(
    (await fetch(slot.json.data.uploadUrl, { method: 'PUT', headers: slot.json.data.headers, body: bytes })).status,
  ).toBe(200);
}
const download = (id: string, token: string) => callApi('GET', `documents/${id}/file`, { token });

/** A program of the retailer with one tactic and one component holding an uploaded file; answers the document id. */
async function programDocument(retailerName: string, locations: string[]) {
  const created = await callApi('POST', 'programs', {
    token: planner,
    body: {
      name: `Docs ${Math.random().toString(36).slice(2, 7)}`,
      description: 'Documents by owner',
      retailerId: retailerIds[retailerName],
      fiscalYear: 2026,
      programStartDate: '2026-03-01',
      programEndDate: '2026-05-31',
      accountLocations: locations,
      fundingSources: [{ brandId: brands.Fizzly, atlTarget: 5000, btlTarget: 2500 }],
    },
  });
  expect(created.status, created.text).toBe(200);
  const programId = created.json.data.program.id;
  const withTactic = await callApi('POST', 'programtactics', {
    token: planner,
    body: { programId, version: 1, tacticId: tactics['Floor Display'], orderQuantity: 2 },
  });
  expect(withTactic.status).toBe(200);
  const types = (await callApi('GET', 'programtactics/lookup/component-type', { token: planner })).json.data.items;
  const added = await callApi('POST', 'programtactics/component', {
    token: planner,
    body: {
      programTacticId: withTactic.json.data.tactics[0].id,
      version: 2,
      name: 'Header card',
      componentTypeId: types[0].id,
    },
  });
  expect(added.status).toBe(200);
  const component = Object.values(added.json.data.tactics[0].components as Record<string, { id: string }>)[0];
  const slot = await callApi('POST', `programtactics/component/${component.id}/upload`, {
    token: planner,
    body: { fileName: 'card.pdf', contentType: 'application/pdf', size: bytes.length },
  });
  expect(slot.status).toBe(200);
  await put(slot);
  return slot.json.data.id as string;
}

describe('documents follow the access rules of what they were uploaded for', () => {
  it("a program's document: a retailer-side user cannot download another retailer's, but their own retailer's; the brand team can", async () => {
    const other = await programDocument('QuickStop', ['QS-010']);
    expect((await download(other, retailer)).status).toBe(404);
    const answer = await download(other, planner);
    expect(answer.status).toBe(302);
    expect(Buffer.from(await (await fetch(answer.headers.get('location')!)).arrayBuffer())).toEqual(bytes);
    expect((await download(other, approver)).status).toBe(302);

    const own = await programDocument('Fresh Market Co.', ['FM-001']);
    expect((await download(own, retailer)).status).toBe(302);
  });

  it("a catalog tactic's file is the brand team's: a retailer-side user can neither list, download nor log it", async () => {
    const tacticId = await ownCatalogTactic(admin);
    const slot = await callApi('POST', `tactics/${tacticId}/upload-file`, {
      token: admin,
      body: { fileName: 'display.pdf', contentType: 'application/pdf', size: bytes.length },
    });
    await put(slot);
    const documentId = slot.json.data.id;
    expect((await download(documentId, planner)).status).toBe(302);
    expect((await download(documentId, retailer)).status).toBe(403);
    expect((await callApi('GET', `tactics/${tacticId}/files`, { token: retailer })).status).toBe(403);
    expect(
      (await callApi('POST', 'tactics/log-asset-download', { token: retailer, body: { id: tacticId, documentId } }))
        .status,
    ).toBe(403);
    expect(
      (await callApi('POST', 'tactics/log-asset-download', { token: planner, body: { id: tacticId, documentId } }))
        .status,
    ).toBe(200);
  });

  it('tactics/log-asset-download accepts only a file of the tactic named', async () => {
    const [first, second] = await Promise.all([ownCatalogTactic(admin), ownCatalogTactic(admin, 'End Cap Sign')]);
    const slot = await callApi('POST', `tactics/${first}/upload-file`, {
      token: admin,
      body: { fileName: 'one.pdf', contentType: 'application/pdf', size: bytes.length },
    });
    const foreign = await callApi('POST', 'tactics/log-asset-download', {
      token: planner,
      body: { id: second, documentId: slot.json.data.id },
    });
    expect(foreign.status).toBe(404);
    const programFile = await programDocument('QuickStop', ['QS-010']);
    expect(
      (
        await callApi('POST', 'tactics/log-asset-download', {
          token: planner,
          body: { id: first, documentId: programFile },
        })
      ).status,
    ).toBe(404);
  });

  it('a document uploaded without an owner is readable only by its uploader', async () => {
    const slot = await callApi('POST', 'documents', {
      token: planner,
      body: { fileName: 'notes.txt', contentType: 'text/plain', size: bytes.length },
    });
    expect(slot.status).toBe(200);
    await put(slot);
    expect((await download(slot.json.data.id, planner)).status).toBe(302);
    expect((await download(slot.json.data.id, approver)).status).toBe(404);
    expect((await download(slot.json.data.id, admin)).status).toBe(404);
  });
});

describe('a disabled user', () => {
  it('is refused on the next call with a clear text, in every family', async () => {
    const { email, token } = await newSignedInUser(['planner'], 'leaver');
    expect(
      (
        await callApi('POST', 'users/tracklogin', {
          token,
          body: { token: 'x', type: 1, url: 'http://localhost/#/home' },
        })
      ).status,
    ).toBe(200);
    expect((await callApi('GET', 'users/editloggeduser', { token })).status).toBe(200);
    const user = (await callApi('GET', 'users', { token: admin, query: { searchTerm: email } })).json.data.items[0];
    const disabled = await callApi('PUT', 'users', {
      token: admin,
      body: {
        id: user.id,
        version: user.version,
        firstName: 'Lee',
        lastName: 'Leaver',
        roles: ['planner'],
        retailerIds: [],
        active: false,
      },
    });
    expect(disabled.status, disabled.text).toBe(200);

    for (const [method, path] of [
      ['GET', 'users/editloggeduser'],
      ['GET', 'users/claims'],
      ['GET', 'notifications'],
      ['GET', 'programs/status-config'],
    ] as const) {
      const answer = await callApi(method, path, { token });
      expect(answer.status, path).toBe(403);
      expect(answer.json.error.general).toEqual([serverMessages.userDisabled]);
    }
    // Enabled again, the same token works again (the users family forgets its cached flag at once).
    const again = await callApi('PUT', 'users', {
      token: admin,
      body: {
        id: user.id,
        version: user.version + 1,
        firstName: 'Lee',
        lastName: 'Leaver',
        roles: ['planner'],
        retailerIds: [],
        active: true,
      },
    });
    expect(again.status).toBe(200);
    expect((await callApi('GET', 'users/editloggeduser', { token })).status).toBe(200);
  });
});

describe('a signed-in user without any role', () => {
  it('reaches their own account and what the no-access page needs, and nothing else', async () => {
    const { token } = await newSignedInUser([], 'self');
    expect(
      (
        await callApi('POST', 'users/tracklogin', {
          token,
          body: { token: 'x', type: 1, url: 'http://localhost/#/home' },
        })
      ).status,
    ).toBe(200);
    for (const path of [
      'users/claims',
      'users/scope',
      'users/siteconfig',
      'users/editloggeduser',
      'users/retailers',
      'clientsettings',
      'sitesetup/menus',
    ]) {
      expect((await callApi('GET', path, { token })).status, path).toBe(200);
    }
    const own = (await callApi('GET', 'users/editloggeduser', { token })).json.data;
    expect(
      (
        await callApi('PUT', 'loggedusers', {
          token,
          body: { version: own.version, firstName: 'Sam', lastName: 'Self' },
        })
      ).status,
    ).toBe(200);

    for (const path of ['notifications', 'notifications/types', 'users/lookup/users', 'retailers/active', 'sectors']) {
      const answer = await callApi('GET', path, { token });
      expect(answer.status, path).toBe(403);
      expect(answer.json.error.general).toEqual([serverMessages.noRole]);
    }
  });
});

describe('a retailer-side user', () => {
  it('finds only the users of their own retailers, never the internal users', async () => {
    const found = (
      await callApi('GET', 'users/lookup/users', { token: retailer, query: { pageSize: '100' } })
    ).json.data.items.map((u: { email: string }) => u.email);
    expect(found).toContain('retailer@demo.local');
    expect(found).not.toContain('planner@demo.local');
    expect(found).not.toContain('admin@demo.local');
    const all = (
      await callApi('GET', 'users/lookup/users', { token: planner, query: { pageSize: '100' } })
    ).json.data.items.map((u: { email: string }) => u.email);
    expect(all).toEqual(expect.arrayContaining(['planner@demo.local', 'retailer@demo.local']));
  });

  it('may notify only the users of their own retailers', async () => {
    const users = (await callApi('GET', 'users', { token: admin, query: { pageSize: '100' } })).json.data.items as {
      id: string;
      email: string;
    }[];
    const idOf = (email: string) => users.find((u) => u.email === email)!.id;
    const refused = await callApi('POST', 'notifications', {
      token: retailer,
      body: {
        type: 'General Information',
        users: [idOf('retailer@demo.local'), idOf('planner@demo.local')],
        body: '<p>Hi</p>',
      },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.error.general).toEqual([serverMessages.recipientsOutOfScope]);
    const allowed = await callApi('POST', 'notifications', {
      token: retailer,
      body: { type: 'General Information', users: [idOf('retailer@demo.local')], body: '<p>Hi</p>' },
    });
    expect(allowed.status).toBe(200);
  });
});
