import { beforeAll, describe, expect, it } from 'vitest';
import { knownClaims } from '../../shared/claims';
import { profileMessages, profileNotices } from '../../shared/retailerProfile/profile';
import { ownRetailer } from '../support/catalog';
import { callApi, idTokenOf, newUserWithRole } from '../support/session';

/**
 * The retailer profile through the API (retailers/profile, owners, lib/{id}, lib/copy): a retailer-side user of a
 * retailer of the test's own sees and edits only that retailer; versions go to approval and an approver decides.
 */
let admin: string;
let shop: { id: number; name: string };
let other: { id: number; name: string };
let third: { id: number; name: string };
let retailerUser: string;
let approver: string;

const profile = {
  bannerNames: ['Corner Shop'],
  storeCount: 12,
  regions: ['North'],
  formats: ['Convenience'],
  keyDates: [{ label: 'Spring reset', date: '2027-03-01' }],
  planogramNotes: 'Two end caps per store.',
  brandGuidelinesUrl: 'https://corner.example.com/guide',
};

beforeAll(async () => {
  admin = await idTokenOf('admin@demo.local');
  const brands = await callApi('GET', 'brands', { token: admin });
  const brandId = brands.json.data.items[0].id as number;
  [shop, other, third] = await Promise.all([
    ownRetailer(admin, brandId),
    ownRetailer(admin, brandId),
    ownRetailer(admin, brandId),
  ]);
  retailerUser = await newUserWithRole(admin, [knownClaims.editRetailerProfile], [shop.id, third.id], true);
  approver = await newUserWithRole(
    admin,
    [knownClaims.editRetailerProfile, knownClaims.approveRetailerProfile],
    [],
    false,
  );
});

async function upload(slot: { uploadUrl: string; headers: Record<string, string> }, text: string) {
  const put = await fetch(slot.uploadUrl, { method: 'PUT', headers: slot.headers, body: Buffer.from(text) });
  expect(put.status).toBe(200);
}

