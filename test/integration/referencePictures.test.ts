import { beforeAll, describe, expect, it } from 'vitest';
import { knownClaims } from '../../shared/claims';
import { MAX_UPLOAD_BYTES } from '../../shared/constants';
import { demoTile } from '../../scripts/local/demoFiles';
import { ownCatalogTactic } from '../support/catalog';
import { callApi, idTokenOf, newUserWithRole } from '../support/session';
import { ownTheme } from '../support/themes';

/**
 * Pictures of catalog tactics and campaign themes (`reference/pictures`) and the admin tactic form's SKU check
 * (`tactics/validate-sku` for a catalog tactic): a theme and tactics of the test's own.
 */
let admin: string;
beforeAll(async () => {
  admin = await idTokenOf('admin@demo.local');
});

const tile = demoTile(300, 200, [37, 99, 235], 'Test tile');

/** An upload slot for a picture, and the bytes put through it; the picture's document id. */
async function uploadPicture(kind: 'tactic' | 'campaignTheme', token = admin): Promise<string> {
  const slot = await callApi('POST', 'reference/pictures', {
    token,
    body: { kind, fileName: 'tile.png', contentType: 'image/png', size: tile.length },
  });
  expect(slot.status, slot.text).toBe(200);
  const put = await fetch(slot.json.data.uploadUrl, {
    method: 'PUT',
    headers: slot.json.data.headers,
    body: new Uint8Array(tile),
  });
  expect(put.status).toBe(200);
  return slot.json.data.id;
}

async function saveTheme(id: number, patch: Record<string, unknown>) {
  const { usage: _usage, ...record } = (await callApi('GET', `campaigns/${id}`, { token: admin })).json.data;
  return callApi('POST', 'campaigns', { token: admin, body: { ...record, ...patch } });
}

const themePictures = async (id: number, token = admin) =>
  (await callApi('GET', 'tactics/thumbnails', { token, query: { themeIds: String(id) } })).json.data as {
    url: string;
    fileName: string;
  }[];

describe('the picture of a campaign theme', () => {
  it('is uploaded by the admin, saved as the theme’s documentId, and handed out as a short-lived 300x200 link', async () => {
    const theme = await ownTheme(admin);
    expect(await themePictures(theme.id)).toEqual([]);
    const documentId = await uploadPicture('campaignTheme');
    const saved = await saveTheme(theme.id, { documentId });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.data.documentId).toBe(documentId);

    // Every signed-in user sees the Campaign Library's pictures, the retailer user too.
    const retailer = await idTokenOf('retailer@demo.local');
    const [picture] = await themePictures(theme.id, retailer);
    expect(picture).toMatchObject({ kind: 'theme', id: String(theme.id), fileName: 'tile.png', width: 300 });
    const image = await fetch(picture!.url);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(tile)).toBe(true);

    // Replaced, then removed: the link follows.
    const replacement = await uploadPicture('campaignTheme');
    expect((await saveTheme(theme.id, { documentId: replacement })).status).toBe(200);
    expect(await themePictures(theme.id)).toHaveLength(1);
    const removed = await saveTheme(theme.id, { documentId: null });
    expect(removed.status, removed.text).toBe(200);
    expect(await themePictures(theme.id)).toEqual([]);
  });

  it('is refused to anyone without ReferenceData/Manage (403), and refuses a file that is not an image or too large', async () => {
    const planner = await idTokenOf('planner@demo.local');
    const body = { kind: 'campaignTheme', fileName: 'tile.png', contentType: 'image/png', size: tile.length };
    expect((await callApi('POST', 'reference/pictures', { token: planner, body })).status).toBe(403);
    const viewer = await newUserWithRole(admin, [knownClaims.viewPrograms, knownClaims.uploadDocument], [], false);
    expect((await callApi('POST', 'reference/pictures', { token: viewer, body })).status).toBe(403);
    expect((await callApi('POST', 'reference/pictures', { body })).status).toBe(401);

    const pdf = await callApi('POST', 'reference/pictures', {
      token: admin,
      body: { ...body, fileName: 'sheet.pdf', contentType: 'application/pdf' },
    });
    expect(pdf.status).toBe(400);
    expect(pdf.json.error.contentType[0]).toBe(
      'sheet.pdf was not uploaded: files of this type cannot be uploaded here. Allowed: png, jpg, jpeg, gif, webp.',
    );
    const svg = await callApi('POST', 'reference/pictures', {
      token: admin,
      body: { ...body, fileName: 'logo.svg', contentType: 'image/svg+xml' },
    });
    expect(svg.status).toBe(400);
    const huge = await callApi('POST', 'reference/pictures', {
      token: admin,
      body: { ...body, size: MAX_UPLOAD_BYTES + 1 },
    });
    expect(huge.status).toBe(413);
    expect(huge.json.error.general, 'the refusal names the file').toEqual([
      'tile.png was not uploaded: it is larger than 50 MB.',
    ]);
    const noKind = await callApi('POST', 'reference/pictures', { token: admin, body: { ...body, kind: 'brand' } });
    expect(noKind.status).toBe(400);
  });

  it('must be a picture uploaded for that kind: another document id is refused with a message under the field', async () => {
    const theme = await ownTheme(admin);
    const document = await callApi('POST', 'documents', {
      token: admin,
      body: { fileName: 'tile.png', contentType: 'image/png', size: tile.length },
    });
    expect(document.status, document.text).toBe(200);
    const foreign = await saveTheme(theme.id, { documentId: document.json.data.id });
    expect(foreign.status).toBe(400);
    expect(foreign.json.error.documentId).toEqual(['This picture was not uploaded here: choose the picture again.']);
    const tacticPicture = await saveTheme(theme.id, { documentId: await uploadPicture('tactic') });
    expect(tacticPicture.status).toBe(400);
    expect(await themePictures(theme.id)).toEqual([]);
  });
});

