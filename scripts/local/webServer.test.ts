import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebConfig } from '../../shared/webConfig';
import { contentSecurityPolicy } from '../../shared/securityHeaders';
import { startWebServer, type WebServer } from './webServer';

const config: WebConfig = {
  apiBase: '/api',
  region: 'us-east-1',
  userPoolId: 'pool',
  userPoolClientId: 'client',
  authFlowType: 'USER_PASSWORD_AUTH',
};

describe('the local web server (the build served as CloudFront serves it)', () => {
  let parent: string;
  let root: string;
  let api: Server;
  let web: WebServer;
  const seen: { method?: string; url?: string; host?: string; authorization?: string; body: string }[] = [];

  beforeAll(async () => {
    parent = mkdtempSync(join(tmpdir(), 'web-server-'));
    root = join(parent, 'build');
    mkdirSync(root);
    mkdirSync(join(root, 'assets'));
    mkdirSync(join(root, 'langs'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(root, 'langs', 'us.json'), '{}');
    writeFileSync(join(parent, 'outside-web-root.txt'), 'secret');
    api = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push({
          method: req.method,
          url: req.url,
          host: req.headers.host,
          authorization: req.headers.authorization,
          body,
        });
        res.writeHead(418, { 'content-type': 'application/json', 'x-from': 'api' });
        res.end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    web = await startWebServer({
      root,
      port: 0,
      webConfig: () => config,
      apiUrl: () => apiUrl,
      origins: { auth: ['http://127.0.0.1:9'], storage: ['http://127.0.0.1:8'] },
    });
  });
  afterAll(async () => {
    await web?.stop();
    await new Promise((resolve) => api?.close(resolve));
    rmSync(parent, { recursive: true, force: true });
  });

  it('serves index.html at the root only, fresh, with the security headers', async () => {
    const answer = await fetch(`${web.url}/`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    // The stage's policy (shared/securityHeaders.ts), with the stand-ins in place of Cognito's and S3's endpoints.
    expect(answer.headers.get('content-security-policy')).toBe(
      contentSecurityPolicy({ auth: ['http://127.0.0.1:9'], storage: ['http://127.0.0.1:8'] }),
    );
    expect(await answer.text()).toContain('<title>app</title>');
    expect((await fetch(`${web.url}/assets/`)).status).toBe(403);
  });

  it('caches hashed bundles for a year and revalidates the language files', async () => {
    const bundle = await fetch(`${web.url}/assets/index-abc123.js?v=1`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(bundle.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${web.url}/langs/us.json`)).headers.get('cache-control')).toBe('no-cache');
  });

  it("answers a missing file, a path outside the build and a write as S3 and CloudFront do: 403, never a file's content", async () => {
    expect((await fetch(`${web.url}/no-such-file.js`)).status).toBe(403);
    const outside = await fetch(`${web.url}/..%2foutside-web-root.txt`);
    expect(outside.status).toBe(403);
    expect(await outside.text()).not.toContain('secret');
    expect((await fetch(`${web.url}/index.html`, { method: 'POST', body: 'x' })).status).toBe(403);
    expect((await fetch(`${web.url}/%E0%A4%A`)).status).toBe(400);
  });

  it('serves the runtime configuration as /config.json', async () => {
    const answer = await fetch(`${web.url}/config.json`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(await answer.json()).toEqual(config);
  });

  it('forwards /api/* with its method, path, query, body and headers (Host aside), and passes the answer back', async () => {
    const answer = await fetch(`${web.url}/api/things/1?x=%20y`, {
      method: 'POST',
      headers: { authorization: 'Bearer t' },
      body: '{"a":1}',
    });
    expect(answer.status).toBe(418);
    expect(answer.headers.get('x-from')).toBe('api');
    expect(await answer.json()).toEqual({ ok: true });
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: '/api/things/1?x=%20y',
      host: expect.not.stringContaining(new URL(web.url).host),
      authorization: 'Bearer t',
      body: '{"a":1}',
    });
    expect((await fetch(`${web.url}/api`)).status).toBe(403);
  });
});
