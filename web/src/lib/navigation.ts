/** The shell's fixed places (spec 01, section 2). */
export const HOME_PATH = '/home';
export const LOGIN_PATH = '/auth/login';
export const NOT_FOUND_PATH = '/miscellaneous/error404';
const RETURN_URL_PARAM = 'returnUrl';

/**
 * The path the browser's address is at (the hash router's, without its query), not the one React last drew: the
 * router draws the next page in a transition, during which the page left behind stays mounted at its old path.
 */
export const addressPath = () =>
  typeof window === 'undefined' ? '' : window.location.hash.replace(/^#/, '').split('?')[0]!;

/** Only a path inside this app, never the auth pages themselves or another origin (`//host`, `/\host`). */
export function isSafeReturnUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.includes('\\') && !/^\/auth(\/|$|\?)/.test(url);
}

/** The login route remembering where the user was going. */
export function loginPathFor(requested: string): string {
  // Home too is remembered: without a remembered URL the user lands on their initial route, which may be another page.
  if (!isSafeReturnUrl(requested) || requested === '/') return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ [RETURN_URL_PARAM]: requested })}`;
}

/** Where to go after sign-in: the remembered URL, else home. */
export function returnUrlFrom(search: URLSearchParams): string {
  return rememberedUrlFrom(search) ?? HOME_PATH;
}

/** The URL the user was going to when sent to sign in, when there is a safe one. */
function rememberedUrlFrom(search: URLSearchParams): string | null {
  const requested = search.get(RETURN_URL_PARAM);
  return requested && isSafeReturnUrl(requested) ? requested : null;
}

/**
 * Where to go once signed in: the remembered URL; else the user's initial route (`users/initial-route`, the
 * first menu page their claims open); home when that cannot be read or is no page of this app.
 */
export async function landingAfterSignIn(search: URLSearchParams, initialRoute: () => Promise<string>) {
  const remembered = rememberedUrlFrom(search);
  if (remembered) return remembered;
  try {
    const route = await initialRoute();
    return isSafeReturnUrl(route) ? route : HOME_PATH;
  } catch (error) {
    console.warn('The initial route could not be read; going home', error);
    return HOME_PATH;
  }
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A plain-HTTP page outside localhost moves to HTTPS (spec 01, section 4); null when it may stay. */
export function httpsRedirectTarget(location: Pick<Location, 'protocol' | 'hostname' | 'href'>): string | null {
  if (location.protocol !== 'http:' || LOCAL_HOSTS.has(location.hostname)) return null;
  return `https:${location.href.slice('http:'.length)}`;
}
