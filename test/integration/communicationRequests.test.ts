import { ORIGIN_SECRET_HEADER } from '../../shared/constants';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requestMessages, requestNotices } from '../../shared/communication/requests';
import { routes } from '../../shared/contract/routes';
import { apiGatewayEvent, lambdaContext } from '../../scripts/local/apiGatewayEvent';
import { ownCatalogTactic } from '../support/catalog';
import { callApi, idTokenOf, newSignedInUser } from '../support/session';

let admin: string;
let planner: string;
let retailer: string;
let contactA: { email: string; token: string; id: string };
let contactB: { email: string; token: string; id: string };
let ownRetailerId: number;
let otherRetailerId: number;
let brandId: number;
const storesOf = new Map<number, string[]>();
let tacticId: number;

const soon = () => new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  [admin, planner, retailer] = await Promise.all(
    ['admin', 'planner', 'retailer'].map((u) => idTokenOf(`${u}@demo.local`)),
  );
  const [own, all, brandList] = await Promise.all([
    callApi('GET', 'users/retailers', { token: retailer }),
    callApi('GET', 'retailers', { token: admin }),
    callApi('GET', 'brands', { token: admin, query: { pageSize: '100' } }),
  ]);
  ownRetailerId = own.json.data[0].retailerId;
  for (const r of all.json.data.items as { id: number; accountLocations?: { id: string }[] }[])
    storesOf.set(
      r.id,
      (r.accountLocations ?? []).map((l) => l.id),
    );
  otherRetailerId = all.json.data.items.find(
    (r: { id: number }) => r.id !== ownRetailerId && storesOf.get(r.id)?.length,
  ).id;
  brandId = brandList.json.data.items[0].id;
  tacticId = await ownCatalogTactic(admin);
  const lookup = async (email: string) =>
    (
      await callApi('GET', 'programs/communicationrequest/lookup/contacts', {
        token: planner,
        query: { searchTerm: email, pageSize: '20' },
      })
    ).json.data.items[0].id as string;
  const [a, b] = await Promise.all([newSignedInUser(['planner'], 'contact'), newSignedInUser(['approver'], 'contact')]);
  // A new user's profile (what the contacts lookup lists) is completed at their first sign-in.
  for (const user of [a, b])
    await callApi('POST', 'users/tracklogin', {
      token: user.token,
      body: { token: 'ignored', type: 1, url: '/#/home' },
    });
  contactA = { ...a, id: await lookup(a.email) };
  contactB = { ...b, id: await lookup(b.email) };
});

/** A program of the retailer with one tactic; answers its id and the program tactic's id. */
async function program(retailerId: number) {
  const created = await callApi('POST', 'programs', {
    token: planner,
    body: {
      name: `Review ${Math.random().toString(36).slice(2, 7)}`,
      description: 'Artwork review',
      retailerId,
      fiscalYear: 2026,
      programStartDate: '2026-03-01',
      programEndDate: '2026-05-31',
      accountLocations: storesOf.get(retailerId)!.slice(0, 1),
      fundingSources: [{ brandId, atlTarget: 5000, btlTarget: 2500 }],
    },
  });
  expect(created.status, created.text).toBe(200);
  const programId = created.json.data.program.id as number;
  const withTactic = await callApi('POST', 'programtactics', {
    token: planner,
    body: { programId, version: 1, tacticId, orderQuantity: 2 },
  });
  expect(withTactic.status, withTactic.text).toBe(200);
  return { programId, programTacticId: withTactic.json.data.tactics[0].id as string };
}

const put = (slot: { upload: { uploadUrl: string; headers: Record<string, string> } }, body: Buffer) =>
  fetch(slot.upload.uploadUrl, { method: 'PUT', headers: slot.upload.headers, body: new Uint8Array(body) });

