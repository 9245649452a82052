import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Claim } from '../../shared/claims';
import { dynamo } from './clients/dynamo';
import { env } from './env';
import { batchGetAll } from './batchGet';

/** Who is calling, taken only from the authorizer's verified claims, never from the request. */
export interface AuthContext {
  subject: string;
  email: string;
  /** Cognito groups; each group is a role. */
  roles: string[];
  /** Union of the claims of the caller's roles. */
  claims: Claim[];
  /** True when any role is retailer-side: the caller sees only the retailers linked to them. */
  retailerSide: boolean;
}

/** All roles share one partition: a handful of items, listed in one Query. */
export const roleKey = (role: string) => ({ PK: 'ROLE', SK: `ROLE#${role}` });
export const userProfileKey = (subject: string) => ({ PK: `USER#${subject}`, SK: 'PROFILE' });

/**
 * API Gateway's JWT authorizer hands every claim over as a string; a list such as cognito:groups arrives as
 * "[admin planner]". Accept that form and a real array.
 */
export function parseGroups(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value.trim() === '') return [];
  return value
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

interface RoleGrant {
  claims: Claim[];
  retailerSide: boolean;
}

// Role claims change rarely (admin screens); a short per-container cache saves a read on every request.
const ROLE_CACHE_MS = 60_000;
const roleCache = new Map<string, RoleGrant & { at: number }>();

export async function loadGrantsOfRoles(roles: string[], now = Date.now()): Promise<RoleGrant> {
  const missing = roles.filter((r) => {
    const hit = roleCache.get(r);
    return !hit || now - hit.at > ROLE_CACHE_MS;
  });
  if (missing.length > 0) {
    const found = new Map((await batchGetAll(missing.map(roleKey))).map((item) => [item.name as string, item]));
    for (const role of missing) {
      const item = found.get(role);
      roleCache.set(role, {
        claims: (item?.claims as Claim[]) ?? [],
        retailerSide: item?.retailerSide === true,
        at: now,
      });
    }
  }
  const unique = new Map<string, Claim>();
  let retailerSide = false;
  for (const role of roles) {
    const grant = roleCache.get(role);
    retailerSide ||= grant?.retailerSide ?? false;
    for (const claim of grant?.claims ?? []) unique.set(`${claim.resource}/${claim.operation}`, claim);
  }
  return { claims: [...unique.values()], retailerSide };
}

/** Lets an admin change take effect at once in this container (after save-role-claims). */
export function forgetCachedRole(role: string) {
  roleCache.delete(role);
}

// A disabled user loses access within this time in every container, and at once in the container that disabled
// them (forgetCachedUser). Kept at most a minute: the bound.
export const USER_STATUS_CACHE_MS = 60_000;
const userStatusCache = new Map<string, { standing: UserStanding; at: number }>();

export interface UserStanding {
  active: boolean;
  /** The roles an administrator gave the user, when their profile holds them; else the token's groups count. */
  roles?: string[];
}

/**
 * Whether the user may use the API (false once an administrator disabled them) and their current roles, from the
 * profile the users family keeps. A role given or taken away counts within a minute, without a new sign-in (the
 * token's groups change only when it is renewed). A user without a profile yet (registered themselves, before
 * their first tracklogin) is active and has the token's groups.
 */
export async function userStanding(subject: string, now = Date.now()): Promise<UserStanding> {
  const hit = userStatusCache.get(subject);
  if (hit && now - hit.at < USER_STATUS_CACHE_MS) return hit.standing;
  const answer = await dynamo.send(
    new GetCommand({
      TableName: env.tableName,
      Key: userProfileKey(subject),
      ProjectionExpression: 'active, #roles',
      ExpressionAttributeNames: { '#roles': 'roles' },
    }),
  );
  const roles = answer.Item?.roles;
  const standing = { active: answer.Item?.active !== false, ...(Array.isArray(roles) && { roles: roles as string[] }) };
  userStatusCache.set(subject, { standing, at: now });
  return standing;
}

/** Lets a disable (or enable) take effect at once in this container (users.update). */
export function forgetCachedUser(subject: string) {
  userStatusCache.delete(subject);
}

/** Which retailers the caller may see: all, or only those linked to a retailer-side user. */
export type RetailerScope = 'all' | ReadonlySet<number>;

export async function retailerScopeOf(auth: AuthContext): Promise<RetailerScope> {
  if (!auth.retailerSide) return 'all';
  const answer = await dynamo.send(
    new GetCommand({
      TableName: env.tableName,
      Key: userProfileKey(auth.subject),
      ProjectionExpression: 'retailerIds',
    }),
  );
  return new Set(((answer.Item?.retailerIds as number[]) ?? []).map(Number));
}

export const canSeeRetailer = (scope: RetailerScope, retailerId: number | null | undefined) =>
  scope === 'all' || (retailerId !== null && retailerId !== undefined && scope.has(retailerId));

/**
 * Whether a user is one of the caller's retailers' users (linked to a retailer in the caller's scope): the only
 * users a retailer-side caller may find or address. Everybody is, for a caller who sees all retailers.
 */
export const sharesRetailer = (scope: RetailerScope, user: { retailerIds: readonly number[] }) =>
  scope === 'all' || user.retailerIds.some((id) => scope.has(Number(id)));
