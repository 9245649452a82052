import { knownClaims } from '../../shared/claims';
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes, type RouteName } from '../../shared/contract/routes';
import { MAX_UPLOAD_BYTES } from '../../shared/constants';
import { serverMessages } from '../../shared/messages';
import { uploadMessages } from '../../shared/uploads';
import { apiGatewayEvent, lambdaContext } from '../../scripts/local/apiGatewayEvent';

process.env.TABLE_NAME = 'unit-table';
process.env.DOCUMENTS_BUCKET = 'unit-documents';
process.env.AWS_REGION = 'us-east-1';
process.env.AWS_ACCESS_KEY_ID = 'unit';
process.env.AWS_SECRET_ACCESS_KEY = 'unit';
process.env.LOG_LEVEL = 'SILENT';
// What CloudFront sends; events built without headers carry it (scripts/local/apiGatewayEvent.ts).
process.env.ORIGIN_SECRET = 'unit-origin-secret';

const ddb = mockClient(DynamoDBDocumentClient);
let system: typeof import('../system/handler');
let users: typeof import('../users/handler');
let documents: typeof import('../documents/handler');

beforeAll(async () => {
  system = await import('../system/handler');
  users = await import('../users/handler');
  documents = await import('../documents/handler');
});
afterEach(() => ddb.reset());

const planner = { sub: 'user-1', email: 'p@example.com', 'cognito:groups': ['planner'] };

