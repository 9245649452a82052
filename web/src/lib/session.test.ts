import { describe, expect, it } from 'vitest';
import { isTokenValid, userFromIdToken } from './session';

describe('userFromIdToken', () => {
  it('reads subject, e-mail and the Cognito groups as roles', () => {
    expect(userFromIdToken({ sub: 'u-1', email: 'admin@demo.local', 'cognito:groups': ['admin', 'planner'] })).toEqual({
      subject: 'u-1',
      email: 'admin@demo.local',
      roles: ['admin', 'planner'],
    });
  });

  it('gives a user without groups no roles', () => {
    expect(userFromIdToken({ sub: 'u-2', email: 'x@demo.local' }).roles).toEqual([]);
  });
});

describe('isTokenValid', () => {
  it('holds while the expiry is in the future', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(isTokenValid({ exp: now / 1000 + 60 }, now)).toBe(true);
    expect(isTokenValid({ exp: now / 1000 }, now)).toBe(false);
    expect(isTokenValid({}, now)).toBe(false);
  });
});