async function request(
  target: { programId: number; programTacticId: string },
  files: { fileName: string; contentType: string; bytes: Buffer }[] = [],
  token = planner,
) {
  const created = await callApi('POST', 'programs/add-communicationrequest', {
    token,
    body: {
      programId: target.programId,
      requestName: 'Endcap artwork',
      reviewByDate: soon(),
      dueDate: soon(),
      reasonForReviewIds: [1, 3],
      relatedTacticIds: [target.programTacticId],
      contactIds: [contactA.id, contactB.id],
      message: 'Please review the endcap artwork.',
      files: files.map((f) => ({ fileName: f.fileName, contentType: f.contentType, size: f.bytes.length })),
    },
  });
  expect(created.status, created.text).toBe(200);
  return created.json.data as {
    requestId: number;
    versionId: number;
    uploads: { fileName: string; documentId: string; upload: { uploadUrl: string; headers: Record<string, string> } }[];
  };
}

const details = async (id: number, token = planner, version?: number) =>
  callApi('GET', `programs/communicationrequest/${id}${version ? `/${version}` : ''}`, { token });
const comment = (token: string, body: Record<string, unknown>) =>
  callApi('POST', 'programs/communicationrequest/add-comment', {
    token,
    body: { action: 'Create', parentId: null, sendEmail: false, requestMessageId: null, ...body },
  });

