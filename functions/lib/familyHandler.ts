import { createHash, timingSafeEqual } from 'node:crypto';
import middy, { type MiddlewareObj, type Request } from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type {
  APIGatewayProxyEventV2WithJWTAuthorizer as Event,
  APIGatewayProxyStructuredResultV2 as Result,
  Context,
} from 'aws-lambda';
import {
  accessAllows,
  routeKey,
  type Family,
  type FamilyRoutes,
  type RouteData,
  type RouteInput,
} from '../../shared/contract/route';
// Types only: a Lambda bundles its family's routes (shared/contract/families/), never the whole contract.
import type { NamedRoute, RouteName, routes } from '../../shared/contract/routes';
import type { ApiResponse, ErrorMap } from '../../shared/contract/wrapper';
import { ORIGIN_SECRET_HEADER } from '../../shared/constants';
import { serverMessages } from '../../shared/messages';
import { env } from './env';
import { Conflict, DomainError, Forbidden, InvalidInput, NotFound, Unauthorized } from './errors';
import { loadGrantsOfRoles, userStanding, parseGroups, type AuthContext } from './identity';
import { logger } from './logger';
import { parseOrThrow } from './validation';

/** A route implementation may answer a redirect instead of data (downloads). */
export class Redirect {
  constructor(readonly location: string) {}
}

/** A page for people outside the product (e-mailed links): plain HTML, locked down, never cached. */
export class HtmlPage {
  constructor(
    readonly statusCode: number,
    readonly html: string,
  ) {}
}

const pageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

type Route<N extends RouteName> = (typeof routes)[N];
export type RouteContext<N extends RouteName> = RouteInput<Route<N>> & {
  /** Null only on public routes. */
  auth: Route<N>['access'] extends 'public' ? AuthContext | null : AuthContext;
  requestId: string;
  /** Request headers, lower-case names (normalised by the kit). */
  headers: Record<string, string | undefined>;
};
type RouteOutput<N extends RouteName> = Route<N>['response'] extends 'redirect'
  ? Redirect | HtmlPage
  : RouteData<Route<N>>;
export type RouteImplementation<N extends RouteName> = (ctx: RouteContext<N>) => Promise<RouteOutput<N>>;
type RoutesOf<F extends Family> = { [N in RouteName]: Route<N>['family'] extends F ? N : never }[RouteName];

interface KitContext extends Context {
  route: NamedRoute;
  auth: AuthContext | null;
  startedAt: number;
}
type KitRequest = Request<Event, Result, Error, KitContext>;

const requestIdOf = (request: KitRequest) => request.event.requestContext?.requestId ?? request.context.awsRequestId;

function json(statusCode: number, body: ApiResponse<unknown>): Result {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify(body),
  };
}
const failure = (statusCode: number, error: ErrorMap) => json(statusCode, { hasError: true, error, data: null });

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Only CloudFront reaches the API: it adds the stage's origin secret to every request it forwards (infra/stacks/
 * webStack.ts). An HTTP API has no resource policy, so this is the only guard against calls around the WAF: a
 * request without the right value is refused with a neutral 403 before any route work. Digests of equal length
 * are compared in constant time, so the answer's timing says nothing of the secret. No secret configured refuses
 * everything (the environment getter throws: a 500).
 */
const requireOriginSecret = (): MiddlewareObj<Event, Result, Error, KitContext> => ({
  before: (request) => {
    const expected = digest(env.originSecret);
    const given = request.event.headers?.[ORIGIN_SECRET_HEADER];
    if (given === undefined || !timingSafeEqual(digest(given), expected)) throw new Forbidden();
  },
});

/** Finds the contract route of the event; a route not in this family's part of the contract does not exist. */
const resolveRoute = (familyRoutes: FamilyRoutes<Family>): MiddlewareObj<Event, Result, Error, KitContext> => {
  const byKey = new Map(
    Object.entries(familyRoutes).map(([name, route]) => [routeKey(route), { name: name as RouteName, ...route }]),
  );
  return {
    before: (request) => {
      request.context.startedAt = Date.now();
      const route = byKey.get(request.event.routeKey);
      if (!route) throw new NotFound();
      request.context.route = route;
    },
  };
};

/** Identity from the authorizer's verified claims, roles from cognito:groups, claims from the roles' items. */
const authenticate = (): MiddlewareObj<Event, Result, Error, KitContext> => ({
  before: async (request) => {
    const { access } = request.context.route;
    const jwt = request.event.requestContext?.authorizer?.jwt?.claims;
    if (!jwt?.sub) {
      request.context.auth = null;
      if (access === 'public') return;
      throw new Unauthorized();
    }
    // API Gateway's JWT authorizer also lets a Cognito access token through; the API takes ID tokens only.
    if (jwt.token_use !== undefined && jwt.token_use !== 'id') throw new Unauthorized();
    const subject = String(jwt.sub);
    // A disabled user's tokens stay valid until they expire: the profile decides (cached a minute), and its roles
    // win over the token's groups, so a role change reaches the user without a new sign-in.
    const standing = await userStanding(subject);
    const roles = standing.roles ?? parseGroups(jwt['cognito:groups']);
    const grants = await loadGrantsOfRoles(roles);
    request.context.auth = { subject, email: String(jwt.email ?? ''), roles, ...grants };
    if (!standing.active) throw new Forbidden(serverMessages.userDisabled);
    // Without a role a user reaches only their own account and what the shell needs for the no-access page.
    if (!accessAllows(access, { hasRole: roles.length > 0, claims: grants.claims }))
      throw new Forbidden(roles.length === 0 ? serverMessages.noRole : undefined);
  },
});

