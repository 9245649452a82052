import { describe, expect, it } from 'vitest';
import { httpsRedirectTarget, isSafeReturnUrl, landingAfterSignIn, loginPathFor, returnUrlFrom } from './navigation';

const searchOf = (path: string) => new URLSearchParams(path.split('?')[1] ?? '');

describe('remembered URL', () => {
  it('round-trips a requested shell URL through the login route', () => {
    const login = loginPathFor('/programdetails/42?tab=funding');
    expect(login.startsWith('/auth/login?returnUrl=')).toBe(true);
    expect(returnUrlFrom(searchOf(login))).toBe('/programdetails/42?tab=funding');
  });

  it('remembers nothing when nothing was requested, and home when home was', () => {
    expect(loginPathFor('/')).toBe('/auth/login');
    expect(returnUrlFrom(new URLSearchParams())).toBe('/home');
    expect(returnUrlFrom(searchOf(loginPathFor('/home')))).toBe('/home');
  });

  it('lands on home when home was asked for, not on the initial route', async () => {
    expect(await landingAfterSignIn(searchOf(loginPathFor('/home')), async () => '/program-status')).toBe('/home');
    expect(await landingAfterSignIn(searchOf(loginPathFor('/')), async () => '/program-status')).toBe(
      '/program-status',
    );
  });

  it('never returns to another origin or to the auth pages', () => {
    for (const url of ['//evil.example', '/\\evil.example', 'https://evil.example', 'home', '/auth/login', '/auth']) {
      expect(isSafeReturnUrl(url)).toBe(false);
      expect(returnUrlFrom(new URLSearchParams({ returnUrl: url }))).toBe('/home');
    }
    expect(isSafeReturnUrl('/authors')).toBe(true);
  });
});

describe('the page after sign-in', () => {
  it('is the remembered URL, without asking for the initial route', async () => {
    let asked = false;
    const initial = async () => {
      asked = true;
      return '/productionprocessing';
    };
    expect(await landingAfterSignIn(searchOf(loginPathFor('/programdetails/42')), initial)).toBe('/programdetails/42');
    expect(asked).toBe(false);
  });

  it("is the user's initial route when nothing (or nothing safe) was remembered", async () => {
    const initial = async () => '/productionprocessing';
    expect(await landingAfterSignIn(new URLSearchParams(), initial)).toBe('/productionprocessing');
    expect(await landingAfterSignIn(new URLSearchParams({ returnUrl: '//evil.example' }), initial)).toBe(
      '/productionprocessing',
    );
  });

  it('is home when the initial route fails or is no page of this app', async () => {
    expect(await landingAfterSignIn(new URLSearchParams(), () => Promise.reject(new Error('offline')))).toBe('/home');
    expect(await landingAfterSignIn(new URLSearchParams(), async () => 'https://evil.example')).toBe('/home');
    expect(await landingAfterSignIn(new URLSearchParams(), async () => '/auth/login')).toBe('/home');
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
