import { describe, expect, it } from 'vitest';
import { httpsRedirectTarget, isSafeReturnUrl, loginPathFor, returnUrlFrom } from './navigation';

const searchOf = (path: string) => new URLSearchParams(path.split('?')[1] ?? '');

describe('remembered URL', () => {
  it('round-trips a requested shell URL through the login route', () => {
    const login = loginPathFor('/programdetails/42?tab=funding');
    expect(login.startsWith('/auth/login?returnUrl=')).toBe(true);
    expect(returnUrlFrom(searchOf(login))).toBe('/programdetails/42?tab=funding');
  });

  it('goes home when nothing (or home itself) was requested', () => {
    expect(loginPathFor('/')).toBe('/auth/login');
    expect(loginPathFor('/home')).toBe('/auth/login');
    expect(returnUrlFrom(new URLSearchParams())).toBe('/home');
  });

  it('never returns to another origin or to the auth pages', () => {
    for (const url of ['//evil.example', '/\\evil.example', 'https://evil.example', 'home', '/auth/login', '/auth']) {
      expect(isSafeReturnUrl(url)).toBe(false);
      expect(returnUrlFrom(new URLSearchParams({ returnUrl: url }))).toBe('/home');
    }
    expect(isSafeReturnUrl('/authors')).toBe(true);
  });
});

describe('httpsRedirectTarget', () => {
  it('moves a plain-HTTP page outside localhost to HTTPS', () => {
    expect(
      httpsRedirectTarget({ protocol: 'http:', hostname: 'planner.example', href: 'http://planner.example/#/home' }),
    ).toBe('https://planner.example/#/home');
  });

  it('leaves HTTPS pages and localhost alone', () => {
    expect(
      httpsRedirectTarget({ protocol: 'https:', hostname: 'planner.example', href: 'https://planner.example/' }),
    ).toBeNull();
    expect(
      httpsRedirectTarget({ protocol: 'http:', hostname: '127.0.0.1', href: 'http://127.0.0.1:5173/' }),
    ).toBeNull();
    expect(
      httpsRedirectTarget({ protocol: 'http:', hostname: 'localhost', href: 'http://localhost:5173/' }),
    ).toBeNull();
  });
});
