import { describe, expect, it } from 'vitest';
import { ORIGIN_SECRET_HEADER } from '../../shared/constants';
import { serverMessages } from '../../shared/messages';
import { callApi, idTokenOf, stack } from '../support/session';

/**
 * The API answers only through the distribution (docs/decisions.md, "Infrastructure"): CloudFront adds the origin
 * secret, the families refuse a request without it. Locally the edge proxy plays CloudFront's part in front of
 * the gateway, so a request straight to the gateway is what a request straight to API Gateway's URL is in AWS.
 */
const straight = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${stack().gatewayUrl}/api/${path}`, { headers });
const refused = { hasError: true, error: { general: [serverMessages.forbidden] }, data: null };

describe('the origin secret', () => {
  it('lets the normal path through: the edge adds it', async () => {
    const token = await idTokenOf('planner@demo.local');
    const claims = await callApi('GET', 'users/claims', { token });
    expect(claims.status, claims.text).toBe(200);
    expect((await callApi('GET', 'health')).status).toBe(200);
  });

  it('refuses a request straight to the gateway with 403 and a neutral error, signed in or public', async () => {
    const token = await idTokenOf('planner@demo.local');
    for (const answer of [
      await straight('users/claims', { authorization: `Bearer ${token}` }),
      await straight('health'),
      await straight('health', { [ORIGIN_SECRET_HEADER]: 'a guess' }),
      await straight('health', { [ORIGIN_SECRET_HEADER]: `${stack().originSecret}x` }),
    ]) {
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual(refused);
    }
    // The gateway's own checks (JWT authorizer) still come first, as API Gateway's do.
    expect((await straight('users/claims')).status).toBe(401);
  });
});
