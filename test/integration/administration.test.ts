import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../scripts/local/demoData';
import { callApi, idTokenOf, stack } from '../support/session';

let admin: string;
beforeAll(async () => {
  admin = await idTokenOf('admin@demo.local');
});

describe('roles and claims', () => {
  it("gives a new role's members its claims, and changes them when the role is saved", async () => {
    const roleId = `auditors-${randomUUID().slice(0, 6)}`;
    const created = await callApi('POST', 'sitesetup/save-role-claims', {
      token: admin,
      body: { roleId, description: 'Reads programs', claims: [{ resource: 'Home', operation: 'View' }] },
    });
    expect(created.status).toBe(200);
    expect(created.json.data.version).toBe(1);

    const email = `${roleId}@demo.local`;
    const user = await callApi('POST', 'users', {
      token: admin,
      body: { email, name: 'Audra Auditor', roles: [roleId], retailerIds: [] },
    });
    expect(user.status).toBe(200);
    // cognito-local creates the user with a temporary password; set a permanent one as the user would.
    const { AdminSetUserPasswordCommand, CognitoIdentityProviderClient } =
      await import('@aws-sdk/client-cognito-identity-provider');
    const cognito = new CognitoIdentityProviderClient({
      endpoint: stack().cognito.endpoint,
      region: stack().region,
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    });
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: stack().cognito.userPoolId,
        Username: email,
        Password: DEMO_PASSWORD,
        Permanent: true,
      }),
    );
    const token = await idTokenOf(email);

    expect((await callApi('GET', 'users/claims', { token })).json.data).toEqual([
      { resource: 'Home', operation: 'View' },
    ]);
    const menus = await callApi('GET', `sitesetup/menus/${roleId}`, { token: admin });
    // Home/View opens the home page, the user's own messages and the content pages, nothing else.
    expect(menus.json.data.map((m: { id: string }) => m.id)).toEqual(['home', 'messages', 'guidelines', 'resources']);

    const saved = await callApi('POST', 'sitesetup/save-role-claims', {
      token: admin,
      body: {
        roleId,
        description: 'Reads programs',
        claims: [
          { resource: 'Home', operation: 'View' },
          { resource: 'Program', operation: 'View' },
        ],
        version: 1,
      },
    });
    expect(saved.json.data.version).toBe(2);
    const stale = await callApi('POST', 'sitesetup/save-role-claims', {
      token: admin,
      body: { roleId, claims: [], version: 1 },
    });
    expect(stale.status).toBe(409);

    const inUse = await callApi('DELETE', `sitesetup/role/${roleId}`, { token: admin });
    expect(inUse.status).toBe(409);

    // A role given by an administrator counts without a new sign-in: the same token now carries the approver's claims.
    const moved = await callApi('PUT', 'users', {
      token: admin,
      body: {
        id: user.json.data.id,
        version: user.json.data.version,
        name: 'Audra Auditor',
        roles: ['approver'],
        retailerIds: [],
        active: true,
      },
    });
    expect(moved.status, moved.text).toBe(200);
    expect((await callApi('GET', 'users/claims', { token })).json.data).toContainEqual({
      resource: 'Finalize',
      operation: 'Approve',
    });
    expect(inUse.json.error.general).toEqual(['This role cannot be deleted: 1 user holds it.']);
  });

  it('refuses claims that are not in the catalogue', async () => {
    const answer = await callApi('POST', 'sitesetup/save-role-claims', {
      token: admin,
      body: { roleId: 'made-up', claims: [{ resource: 'Rocket', operation: 'Launch' }] },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error.claims).toEqual(['Unknown claim Rocket/Launch.']);
  });
});

describe('menus, site configuration and client settings', () => {
  it('serves the menu tree with the admin entries nested', async () => {
    const tree = (await callApi('GET', 'sitesetup/menus', { token: admin })).json.data;
    const adminEntry = tree.find((m: { id: string }) => m.id === 'admin');
    expect(adminEntry.children.map((c: { id: string }) => c.id)).toContain('admin-roles');
  });

  it('refuses to delete a menu entry that has children', async () => {
    const answer = await callApi('DELETE', 'sitesetup/menus/admin', { token: admin });
    expect(answer.status).toBe(409);
  });

  it('creates and updates a site configuration flag at its version', async () => {
    const configuration = `Flag_${randomUUID().slice(0, 6)}`;
    const created = await callApi('PUT', 'sitesetup', { token: admin, body: { configuration, operation: 'Show' } });
    expect(created.json.data).toMatchObject({ id: `${configuration}.Show`, version: 1 });
    const again = await callApi('PUT', 'sitesetup', { token: admin, body: { configuration, operation: 'Show' } });
    expect(again.status).toBe(400);
    const renamed = await callApi('PUT', 'sitesetup', {
      token: admin,
      body: { configuration, operation: 'Show', displayName: 'Shown', version: 1 },
    });
    expect(renamed.json.data).toMatchObject({ displayName: 'Shown', version: 2 });
  });

  it('gives every signed-in user the client settings', async () => {
    const planner = await idTokenOf('planner@demo.local');
    const settings = await callApi('GET', 'clientsettings', { token: planner });
    expect(settings.json.data).toContainEqual({ name: 'ClientSkin', value: 'default' });
  });
});

describe('users', () => {
  it('lists users with search, and updates one at its version', async () => {
    const list = await callApi('GET', 'users', { token: admin, query: { searchTerm: 'planner@' } });
    expect(list.json.data.items).toHaveLength(1);
    const planner = list.json.data.items[0];
    const updated = await callApi('PUT', 'users', {
      token: admin,
      body: { ...planner, name: 'Parker P. Planner', roles: planner.roles, retailerIds: [] },
    });
    expect(updated.json.data).toMatchObject({ name: 'Parker P. Planner', version: planner.version + 1 });
    const stale = await callApi('PUT', 'users', { token: admin, body: { ...planner, name: 'Lost' } });
    expect(stale.status).toBe(409);
  });

  it('refuses unknown roles and retailers on their fields', async () => {
    const answer = await callApi('POST', 'users', {
      token: admin,
      body: {
        email: `x-${randomUUID().slice(0, 6)}@demo.local`,
        name: 'X',
        roles: ['no-such-role'],
        retailerIds: [424242],
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toEqual({
      roles: ['The role no-such-role does not exist.'],
      retailerIds: ['The retailer 424242 does not exist.'],
    });
  });

  it('checks any number of retailers, each once, naming every one missing (not a 500 past a hundred)', async () => {
    const unknown = Array.from({ length: 101 }, (_, i) => 900000 + i);
    const answer = await callApi('POST', 'users', {
      token: admin,
      body: {
        email: `x-${randomUUID().slice(0, 6)}@demo.local`,
        name: 'X',
        roles: ['approver'],
        retailerIds: [...unknown, unknown[0]],
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toEqual({ retailerIds: unknown.map((id) => `The retailer ${id} does not exist.`) });
  });

  it('lets a user edit their own name and phone, and shows their linked retailers', async () => {
    const token = await idTokenOf('retailer@demo.local');
    const me = (await callApi('GET', 'users/editloggeduser', { token })).json.data;
    const saved = await callApi('PUT', 'loggedusers', {
      token,
      body: { version: me.version, name: 'Riley R.', phone: '555-0199' },
    });
    expect(saved.json.data).toMatchObject({ name: 'Riley R.', phone: '555-0199' });
    expect((await callApi('GET', 'users/retailers', { token })).json.data).toEqual([
      { retailerId: 1, retailerName: 'Fresh Market Co.' },
    ]);
  });
});
