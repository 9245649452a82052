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

describe('what a claims refresh may change', () => {
  const base = {
    user: { subject: 's', email: 'a@b', name: 'A', roles: ['planner'] } as never,
    claims: [{ resource: 'Program', operation: 'View' }],
    menus: [] as never,
    siteConfig: [{ configuration: 'SelfApproval', operation: 'Allow' }] as never[],
    clientSettings: [
      { id: '1', name: 'ClientName', value: 'Demo Brands Co.' },
      { id: '2', name: 'ClientSkin', value: 'blue' },
    ] as never[],
  };
  it('sees a changed client setting or site flag, not a reordering', async () => {
    const { sessionDataChanged } = await import('./session');
    expect(sessionDataChanged(base, { ...base, clientSettings: [...base.clientSettings].reverse() })).toBe(false);
    expect(
      sessionDataChanged(base, {
        ...base,
        clientSettings: [{ id: '1', name: 'ClientName', value: 'Acme Foods' }, base.clientSettings[1]] as never[],
      }),
    ).toBe(true);
    expect(sessionDataChanged(base, { ...base, siteConfig: [] })).toBe(true);
  });
  it('sees a new role, claim or menu, not a reordering', async () => {
    const { sessionDataChanged } = await import('./session');
    expect(sessionDataChanged(base, { ...base })).toBe(false);
    expect(
      sessionDataChanged(base, { ...base, claims: [...base.claims, { resource: 'Finalize', operation: 'Approve' }] }),
    ).toBe(true);
    expect(
      sessionDataChanged(base, {
        ...base,
        user: { ...(base.user as object), roles: ['planner', 'approver'] } as never,
      }),
    ).toBe(true);
  });
});
