import type * as z from '../zod';
import { hasClaim, type Claim } from '../claims';

/** Endpoint families: one Lambda each, a small router over the routes below. */
export const families = [
  'system',
  'users',
  'documents',
  'admin',
  'reference',
  'programs',
  'brands',
  'campaigns',
  'reports',
  'assets',
  'communication',
  'delivery',
  'expenses',
  'retailerProfiles',
] as const;
export type Family = (typeof families)[number];

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route: anyone; `account`: any signed-in user, even one without a role (their own account and
 * what the shell needs to show the no-access page); `signed-in`: a signed-in user holding at least one role; or
 * a user holding one claim. Disabled users reach none of them.
 */
type RouteAccess = 'public' | 'account' | 'signed-in' | Claim;

/**
 * Whether a caller (null: nobody signed in) may use a route of this access: the rule the kit enforces
 * (functions/lib/familyHandler.ts), and the one the web asks before showing a page, or a part of one, that reads
 * the route (web/src/lib/claims.ts): what it would only answer with a 403 is not asked.
 */
export function accessAllows(
  access: RouteAccess,
  caller: { hasRole: boolean; claims: readonly Claim[] } | null,
): boolean {
  if (access === 'public') return true;
  if (!caller) return false;
  if (access === 'account') return true;
  if (!caller.hasRole) return false;
  return access === 'signed-in' || hasClaim(caller.claims, access.resource, access.operation);
}

export interface RouteDefinition {
  method: HttpMethod;
  /** As the spec writes it, relative to the API base, e.g. `documents/{id}/file`. */
  path: string;
  family: Family;
  access: RouteAccess;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** What `data` in the wrapper holds, by its schema's type (`answers`); `redirect` routes answer 302 instead. */
  response: Answer<z.ZodMiniType> | 'redirect';
  summary: string;
}

/**
 * One family's part of the contract (shared/contract/families/): its Lambda takes only this, so its bundle holds
 * only its own routes' schemas.
 */
export type FamilyRoutes<F extends Family> = Record<string, RouteDefinition & { family: F }>;

/** The prefix every route is served under, in AWS (CloudFront `/api/*`) and locally (Vite proxy). */
export const API_PREFIX = '/api';

declare const answerSchema: unique symbol;
/** A route's answer, named by the type of its schema alone: see `answers`. */
export interface Answer<S extends z.ZodMiniType> {
  readonly [answerSchema]?: S;
}
const declaredAnswer: Answer<z.ZodMiniType> = Object.freeze({});
/**
 * Declares what a route answers by its schema's type: `response: answers<typeof programDetailsSchema>()`. Nothing
 * parses an answer at run time (the compiler checks a handler's return against it; the web's client and the local
 * gateway take only its type), so no Lambda needs to build it: a schema only answers are made of lives in
 * `answers/`, which the routes import with `import type` only, and a module no Lambda imports builds nothing at a
 * cold start (docs/decisions.md, 'Answers by type').
 */
export const answers = <S extends z.ZodMiniType>() => declaredAnswer as Answer<S>;

/** Keeps each route's literal types (family, access, schemas) so handlers and the client are typed from it. */
export const defineRoute = <const T extends RouteDefinition>(route: T) => route;

type Infer<S> = S extends z.ZodMiniType ? z.output<S> : undefined;
/** What a route implementation receives, typed from its schemas. */
export interface RouteInput<T extends RouteDefinition> {
  params: Infer<T['params']>;
  query: Infer<T['query']>;
  body: Infer<T['body']>;
}
/** What a route answers in the wrapper's `data`. */
export type RouteData<T extends RouteDefinition> = T['response'] extends Answer<infer S> ? z.input<S> : never;

/** `GET /api/documents/{id}/file`: the API Gateway route key of a route. */
export const routeKey = (route: Pick<RouteDefinition, 'method' | 'path'>) =>
  `${route.method} ${API_PREFIX}/${route.path}`;

/** Fills `{name}` placeholders of a route path. */
export function routeUrl(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
