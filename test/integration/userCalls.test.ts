import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../shared/messages';
import { callApi, idTokenOf, newSignedInUser, newUserWithRole } from '../support/session';

/** The users family's calls of spec 01 and 03 ('Users'): recipient suggestions and where a user lands. */
let admin: string;
let planner: string;
let retailer: string;
let production: string;

beforeAll(async () => {
  [admin, planner, retailer, production] = await Promise.all(
    ['admin', 'planner', 'retailer', 'production'].map((u) => idTokenOf(`${u}@demo.local`)),
  );
});

const emails = (answer: { json: { data: { items: { email: string }[] } } }) =>
  answer.json.data.items.map((u) => u.email);

describe('users/email-list: recipient suggestions', () => {
  it("offers the users' addresses by e-mail, searched in e-mail and name, a short page at a time", async () => {
    // Other tests add users and rename the demo ones while this runs: what is asked is what only this test owns.
    const byName = await callApi('GET', 'users/email-list', { token: planner, query: { searchTerm: 'riley' } });
    expect(byName.status, byName.text).toBe(200);
    expect(emails(byName)).toContain('retailer@demo.local');
    for (const user of byName.json.data.items as { email: string; name: string }[])
      expect(`${user.email} ${user.name}`.toLowerCase()).toContain('riley');

    const tag = `mail${randomUUID().slice(0, 6)}`;
    const made = ['Cy', 'ab', 'Bo'].map((who) => `${tag}-${who}@demo.local`);
    for (const email of made) {
      const user = await callApi('POST', 'users', {
        token: admin,
        body: { email, firstName: 'Recipient', lastName: email.slice(0, 2), roles: ['approver'], retailerIds: [] },
      });
      expect(user.status, user.text).toBe(200);
    }
    // By e-mail, as the lists order text (case-insensitive, digits as numbers).
    const byEmail = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });
    const ordered = [...made].map((e) => e.toLowerCase()).sort(byEmail.compare);
    const all = await callApi('GET', 'users/email-list', { token: planner, query: { searchTerm: tag } });
    expect(emails(all)).toEqual(ordered);

    const page = await callApi('GET', 'users/email-list', {
      token: planner,
      query: { searchTerm: tag, pageSize: '2', pageIndex: '1' },
    });
    expect(page.json.data).toMatchObject({ pageIndex: 1, pageSize: 2, totalCount: 3, hasPreviousPage: true });
    expect(emails(page)).toEqual(ordered.slice(2));
  });

  it('answers at most 20 a page and refuses a larger page', async () => {
    const big = await callApi('GET', 'users/email-list', { token: planner, query: { pageSize: '500' } });
    expect(big.status).toBe(400);
    expect(big.json.error.pageSize).toBeDefined();
    const plain = await callApi('GET', 'users/email-list', { token: planner });
    expect(plain.json.data.pageSize).toBe(20);
  });

  it('finds a retailer-side user only the users who share a retailer with them', async () => {
    const found = emails(
      await callApi('GET', 'users/email-list', { token: retailer, query: { searchTerm: 'demo.local' } }),
    );
    expect(found).toContain('retailer@demo.local');
    expect(found).not.toContain('planner@demo.local');
    expect(found).not.toContain('admin@demo.local');
  });

  it('needs a role', async () => {
    const { token } = await newSignedInUser([], 'no-role');
    const answer = await callApi('GET', 'users/email-list', { token });
    expect(answer.status).toBe(403);
    expect(answer.json.error.general).toEqual([serverMessages.noRole]);
  });
});

describe('users/initial-route: where a user lands after sign-in', () => {
  const routeOf = async (token: string) => {
    const answer = await callApi('GET', 'users/initial-route', { token });
    expect(answer.status, answer.text).toBe(200);
    return answer.json.data.route as string;
  };

  it('is home for the demo users, whose first menu page is home', async () => {
    expect(await routeOf(production)).toBe('/home');
    expect(await routeOf(retailer)).toBe('/home');
    expect(await routeOf(admin)).toBe('/home');
  });

  it('is the first menu page a role opens when home is not one of them', async () => {
    expect(
      await routeOf(await newUserWithRole(admin, [{ resource: 'Production', operation: 'Manage' }], [], false)),
    ).toBe('/productionprocessing');
    expect(
      await routeOf(
        await newUserWithRole(
          admin,
          [
            { resource: 'Production', operation: 'Manage' },
            { resource: 'Program', operation: 'View' },
          ],
          [],
          false,
        ),
      ),
    ).toBe('/program-status');
  });

  it('is home for a user whose role opens no menu page, and for a user without a role', async () => {
    expect(await routeOf((await newSignedInUser(['no-claims'], 'no-claims')).token)).toBe('/home');
    expect(await routeOf((await newSignedInUser([], 'no-role')).token)).toBe('/home');
  });
});