describe('creating a request', () => {
  it("refuses an empty form with the spec's texts, and a message over 2,000 characters", async () => {
    const empty = await callApi('POST', 'programs/add-communicationrequest', {
      token: planner,
      body: {
        programId: null,
        requestName: 'Empty',
        reviewByDate: '',
        dueDate: '',
        reasonForReviewIds: [],
        contactIds: [],
        message: ' ',
      },
    });
    expect(empty.status).toBe(400);
    expect(empty.json.error).toMatchObject({
      programId: [requestMessages.programRequired],
      reviewByDate: [requestMessages.reviewByRequired],
      dueDate: [requestMessages.assetDueRequired],
      reasonForReviewIds: [requestMessages.reasonRequired],
      contactIds: [requestMessages.toInvalid],
      message: [requestMessages.messageRequired],
    });
    const target = await program(ownRetailerId);
    const base = {
      programId: target.programId,
      requestName: 'Long',
      reviewByDate: soon(),
      dueDate: soon(),
      reasonForReviewIds: [1],
      contactIds: [contactA.id],
    };
    const noTactic = await callApi('POST', 'programs/add-communicationrequest', {
      token: planner,
      body: { ...base, message: 'x' },
    });
    expect(noTactic.json.error.relatedTacticIds).toEqual([requestMessages.tacticsRequired]);
    const tooLong = await callApi('POST', 'programs/add-communicationrequest', {
      token: planner,
      body: { ...base, relatedTacticIds: [target.programTacticId], message: 'x'.repeat(2001) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.error.message).toEqual([requestMessages.messageTooLong]);
    const longest = await callApi('POST', 'programs/add-communicationrequest', {
      token: planner,
      body: { ...base, relatedTacticIds: [target.programTacticId], message: 'x'.repeat(2000) },
    });
    expect(longest.status, longest.text).toBe(200);
    const past = await callApi('POST', 'programs/add-communicationrequest', {
      token: planner,
      body: { ...base, relatedTacticIds: [target.programTacticId], message: 'x', dueDate: '2020-01-01' },
    });
    expect(past.json.error.dueDate).toEqual([requestNotices.dueDateInPast]);
  });

  it('refuses a Review By Date after the Asset Due Date or before today, at the field', async () => {
    const target = await program(ownRetailerId);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const create = (reviewByDate: string, dueDate: string) =>
      callApi('POST', 'programs/add-communicationrequest', {
        token: planner,
        body: {
          programId: target.programId,
          requestName: 'Review dates',
          reviewByDate,
          dueDate,
          reasonForReviewIds: [1],
          relatedTacticIds: [target.programTacticId],
          contactIds: [contactA.id],
          message: 'Dates',
        },
      });
    const afterDue = await create(day(40), day(10));
    expect(afterDue.status).toBe(400);
    expect(afterDue.json.error).toEqual({ reviewByDate: [requestNotices.reviewByAfterDue] });
    const past = await create('2020-01-01', day(10));
    expect(past.status).toBe(400);
    expect(past.json.error).toEqual({ reviewByDate: [requestNotices.reviewByInPast] });
    // On the due date itself, and today, are fine.
    expect((await create(day(10), day(10))).status).toBe(200);
    expect((await create(day(0), day(10))).status).toBe(200);
  });

  it('takes files of several types; one that did not arrive shows as missing until it is uploaded again', async () => {
    const target = await program(ownRetailerId);
    const files = [
      { fileName: 'proof.pdf', contentType: 'application/pdf', bytes: Buffer.from('%PDF-1.4 proof') },
      { fileName: 'mock.png', contentType: 'image/png', bytes: Buffer.from('\x89PNG mock') },
      { fileName: 'layers.psd', contentType: 'image/vnd.adobe.photoshop', bytes: Buffer.from('8BPS layers') },
      { fileName: 'notes.txt', contentType: 'text/plain', bytes: Buffer.from('Printer notes') },
    ];
    const announcing = (announced: { fileName: string; contentType: string; size: number }[]) =>
      callApi('POST', 'programs/add-communicationrequest', {
        token: planner,
        body: {
          programId: target.programId,
          requestName: 'Scripted',
          reviewByDate: soon(),
          dueDate: soon(),
          reasonForReviewIds: [1],
          relatedTacticIds: [target.programTacticId],
          contactIds: [contactA.id],
          message: 'x',
          files: announced,
        },
      });
    const html = await announcing([{ fileName: 'page.html', contentType: 'text/html', size: 10 }]);
    expect(html.status).toBe(400);
    expect(html.json.error['files.0.contentType'][0]).toMatch(
      /^page\.html was not uploaded: files of this type cannot be uploaded here\. Allowed: /,
    );
    const huge = await announcing([
      { fileName: 'proof.pdf', contentType: 'application/pdf', size: 10 },
      { fileName: 'film.mov', contentType: 'video/quicktime', size: 50 * 1024 * 1024 + 1 },
    ]);
    expect(huge.status).toBe(413);
    expect(huge.json.error.general, 'the refusal names the file').toEqual([
      'film.mov was not uploaded: it is larger than 50 MB.',
    ]);
    const created = await request(target, files);
    expect(created.uploads.map((u) => u.fileName)).toEqual(files.map((f) => f.fileName));
    for (const [i, slot] of created.uploads.slice(0, 3).entries())
      expect((await put(slot, files[i].bytes)).status).toBe(200);

    const confirm = await callApi('POST', 'programs/communicationrequest/confirm-files', {
      token: planner,
      body: { requestId: created.requestId, versionId: 1 },
    });
    expect(confirm.json.data.missing.map((f: { fileName: string }) => f.fileName)).toEqual(['notes.txt']);
    expect(confirm.json.data.notice).toBe(requestNotices.filesMissing(['notes.txt']));
    const list = await callApi('GET', 'programs/communicationrequest', {
      token: planner,
      query: { searchTerm: `CR-${String(created.requestId).padStart(6, '0')}` },
    });
    expect(list.json.data.items[0]).toMatchObject({ id: created.requestId, missingFiles: 1, requestStatus: 'Open' });

    const again = await callApi('POST', `programs/communicationrequest/${created.requestId}/upload`, {
      token: planner,
      body: { versionId: 1, fileName: 'notes.txt', contentType: 'text/plain', size: files[3].bytes.length },
    });
    expect(again.status, again.text).toBe(200);
    expect((await put(again.json.data, files[3].bytes)).status).toBe(200);
    const shown = (await details(created.requestId)).json.data;
    expect(shown.version.files.map((f: { title: string; state: string }) => [f.title, f.state])).toEqual(
      files.map((f) => [f.fileName, 'received']),
    );
    expect(shown.info.requestVersions[0].complete).toBe(true);

    const png = shown.version.files.find((f: { title: string }) => f.title === 'mock.png');
    const psd = shown.version.files.find((f: { title: string }) => f.title === 'layers.psd');
    const link = (key: string) =>
      callApi('GET', 'programs/communicationrequest/file', { token: planner, query: { key, disposition: 'inline' } });
    const inline = await fetch((await link(png.key)).json.data.url);
    expect(inline.headers.get('content-disposition')).toMatch(/^inline/);
    const download = await fetch((await link(psd.key)).json.data.url);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(await download.text()).toBe('8BPS layers');
    const forged = await link(`communication/${created.requestId}/v1/6f1c1a3e-7a43-4b6f-9d2e-2c4c0f3b9a10`);
    expect(forged.status).toBe(404);
  });
});

describe('who sees a request', () => {
  it("follows the program: a retailer-side user sees their retailer's requests only", async () => {
    const [own, other] = await Promise.all([program(ownRetailerId), program(otherRetailerId)]);
    const [mine, theirs] = [await request(own), await request(other)];
    const listed = async (token: string) =>
      (
        await callApi('GET', 'programs/communicationrequest', { token, query: { pageSize: '100000' } })
      ).json.data.items.map((r: { id: number }) => r.id);
    expect(await listed(retailer)).toContain(mine.requestId);
    expect(await listed(retailer)).not.toContain(theirs.requestId);
    expect(await listed(planner)).toEqual(expect.arrayContaining([mine.requestId, theirs.requestId]));
    expect((await details(theirs.requestId, retailer)).status).toBe(404);
    expect((await details(mine.requestId, retailer)).status).toBe(200);
    const comment404 = await comment(retailer, { requestId: theirs.requestId, versionId: 1, message: 'Peek' });
    expect(comment404.status).toBe(404);
  });
});

describe('versions and the thread', () => {
  it('locks older versions and carries open comments to the next as a checklist', async () => {
    const created = await request(await program(ownRetailerId));
    const first = await comment(contactA.token, {
      requestId: created.requestId,
      versionId: 1,
      message: 'Logo too small',
    });
    expect(first.status, first.text).toBe(200);
    const reply = await comment(planner, {
      requestId: created.requestId,
      versionId: 1,
      message: 'Will fix',
      parentId: first.json.data.requestMessageId,
    });
    expect(reply.status).toBe(200);
    const v2 = await callApi('POST', 'programs/communicationrequest/add-version', {
      token: planner,
      body: {
        requestId: created.requestId,
        nextVersionId: 2,
        files: [{ fileName: 'v2.pdf', contentType: 'application/pdf', size: 9 }],
      },
    });
    expect(v2.status, v2.text).toBe(200);
    // The contacts hear of it in words the web puts in each reader's language.
    const notices = (await callApi('GET', 'notifications', { token: contactA.token })).json.data.items as {
      requestId?: number;
      notice?: unknown;
    }[];
    expect(notices.find((n) => n.requestId === created.requestId && n.notice)?.notice).toMatchObject({
      code: 'requestVersion',
      version: 2,
    });
    const raced = await callApi('POST', 'programs/communicationrequest/add-version', {
      token: contactA.token,
      body: {
        requestId: created.requestId,
        nextVersionId: 2,
        files: [{ fileName: 'x.pdf', contentType: '', size: 1 }],
      },
    });
    expect(raced.status).toBe(409);
    expect(raced.json.error.general).toEqual([requestNotices.versionTaken(2)]);

    const late = await comment(contactB.token, { requestId: created.requestId, versionId: 1, message: 'Late' });
    expect(late.status).toBe(409);
    expect(late.json.error.general).toEqual([requestNotices.lockedVersion(1, 2)]);
    const edit = await comment(contactA.token, {
      action: 'Edit',
      requestId: created.requestId,
      versionId: 1,
      message: 'Edited',
      requestMessageId: first.json.data.requestMessageId,
    });
    expect(edit.status).toBe(409);

    const old = (await details(created.requestId, planner, 1)).json.data;
    expect(old.version.locked).toBe(true);
    expect(old.messages.map((m: { message: string; replies: unknown[] }) => [m.message, m.replies.length])).toEqual([
      ['Please review the endcap artwork.', 0],
      ['Logo too small', 1],
    ]);
    const latest = (await details(created.requestId)).json.data;
    expect(latest.info.currentVersionId).toBe(2);
    expect(latest.version.checklist).toEqual([
      expect.objectContaining({ message: 'Logo too small', fromVersionId: 1, done: false }),
    ]);
    const tick = await callApi('POST', 'programs/communicationrequest/update-checklist', {
      token: planner,
      body: {
        requestId: created.requestId,
        versionId: 2,
        requestMessageId: first.json.data.requestMessageId,
        done: true,
      },
    });
    expect(tick.status, tick.text).toBe(200);
    expect((await details(created.requestId)).json.data.version.checklist[0]).toMatchObject({
      done: true,
      doneByName: 'planner@demo.local',
    });
  });

  it('keeps every comment of two people writing at once, and deletes a message with its replies', async () => {
    const created = await request(await program(ownRetailerId));
    const writes = Array.from({ length: 12 }, (_, i) =>
      comment(i % 2 ? contactA.token : contactB.token, {
        requestId: created.requestId,
        versionId: 1,
        message: `Note ${i}`,
      }),
    );
    const answers = await Promise.all(writes);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const thread = (await details(created.requestId)).json.data.messages.map((m: { message: string }) => m.message);
    expect(thread.filter((m: string) => m.startsWith('Note ')).sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `Note ${i}`).sort(),
    );

    const root = answers[0].json.data.requestMessageId;
    await comment(planner, { requestId: created.requestId, versionId: 1, message: 'Reply', parentId: root });
    const notMine = await comment(planner, {
      action: 'Delete',
      requestId: created.requestId,
      versionId: 1,
      requestMessageId: root,
    });
    expect(notMine.json.error.general).toEqual([requestNotices.notYourMessage]);
    const deleted = await comment(contactB.token, {
      action: 'Delete',
      requestId: created.requestId,
      versionId: 1,
      requestMessageId: root,
    });
    expect(deleted.status, deleted.text).toBe(200);
    const after = (await details(created.requestId)).json.data.messages;
    expect(after.some((m: { requestMessageId: number }) => m.requestMessageId === root)).toBe(false);
    expect(JSON.stringify(after)).not.toContain('"Reply"');
  });

  it('attaches files to a comment and tells the contacts in the app, linking to the request', async () => {
    const created = await request(await program(ownRetailerId));
    const bytes = Buffer.from('%PDF-1.4 markup');
    const said = await comment(contactA.token, {
      requestId: created.requestId,
      versionId: 1,
      message: 'See markup',
      sendEmail: true,
      files: [{ fileName: 'markup.pdf', contentType: 'application/pdf', size: bytes.length }],
    });
    expect(said.status, said.text).toBe(200);
    // The other contact and the planner who asked for the review; never the author.
    expect(said.json.data.mail).toEqual({ sent: [contactB.email, 'planner@demo.local'].sort(), failed: [] });
    expect((await put(said.json.data.uploads[0], bytes)).status).toBe(200);
    const shown = (await details(created.requestId)).json.data.messages.find(
      (m: { message: string }) => m.message === 'See markup',
    );
    expect(shown).toMatchObject({ fileNames: 'markup.pdf', files: [expect.objectContaining({ state: 'received' })] });
    const feed = (await callApi('GET', 'notifications/page', { token: contactB.token, query: { pageSize: '5' } })).json
      .data;
    expect(feed.items.find((n: { requestId?: number }) => n.requestId === created.requestId)).toBeTruthy();
    expect(feed.unread).toBeGreaterThan(0);
    expect((await callApi('POST', 'notifications/read-all', { token: contactB.token })).status).toBe(200);
    expect(
      (await callApi('GET', 'notifications/page', { token: contactB.token, query: { pageSize: '5' } })).json.data
        .unread,
    ).toBe(0);
  });
});

describe('who hears about a comment or a new version', () => {
  const inFeed = async (token: string, requestId: number) =>
    (
      (await callApi('GET', 'notifications/page', { token, query: { pageSize: '20' } })).json.data.items as {
        requestId?: number;
      }[]
    ).filter((n) => n.requestId === requestId).length;
  const addVersion = (token: string, requestId: number, nextVersionId: number) =>
    callApi('POST', 'programs/communicationrequest/add-version', {
      token,
      body: {
        requestId,
        nextVersionId,
        files: [{ fileName: `v${nextVersionId}.pdf`, contentType: 'application/pdf', size: 9 }],
      },
    });

  it("tells the request's creator of a reviewer's comment and new version, though the creator is no contact", async () => {
    const target = await program(ownRetailerId);
    const retailerContact = (
      await callApi('GET', 'programs/communicationrequest/lookup/contacts', {
        token: planner,
        query: { searchTerm: 'retailer@demo.local', pageSize: '20' },
      })
    ).json.data.items.find((c: { email: string }) => c.email === 'retailer@demo.local').id as string;
    const created = await callApi('POST', 'programs/add-communicationrequest', {
      token: planner,
      body: {
        programId: target.programId,
        requestName: 'To the retailer',
        reviewByDate: soon(),
        dueDate: soon(),
        reasonForReviewIds: [1],
        relatedTacticIds: [target.programTacticId],
        contactIds: [retailerContact],
        message: 'Please review.',
      },
    });
    expect(created.status, created.text).toBe(200);
    const requestId = created.json.data.requestId as number;
    const before = await inFeed(planner, requestId);
    const said = await comment(retailer, { requestId, versionId: 1, message: 'Change the logo', sendEmail: true });
    expect(said.status, said.text).toBe(200);
    expect(said.json.data.mail).toEqual({ sent: ['planner@demo.local'], failed: [] });
    expect(await inFeed(planner, requestId)).toBe(before + 1);
    // A new version from the reviewer reaches the creator; the creator's own reaches the contact.
    const second = await addVersion(retailer, requestId, 2);
    expect(second.status, second.text).toBe(200);
    expect(second.json.data).toMatchObject({ mail: { sent: ['planner@demo.local'], failed: [] }, notice: null });
    expect(await inFeed(planner, requestId)).toBe(before + 2);
    const third = await addVersion(planner, requestId, 3);
    expect(third.json.data.mail).toEqual({ sent: ['retailer@demo.local'], failed: [] });
  });
});

describe('editing and deleting in the chat panel', () => {
  const edit = (token: string, requestId: number, requestMessageId: number, message: string) =>
    comment(token, { action: 'Edit', requestId, versionId: 1, message, requestMessageId });
  const remove = (token: string, requestId: number, requestMessageId: number) =>
    comment(token, { action: 'Delete', requestId, versionId: 1, requestMessageId });
  const thread = async (requestId: number) =>
    (await details(requestId)).json.data.messages as {
      requestMessageId: number;
      message: string;
      editedDate: string | null;
      files: { title: string; state: string }[];
    }[];

  it('lets only the author edit or delete a message, and add files to it', async () => {
    const created = await request(await program(ownRetailerId));
    const said = await comment(contactA.token, { requestId: created.requestId, versionId: 1, message: 'Draft note' });
    expect(said.status, said.text).toBe(200);
    const id = said.json.data.requestMessageId as number;

    for (const other of [planner, contactB.token, admin]) {
      const refused = await edit(other, created.requestId, id, 'Not yours');
      expect(refused.status).toBe(409);
      expect(refused.json.error.general).toEqual([requestNotices.notYourMessage]);
      expect((await remove(other, created.requestId, id)).status).toBe(409);
    }
    const slotForOther = await callApi(
      'POST',
      `programs/communicationrequest/${created.requestId}/upload/messagefiles/${id}`,
      { token: planner, body: { fileName: 'x.pdf', contentType: 'application/pdf', size: 3, versionId: 1 } },
    );
    expect(slotForOther.status).toBe(409);
    expect((await thread(created.requestId)).find((m) => m.requestMessageId === id)).toMatchObject({
      message: 'Draft note',
      editedDate: null,
    });

    const edited = await edit(contactA.token, created.requestId, id, 'Final note');
    expect(edited.status, edited.text).toBe(200);
    const bytes = Buffer.from('%PDF-1.4 added on edit');
    const slot = await callApi('POST', `programs/communicationrequest/${created.requestId}/upload/messagefiles/${id}`, {
      token: contactA.token,
      body: { fileName: 'added.pdf', contentType: 'application/pdf', size: bytes.length, versionId: 1 },
    });
    expect(slot.status, slot.text).toBe(200);
    expect((await put(slot.json.data, bytes)).status).toBe(200);
    const shown = (await thread(created.requestId)).find((m) => m.requestMessageId === id)!;
    expect(shown.message).toBe('Final note');
    expect(shown.editedDate).toBeTruthy();
    expect(shown.files).toEqual([expect.objectContaining({ title: 'added.pdf', state: 'received' })]);

    expect((await remove(contactA.token, created.requestId, id)).status).toBe(200);
    expect((await thread(created.requestId)).some((m) => m.requestMessageId === id)).toBe(false);
  });

  it("lets a retailer-side user edit and delete their own messages on their retailer's requests only", async () => {
    const [own, other] = await Promise.all([program(ownRetailerId), program(otherRetailerId)]);
    const [mine, theirs] = [await request(own), await request(other)];

    const said = await comment(retailer, { requestId: mine.requestId, versionId: 1, message: 'Retailer note' });
    expect(said.status, said.text).toBe(200);
    const id = said.json.data.requestMessageId as number;
    expect((await edit(retailer, mine.requestId, id, 'Retailer note, edited')).status).toBe(200);
    const plannerSaid = await comment(planner, { requestId: mine.requestId, versionId: 1, message: 'Planner note' });
    const plannerId = plannerSaid.json.data.requestMessageId as number;
    expect((await edit(retailer, mine.requestId, plannerId, 'Taken over')).status).toBe(409);
    expect((await remove(retailer, mine.requestId, plannerId)).status).toBe(409);
    expect((await remove(retailer, mine.requestId, id)).status).toBe(200);
    expect((await thread(mine.requestId)).map((m) => m.message)).toEqual([
      'Please review the endcap artwork.',
      'Planner note',
    ]);

    // Another retailer's request is not there for them at all: 404, and nothing changes.
    const elsewhere = await comment(planner, { requestId: theirs.requestId, versionId: 1, message: 'Internal' });
    const elsewhereId = elsewhere.json.data.requestMessageId as number;
    expect((await edit(retailer, theirs.requestId, elsewhereId, 'Changed')).status).toBe(404);
    expect((await remove(retailer, theirs.requestId, elsewhereId)).status).toBe(404);
    const upload = await callApi(
      'POST',
      `programs/communicationrequest/${theirs.requestId}/upload/messagefiles/${elsewhereId}`,
      { token: retailer, body: { fileName: 'x.pdf', contentType: 'application/pdf', size: 3, versionId: 1 } },
    );
    expect(upload.status).toBe(404);
    expect((await thread(theirs.requestId)).map((m) => m.message)).toContain('Internal');
  });
});

describe('resolve and reopen', () => {
  it("resolves an open request (Approved) and reopens only an approved one, with the kit's refusals", async () => {
    const created = await request(await program(ownRetailerId));
    const act = (action: string) =>
      callApi('POST', 'programs/communicationrequest/mark-as-resolved', {
        token: planner,
        body: { requestId: created.requestId, action },
      });
    const early = await act('Reopen');
    expect(early.status).toBe(409);
    expect(early.json.error.general).toEqual(['An open communication request cannot be reopened.']);
    const resolved = await act('Resolved');
    expect(resolved.status, resolved.text).toBe(200);
    expect(resolved.json.data).toMatchObject({ status: 'approved', requestStatus: 'Approved' });
    expect((await act('Resolved')).json.error.general).toEqual([
      'An approved communication request cannot be marked as resolved.',
    ]);
    const reopened = await act('Reopen');
    expect(reopened.json.data.requestStatus).toBe('Open');
    const approvedOnly = await callApi('GET', 'programs/communicationrequest', {
      token: planner,
      query: { status: 'approved', pageSize: '100000' },
    });
    expect(approvedOnly.json.data.items.some((r: { id: number }) => r.id === created.requestId)).toBe(false);
  });
});

describe('when SES refuses the mail of a comment or a new request', () => {
  // A mock per test: `restore` uninstalls it, and a later test's `on` would change a mock no longer in place.
  let ses: ReturnType<typeof mockClient>;
  beforeEach(() => {
    ses = mockClient(SESClient);
    ses
      .on(SendEmailCommand)
      .rejects(Object.assign(new Error('Email address is not verified.'), { name: 'MessageRejected' }));
  });
  afterEach(() => ses.restore());

  /** The communication Lambda called in this process (where SES is mocked), as the planner. */
  async function throughLambda(
    name: 'communicationRequests.addComment' | 'communicationRequests.create',
    body: unknown,
  ) {
    const { handler } = await import('../../functions/communication/handler');
    const route = { name, ...routes[name] };
    const result = (await handler(
      apiGatewayEvent(
        {
          method: 'POST',
          path: `/api/${route.path}`,
          // As CloudFront forwards it: with the origin secret (this process has the family's environment).
          headers: { host: 'planner.example', [ORIGIN_SECRET_HEADER]: process.env.ORIGIN_SECRET! },
          body: JSON.stringify(body),
        },
        { route, pathParameters: {} },
        { sub: 'tester', email: 'planner@demo.local', 'cognito:groups': ['planner'] },
      ),
      lambdaContext('communication') as never,
    )) as { statusCode: number; body: string };
    expect(result.statusCode, result.body).toBe(200);
    return JSON.parse(result.body).data;
  }

  it('keeps the comment and says whose mail was not sent', async () => {
    const created = await request(await program(ownRetailerId));
    const data = await throughLambda('communicationRequests.addComment', {
      action: 'Create',
      requestId: created.requestId,
      versionId: 1,
      message: 'Kept',
    });
    // The Lambda's caller is another subject than the request's creator: the creator is mailed too.
    expect(data.mail.failed.sort()).toEqual([contactA.email, contactB.email, 'planner@demo.local'].sort());
    expect(data.notice).toBe(requestNotices.mailFailedFor(data.mail.failed));
    const thread = (await details(created.requestId)).json.data.messages.map((m: { message: string }) => m.message);
    expect(thread).toContain('Kept');
  });

  it('keeps a new request and says at once whose mail was not sent', async () => {
    const target = await program(ownRetailerId);
    const data = await throughLambda('communicationRequests.create', {
      programId: target.programId,
      requestName: 'Refused mail',
      reviewByDate: soon(),
      dueDate: soon(),
      reasonForReviewIds: [1],
      relatedTacticIds: [target.programTacticId],
      contactIds: [contactA.id, contactB.id],
      message: 'Please review.',
      files: [],
    });
    expect(data.notice).toBe(requestNotices.requestMailFailedFor([contactA.email, contactB.email].sort()));
    const stored = await details(data.requestId);
    expect(stored.status, stored.text).toBe(200);
    expect(stored.text).toContain('Refused mail');
  });
});
