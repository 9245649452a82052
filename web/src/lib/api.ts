import type * as z from '../../../shared/zod';
import { API_PREFIX, routeUrl, type RouteData, type RouteDefinition } from '../../../shared/contract/route';
import { routes, type RouteName } from '../../../shared/contract/routes';
import { errorMapSchema, type ErrorMap } from '../../../shared/contract/wrapper';
import { httpMessages, serverMessages } from '../../../shared/messages';

type RouteOf<N extends RouteName> = (typeof routes)[N];
type Part<R, K extends 'params' | 'query' | 'body'> = R extends { [P in K]: infer S extends z.ZodMiniType }
  ? { [P in K]: z.input<S> }
  : { [P in K]?: undefined };

// Computed per route in a mapped type, then indexed: over a union of names this stays one member per route (the
// intersection of three conditional types over the whole union is their cross product, too large for TypeScript).
type CallInputs = {
  [N in RouteName]: Part<RouteOf<N>, 'params'> & Part<RouteOf<N>, 'query'> & Part<RouteOf<N>, 'body'>;
};
type CallArgs = {
  [N in RouteName]: object extends CallInputs[N] ? [input?: CallInputs[N]] : [input: CallInputs[N]];
};
/** What a caller passes for a route: exactly the parts the contract declares, typed from its schemas. */
export type RouteCallInput<N extends RouteName> = CallInputs[N];
/** The input may be left out when every part of it is optional; the route is inferred from its name alone. */
export type RouteCallArgs<N extends RouteName> = CallArgs[N];

/** Routes that answer data in the wrapper (redirect routes are links, not calls). */
export type DataRouteName = { [N in RouteName]: RouteOf<N>['response'] extends 'redirect' ? never : N }[RouteName];
/** Routes that only read: the ones SWR may cache and revalidate. */
export type ReadRouteName = { [N in DataRouteName]: RouteOf<N>['method'] extends 'GET' ? N : never }[DataRouteName];
export type RouteResult<N extends RouteName> = RouteData<RouteOf<N>>;

/**
 * A failed call, already worded for the user (the spec's error catalogue). `status` is 0 when the server was
 * never reached. `errors` keeps the server's field map so a form can place messages beside its fields.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ErrorMap,
  ) {
    super(Object.values(errors).flat().join('\n'));
    this.name = 'ApiError';
  }

  get messages(): string[] {
    return Object.values(this.errors).flat();
  }
}

const general = (message: string): ErrorMap => ({ general: [message] });

/** The wrapper's error map when it carries at least one message; anything else counts as unreadable. */
function serverErrors(body: unknown): ErrorMap | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const parsed = errorMapSchema.safeParse(body.error);
  if (!parsed.success || Object.values(parsed.data).flat().length === 0) return undefined;
  return parsed.data;
}

/**
 * A 403's own reason (a workflow's four-eyes refusal, say): the server's messages but its neutral `forbidden`, or
 * undefined when none is left, so the spec's 403 text shows instead.
 */
function refusalReason(body: unknown): ErrorMap | undefined {
  const reasons = Object.values(serverErrors(body) ?? {})
    .flat()
    .filter((message) => message !== serverMessages.forbidden);
  return reasons.length ? { general: reasons } : undefined;
}

/**
 * The one place a failed answer becomes the user's text (spec 01, section 8). `body` is the parsed JSON, or
 * undefined when the body was not JSON.
 */
export function errorFromResponse(status: number, body: unknown): ApiError {
  switch (status) {
    case 400:
      return new ApiError(status, serverErrors(body) ?? general(httpMessages.unformattedBody));
    case 401:
      return new ApiError(status, general(httpMessages.loginFailed));
    case 403:
      return new ApiError(status, refusalReason(body) ?? general(httpMessages.loginFailed));
    default:
      return new ApiError(status, serverErrors(body) ?? general(httpMessages.undecodableError));
  }
}

function isWrapper(body: unknown): body is { hasError: boolean; data: unknown } {
  return typeof body === 'object' && body !== null && typeof (body as { hasError?: unknown }).hasError === 'boolean';
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return undefined;
  }
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

export function routeRequestUrl(apiBase: string, path: string, params?: object, query?: object): string {
  const base = (apiBase || API_PREFIX).replace(/\/+$/, '');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const queryString = search.toString();
  return `${base}/${routeUrl(path, params as Record<string, string | number>)}${queryString ? `?${queryString}` : ''}`;
}

