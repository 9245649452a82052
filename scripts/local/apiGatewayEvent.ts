import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import { ORIGIN_SECRET_HEADER } from '../../shared/constants';
import { API_PREFIX, routeKey } from '../../shared/contract/route';
import { routeList, type NamedRoute } from '../../shared/contract/routes';

/** A contract route with its path compiled for matching, as API Gateway matches routes. */
interface CompiledRoute {
  route: NamedRoute;
  pattern: RegExp;
  paramNames: string[];
}

// API Gateway prefers the most specific route: `categories/big-categories` wins over `categories/{id}`.
const compiled: CompiledRoute[] = routeList
  .map((route) => {
    const paramNames: string[] = [];
    const source = `${API_PREFIX}/${route.path}`
      .split('/')
      .map((segment) => {
        const param = /^\{(\w+)\}$/.exec(segment);
        if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        paramNames.push(param[1]);
        return '([^/]+)';
      })
      .join('/');
    return { route, pattern: new RegExp(`^${source}$`), paramNames };
  })
  .sort((a, b) => a.paramNames.length - b.paramNames.length);

/** A path whose percent-encoding does not decode (`%ZZ`, `%E0%A4%A`): refused with 400 before any route is matched. */
export class MalformedPath extends Error {
  constructor(readonly path: string) {
    super('Malformed percent-encoding in the request path');
  }
}

/** Throws MalformedPath unless every percent-escape of the path decodes to UTF-8. */
function assertDecodablePath(path: string): void {
  try {
    decodeURIComponent(path);
  } catch {
    throw new MalformedPath(path);
  }
}

export function matchRoute(
  method: string,
  path: string,
): { route: NamedRoute; pathParameters: Record<string, string> } | null {
  assertDecodablePath(path);
  for (const { route, pattern, paramNames } of compiled) {
    if (route.method !== method) continue;
    const match = pattern.exec(path);
    if (!match) continue;
    const pathParameters = Object.fromEntries(paramNames.map((name, i) => [name, decodeURIComponent(match[i + 1])]));
    return { route, pathParameters };
  }
  return null;
}

/** API Gateway's JWT authorizer passes claims as strings; lists become "[a b]". */
function flattenClaims(claims: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(claims).map(([k, v]) => [k, Array.isArray(v) ? `[${v.join(' ')}]` : String(v)]),
  );
}

const viaCloudFront = (): Record<string, string> =>
  process.env.ORIGIN_SECRET ? { [ORIGIN_SECRET_HEADER]: process.env.ORIGIN_SECRET } : {};

export interface HttpRequestLike {
  method: string;
  path: string;
  rawQueryString?: string;
  headers?: Record<string, string>;
  body?: string;
  sourceIp?: string;
}

/**
 * The HTTP API (payload 2.0) event API Gateway hands a Lambda for a matched route. A request given without
 * headers (a test invoking a handler directly) stands for one CloudFront forwarded: it carries the origin secret
 * of this process's function environment. The gateway always passes the request's own headers, and nothing more.
 */
export function apiGatewayEvent(
  request: HttpRequestLike,
  match: { route: NamedRoute; pathParameters: Record<string, string> },
  jwtClaims: Record<string, unknown> | null,
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const given = request.headers ?? viaCloudFront();
  const headers = Object.fromEntries(Object.entries(given).map(([k, v]) => [k.toLowerCase(), v]));
  const search = new URLSearchParams(request.rawQueryString ?? '');
  const queryStringParameters: Record<string, string> = {};
  for (const key of new Set(search.keys())) queryStringParameters[key] = search.getAll(key).join(',');
  const now = new Date();
  const key = routeKey(match.route);
  return {
    version: '2.0',
    routeKey: key,
    rawPath: request.path,
    rawQueryString: request.rawQueryString ?? '',
    cookies: headers.cookie ? headers.cookie.split(/;\s*/) : undefined,
    headers,
    queryStringParameters: search.size ? queryStringParameters : undefined,
    pathParameters: Object.keys(match.pathParameters).length ? match.pathParameters : undefined,
    body: request.body || undefined,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method: request.method,
        path: request.path,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: key,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
      authorizer: {
        principalId: '',
        integrationLatency: 0,
        jwt: { claims: jwtClaims ? flattenClaims(jwtClaims) : {}, scopes: [] },
      },
    },
    stageVariables: undefined,
  } as APIGatewayProxyEventV2WithJWTAuthorizer;
}

export function lambdaContext(functionName: string): Context {
  const deadline = Date.now() + 29_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => deadline - Date.now(),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
