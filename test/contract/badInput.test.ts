import { createSign } from 'node:crypto';
import { createRequire } from 'node:module';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from '../../shared/zod';
import { routeList, routes, type NamedRoute } from '../../shared/contract/routes';
import { inputMessages, validationMessages } from '../../shared/messages';
import { uploadMessages } from '../../shared/uploads';
import { apiGatewayEvent, lambdaContext } from '../../scripts/local/apiGatewayEvent';
import { DEMO_PASSWORD } from '../../scripts/local/demoData';
import { localCredentials } from '../../scripts/local/dynamodb';
import { pathOf, placeholderParams, shapeOf } from '../support/routeInputs';
import { callApi, idTokenOf, stack } from '../support/session';

/**
 * The outside review's bad-input classes, probed on every route they apply to (generated from the contract, so a
 * new route is covered without another line): each answers 4xx with a clear message, never 500, never stores.
 */

const label = (route: NamedRoute) => `${route.method} ${route.path}`;

/** The schema under optional/nullable/default/pipe wrappers. */
function unwrap(schema: z.ZodMiniType): z.ZodMiniType {
  const def = (schema as unknown as { def: Record<string, any> }).def;
  if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional'].includes(def.type))
    return unwrap(def.innerType);
  if (def.type === 'pipe') return unwrap(def.in);
  return schema;
}
const accepts = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).success;
const isDateField = (schema: z.ZodMiniType) =>
  accepts(schema, '2026-03-07') && !accepts(schema, '2026-02-30') && !accepts(schema, '2026-13-45');
const isBoundedNumber = (schema: z.ZodMiniType) => accepts(schema, 5) && !accepts(schema, -1) && !accepts(schema, 1e10);

const bodyRoutes = routeList.filter((r) => r.body);
const inputFields = (route: NamedRoute, part: 'body' | 'query') => Object.entries(shapeOf(route[part]));

let admin: string;
beforeAll(async () => {
  admin = await idTokenOf('admin@demo.local');
});
const tokenFor = (route: NamedRoute) => (route.access === 'public' ? undefined : admin);

