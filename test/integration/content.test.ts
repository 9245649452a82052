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
    const empty = (await callApi('GET', 'content/resources', { token: planner })).json.data;
    expect(empty).toMatchObject({ page: 'resources', title: 'Resources', html: '', version: 0 });
    const saved = await callApi('PUT', 'content/resources', {
      token: admin,
      body: {
        title: 'Useful links',
        html: '<p>Read <b>this</b><script>alert(1)</script><img src=x onerror="alert(2)"></p>',
        version: 0,
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.data).toMatchObject({ title: 'Useful links', version: 1, updatedBy: 'admin@demo.local' });
    const read = (await callApi('GET', 'content/resources', { token: planner })).json.data;
    expect(read.html).toBe('<p>Read <b>this</b></p>');
    expect(read.version).toBe(1);
  });

  it('refuses a save without the claim (403), and a stale version (409) without losing the newer text', async () => {
    const refused = await callApi('PUT', 'content/guidelines', {
      token: planner,
      body: { title: 'Mine', html: '<p>x</p>', version: 0 },
    });
    expect(refused.status).toBe(403);
    const first = await callApi('PUT', 'content/guidelines', {
      token: admin,
      body: { title: 'Guidelines', html: '<p>First</p>', version: 0 },
    });
    expect(first.status, first.text).toBe(200);
    const second = await callApi('PUT', 'content/guidelines', {
      token: admin,
      body: { title: 'Guidelines', html: '<p>Second</p>', version: 1 },
    });
    expect(second.status).toBe(200);
    for (const version of [0, 1]) {
      const stale = await callApi('PUT', 'content/guidelines', {
        token: admin,
        body: { title: 'Guidelines', html: '<p>Stale</p>', version },
      });
      expect(stale.status).toBe(409);
    }
    expect((await callApi('GET', 'content/guidelines', { token: planner })).json.data).toMatchObject({
      html: '<p>Second</p>',
      version: 2,
    });
    expect((await callApi('GET', 'content/other', { token: planner })).status).toBe(400);
  });
});