describe('the retailer profile', () => {
  it("saves a retailer's profile for its retailer-side user, who cannot reach another retailer's", async () => {
    const empty = await callApi('GET', 'retailers/profile', {
      token: retailerUser,
      query: { retailerId: String(shop.id) },
    });
    expect(empty.status, empty.text).toBe(200);
    expect(empty.json.data).toMatchObject({ retailerName: shop.name, version: 0, versions: [] });
    const saved = await callApi('PUT', 'retailers/profile', {
      token: retailerUser,
      body: { retailerId: shop.id, version: 0, profile },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.data).toMatchObject({ version: 1, profile });
    const stale = await callApi('PUT', 'retailers/profile', {
      token: retailerUser,
      body: { retailerId: shop.id, version: 0, profile },
    });
    expect(stale.status).toBe(409);
    for (const call of [
      callApi('GET', 'retailers/profile', { token: retailerUser, query: { retailerId: String(other.id) } }),
      callApi('GET', 'retailers/owners', { token: retailerUser, query: { retailerId: String(other.id) } }),
      callApi('GET', `retailers/lib/${other.id}`, { token: retailerUser }),
    ])
      expect((await call).status).toBe(404);
    // Everyone else with the claim sees every retailer's profile.
    const seen = await callApi('GET', 'retailers/profile', { token: approver, query: { retailerId: String(shop.id) } });
    expect(seen.json.data.profile).toEqual(profile);
    // The demo retailer user (Fresh Market only) does not see this retailer either.
    const demoRetailer = await idTokenOf('retailer@demo.local');
    expect(
      (await callApi('GET', 'retailers/profile', { token: demoRetailer, query: { retailerId: String(shop.id) } }))
        .status,
    ).toBe(404);
  });

  it('refuses bad input with its field and message, and keeps the saved profile', async () => {
    const bad = await callApi('PUT', 'retailers/profile', {
      token: retailerUser,
      body: {
        retailerId: shop.id,
        version: 1,
        profile: { ...profile, bannerNames: [], storeCount: -1, brandGuidelinesUrl: 'not a link' },
      },
    });
    expect(bad.status).toBe(400);
    const messages = JSON.stringify(bad.json.error);
    expect(messages).toContain(profileNotices.bannerRequired);
    expect(messages).toContain(profileNotices.storeCountInvalid);
    expect(messages).toContain(profileNotices.linkInvalid);
    const contact = await callApi('POST', 'retailers/owners', {
      token: retailerUser,
      body: { retailerId: shop.id, kind: 'owner', name: '', email: 'nope' },
    });
    expect(contact.status).toBe(400);
    expect(JSON.stringify(contact.json.error)).toContain(profileNotices.nameRequired);
    expect(JSON.stringify(contact.json.error)).toContain(profileNotices.emailInvalid);
    const read = await callApi('GET', 'retailers/profile', {
      token: retailerUser,
      query: { retailerId: String(shop.id) },
    });
    expect(read.json.data).toMatchObject({ version: 1, profile });
  });

  it('uploads versions, sends one to approval and an approver approves it; a rejection needs notes', async () => {
    const bytes = '%PDF-1.4 profile';
    const added = await callApi('POST', 'retailers/profile/version', {
      token: retailerUser,
      body: {
        retailerId: shop.id,
        comment: 'First',
        files: [{ fileName: 'Profile.pdf', contentType: 'application/pdf', size: bytes.length }],
      },
    });
    expect(added.status, added.text).toBe(200);
    expect(added.json.data.versionId).toBe(1);
    await upload(added.json.data.uploads[0].upload, bytes);
    // A version without files is allowed (the page asks the spec's no-files confirmation first).
    const empty = await callApi('POST', 'retailers/profile/version', {
      token: retailerUser,
      body: { retailerId: shop.id, comment: 'Only the fields' },
    });
    expect(empty.json.data).toMatchObject({ versionId: 2, uploads: [] });

    let read = (
      await callApi('GET', 'retailers/profile', { token: retailerUser, query: { retailerId: String(shop.id) } })
    ).json.data;
    expect(read.versions.map((v: { versionId: number; status: string }) => [v.versionId, v.status])).toEqual([
      [2, 'draft'],
      [1, 'draft'],
    ]);
    const first = read.versions[1];
    expect(first).toMatchObject({ comment: 'First', profile, uploaded: { byName: expect.stringContaining('@') } });
    const file = await callApi('GET', `documents/${first.files[0].documentId}/file`, { token: retailerUser });
    expect(file.status).toBe(302);
    const bytesBack = await fetch(file.headers.get('location')!);
    expect(await bytesBack.text()).toBe(bytes);

    // The retailer-side user cannot approve; they send it to approval.
    const early = await callApi('POST', 'retailers/profile/approval', {
      token: approver,
      body: { retailerId: shop.id, versionId: 1, action: 'Approve', version: first.version },
    });
    expect(early.status).toBe(409);
    expect(early.json.error.general[0]).toBe('A draft profile version cannot be approved.');
    const requested = await callApi('POST', 'retailers/profile/approval', {
      token: retailerUser,
      body: { retailerId: shop.id, versionId: 1, action: 'RequestApproval', version: first.version },
    });
    expect(requested.status, requested.text).toBe(200);
    const awaiting = requested.json.data.versions.find((v: { versionId: number }) => v.versionId === 1);
    expect(awaiting).toMatchObject({ status: 'awaitingApproval', requested: { byName: expect.any(String) } });
    const selfApprove = await callApi('POST', 'retailers/profile/approval', {
      token: retailerUser,
      body: { retailerId: shop.id, versionId: 1, action: 'Approve', version: awaiting.version },
    });
    expect(selfApprove.status).toBe(403);
    const noNotes = await callApi('POST', 'retailers/profile/approval', {
      token: approver,
      body: { retailerId: shop.id, versionId: 1, action: 'Reject', version: awaiting.version },
    });
    expect(noNotes.status).toBe(400);
    expect(noNotes.json.error.notes).toEqual([profileNotices.rejectNotesRequired]);
    const approved = await callApi('POST', 'retailers/profile/approval', {
      token: approver,
      body: { retailerId: shop.id, versionId: 1, action: 'Approve', version: awaiting.version, notes: 'Looks right' },
    });
    expect(approved.status, approved.text).toBe(200);
    read = approved.json.data;
    expect(read.approvedVersionId).toBe(1);
    expect(read.versions.find((v: { versionId: number }) => v.versionId === 1)).toMatchObject({
      status: 'approved',
      decisionNotes: 'Looks right',
    });
    const again = await callApi('POST', 'retailers/profile/approval', {
      token: approver,
      body: { retailerId: shop.id, versionId: 1, action: 'Approve', version: awaiting.version },
    });
    expect(again.status).toBe(409);
    expect(profileMessages.approvalRequested).toBe('Approval Requested.');
  });

  it("sends a file of one's own draft again after its upload failed, and nothing else", async () => {
    const bytes = '%PDF-1.4 list';
    const file = { fileName: 'Stores.pdf', contentType: 'application/pdf', size: bytes.length };
    const added = await callApi('POST', 'retailers/profile/version', {
      token: retailerUser,
      body: { retailerId: shop.id, comment: 'Upload broke off', files: [file] },
    });
    expect(added.status, added.text).toBe(200);
    const versionId = added.json.data.versionId as number;
    const again = (token: string, body: Record<string, unknown> = {}) =>
      callApi('POST', 'retailers/profile/version/upload-again', {
        token,
        body: { retailerId: shop.id, versionId, file, ...body },
      });
    // Someone else's draft, or a file the version does not hold: refused.
    const notTheirs = await again(admin);
    expect(notTheirs.status).toBe(409);
    expect(notTheirs.json.error.general).toEqual([profileNotices.notYourDraft]);
    const unknown = await again(retailerUser, { file: { ...file, fileName: 'Other.pdf' } });
    expect(unknown.json.error.general).toEqual([profileNotices.fileNotExpected]);
    // The file that never arrived gets a fresh slot to the same document; once it arrived, no more.
    const slot = await again(retailerUser);
    expect(slot.status, slot.text).toBe(200);
    expect(slot.json.data.documentId).toBe(added.json.data.uploads[0].documentId);
    await upload(slot.json.data.upload, bytes);
    const arrived = await again(retailerUser);
    expect(arrived.status).toBe(409);
    expect(arrived.json.error.general).toEqual([profileNotices.fileAlreadyReceived]);
  });

  it('lists, edits and removes owner/resident contacts', async () => {
    const added = await callApi('POST', 'retailers/owners', {
      token: retailerUser,
      body: { retailerId: shop.id, kind: 'resident', name: 'Sam Store', email: 'sam@corner.example.com' },
    });
    expect(added.status, added.text).toBe(200);
    const edited = await callApi('PUT', 'retailers/owners', {
      token: retailerUser,
      body: { ...added.json.data, title: 'Store manager', phone: '+1 555 0100' },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.data).toMatchObject({ title: 'Store manager', version: 2 });
    const list = await callApi('GET', 'retailers/owners', {
      token: retailerUser,
      query: { retailerId: String(shop.id) },
    });
    expect(list.json.data.map((c: { name: string }) => c.name)).toContain('Sam Store');
    const removed = await callApi('DELETE', `retailers/owners/${added.json.data.id}`, {
      token: retailerUser,
      query: { retailerId: String(shop.id) },
    });
    expect(removed.status).toBe(200);
    const gone = await callApi('DELETE', `retailers/owners/${added.json.data.id}`, {
      token: retailerUser,
      query: { retailerId: String(shop.id) },
    });
    expect(gone.status).toBe(404);
  });

  it('keeps a document library per retailer, copies documents to other retailers, and deletes', async () => {
    const names = ['Planogram.pdf', 'Guide.pdf'];
    for (const fileName of names) {
      const slot = await callApi('POST', `retailers/lib/${shop.id}/upload`, {
        token: retailerUser,
        body: { fileName, contentType: 'application/pdf', size: 10, title: fileName.replace('.pdf', '') },
      });
      expect(slot.status, slot.text).toBe(200);
      await upload(slot.json.data.upload, '%PDF-1.4 x');
    }
    const page = await callApi('GET', `retailers/lib/${shop.id}`, {
      token: retailerUser,
      query: { searchTerm: 'plano', sortBy: 'title' },
    });
    expect(page.json.data).toMatchObject({ totalCount: 1, items: [{ title: 'Planogram', fileName: 'Planogram.pdf' }] });
    const all = (await callApi('GET', `retailers/lib/${shop.id}`, { token: retailerUser })).json.data.items;
    const ids = all.map((d: { documentId: string }) => d.documentId);
    // Only to retailers the user may see: another retailer answers 404 and nothing is copied.
    const refused = await callApi('POST', 'retailers/lib/copy', {
      token: retailerUser,
      body: { fromRetailerId: shop.id, documentIds: ids, toRetailerIds: [other.id] },
    });
    expect(refused.status).toBe(404);
    const copied = await callApi('POST', 'retailers/lib/copy', {
      token: retailerUser,
      body: { fromRetailerId: shop.id, documentIds: ids, toRetailerIds: [third.id] },
    });
    expect(copied.status, copied.text).toBe(200);
    expect(copied.json.data).toMatchObject({ copied: 2, skipped: 0 });
    const twice = await callApi('POST', 'retailers/lib/copy', {
      token: retailerUser,
      body: { fromRetailerId: shop.id, documentIds: ids, toRetailerIds: [third.id] },
    });
    expect(twice.json.data).toMatchObject({ copied: 0, skipped: 2 });
    const target = (await callApi('GET', `retailers/lib/${third.id}`, { token: admin })).json.data;
    expect(target.totalCount).toBe(2);
    expect(target.items[0]).toMatchObject({ copiedFrom: shop.id });
    const none = await callApi('POST', 'retailers/lib/copy', {
      token: retailerUser,
      body: { fromRetailerId: shop.id, documentIds: [], toRetailerIds: [] },
    });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.json.error)).toContain(profileNotices.copyDocumentsRequired);
    expect(JSON.stringify(none.json.error)).toContain(profileNotices.copyTargetsRequired);
    const deleted = await callApi('DELETE', `retailers/lib/${shop.id}/${ids[0]}`, { token: retailerUser });
    expect(deleted.status).toBe(200);
    expect((await callApi('GET', `documents/${ids[0]}/file`, { token: retailerUser })).status).toBe(404);
    // The copy at the other retailer still downloads.
    const copy = target.items.find((d: { fileName: string }) => d.fileName === all[0].fileName);
    expect((await callApi('GET', `documents/${copy.documentId}/file`, { token: retailerUser })).status).toBe(302);
    expect((await callApi('GET', `retailers/lib/${shop.id}`, { token: retailerUser })).json.data.totalCount).toBe(1);
  });
});