describe('dates are real calendar dates on every date field', () => {
  const cases = routeList.flatMap((route) =>
    (['body', 'query'] as const).flatMap((part) =>
      inputFields(route, part)
        .filter(([, schema]) => isDateField(schema))
        .flatMap(([field]) =>
          ['2026-02-30', '2026-13-45'].map(
            (value) => [`${label(route)} ${part}.${field} = ${value}`, route, part, field, value] as const,
          ),
        ),
    ),
  );

  it('finds the date fields of the contract', () => {
    const fields = new Set(cases.map(([, route, , field]) => `${route.name}.${field}`));
    for (const expected of [
      'programs.create.programStartDate',
      'programtactics.add.endDate',
      'promos.save.startDate',
      'delivery.saveInformation.deliveryDate',
      'campaigns.calendar.from',
      'reference.fiscalYear.save.startDate',
      'reference.campaignTheme.save.endDate',
    ]) {
      expect(fields).toContain(expected);
    }
  });

  it.each(cases)("answers 400 with 'Invalid date format': %s", async (_, route, part, field, value) => {
    const answer = await callApi(route.method, pathOf(route), {
      token: tokenFor(route),
      ...(part === 'body'
        ? { body: { [field]: value } }
        : { query: { from: '2026-01-01', to: '2026-02-01', [field]: value } }),
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error[field]).toContain(validationMessages.invalidDate);
  });
});

describe('impossible amounts and quantities', () => {
  const cases = bodyRoutes.flatMap((route) =>
    inputFields(route, 'body')
      .filter(([, schema]) => isBoundedNumber(unwrap(schema)))
      .flatMap(([field]) =>
        (['-1', '1e10', '1e999'] as const).map(
          (raw) => [`${label(route)} ${field} = ${raw}`, route, field, raw] as const,
        ),
      ),
  );

  it.each(cases)('answers 400 naming the field: %s', async (_, route, field, raw) => {
    const answer = await callApi(route.method, pathOf(route), {
      token: tokenFor(route),
      rawBody: `{"${field}":${raw}}`,
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toHaveProperty(field);
  });

  it.each([
    [
      'a negative funding target',
      'programs.create',
      { fundingSources: [{ brandId: 1, atlTarget: -5 }] },
      'fundingSources.0.atlTarget',
      inputMessages.amountNegative,
    ],
    [
      'an absurd funding target',
      'programs.create',
      { fundingSources: [{ brandId: 1, btlTarget: 5e9 }] },
      'fundingSources.0.btlTarget',
      inputMessages.amountTooLarge,
    ],
    [
      'a negative allocation',
      'programtactics.add',
      { allocations: [{ brandId: 1, atl: -1, btl: 0 }] },
      'allocations.0.atl',
      'Allocations cannot be negative',
    ],
    [
      'a fractional quantity',
      'programtactics.add',
      { orderQuantity: 2.5 },
      'orderQuantity',
      inputMessages.quantityNotANumber,
    ],
    ['an absurd quantity', 'components.add', { quantity: 10_000_000 }, 'quantity', inputMessages.quantityTooLarge],
    [
      'a negative distribution',
      'delivery.saveDistribution',
      { version: 1, tactics: [{ tacticId: '1-1', quantities: { a: -3 } }] },
      'tactics.0.quantities.a',
      inputMessages.quantityNegative,
    ],
    [
      'an absurd unit cost',
      'reference.tactic.save',
      { unitCost: 2e6 },
      'unitCost',
      'Unit cost cannot exceed $1,000,000.00',
    ],
    [
      'an absurd discount',
      'promos.save',
      { discountType: 'amount', discountValue: 2e9 },
      'discountValue',
      inputMessages.amountTooLarge,
    ],
  ] as const)("gives %s the field's message", async (_, name, body, field, message) => {
    const route = routeList.find((r) => r.name === name)!;
    const answer = await callApi(route.method, pathOf(route), { token: admin, body });
    expect(answer.status).toBe(400);
    expect(answer.json.error[field]).toContain(message);
  });
});

describe('list cursors are opaque and checked', () => {
  /** The other query values each cursor list needs; a new cursor list fails here until it is given its own. */
  const baseQuery: Record<string, Record<string, string>> = {
    'programs.statusList': { fiscalYear: '2026', pageSize: '1' },
    'production.programs': { fiscalYear: '2026', pageSize: '1' },
    'campaigns.myCampaigns': { pageSize: '1' },
    'programs.draft': { pageSize: '1' },
    'programs.archived': { pageSize: '1' },
    'delivery.addressBook': { retailerId: '1', pageSize: '1' },
    'notifications.page': { pageSize: '1' },
    'expenses.listPo': { pageSize: '1' },
    'expenses.listDo': { pageSize: '1' },
    'expenses.listCoupon': { pageSize: '1' },
    'expenses.listPromo': { pageSize: '1' },
    'expenses.listMindshare': { pageSize: '1' },
    'expenses.wireReport': { pageSize: '1' },
    'delivery.distribution': { pageSize: '1' },
  };
  /** Path parameters of a list that belongs to a record: a program with two delivery locations, made here. */
  const baseParams: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    const planner = await idTokenOf('planner@demo.local');
    const brand = (await callApi('GET', 'brands', { token: planner })).json.data.items[0] as { id: number };
    const created = await callApi('POST', 'programs', {
      token: planner,
      body: {
        name: `Cursor ${Math.random().toString(36).slice(2, 7)}`,
        description: 'd',
        retailerId: 1,
        fiscalYear: 2026,
        programStartDate: '2026-03-01',
        programEndDate: '2026-05-31',
        accountLocations: ['FM-001'],
        fundingSources: [{ brandId: brand.id, atlTarget: 1000, btlTarget: 1000 }],
      },
    });
    expect(created.status, created.text).toBe(200);
    const id = created.json.data.program.id as number;
    for (const street of ['1 Cursor St', '2 Cursor St'])
      await callApi('POST', `shippinglocation/${id}`, {
        token: planner,
        body: { address1: street, city: 'Chicago', state: 'IL', zip: '60601', country: 'US' },
      });
    baseParams['delivery.distribution'] = { id: String(id) };
  });
  const cursorRoutes = routeList.filter((r) => 'cursor' in shapeOf(r.query));
  const encode = (value: unknown) =>
    Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
  const forgeries = [
    ['not base64url', '!!not-a-cursor!!'],
    ['base64url of nothing readable', 'AAAA'],
    ['JSON that is not a key', encode([1, 2, 3])],
    ['a DynamoDB-typed key', encode({ PK: { S: 'PROGRAM#1' }, SK: { S: 'P#PROGRAM' } })],
    [
      'a key of another year',
      encode({ PK: 'PROGRAM#1', SK: 'P#PROGRAM', GSI1PK: 'PROGRAMS#Y#1999', GSI1SK: '2026#1' }),
    ],
    [
      "another user's list",
      encode({ PK: 'PROGRAM#1', SK: 'P#PROGRAM', GSI3PK: 'PROGRAMS#U#someone-else', GSI3SK: '2026#1' }),
    ],
    [
      "another retailer's address book",
      encode({ PK: 'ADDRESSBOOK#R999', SK: 'LOC#x', GSI1PK: 'ADDRESSBOOK#R999', GSI1SK: 'a#x' }),
    ],
    ['a key with extra attributes', encode({ PK: 'A', SK: 'B', GSI1PK: 'PROGRAMS#Y#2026', GSI1SK: 'x', statusId: 10 })],
  ] as const;

  it('covers every cursor list of the contract', () => {
    expect(cursorRoutes.map((r) => r.name).sort()).toEqual(Object.keys(baseQuery).sort());
  });

  describe.each(cursorRoutes.map((r) => [r.name, r] as const))('%s', (name, route) => {
    it.each(forgeries)('answers 400 to a cursor that is %s', async (_, cursor) => {
      const answer = await callApi(route.method, pathOf(route, baseParams[name]), {
        token: admin,
        query: { ...baseQuery[name], cursor },
      });
      expect(answer.status).toBe(400);
      expect(answer.json.error.cursor).toEqual([inputMessages.badCursor]);
    });

    it("accepts its own next page's cursor", async () => {
      const first = await callApi(route.method, pathOf(route, baseParams[name]), {
        token: admin,
        query: baseQuery[name],
      });
      expect(first.status).toBe(200);
      const next = first.json.data.nextCursor as string | null;
      if (!next) return; // an empty list has no next page
      const second = await callApi(route.method, pathOf(route, baseParams[name]), {
        token: admin,
        query: { ...baseQuery[name], cursor: next },
      });
      expect(second.status).toBe(200);
    });
  });

  it("refuses a real cursor of one list on another (another year's status list)", async () => {
    const route = routes['programs.statusList'];
    for (const year of ['2025', '2026', '2027']) {
      const first = await callApi(route.method, route.path, {
        token: admin,
        query: { fiscalYear: year, pageSize: '1' },
      });
      const next = first.json.data?.nextCursor as string | null;
      if (!next) continue;
      const foreign = await callApi(route.method, route.path, {
        token: admin,
        query: { fiscalYear: year === '2026' ? '2027' : '2026', pageSize: '1', cursor: next },
      });
      expect(foreign.status).toBe(400);
      expect(foreign.json.error.cursor).toEqual([inputMessages.badCursor]);
      return;
    }
  });
});

describe('a malformed percent-encoding in the path answers 400', () => {
  const paramRoutes = routeList.filter((r) => r.path.includes('{'));

  it.each(
    paramRoutes.flatMap((route) =>
      ['%E0%A4%A', '%ZZ', '%'].map((bad) => [`${label(route)} with ${bad}`, route, bad] as const),
    ),
  )('%s', async (_, route, bad) => {
    const path = route.path.replace(/\{\w+\}/g, bad);
    const answer = await callApi(route.method, path, { token: tokenFor(route), body: route.body ? {} : undefined });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ hasError: true, error: { general: [inputMessages.malformedPath] }, data: null });
  });

  it('also without a token and on paths no route has', async () => {
    for (const path of ['programs/%ZZ', '%C0%AF/health', 'no-such-route/%E0%A4%A']) {
      const answer = await callApi('GET', path);
      expect(answer.status).toBe(400);
    }
  });

  it('never reaches a 500 in a handler that takes path text as it comes (asset links)', async () => {
    // API Gateway may hand a Lambda the raw text; every other path parameter is refused by its schema.
    const opaque = routeList.filter(
      (r) =>
        r.params &&
        accepts(r.params, Object.fromEntries(Object.keys(placeholderParams(r)).map((k) => [k, '%E0%A4%A']))),
    );
    expect(opaque.map((r) => r.name).sort()).toEqual(['assetLinks.file', 'assetLinks.open']);
    const { handler } = await import('../../functions/assets/handler');
    for (const route of opaque) {
      const pathParameters = Object.fromEntries(Object.keys(placeholderParams(route)).map((k) => [k, '%E0%A4%A']));
      const result = (await handler(
        apiGatewayEvent({ method: route.method, path: `/api/${route.path}` }, { route, pathParameters }, null),
        lambdaContext('assets') as never,
      )) as { statusCode: number };
      expect(result.statusCode).toBeLessThan(500);
    }
  });
});

