import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, idTokenOf } from '../support/session';

/** Guidelines and resources (`content/{page}`): read by everyone signed in, saved by SiteSetup/Manage. */
let admin: string;
let planner: string;
beforeAll(async () => {
  [admin, planner] = await Promise.all(['admin', 'planner'].map((u) => idTokenOf(`${u}@demo.local`)));
});

describe('content pages', () => {
  it('saves a page with its HTML sanitised, and everyone signed in reads it', async () => {
    // The stack is shared: another test may have saved the page already, so this one starts at its version.
    const before = (await callApi('GET', 'content/resources', { token: planner })).json.data;
    expect(before).toMatchObject({ page: 'resources' });
    const saved = await callApi('PUT', 'content/resources', {
      token: admin,
      body: {
        title: 'Useful links',
        html: '<p>Read <b>this</b><script>alert(1)</script><img src=x onerror="alert(2)"></p>',
        version: before.version,
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.data).toMatchObject({
      title: 'Useful links',
      version: before.version + 1,
      updatedBy: 'admin@demo.local',
    });
    const read = (await callApi('GET', 'content/resources', { token: planner })).json.data;
    expect(read.html).toBe('<p>Read <b>this</b></p>');
    expect(read.version).toBe(before.version + 1);
  });

  it('refuses a save without the claim (403), and a stale version (409) without losing the newer text', async () => {
    const refused = await callApi('PUT', 'content/guidelines', {
      token: planner,
      body: { title: 'Mine', html: '<p>x</p>', version: 0 },
    });
    expect(refused.status).toBe(403);
    const base = (await callApi('GET', 'content/guidelines', { token: planner })).json.data.version as number;
    const first = await callApi('PUT', 'content/guidelines', {
      token: admin,
      body: { title: 'Guidelines', html: '<p>First</p>', version: base },
    });
    expect(first.status, first.text).toBe(200);
    const second = await callApi('PUT', 'content/guidelines', {
      token: admin,
      body: { title: 'Guidelines', html: '<p>Second</p>', version: base + 1 },
    });
    expect(second.status).toBe(200);
    for (const version of [base, base + 1]) {
      const stale = await callApi('PUT', 'content/guidelines', {
        token: admin,
        body: { title: 'Guidelines', html: '<p>Stale</p>', version },
      });
      expect(stale.status).toBe(409);
    }
    expect((await callApi('GET', 'content/guidelines', { token: planner })).json.data).toMatchObject({
      html: '<p>Second</p>',
      version: base + 2,
    });
    expect((await callApi('GET', 'content/other', { token: planner })).status).toBe(400);
  });

  it('attaches files uploaded for the page, which every signed-in user downloads; a file of another page is refused', async () => {
    const bytes = Buffer.from('%PDF-1.4 resources');
    const upload = async (page: string) => {
      const slot = await callApi('POST', `content/${page}/upload`, {
        token: admin,
        body: { fileName: 'Price list.pdf', contentType: 'application/pdf', size: bytes.length },
      });
      expect(slot.status, slot.text).toBe(200);
      const put = await fetch(slot.json.data.uploadUrl, {
        method: 'PUT',
        headers: slot.json.data.headers,
        body: bytes,
      });
      expect(put.status).toBe(200);
      return slot.json.data.id as string;
    };
    expect(
      (
        await callApi('POST', 'content/resources/upload', {
          token: planner,
          body: { fileName: 'x.pdf', contentType: 'application/pdf', size: 3 },
        })
      ).status,
    ).toBe(403);
    const file = await upload('resources');
    const current = (await callApi('GET', 'content/resources', { token: admin })).json.data;
    const body = { title: current.title, html: current.html, version: current.version };
    const elsewhere = await upload('guidelines');
    const refused = await callApi('PUT', 'content/resources', {
      token: admin,
      body: { ...body, files: [{ documentId: elsewhere }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.files).toEqual(['A file was not uploaded for this page.']);
    const saved = await callApi('PUT', 'content/resources', {
      token: admin,
      body: { ...body, files: [{ documentId: file }] },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.data.files).toEqual([{ documentId: file, fileName: 'Price list.pdf', size: bytes.length }]);
    // A save without files keeps them.
    const kept = await callApi('PUT', 'content/resources', {
      token: admin,
      body: { ...body, version: saved.json.data.version },
    });
    expect(kept.json.data.files).toHaveLength(1);
    const download = await callApi('GET', `documents/${file}/file`, { token: planner });
    expect(download.status).toBe(302);
    expect(Buffer.from(await (await fetch(download.headers.get('location')!)).arrayBuffer())).toEqual(bytes);
  });
});