/** JSON bodies, only for routes that take one; malformed JSON becomes a 400 in the wrapper. */
const parseJsonBody = (): MiddlewareObj<Event, Result, Error, KitContext> => {
  // Any body of a route that takes one is read as JSON, whatever its content type (the option exists at
  // runtime but is missing from the package's type declarations).
  const parser = httpJsonBodyParser({ disableContentTypeCheck: true } as Parameters<typeof httpJsonBodyParser>[0]);
  return {
    before: async (request) => {
      const body = request.event.body;
      if (!request.context.route.body || body === undefined || body === '') return;
      try {
        await parser.before!(request as never);
      } catch {
        throw new InvalidInput({ general: [serverMessages.malformedJson] });
      }
    },
  };
};

/**
 * A conditional write that failed means the item changed (or appeared) since the caller read it: a stale
 * version. Repositories that mean something else by a condition translate it themselves before this.
 */
function toDomainError(error: unknown): unknown {
  const name = (error as Error | null)?.name;
  if (name === 'ConditionalCheckFailedException') return new Conflict();
  if (name === 'TransactionCanceledException') {
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    // A simultaneous transaction on the same item is the same story: someone else changed it meanwhile.
    if (reasons.some((r) => r.Code === 'ConditionalCheckFailed' || r.Code === 'TransactionConflict'))
      return new Conflict();
  }
  return error;
}

/** Maps every error to the wrapper and a status; logs one structured line per request. */
const respondAndLog = (): MiddlewareObj<Event, Result, Error, KitContext> => {
  const log = (request: KitRequest, status: number, error?: unknown) => {
    const entry = {
      requestId: requestIdOf(request),
      route: request.context.route?.name ?? request.event.routeKey,
      status,
      durationMs: request.context.startedAt ? Date.now() - request.context.startedAt : undefined,
      subject: request.context.auth?.subject,
    };
    if (status >= 500) logger.error('request failed', { ...entry, error: error as Error });
    else logger.info('request', entry);
  };
  return {
    after: (request) => log(request, request.response?.statusCode ?? 200),
    onError: (request) => {
      const error = toDomainError(request.error);
      if (error instanceof DomainError) {
        request.response = failure(error.statusCode, error.fields);
      } else {
        request.response = failure(500, { general: [`${serverMessages.internal} ${requestIdOf(request)}`] });
      }
      log(request, request.response.statusCode!, error);
    },
  };
};

/**
 * The one Lambda handler of an endpoint family: a small router over the family's part of the contract
 * (shared/contract/families/<family>.ts). Implementations are typed from their routes' schemas and receive
 * validated input and the caller's identity.
 */
export function familyHandler<F extends Family>(
  familyRoutes: FamilyRoutes<F>,
  implementations: { [N in RoutesOf<F>]: RouteImplementation<N> },
) {
  return middy<Event, Result, Error, KitContext>()
    .use(respondAndLog())
    .use(httpHeaderNormalizer())
    .use(requireOriginSecret())
    .use(resolveRoute(familyRoutes))
    .use(authenticate())
    .use(parseJsonBody())
    .handler(async (event, context) => {
      const route = context.route;
      // Every part is checked before answering, so one 400 names every bad field at once.
      const parts = {
        params: [route.params, event.pathParameters ?? {}],
        query: [route.query, event.queryStringParameters ?? {}],
        body: [route.body, event.body],
      } as const;
      const input: Record<string, unknown> = {};
      const errors: ErrorMap = {};
      for (const [part, [schema, value]] of Object.entries(parts)) {
        if (!schema) continue;
        try {
          input[part] = parseOrThrow(schema, value);
        } catch (error) {
          if (!(error instanceof InvalidInput)) throw error;
          Object.assign(errors, error.fields);
        }
      }
      if (Object.keys(errors).length) throw new InvalidInput(errors);
      const implementation = implementations[route.name as RoutesOf<F>] as unknown as (
        ctx: unknown,
      ) => Promise<unknown>;
      const output = await implementation({
        ...input,
        auth: context.auth,
        requestId: event.requestContext.requestId,
        headers: event.headers ?? {},
      });
      if (output instanceof Redirect) {
        return {
          statusCode: 302,
          headers: { location: output.location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
        };
      }
      if (output instanceof HtmlPage) return { statusCode: output.statusCode, headers: pageHeaders, body: output.html };
      return json(200, { hasError: false, error: {}, data: output ?? null });
    });
}