export interface ApiClientOptions {
  /** Where the contract's paths are served; `/api` on the SPA's own origin. */
  apiBase: string;
  /** The Cognito ID token (the API checks its audience: the web client id), or nothing when signed out. */
  getIdToken: () => Promise<string | undefined>;
  /** Told about every 401, after which the session-expired dialog may show. */
  onUnauthorized?: () => void;
  /** Told about every 403: the server refused with the caller's current claims, which may have changed. */
  onForbidden?: () => void;
  fetch?: typeof fetch;
}

export function createApiClient(options: ApiClientOptions) {
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function callRoute<N extends string>(
    name: N & DataRouteName,
    ...args: N extends DataRouteName ? RouteCallArgs<N> : never
  ): Promise<RouteResult<N & DataRouteName>> {
    // Read through the common shape: indexing the whole table by a generic name is a union too large for TypeScript.
    const route: RouteDefinition = (routes as Record<RouteName, RouteDefinition>)[name];
    // The first argument read as unknown: its type over every route is a union too large for TypeScript.
    const input: unknown = (args as unknown[])[0];
    const parts = (input as { params?: object; query?: object; body?: unknown } | undefined) ?? {};
    const url = routeRequestUrl(options.apiBase, route.path, parts.params, parts.query);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
    };
    let response: Response;
    try {
      if (route.access !== 'public') {
        const token = await options.getIdToken();
        if (token) headers.Authorization = `Bearer ${token}`;
      }
      const init: RequestInit = { method: route.method, headers, cache: 'no-store' };
      if (parts.body !== undefined) {
        headers['Content-Type'] = 'application/json';
        init.body = JSON.stringify(parts.body);
      }
      response = await fetchImpl(url, init);
    } catch {
      throw new ApiError(0, general(httpMessages.networkError));
    }

    const body = await readJson(response);
    if (response.ok) {
      if (!isWrapper(body)) throw new ApiError(response.status, general(httpMessages.unformattedBody));
      if (!body.hasError) return body.data as RouteResult<N & DataRouteName>;
    }
    if (response.status === 401) options.onUnauthorized?.();
    if (response.status === 403) options.onForbidden?.();
    throw errorFromResponse(response.status, body);
  }

  return { callRoute };
}
type ApiClient = ReturnType<typeof createApiClient>;

const unauthorizedListeners = new Set<() => void>();

/** Subscribes to 401 answers of the app's client; returns the unsubscribe function. */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

const forbiddenListeners = new Set<() => void>();

/** Subscribes to 403 answers of the app's client (claims may have changed); returns the unsubscribe function. */
export function onForbidden(listener: () => void): () => void {
  forbiddenListeners.add(listener);
  return () => forbiddenListeners.delete(listener);
}

/**
 * Tells the app's listeners about an answer of the API, as the app's client does for each of its calls: a 401
 * (the session expired: its dialog) or a 403 (claims may have changed). For what the API answers outside
 * `callRoute`, such as a document's download (lib/download.ts).
 */
export function reportAnswerStatus(status: number) {
  if (status === 401) unauthorizedListeners.forEach((listener) => listener());
  if (status === 403) forbiddenListeners.forEach((listener) => listener());
}

let appClient: ApiClient | undefined;

/** Wires the app's client once the runtime config and Amplify are ready (startup). */
export function configureApi(options: Omit<ApiClientOptions, 'onUnauthorized' | 'onForbidden'>) {
  appClient = createApiClient({
    ...options,
    onUnauthorized: () => reportAnswerStatus(401),
    onForbidden: () => reportAnswerStatus(403),
  });
}

/**
 * Calls a contract route by name with the app's client: typed input, unwrapped data, errors as ApiError. The route
 * is inferred from the name alone: with `N extends DataRouteName`, TypeScript typed the input against every
 * route's at once while inferring, a union too large once the contract passed about 480 routes.
 */
export function callRoute<N extends string>(
  name: N & DataRouteName,
  ...args: N extends DataRouteName ? RouteCallArgs<N> : never
): Promise<RouteResult<N & DataRouteName>> {
  if (!appClient) throw new Error('The API client is not configured yet');
  const call = appClient.callRoute as (name: DataRouteName, ...rest: unknown[]) => Promise<unknown>;
  return call(name, ...(args as unknown[])) as Promise<RouteResult<N & DataRouteName>>;
}