describe('uploads take only the types their purpose allows', () => {
  const uploadRoutes = routeList.filter((r) => 'contentType' in shapeOf(r.body));

  it('covers the upload routes of every purpose', () => {
    expect(uploadRoutes.map((r) => r.name).sort()).toEqual([
      'communicationRequests.upload',
      'communicationRequests.uploadMessageFile',
      'components.upload',
      'content.upload',
      'delivery.startImport',
      'documents.create',
      'expenses.importCoupon',
      'expenses.importDo',
      'expenses.importMindshare',
      'expenses.importPo',
      'expenses.importPromo',
      'inventory.upload',
      'reference.uploadPicture',
      'retailerProfile.uploadDocument',
      'tactics.uploadFile',
      'tactics.uploadImage',
    ]);
  });

  it.each(
    uploadRoutes.flatMap((route) =>
      ['text/html', 'image/svg+xml', 'application/x-msdownload', 'application/octet-stream'].map(
        (type) => [`${label(route)} as ${type}`, route, type] as const,
      ),
    ),
  )('answers 400 naming the file and the allowed types: %s', async (_, route, contentType) => {
    const answer = await callApi(route.method, pathOf(route), {
      token: admin,
      body: { fileName: 'file.bin', contentType, size: 10 },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error.contentType[0], 'the refusal names the file').toMatch(
      /^file\.bin was not uploaded: files of this type cannot be uploaded here\. Allowed: /,
    );
  });

  it.each(uploadRoutes.map((route) => [label(route), route] as const))(
    'answers 400 naming an empty file: %s',
    async (_, route) => {
      const answer = await callApi(route.method, pathOf(route), {
        token: admin,
        body: { fileName: 'empty.csv', contentType: 'text/csv', size: 0 },
      });
      expect(answer.status).toBe(400);
      expect(answer.json.error.size, 'the refusal names the file').toEqual([uploadMessages.empty('empty.csv')]);
    },
  );
});

describe('texts have upper bounds', () => {
  const cases = bodyRoutes
    .map(
      (route) =>
        [
          label(route),
          route,
          inputFields(route, 'body')
            .filter(([, schema]) => (unwrap(schema) as unknown as { def: { type: string } }).def.type === 'string')
            .map(([field]) => field),
        ] as const,
    )
    .filter(([, , fields]) => fields.length > 0);

  it.each(cases)('answers 400 naming every over-long text: %s', async (_, route, fields) => {
    const long = 'x'.repeat(100_001);
    const answer = await callApi(route.method, pathOf(route), {
      token: tokenFor(route),
      body: Object.fromEntries(fields.map((f) => [f, long])),
    });
    expect(answer.status).toBe(400);
    for (const field of fields) expect(answer.json.error).toHaveProperty(field);
  });
});

describe('only ID tokens with an expiry are accepted', () => {
  const cognitoKey = createRequire(import.meta.url)('cognito-local/lib/keys/cognitoLocal.private.json') as {
    pem: string;
  };
  /** A token signed with the local Cognito's own key: only its claims decide whether the gateway takes it. */
  const sign = (payload: Record<string, unknown>) => {
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${part({ alg: 'RS256', typ: 'JWT', kid: 'CognitoLocal' })}.${part(payload)}`;
    return `${unsigned}.${createSign('RSA-SHA256').update(unsigned).sign(cognitoKey.pem, 'base64url')}`;
  };
  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
  const claimsRoute = routes['users.claims'];
  const call = (token: string) => callApi(claimsRoute.method, claimsRoute.path, { token });

  it('takes a re-signed copy of a real ID token (the forging itself is sound)', async () => {
    expect((await call(sign(claimsOf(admin)))).status).toBe(200);
  });

  it('refuses an ID token without exp', async () => {
    const { exp: _exp, ...payload } = claimsOf(admin);
    expect((await call(sign(payload))).status).toBe(401);
  });

  it('refuses a token that says it is an access token, even with the audience', async () => {
    expect((await call(sign({ ...claimsOf(admin), token_use: 'access' }))).status).toBe(401);
    const { token_use: _use, ...payload } = claimsOf(admin);
    expect((await call(sign(payload))).status).toBe(401);
  });

  it("refuses the local Cognito's own access token", async () => {
    const cognito = new CognitoIdentityProviderClient({
      endpoint: stack().cognito.endpoint,
      region: stack().region,
      credentials: localCredentials,
    });
    const answer = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack().cognito.clientId,
        AuthParameters: { USERNAME: 'admin@demo.local', PASSWORD: DEMO_PASSWORD },
      }),
    );
    expect((await call(answer.AuthenticationResult!.AccessToken!)).status).toBe(401);
  });

  it('refuses an access token in the handler too (API Gateway lets it through in AWS)', async () => {
    const { handler } = await import('../../functions/assets/handler');
    const route = { name: 'tactics.assetLinks' as const, ...routes['tactics.assetLinks'] };
    const claims = { ...claimsOf(admin), token_use: 'access' };
    const result = (await handler(
      apiGatewayEvent(
        { method: 'GET', path: '/api/tactics/1/asset-links' },
        { route, pathParameters: { id: '1' } },
        claims,
      ),
      lambdaContext('assets') as never,
    )) as { statusCode: number };
    expect(result.statusCode).toBe(401);
  });

  it('bounds the track-login token', async () => {
    const route = routes['users.tracklogin'];
    const answer = await callApi(route.method, route.path, {
      token: admin,
      body: { token: 'x'.repeat(20_000), type: 1, url: '/' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toHaveProperty('token');
  });
});
