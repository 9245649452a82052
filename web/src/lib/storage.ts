import { z } from 'zod';
import { claimSchema, type Claim } from '../../../shared/claims';
import { siteConfigEntrySchema, type SiteConfigEntry } from '../../../shared/contract/schemas/users';

/**
 * What the spec keeps in the browser per signed-in user, under its names. Local storage, like Amplify's own
 * tokens, so a new tab of a signed-in user needs no reload; cleared on sign-out.
 */
export const storageKeys = {
  claims: 'claims',
  siteConfig: 'site_config',
} as const;

function read<T>(key: string, schema: z.ZodType<T>): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return undefined;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export const cachedClaims = (): Claim[] | undefined => read(storageKeys.claims, z.array(claimSchema));
export const cachedSiteConfig = (): SiteConfigEntry[] | undefined => read(storageKeys.siteConfig, z.array(siteConfigEntrySchema));

export function cacheSessionData(claims: Claim[], siteConfig: SiteConfigEntry[]) {
  localStorage.setItem(storageKeys.claims, JSON.stringify(claims));
  localStorage.setItem(storageKeys.siteConfig, JSON.stringify(siteConfig));
}

export function clearSessionData() {
  for (const key of Object.values(storageKeys)) localStorage.removeItem(key);
}
