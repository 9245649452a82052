import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { Claim } from '../../shared/claims';
import { dynamo } from './clients/dynamo';
import { env } from './env';

/** Who is calling, taken only from the authorizer's verified claims, never from the request. */
export interface AuthContext {
  subject: string;
  email: string;
  /** Cognito groups; each group is a role. */
  roles: string[];
  /** Union of the claims of the caller's roles. */
  claims: Claim[];
}

export const roleKey = (role: string) => ({ PK: `ROLE#${role}`, SK: 'ROLE' });

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

// Role claims change rarely (admin screens); a short per-container cache saves a read on every request.
const ROLE_CACHE_MS = 60_000;
const roleCache = new Map<string, { claims: Claim[]; at: number }>();

export async function loadClaimsOfRoles(roles: string[], now = Date.now()): Promise<Claim[]> {
  const missing = roles.filter((r) => {
    const hit = roleCache.get(r);
    return !hit || now - hit.at > ROLE_CACHE_MS;
  });
  if (missing.length > 0) {
    const answer = await dynamo.send(
      new BatchGetCommand({ RequestItems: { [env.tableName]: { Keys: missing.map(roleKey) } } }),
    );
    const found = new Map((answer.Responses?.[env.tableName] ?? []).map((item) => [item.name as string, item]));
    for (const role of missing) roleCache.set(role, { claims: (found.get(role)?.claims as Claim[]) ?? [], at: now });
  }
  const unique = new Map<string, Claim>();
  for (const role of roles) {
    for (const claim of roleCache.get(role)?.claims ?? []) unique.set(`${claim.resource}/${claim.operation}`, claim);
  }
  return [...unique.values()];
}

/** Lets an admin change take effect at once in this container (used after save-role-claims). */
export function forgetCachedRole(role: string) {
  roleCache.delete(role);
}
