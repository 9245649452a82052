import { beforeAll, describe, expect, it } from 'vitest';
import * as z from '../../shared/zod';
import { routeList, type NamedRoute } from '../../shared/contract/routes';
import { serverMessages } from '../../shared/messages';
import { pathOf, placeholderParams, shapeOf } from '../support/routeInputs';
import { callApi, idTokenOf, idTokenOfUserWithoutClaims, newSignedInUser } from '../support/session';

/**
 * The authorization and bad-input matrix, generated from the route contract: a route added to the contract
 * is covered here without another line.
 */
const objectKeys = (schema: z.ZodMiniType | undefined) => Object.keys(shapeOf(schema));

let adminToken: string;
let tokenWithoutClaims: string;
let tokenWithoutRole: string;
beforeAll(async () => {
  adminToken = await idTokenOf('admin@demo.local');
  tokenWithoutClaims = await idTokenOfUserWithoutClaims();
  tokenWithoutRole = (await newSignedInUser([], 'norole')).token;
});

const protectedRoutes = routeList.filter((r) => r.access !== 'public');
const claimRoutes = routeList.filter((r) => typeof r.access === 'object');

describe.each(protectedRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', (_, route) => {
  it('answers 401 without a token', async () => {
    const answer = await callApi(route.method, pathOf(route));
    expect(answer.status).toBe(401);
  });

  it('answers 401 for a token that is not one of ours', async () => {
    const forged = ['eyJhbGciOiJSUzI1NiJ9', 'eyJzdWIiOiJ4In0', 'c2lnbmF0dXJl'].join('.');
    const answer = await callApi(route.method, pathOf(route), { token: forged });
    expect(answer.status).toBe(401);
  });
});

// A user without any role reaches only the `account` routes (their own account, the no-access page's needs).
const roleRoutes = routeList.filter((r) => r.access !== 'public' && r.access !== 'account');
const accountRoutes = routeList.filter((r) => r.access === 'account');

describe.each(roleRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', (_, route) => {
  it('answers 403 in the wrapper to a signed-in user without any role', async () => {
    const answer = await callApi(route.method, pathOf(route), {
      token: tokenWithoutRole,
      body: route.body ? {} : undefined,
    });
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual({ hasError: true, error: { general: [serverMessages.noRole] }, data: null });
  });
});

describe.each(accountRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', (_, route) => {
  it('lets a signed-in user without any role through', async () => {
    const answer = await callApi(route.method, pathOf(route), {
      token: tokenWithoutRole,
      body: route.body ? {} : undefined,
    });
    expect([401, 403]).not.toContain(answer.status);
    expect(answer.status).toBeLessThan(500);
  });
});

describe.each(claimRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', (_, route) => {
  it('answers 403 in the wrapper to a signed-in user without the claim', async () => {
    const answer = await callApi(route.method, pathOf(route), {
      token: tokenWithoutClaims,
      body: route.body ? {} : undefined,
    });
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({ hasError: true, data: null });
  });
});

/**
 * The bad-input cases that apply to a route, built here so only real tests exist (none reported as skipped): a
 * route without a body has no body cases, a parameter every value fits has no malformed-parameter case.
 */
interface BadInputCase {
  name: string;
  run(token: string | undefined): Promise<void>;
}
function badInputCases(route: NamedRoute): BadInputCase[] {
  const cases: BadInputCase[] = [];
  const body = route.body;
  if (body) {
    cases.push({
      name: 'answers 400 in the wrapper to a body that is not JSON',
      run: async (token) => {
        const answer = await callApi(route.method, pathOf(route), { token, rawBody: '{"unterminated' });
        expect(answer.status).toBe(400);
        expect(answer.json).toMatchObject({ hasError: true, data: null });
      },
    });
    if (!body.safeParse({}).success) {
      cases.push({
        name: 'names each missing field of an empty body',
        run: async (token) => {
          const answer = await callApi(route.method, pathOf(route), { token, body: {} });
          expect(answer.status).toBe(400);
          const shape = shapeOf(body);
          const missing = Object.keys(shape).filter((key) => !shape[key].safeParse(undefined).success);
          expect(Object.keys(answer.json.error).sort()).toEqual(missing.sort());
        },
      });
    }
  }
  for (const name of Object.keys(placeholderParams(route))) {
    const params = { ...placeholderParams(route), [name]: 'x'.repeat(300) };
    if (route.params && !route.params.safeParse(params).success) {
      cases.push({
        name: `answers 400 to a malformed path parameter ${name}`,
        run: async (token) => {
          const answer = await callApi(route.method, pathOf(route, params), { token });
          expect(answer.status).toBe(400);
          expect(answer.json.error).toHaveProperty(name);
        },
      });
    }
  }
  const query = route.query;
  for (const name of objectKeys(query)) {
    if (!query!.safeParse({ [name]: 'x'.repeat(10_000) }).success) {
      cases.push({
        name: `answers 400 to an out-of-range query parameter ${name}`,
        run: async (token) => {
          const answer = await callApi(route.method, pathOf(route), { token, query: { [name]: 'x'.repeat(10_000) } });
          expect(answer.status).toBe(400);
          expect(answer.json.error).toHaveProperty(name);
        },
      });
    }
  }
  cases.push({
    name: 'never answers 5xx to junk',
    run: async (token) => {
      const answer = await callApi(
        route.method,
        pathOf(route, Object.fromEntries(Object.keys(placeholderParams(route)).map((k) => [k, '%00']))),
        {
          token,
          rawBody: route.body ? '[1,2,3]' : undefined,
          query: { pageSize: '-1', junk: '\u0000' },
        },
      );
      expect(answer.status).toBeLessThan(500);
    },
  });
  return cases;
}

describe.each(routeList.map((r) => [`${r.method} ${r.path}`, r] as const))('%s with bad input', (_, route) => {
  const token = () => (route.access === 'public' ? undefined : adminToken);
  for (const badInput of badInputCases(route)) {
    it(badInput.name, () => badInput.run(token()));
  }
});
