import { describe, expect, it } from 'vitest';
import { loadWebConfig, webConfig } from './config';

const answer = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status });
const local = {
  apiBase: '/api',
  region: 'us-east-1',
  userPoolId: 'local_pool',
  userPoolClientId: 'client',
  userPoolEndpoint: 'http://127.0.0.1:9229',
  authFlowType: 'USER_PASSWORD_AUTH',
};

describe('loadWebConfig', () => {
  it('loads and keeps a valid /config.json', async () => {
    await expect(loadWebConfig(answer(200, local))).resolves.toEqual(local);
    expect(webConfig().userPoolClientId).toBe('client');
  });

  it('refuses a config of the wrong shape or a failed answer', async () => {
    await expect(loadWebConfig(answer(200, { ...local, authFlowType: 'CUSTOM_AUTH' }))).rejects.toThrow();
    await expect(loadWebConfig(answer(503, {}))).rejects.toThrow('/config.json answered 503');
  });
});