function call(
  handler: { handler: (e: never, c: never) => Promise<unknown> },
  name: RouteName,
  opts: {
    claims?: Record<string, unknown> | null;
    body?: string;
    params?: Record<string, string>;
    query?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const route = { name, ...routes[name] };
  const event = apiGatewayEvent(
    {
      method: route.method,
      path: `/api/${route.path}`,
      body: opts.body,
      rawQueryString: opts.query,
      headers: opts.headers,
    },
    { route, pathParameters: opts.params ?? {} },
    opts.claims === undefined ? planner : opts.claims,
  );
  return handler.handler(event as never, lambdaContext('unit') as never) as Promise<{
    statusCode: number;
    headers?: Record<string, string>;
    body?: string;
  }>;
}
const bodyOf = (result: { body?: string }) => JSON.parse(result.body ?? 'null');

function givenRoles(roles: Record<string, { resource: string; operation: string }[]>) {
  ddb.on(BatchGetCommand).resolves({
    Responses: { 'unit-table': Object.entries(roles).map(([name, claims]) => ({ name, claims })) },
  });
  // The caller's profile (the active flag); none yet reads as active.
  ddb.on(GetCommand).resolves({});
}

describe('the handler kit', () => {
  it('refuses a request without the origin secret CloudFront adds, before any route work', async () => {
    const neutral = { hasError: true, error: { general: [serverMessages.forbidden] }, data: null };
    for (const headers of [{}, { 'x-origin-verify': 'guess' }, { 'X-Origin-Verify': 'unit-origin-secreT' }] as Record<
      string,
      string
    >[]) {
      // A signed-in route and a public one alike: no identity, table or body work happens first.
      for (const name of ['users.claims', 'health'] as const) {
        const result = await call(name === 'health' ? system : users, name, { headers, body: '{not json' });
        expect(result.statusCode, JSON.stringify(headers)).toBe(403);
        expect(bodyOf(result)).toEqual(neutral);
      }
    }
    // Not even a route that does not exist is told apart.
    const unknown = await call(users, 'health', { headers: {} });
    expect(unknown.statusCode).toBe(403);
    expect(ddb.calls()).toHaveLength(0);

    ddb.on(GetCommand).resolves({});
    const given = await call(system, 'health', { claims: null, headers: { 'X-Origin-Verify': 'unit-origin-secret' } });
    expect(given.statusCode).toBe(200);
  });

  it('wraps data in the spec response wrapper', async () => {
    ddb.on(GetCommand).resolves({});
    const result = await call(system, 'health', { claims: null });
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toMatchObject({ hasError: false, error: {}, data: { status: 'ok' } });
  });

  it('answers 401 in the wrapper when a signed-in route gets no identity', async () => {
    const result = await call(users, 'users.claims', { claims: null });
    expect(result.statusCode).toBe(401);
    expect(bodyOf(result)).toEqual({ hasError: true, error: { general: [serverMessages.unauthorized] }, data: null });
  });

  it("gives the caller the union of their roles' claims, groups given as API Gateway flattens them", async () => {
    givenRoles({
      planner: [{ resource: 'Finalize', operation: 'Submit' }],
      approver: [
        { resource: 'Finalize', operation: 'Approve' },
        { resource: 'Finalize', operation: 'Submit' },
      ],
    });
    const result = await call(users, 'users.claims', {
      claims: { ...planner, 'cognito:groups': '[planner approver]' },
    });
    expect(bodyOf(result).data).toEqual([
      { resource: 'Finalize', operation: 'Submit' },
      { resource: 'Finalize', operation: 'Approve' },
    ]);
  });

  it('answers 403 when the caller lacks the claim the contract names', async () => {
    givenRoles({ retailer: [] });
    const result = await call(documents, 'documents.create', {
      claims: { ...planner, sub: 'user-403', 'cognito:groups': ['retailer'] },
      body: JSON.stringify({ fileName: 'a.pdf', contentType: 'application/pdf', size: 10 }),
    });
    expect(result.statusCode).toBe(403);
    expect(bodyOf(result).error).toEqual({ general: [serverMessages.forbidden] });
  });

  it('refuses a disabled user with a clear text, and lets them in again once enabled and forgotten', async () => {
    givenRoles({ planner: [] });
    ddb.on(GetCommand, { Key: { PK: 'USER#user-off', SK: 'PROFILE' } }).resolves({ Item: { active: false } });
    const disabled = await call(users, 'users.claims', { claims: { ...planner, sub: 'user-off' } });
    expect(disabled.statusCode).toBe(403);
    expect(bodyOf(disabled).error).toEqual({ general: [serverMessages.userDisabled] });

    ddb.on(GetCommand, { Key: { PK: 'USER#user-off', SK: 'PROFILE' } }).resolves({ Item: { active: true } });
    // Cached: still refused in this container until the entry expires or is forgotten.
    expect((await call(users, 'users.claims', { claims: { ...planner, sub: 'user-off' } })).statusCode).toBe(403);
    const { forgetCachedUser } = await import('./identity');
    forgetCachedUser('user-off');
    expect((await call(users, 'users.claims', { claims: { ...planner, sub: 'user-off' } })).statusCode).toBe(200);
  });

  it('keeps the active flag at most a minute', async () => {
    const { userStanding, USER_STATUS_CACHE_MS } = await import('./identity');
    const isUserActive = async (subject: string, now: number) => (await userStanding(subject, now)).active;
    expect(USER_STATUS_CACHE_MS).toBeLessThanOrEqual(60_000);
    ddb.on(GetCommand).resolves({ Item: { active: true } });
    expect(await isUserActive('user-ttl', 0)).toBe(true);
    ddb.on(GetCommand).resolves({ Item: { active: false } });
    expect(await isUserActive('user-ttl', USER_STATUS_CACHE_MS - 1)).toBe(true);
    expect(await isUserActive('user-ttl', USER_STATUS_CACHE_MS)).toBe(false);
  });

  it("takes the roles an administrator gave the user from their profile, over the token's groups", async () => {
    givenRoles({ planner: [], 'moved-reviewer': [knownClaims.approveProgram] });
    ddb
      .on(GetCommand, { Key: { PK: 'USER#user-moved', SK: 'PROFILE' } })
      .resolves({ Item: { active: true, roles: ['moved-reviewer'] } });
    const answer = await call(users, 'users.claims', { claims: { ...planner, sub: 'user-moved' } });
    expect(answer.statusCode).toBe(200);
    expect(bodyOf(answer).data).toEqual([knownClaims.approveProgram]);
  });

  it('lets a user without any role reach their own account routes only', async () => {
    givenRoles({});
    const roleless = { sub: 'user-norole', email: 'self@example.com' };
    expect((await call(users, 'users.claims', { claims: roleless })).statusCode).toBe(200);
    const refused = await call(users, 'users.lookupUsers', { claims: roleless });
    expect(refused.statusCode).toBe(403);
    expect(bodyOf(refused).error).toEqual({ general: [serverMessages.noRole] });
  });

  it('answers 400 with a message per invalid field', async () => {
    givenRoles({ planner: [] });
    const result = await call(users, 'users.tracklogin', { body: JSON.stringify({ type: 3, url: 5 }) });
    expect(result.statusCode).toBe(400);
    const { error, hasError } = bodyOf(result);
    expect(hasError).toBe(true);
    expect(error.token).toEqual([serverMessages.required]);
    expect(error.type).toEqual(['Type must be 1 (login) or 2 (logout).']);
    expect(error.url).toHaveLength(1);
  });

  it('answers 400 for a body that is not JSON', async () => {
    givenRoles({ planner: [] });
    const result = await call(users, 'users.tracklogin', { body: '{"type": 1,' });
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).error).toEqual({ general: [serverMessages.malformedJson] });
  });

  it('answers 400 for a path parameter of the wrong shape', async () => {
    givenRoles({ planner: [] });
    const result = await call(documents, 'documents.file', { params: { id: 'not-an-id' } });
    expect(result.statusCode).toBe(400);
    expect(Object.keys(bodyOf(result).error)).toEqual(['id']);
  });

  it('answers 413 naming the file for an upload above 50 MB, before any slot is made', async () => {
    givenRoles({ admin: [{ resource: 'Document', operation: 'Upload' }] });
    const result = await call(documents, 'documents.create', {
      claims: { ...planner, sub: 'user-413', 'cognito:groups': ['admin'] },
      body: JSON.stringify({ fileName: 'big.csv', contentType: 'text/csv', size: MAX_UPLOAD_BYTES + 1 }),
    });
    expect(result.statusCode).toBe(413);
    expect(bodyOf(result).error).toEqual({ general: [uploadMessages.tooLarge('big.csv')] });
  });

  it('answers 404 in the wrapper for an unknown document', async () => {
    givenRoles({ planner: [] });
    ddb.on(GetCommand).resolves({});
    const result = await call(documents, 'documents.file', { params: { id: '2b1f5a4e-8f0c-4a57-9f61-2f7f1b1f0c11' } });
    expect(result.statusCode).toBe(404);
    expect(bodyOf(result).error).toEqual({ general: [serverMessages.notFound] });
  });

  it('answers 409 when a transaction fails its condition (a stale version)', async () => {
    ddb.on(GetCommand).rejects(
      new TransactionCanceledException({
        message: 'Transaction cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
      }),
    );
    const result = await call(system, 'health', { claims: null });
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result).error).toEqual({ general: [serverMessages.staleVersion] });
  });

  it('answers 500 with the request id and no stack trace for a real fault, and logs it', async () => {
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    ddb.on(GetCommand).rejects(new Error('socket hang up at secret/internal/path.ts:12'));
    const result = await call(system, 'health', { claims: null });
    stdout.mockRestore();
    expect(result.statusCode).toBe(500);
    const [message] = bodyOf(result).error.general;
    expect(message).toMatch(new RegExp(`^${serverMessages.internal} [0-9a-f-]{36}$`));
    expect(result.body).not.toContain('secret/internal');
  });
});
