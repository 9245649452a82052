import { randomUUID } from 'node:crypto';
import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../scripts/local/demoData';
import { localCredentials } from '../../scripts/local/dynamodb';
import { callApi, idTokenOf, stack } from '../support/session';

const db = () => DynamoDBDocumentClient.from(new DynamoDBClient({}));
const profileKey = (id: string) => ({ PK: `USER#${id}`, SK: 'PROFILE' });
const storedProfile = async (id: string) =>
  (await db().send(new GetCommand({ TableName: stack().dynamodb.tableName, Key: profileKey(id) }))).Item!;
/** The user's given_name and family_name as the local Cognito holds them. */
async function cognitoNames(email: string) {
  const user = await new CognitoIdentityProviderClient({
    endpoint: stack().cognito.endpoint,
    region: stack().region,
    credentials: localCredentials,
  }).send(new AdminGetUserCommand({ UserPoolId: stack().cognito.userPoolId, Username: email }));
  const attribute = (name: string) => user.UserAttributes?.find((a) => a.Name === name)?.Value;
  return { given_name: attribute('given_name'), family_name: attribute('family_name') };
}

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
      body: { email, firstName: 'Audra', lastName: 'Auditor', roles: [roleId], retailerIds: [] },
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
        firstName: 'Audra',
        lastName: 'Auditor',
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
      body: { ...planner, firstName: 'Parker P.', lastName: 'Planner', roles: planner.roles, retailerIds: [] },
    });
    expect(updated.json.data).toMatchObject({ name: 'Parker P. Planner', version: planner.version + 1 });
    const stale = await callApi('PUT', 'users', { token: admin, body: { ...planner, lastName: 'Lost' } });
    expect(stale.status).toBe(409);
  });

  it('creates and edits a user with a first and a last name, found and sorted by either', async () => {
    const tag = `names${randomUUID().slice(0, 6)}`;
    const email = `${tag}@demo.local`;
    const created = await callApi('POST', 'users', {
      token: admin,
      body: { email, firstName: ' Morgan ', lastName: `Mayfield${tag}`, roles: ['planner'], retailerIds: [] },
    });
    expect(created.status, created.text).toBe(200);
    const id = created.json.data.id as string;
    const read = (await callApi('GET', `users/edit/${id}`, { token: admin })).json.data;
    expect(read).toMatchObject({ firstName: 'Morgan', lastName: `Mayfield${tag}`, name: `Morgan Mayfield${tag}` });
    expect(await cognitoNames(email)).toEqual({ given_name: 'Morgan', family_name: `Mayfield${tag}` });

    // Searched in the first name, the last name and the full name; sorted by each column.
    const byLast = await callApi('GET', 'users', { token: admin, query: { searchTerm: `mayfield${tag}` } });
    expect(byLast.json.data.items.map((u: { id: string }) => u.id)).toEqual([id]);
    const byFull = await callApi('GET', 'users', { token: admin, query: { searchTerm: `morgan mayfield${tag}` } });
    expect(byFull.json.data.items.map((u: { id: string }) => u.id)).toEqual([id]);
    for (const sortBy of ['firstName', 'lastName']) {
      const sorted = await callApi('GET', 'users', { token: admin, query: { sortBy, pageSize: '100' } });
      expect(sorted.status, sorted.text).toBe(200);
      const values = sorted.json.data.items.map((u: Record<string, string>) => u[sortBy]).filter(Boolean);
      const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });
      expect(values).toEqual([...values].sort(collator.compare));
    }

    // Edited: the first name taken away, the last name changed; shown by the last name alone.
    const edited = await callApi('PUT', 'users', {
      token: admin,
      body: {
        id,
        version: read.version,
        firstName: '',
        lastName: 'Cher',
        roles: ['planner'],
        retailerIds: [],
        active: true,
      },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.data).toMatchObject({ firstName: '', lastName: 'Cher', name: 'Cher' });
    expect(await storedProfile(id)).toMatchObject({ firstName: '', lastName: 'Cher', name: 'Cher' });
    expect((await cognitoNames(email)).family_name).toBe('Cher');
    expect((await cognitoNames(email)).given_name ?? '').toBe('');
  });

  it("says which name is wrong, at each name's field", async () => {
    const body = { email: `x-${randomUUID().slice(0, 6)}@demo.local`, roles: ['planner'], retailerIds: [] };
    const missing = await callApi('POST', 'users', {
      token: admin,
      body: { ...body, firstName: 'Only', lastName: '  ' },
    });
    expect(missing.status).toBe(400);
    expect(missing.json.error).toEqual({ lastName: ['Last name is required'] });
    const long = await callApi('POST', 'users', {
      token: admin,
      body: { ...body, firstName: 'F'.repeat(101), lastName: 'L'.repeat(101) },
    });
    expect(long.json.error).toEqual({
      firstName: ['First name must be at most 100 characters'],
      lastName: ['Last name must be at most 100 characters'],
    });
    const me = (await callApi('GET', 'users/editloggeduser', { token: admin })).json.data;
    const own = await callApi('PUT', 'loggedusers', {
      token: admin,
      body: { version: me.version, firstName: 'A', lastName: '' },
    });
    expect(own.json.error).toEqual({ lastName: ['Last name is required'] });
  });

  it('lists and edits a user stored with only the one name of before', async () => {
    const email = `legacy-${randomUUID().slice(0, 6)}@demo.local`;
    const created = await callApi('POST', 'users', {
      token: admin,
      body: { email, firstName: 'x', lastName: 'x', roles: ['planner'], retailerIds: [] },
    });
    const id = created.json.data.id as string;
    // As a profile written before users had a first and a last name: `name` alone.
    await db().send(
      new UpdateCommand({
        TableName: stack().dynamodb.tableName,
        Key: profileKey(id),
        UpdateExpression: 'SET #name = :name REMOVE firstName, lastName',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':name': 'Lou van Legacy' },
      }),
    );
    const listed = (await callApi('GET', 'users', { token: admin, query: { searchTerm: email } })).json.data.items;
    expect(listed).toEqual([
      expect.objectContaining({ id, firstName: 'Lou van', lastName: 'Legacy', name: 'Lou van Legacy' }),
    ]);
    // Its name still reads as it was stored wherever a user is shown (recipient suggestions).
    const suggested = await callApi('GET', 'users/email-list', { token: admin, query: { searchTerm: email } });
    expect(suggested.json.data.items).toEqual([{ email, name: 'Lou van Legacy' }]);

    const user = listed[0];
    const saved = await callApi('PUT', 'users', {
      token: admin,
      body: { ...user, firstName: 'Lou', lastName: 'van Legacy' },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(await storedProfile(id)).toMatchObject({ firstName: 'Lou', lastName: 'van Legacy', name: 'Lou van Legacy' });
    expect(await cognitoNames(email)).toEqual({ given_name: 'Lou', family_name: 'van Legacy' });
  });

  it('refuses unknown roles and retailers on their fields', async () => {
    const answer = await callApi('POST', 'users', {
      token: admin,
      body: {
        email: `x-${randomUUID().slice(0, 6)}@demo.local`,
        firstName: 'X',
        lastName: 'X',
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
        firstName: 'X',
        lastName: 'X',
        roles: ['approver'],
        retailerIds: [...unknown, unknown[0]],
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toEqual({ retailerIds: unknown.map((id) => `The retailer ${id} does not exist.`) });
  });

  it('lets a user edit their own first and last name and phone, and shows their linked retailers', async () => {
    const token = await idTokenOf('retailer@demo.local');
    const me = (await callApi('GET', 'users/editloggeduser', { token })).json.data;
    const saved = await callApi('PUT', 'loggedusers', {
      token,
      body: { version: me.version, firstName: 'Riley', lastName: 'R.', phone: '555-0199' },
    });
    expect(saved.json.data).toMatchObject({ firstName: 'Riley', lastName: 'R.', name: 'Riley R.', phone: '555-0199' });
    expect(await cognitoNames('retailer@demo.local')).toEqual({ given_name: 'Riley', family_name: 'R.' });
    expect((await callApi('GET', 'users/retailers', { token })).json.data).toEqual([
      { retailerId: 1, retailerName: 'Fresh Market Co.' },
    ]);
  });
});
