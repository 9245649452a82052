import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { knownClaims } from '../../shared/claims';
import { stageRoles, stageSeedItems } from '../domain/siteSetup/stageSeed';
import { ensureFirstAdmin } from './handler';

const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-west-1' }));
const idp = new CognitoIdentityProviderClient({ region: 'eu-west-1' });
const dbMock = mockClient(db);
const idpMock = mockClient(idp);
const names = { tableName: 'planner', userPoolId: 'pool' };
const EMAIL = 'first.admin@client.example.com';

afterEach(() => {
  dbMock.reset();
  idpMock.reset();
});

describe('the stage seed', () => {
  const items = stageSeedItems({ clientName: 'Client Co.', skin: 'blue' });

  it('puts each item under its own key', () => {
    const keys = items.map((item) => `${String(item.PK)}|${String(item.SK)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("names the client's skin and name in the client settings", () => {
    expect(items).toContainEqual(expect.objectContaining({ id: 'ClientSkin', value: 'blue' }));
    expect(items).toContainEqual(expect.objectContaining({ id: 'ClientName', value: 'Client Co.' }));
  });

  it('gives the admin role every claim, and every menu a claim that exists', () => {
    expect(stageRoles.admin!.claims).toEqual(Object.values(knownClaims));
    const claims = new Set(Object.values(knownClaims).map((c) => `${c.resource}/${c.operation}`));
    const menus = items.filter((item) => 'navLink' in item);
    expect(menus.length).toBeGreaterThan(10);
    for (const menu of menus) expect(claims).toContain(`${String(menu.resourceName)}/${String(menu.claimName)}`);
  });
});

describe('the first administrator', () => {
  it('is created when missing, Cognito e-mailing the temporary password, and put in the admin role', async () => {
    idpMock.on(AdminGetUserCommand).rejects(new UserNotFoundException({ message: 'no', $metadata: {} }));
    idpMock.on(AdminCreateUserCommand).resolves({ User: { Attributes: [{ Name: 'sub', Value: 'sub-1' }] } });
    idpMock.on(AdminAddUserToGroupCommand).resolves({});
    dbMock.on(PutCommand).resolves({});

    expect(await ensureFirstAdmin({ db, cognito: idp }, names, EMAIL)).toBe('sub-1');

    const create = idpMock.commandCalls(AdminCreateUserCommand)[0]!.args[0].input;
    expect(create).toMatchObject({ UserPoolId: 'pool', Username: EMAIL, DesiredDeliveryMediums: ['EMAIL'] });
    // No password of ours: Cognito makes the temporary one and mails it.
    expect(create.TemporaryPassword).toBeUndefined();
    // Named from the e-mail (first.admin@…) until they change it on their account page.
    expect(create.UserAttributes).toEqual(
      expect.arrayContaining([
        { Name: 'given_name', Value: 'First' },
        { Name: 'family_name', Value: 'Admin' },
      ]),
    );
    expect(create.MessageAction).toBeUndefined();
    expect(idpMock.commandCalls(AdminAddUserToGroupCommand)[0]!.args[0].input).toMatchObject({ GroupName: 'admin' });
    const put = dbMock.commandCalls(PutCommand)[0]!.args[0].input;
    expect(put).toMatchObject({
      TableName: 'planner',
      Item: {
        PK: 'USER#sub-1',
        SK: 'PROFILE',
        email: EMAIL,
        firstName: 'First',
        lastName: 'Admin',
        name: 'First Admin',
        roles: ['admin'],
        active: true,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
  });

  it('is left as it is when it exists: no new user, no new password, the profile kept', async () => {
    idpMock.on(AdminGetUserCommand).resolves({ UserAttributes: [{ Name: 'sub', Value: 'sub-2' }] });
    idpMock.on(AdminAddUserToGroupCommand).resolves({});
    const conditionFailed = Object.assign(new Error('exists'), { name: 'ConditionalCheckFailedException' });
    dbMock.on(PutCommand).rejects(conditionFailed);

    expect(await ensureFirstAdmin({ db, cognito: idp }, names, EMAIL)).toBe('sub-2');
    expect(idpMock.commandCalls(AdminCreateUserCommand)).toHaveLength(0);
  });
});
