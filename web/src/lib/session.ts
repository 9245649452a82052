import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import { useSyncExternalStore } from 'react';
import { mutate } from 'swr';
import { httpMessages } from '../../../shared/messages';
import { ApiError, callRoute } from './api';
import {
  cachedClaims,
  cachedClientSettings,
  cachedMenus,
  cachedSiteConfig,
  cacheSessionData,
  clearSessionData,
  type SessionData,
} from './storage';

export interface SessionUser {
  subject: string;
  email: string;
  /** Cognito groups: each group is a role. */
  roles: string[];
}

/** What the spec's login stores: who is signed in, their claims, the site configuration, client settings and menus. */
export interface Session extends SessionData {
  user: SessionUser;
}

type TokenPayload = Record<string, unknown>;

export function userFromIdToken(payload: TokenPayload): SessionUser {
  const groups = payload['cognito:groups'];
  return {
    subject: String(payload.sub ?? ''),
    email: typeof payload.email === 'string' ? payload.email : '',
    roles: Array.isArray(groups) ? groups.map(String) : [],
  };
}

/** The session is valid while the ID token's expiry is in the future (Amplify refreshes it when it can). */
export function isTokenValid(payload: TokenPayload, now = Date.now()): boolean {
  return typeof payload.exp === 'number' && payload.exp * 1000 > now;
}

/** The current ID token, refreshed by Amplify when needed; nothing when signed out or expired. */
export async function currentIdToken(): Promise<{ token: string; payload: TokenPayload } | undefined> {
  const { tokens } = await fetchAuthSession();
  const idToken = tokens?.idToken;
  if (!idToken || !isTokenValid(idToken.payload)) return undefined;
  return { token: idToken.toString(), payload: idToken.payload };
}

let current: Session | null = null;
let ending = false;
const listeners = new Set<() => void>();

function setCurrent(session: Session | null) {
  // Data read for one user must never show for the next one (the SWR keys do not name the user).
  if (current?.user.subject !== session?.user.subject) void mutate(() => true, undefined, { revalidate: false });
  current = session;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => current;

/** The signed-in session, or null; re-renders when it starts or ends. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, snapshot);
}

/** True while a user is signed in and not on the way out: only then does a 401 mean the session expired. */
export const isSessionActive = () => current !== null && !ending;

const pageUrl = () => window.location.href.slice(0, 2000);

/** Drops the session on this device: Amplify's tokens, the cached claims and site configuration. */
async function discardSession() {
  try {
    await signOut();
  } catch (error) {
    // Amplify clears its tokens even when revoking them fails; nothing else is worth telling the user.
    console.warn('Sign-out did not complete cleanly', error);
  }
  clearSessionData();
  setCurrent(null);
}

const loadClaims = () => callRoute('users.claims');
const loadSiteConfig = () => callRoute('users.siteconfig');
const loadClientSettings = () => callRoute('clientsettings.mine');
const loadMenus = () => callRoute('sitesetup.menus');

/**
 * Completes a sign-in once Amplify holds the tokens: records the login (an unsuccessful tracking answer fails
 * the login and removes the token, spec 01 section 4), then loads and caches claims, site configuration, client
 * settings and menus.
 */
export async function startSession(): Promise<Session> {
  try {
    const idToken = await currentIdToken();
    if (!idToken) throw new ApiError(401, { general: [httpMessages.loginFailed] });
    await callRoute('users.tracklogin', { body: { token: idToken.token, type: 1, url: pageUrl() } });
    const [claims, siteConfig, clientSettings, menus] = await Promise.all([
      loadClaims(),
      loadSiteConfig(),
      loadClientSettings(),
      loadMenus(),
    ]);
    const data = { claims, siteConfig, clientSettings, menus };
    cacheSessionData(data);
    const session = { user: userFromIdToken(idToken.payload), ...data };
    setCurrent(session);
    return session;
  } catch (error) {
    await discardSession();
    throw error;
  }
}

/**
 * The session for a shell route: the one in memory, or one rebuilt from Amplify's stored tokens and the
 * cached claims (loaded again when missing). Null when nobody is signed in or the API rejects the token.
 */
export async function ensureSession(): Promise<Session | null> {
  let idToken: Awaited<ReturnType<typeof currentIdToken>>;
  try {
    idToken = await currentIdToken();
  } catch (error) {
    console.warn('The stored session could not be refreshed', error);
    idToken = undefined;
  }
  if (!idToken) {
    if (current) setCurrent(null);
    return null;
  }
  const user = userFromIdToken(idToken.payload);
  if (current && current.user.subject === user.subject) {
    if (current.user.roles.join() !== user.roles.join()) setCurrent({ ...current, user });
    return current;
  }
  try {
    const [claims, siteConfig, clientSettings, menus] = await Promise.all([
      cachedClaims() ?? loadClaims(),
      cachedSiteConfig() ?? loadSiteConfig(),
      cachedClientSettings() ?? loadClientSettings(),
      cachedMenus() ?? loadMenus(),
    ]);
    const data = { claims, siteConfig, clientSettings, menus };
    cacheSessionData(data);
    setCurrent({ user, ...data });
    return current;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      await discardSession();
      return null;
    }
    throw error;
  }
}

/**
 * Reads the user's claims, menus, site configuration and client settings again (and the roles of the ID token
 * Amplify holds, which it renews when it expires), so a change of a role's claims, the menus, a flag or a setting
 * (the skin, the client's name, the contact pages) reaches the browser without a new sign-in; the session changes
 * only when something did. The token is not forced to renew: the local Cognito stand-in does not answer that
 * call, and a role given to or taken from the user reaches the token at its next renewal.
 */
export async function refreshSessionData() {
  if (!current || ending) return;
  const idToken = await currentIdToken();
  if (!idToken || !current) return;
  const user = userFromIdToken(idToken.payload);
  if (user.subject !== current.user.subject) return;
  const [claims, menus, siteConfig, clientSettings] = await Promise.all([
    loadClaims(),
    loadMenus(),
    loadSiteConfig(),
    loadClientSettings(),
  ]);
  if (!current || ending) return;
  const next = { ...current, user, claims, menus, siteConfig, clientSettings };
  if (!sessionDataChanged(current, next)) return;
  cacheSessionData({ claims, menus, siteConfig, clientSettings });
  setCurrent(next);
}

type Refreshed = Pick<Session, 'user' | 'claims' | 'menus' | 'siteConfig' | 'clientSettings'>;

/** Whether roles, claims, menus, flags or settings differ (what a refresh may change), not their order. */
export function sessionDataChanged(a: Refreshed, b: Refreshed): boolean {
  const key = (s: Refreshed) =>
    JSON.stringify([
      [...s.user.roles].sort(),
      s.claims.map((c) => `${c.resource}/${c.operation}`).sort(),
      s.menus,
      s.siteConfig.map((f) => JSON.stringify(f)).sort(),
      s.clientSettings.map((c) => JSON.stringify(c)).sort(),
    ]);
  return key(a) !== key(b);
}

/** Sign-out: records the logout first (its failure does not keep anyone signed in), then drops the session. */
export async function endSession() {
  ending = true;
  try {
    const idToken = await currentIdToken().catch(() => undefined);
    if (idToken) {
      await callRoute('users.tracklogin', { body: { token: idToken.token, type: 2, url: pageUrl() } }).catch((error) =>
        console.warn('The logout could not be recorded', error),
      );
    }
    await discardSession();
  } finally {
    ending = false;
  }
}