describe('the picture of a catalog tactic', () => {
  it('shows as the tactic’s thumbnail once saved', async () => {
    const tacticId = await ownCatalogTactic(admin, 'End Cap Sign');
    const { usage: _usage, ...record } = (await callApi('GET', `tactics/edit/${tacticId}`, { token: admin })).json.data;
    const documentId = await uploadPicture('tactic');
    const saved = await callApi('POST', 'tactics', { token: admin, body: { ...record, documentId } });
    expect(saved.status, saved.text).toBe(200);
    const pictures = await callApi('GET', 'tactics/thumbnails', {
      token: admin,
      query: { tacticIds: String(tacticId) },
    });
    expect(pictures.json.data).toEqual([expect.objectContaining({ kind: 'tactic', id: String(tacticId) })]);
  });
});

describe("the admin catalog tactic form's SKU check", () => {
  it('finds a SKU taken by another catalog tactic, never the tactic’s own, and the save refuses a taken one', async () => {
    const first = await ownCatalogTactic(admin);
    const second = await ownCatalogTactic(admin);
    const sku = `SKU-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    const read = async (id: number) => {
      const { usage: _usage, ...record } = (await callApi('GET', `tactics/edit/${id}`, { token: admin })).json.data;
      return record;
    };
    const firstRecord = await read(first);
    expect((await callApi('PUT', 'tactics', { token: admin, body: { ...firstRecord, sku } })).status).toBe(200);

    const check = async (value: string, tacticId?: number) =>
      (
        await callApi('GET', 'tactics/validate-sku', {
          token: admin,
          query: { sku: value, ...(tacticId ? { tacticId: String(tacticId) } : {}) },
        })
      ).json.data;
    // Its own SKU is not 'taken' while the tactic is edited.
    expect(await check(sku, first)).toEqual({ valid: true, message: null });
    // Another tactic (or a new one) may not have it, whatever its case or spaces.
    const taken = { valid: false, message: `This SKU is already used by ${firstRecord.tacticName}.` };
    expect(await check(` ${sku.toLowerCase()} `, second)).toEqual(taken);
    expect(await check(sku)).toEqual(taken);
    expect(await check(`${sku}-FREE`, second)).toEqual({ valid: true, message: null });

    const refused = await callApi('POST', 'tactics', { token: admin, body: { ...(await read(second)), sku } });
    expect(refused.status).toBe(400);
    expect(refused.json.error.sku).toEqual([taken.message]);
    // The tactic keeps its SKU when saved again.
    expect((await callApi('POST', 'tactics', { token: admin, body: await read(first) })).status).toBe(200);
  });
});
