import { describe, expect, it } from 'vitest';
import { knownClaims } from '../claims';
import { accessAllows } from './route';

describe('accessAllows: who may use a route (the kit and the web ask the same)', () => {
  const member = { hasRole: true, claims: [knownClaims.viewPrograms] };
  const roleless = { hasRole: false, claims: [] };

  it('lets anyone use a public route, signed in or not', () => {
    expect(accessAllows('public', null)).toBe(true);
    expect(accessAllows('public', roleless)).toBe(true);
  });

  it('lets any signed-in user use their account routes, even without a role', () => {
    expect(accessAllows('account', roleless)).toBe(true);
    expect(accessAllows('account', null)).toBe(false);
  });

  it('asks a role for signed-in routes, and the claim for a claimed one', () => {
    expect(accessAllows('signed-in', member)).toBe(true);
    expect(accessAllows('signed-in', roleless)).toBe(false);
    expect(accessAllows(knownClaims.viewPrograms, member)).toBe(true);
    expect(accessAllows(knownClaims.viewExpenses, member)).toBe(false);
    // Without a role a claim opens nothing (the kit refuses such a caller whatever the route).
    expect(accessAllows(knownClaims.viewPrograms, { hasRole: false, claims: [knownClaims.viewPrograms] })).toBe(false);
    expect(accessAllows(knownClaims.viewPrograms, null)).toBe(false);
  });
});
