import * as z from '../../../shared/zod';
import { claimSchema, type Claim } from '../../../shared/claims';
import type { MenuNode } from '../../../shared/contract/schemas/admin';
import { menuNodeSchema } from '../../../shared/contract/answers/admin';
import type { SiteConfigEntry } from '../../../shared/contract/schemas/users';
import { siteConfigEntrySchema } from '../../../shared/contract/answers/users';

const clientSettingSchema = z.object({ name: z.string(), value: z.string() });
export type ClientSetting = z.infer<typeof clientSettingSchema>;

/**
 * What the spec keeps in the browser per signed-in user, under its names. Local storage, like Amplify's own
 * tokens, so a new tab of a signed-in user needs no reload; cleared on sign-out.
 */
const storageKeys = {
  claims: 'claims',
  siteConfig: 'site_config',
  clientSettings: 'client_settings_cached',
  menus: 'menus',
} as const;

/** What a session caches: read at sign-in, reused by later page loads of the same user. */
export interface SessionData {
  claims: Claim[];
  siteConfig: SiteConfigEntry[];
  clientSettings: ClientSetting[];
  /** The whole navigation tree; each user sees the entries their claims unlock. */
  menus: MenuNode[];
}

function read<T>(key: string, schema: z.ZodMiniType<T>): T | undefined {
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
export const cachedSiteConfig = (): SiteConfigEntry[] | undefined =>
  read(storageKeys.siteConfig, z.array(siteConfigEntrySchema));
export const cachedClientSettings = (): ClientSetting[] | undefined =>
  read(storageKeys.clientSettings, z.array(clientSettingSchema));
export const cachedMenus = (): MenuNode[] | undefined => read(storageKeys.menus, z.array(menuNodeSchema));

export function cacheSessionData(data: Partial<SessionData>) {
  const write = (key: string, value: unknown) =>
    value !== undefined && localStorage.setItem(key, JSON.stringify(value));
  write(storageKeys.claims, data.claims);
  write(storageKeys.siteConfig, data.siteConfig);
  write(storageKeys.clientSettings, data.clientSettings);
  write(storageKeys.menus, data.menus);
}

export function clearSessionData() {
  for (const key of Object.values(storageKeys)) localStorage.removeItem(key);
}

/** Amplify keeps the Cognito tokens in local storage under this prefix. */
const AMPLIFY_TOKEN_PREFIX = 'CognitoIdentityServiceProvider.';

/** Whether a local-storage key holds the sign-in (Amplify's tokens, the session cache), not a preference. */
export const isSessionStorageKey = (key: string) =>
  key.startsWith(AMPLIFY_TOKEN_PREFIX) || (Object.values(storageKeys) as string[]).includes(key);
