import { randomUUID } from 'node:crypto';
import { CognitoIdentityProviderClient, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../shared/constants';
import { sendMail } from '../../functions/lib/mail';
import { localCredentials } from '../../scripts/local/dynamodb';
import { callApi, idTokenOf, stack } from '../support/session';

const db = () => DynamoDBDocumentClient.from(new DynamoDBClient({}));

describe('users', () => {
  it("returns the demo planner's claims, without approve", async () => {
    const answer = await callApi('GET', 'users/claims', { token: await idTokenOf('planner@demo.local') });
    expect(answer.status).toBe(200);
    expect(answer.json.data).toContainEqual({ resource: 'Finalize', operation: 'Submit' });
    expect(answer.json.data).not.toContainEqual({ resource: 'Finalize', operation: 'Approve' });
  });

  it('records logins and answers the previous login time', async () => {
    const token = await idTokenOf('approver@demo.local');
    const login = () =>
      callApi('POST', 'users/tracklogin', { token, body: { token: 'ignored', type: 1, url: '/#/home' } });
    const first = await login();
    const second = await login();
    expect(first.status).toBe(200);
    expect(second.json.data.lastLoggedOn).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(second.json.data.lastLoggedOn >= (first.json.data.lastLoggedOn ?? '')).toBe(true);
  });

  it('serves the site configuration flags', async () => {
    const answer = await callApi('GET', 'users/siteconfig', { token: await idTokenOf('retailer@demo.local') });
    expect(answer.json.data).toContainEqual({
      configuration: 'zBud_BudgetSources',
      operation: 'Rename',
      displayName: 'Budget Sources',
    });
  });
});

describe('documents', () => {
  it('uploads through a presigned PUT and downloads through a short-lived redirect, byte for byte', async () => {
    const token = await idTokenOf('planner@demo.local');
    const content = Buffer.from('id,name\n1,Spring display\n');
    const slot = await callApi('POST', 'documents', {
      token,
      body: { fileName: 'plan é.csv', contentType: 'text/csv', size: content.length },
    });
    expect(slot.status).toBe(200);
    expect(slot.json.data.maxBytes).toBe(MAX_UPLOAD_BYTES);
    // The key is the server's, never the user's file name.
    expect(new URL(slot.json.data.uploadUrl).pathname).toBe(
      `/planner-documents/documents/${new Date().toISOString().slice(0, 7)}/${slot.json.data.id}`,
    );

    const put = await fetch(slot.json.data.uploadUrl, {
      method: 'PUT',
      headers: slot.json.data.headers,
      body: content,
    });
    expect(put.status).toBe(200);

    const file = await callApi('GET', `documents/${slot.json.data.id}/file`, { token });
    expect(file.status).toBe(302);
    const location = file.headers.get('location')!;
    expect(new URL(location).searchParams.get('X-Amz-Expires')).toBe('300');
    const download = await fetch(location);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(content);
    expect(download.headers.get('content-disposition')).toContain("filename*=UTF-8''plan%20%C3%A9.csv");
  });

  it('answers 404 for a document that does not exist', async () => {
    const answer = await callApi('GET', 'documents/0d3c2f9e-54a4-4a7e-8e55-2f8f2a9c1b00/file', {
      token: await idTokenOf('planner@demo.local'),
    });
    expect(answer.status).toBe(404);
  });
});

describe('DynamoDB transactions', () => {
  it('writes nothing when one condition of a TransactWriteItems fails', async () => {
    const TableName = stack().dynamodb.tableName;
    const client = db();
    await client.send(new PutCommand({ TableName, Item: { PK: 'TEST#tx', SK: 'AGG', version: 2 } }));
    const attempt = client.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName, Item: { PK: 'TEST#tx', SK: 'AUDIT#1', from: 10, to: 80 } } },
          {
            Update: {
              TableName,
              Key: { PK: 'TEST#tx', SK: 'AGG' },
              UpdateExpression: 'SET version = :next',
              ConditionExpression: 'version = :expected',
              ExpressionAttributeValues: { ':expected': 1, ':next': 2 },
            },
          },
        ],
      }),
    );
    await expect(attempt).rejects.toMatchObject({
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
    });
    const audit = await client.send(new GetCommand({ TableName, Key: { PK: 'TEST#tx', SK: 'AUDIT#1' } }));
    expect(audit.Item).toBeUndefined();
  });
});

describe('mail', () => {
  it('sends one message per recipient through SES, each visible in the mailbox', async () => {
    const subject = `Asset ready ${Date.now()}`;
    const sent = await sendMail({
      to: ['first@example.com', 'second@example.com'],
      subject,
      html: '<p>Your link expires in 7 days.</p>',
      text: 'Your link expires in 7 days.',
    });
    expect(sent.size).toBe(2);
    const store = await (await fetch(`${stack().mailUrl}/store`)).json();
    const ours = store.emails.filter((e: { subject: string }) => e.subject === subject);
    expect(ours.map((e: { destination: { to: string[] } }) => e.destination.to).sort()).toEqual([
      ['first@example.com'],
      ['second@example.com'],
    ]);
  });
});

describe("Cognito's e-mailed codes on this machine", () => {
  it('reach the mailbox for every one of many sign-ups at once (cognito-local once kept boxes back under load)', async () => {
    const cognito = new CognitoIdentityProviderClient({
      endpoint: stack().cognito.endpoint,
      region: stack().region,
      credentials: localCredentials,
    });
    const emails = Array.from({ length: 150 }, (_, i) => `burst-${i}-${randomUUID().slice(0, 8)}@demo.local`);
    await Promise.all(
      emails.map((email) =>
        cognito.send(
          new SignUpCommand({ ClientId: stack().cognito.clientId, Username: email, Password: 'Burst-Passw0rd!' }),
        ),
      ),
    );
    const mailed = async () => {
      const store = await (await fetch(`${stack().mailUrl}/store`)).json();
      const to = new Set(store.emails.map((e: { destination: { to: string[] } }) => e.destination.to[0]));
      return emails.filter((email) => to.has(email)).length;
    };
    await expect.poll(mailed, { timeout: 30_000, interval: 200 }).toBe(emails.length);
    cognito.destroy();
  });
});
