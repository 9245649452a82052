import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { API_PREFIX } from '../../shared/contract/route';
import { contentSecurityPolicy, SECURITY_HEADERS, type SiteOrigins } from '../../shared/securityHeaders';
import type { WebConfig } from '../../shared/webConfig';

/**
 * The production build of the web app served as CloudFront serves it (infra/stacks/webStack.ts): the build's
 * files as the site bucket holds them, the deployment's `/config.json`, and `/api/*` forwarded to the API.
 * The browser tests run against this, so what they check is what users get, not what the dev server compiles.
 */

/** Files without a content hash in their name: the web stack deploys them with `no-cache` (its ENTRY_FILES). */
const ENTRY_FILE = /^\/(?:index\.html|config\.json|langs\/[^/]+|data\/[^/]+)$/;

/** Content types the deployment sets on the objects (by extension, as BucketDeployment does). */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.pdf': 'application/pdf',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface WebServerOptions {
  /** The build output (`vite build`'s outDir). */
  root: string;
  port: number;
  host?: string;
  /** The `/config.json` the deployment writes next to the build. */
  webConfig: () => WebConfig;
  /** The API's origin; `/api/*` is forwarded there unchanged, path and query included. */
  apiUrl: () => string;
  /**
   * The origins the app talks to besides this one (the stand-ins of Cognito and S3): the Content-Security-Policy
   * is the stage's (shared/securityHeaders.ts), with them in place of AWS's endpoints.
   */
  origins: SiteOrigins;
}

export interface WebServer {
  url: string;
  stop(): Promise<void>;
}

function send(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/** The object a path names, or null when it names none (S3 keys are the decoded path without its leading slash). */
async function fileFor(root: string, path: string): Promise<{ file: string; size: number } | null> {
  const file = resolve(root, `.${path}`);
  if (file !== root && !file.startsWith(root + sep)) return null;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? { file, size: info.size } : null;
}

function serveStatic(
  root: string,
  webConfig: () => WebConfig,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
) {
  // The default behaviour allows GET and HEAD only; CloudFront refuses the others itself.
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return send(res, 403, 'This distribution is not configured to allow this HTTP request method.');
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return send(res, 400, 'Bad Request');
  }
  // The distribution's defaultRootObject applies to the root only (no index.html below it, no SPA rewrite:
  // the client uses a hash router).
  if (path === '/') path = '/index.html';
  const cacheControl = ENTRY_FILE.test(path) ? 'no-cache' : 'public, max-age=31536000, immutable';

  if (path === '/config.json') {
    let body: string;
    try {
      body = JSON.stringify(webConfig());
    } catch (error) {
      return send(res, 503, `The web configuration is not available: ${(error as Error).message}`);
    }
    res.writeHead(200, { 'content-type': CONTENT_TYPES['.json']!, 'cache-control': cacheControl });
    return res.end(req.method === 'HEAD' ? undefined : body);
  }

  fileFor(root, path)
    .then((found) => {
      // S3 behind origin access control, without list rights, answers a missing key with 403.
      if (!found) return send(res, 403, 'AccessDenied');
      res.writeHead(200, {
        'content-type': CONTENT_TYPES[extname(found.file).toLowerCase()] ?? 'application/octet-stream',
        'content-length': String(found.size),
        'cache-control': cacheControl,
      });
      if (req.method === 'HEAD') return res.end();
      const stream = createReadStream(found.file);
      stream.on('error', () => res.destroy());
      res.on('close', () => stream.destroy());
      stream.pipe(res);
    })
    .catch((error: Error) => {
      if (!res.headersSent) send(res, 500, error.message);
      else res.destroy();
    });
}

/**
 * The `/api/*` behaviour: every viewer header but Host, no caching, the answer passed back as it came. The
 * edge proxy (scripts/local/edge.ts) forwards the same way, adding the origin's custom headers as CloudFront does.
 */
export function forwardToApi(
  apiUrl: string,
  req: IncomingMessage,
  res: ServerResponse,
  originHeaders: Record<string, string> = {},
) {
  const target = new URL(req.url ?? '/', apiUrl);
  const headers = { ...req.headers, ...originHeaders, host: target.host };
  const upstream = httpRequest(target, { method: req.method, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, { ...SECURITY_HEADERS, ...answer.headers });
    answer.pipe(res);
  });
  upstream.on('error', (error) => {
    if (res.writableEnded || res.destroyed) return; // the browser left; nobody to tell
    if (!res.headersSent) send(res, 502, `The API did not answer: ${error.message}`);
    else res.destroy();
  });
  // A browser that gives up (navigation, abort) should not leave the API call hanging.
  res.on('close', () => upstream.destroy());
  req.pipe(upstream);
}

/** Serves a web build on `host:port` until `stop`. */
export async function startWebServer(opts: WebServerOptions): Promise<WebServer> {
  const root = resolve(opts.root);
  const host = opts.host ?? '127.0.0.1';
  // The response headers policy of every behaviour: the security headers and the enforced CSP, unless the
  // origin sent its own (the API's pages for e-mailed links have a stricter one): writeHead's headers win.
  const siteHeaders = {
    ...SECURITY_HEADERS,
    'content-security-policy': contentSecurityPolicy(opts.origins),
  };
  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(siteHeaders)) res.setHeader(name, value);
    const pathname = (req.url ?? '/').split('?')[0]!;
    // The distribution's `/api/*` behaviour; anything else (`/api` itself included) is the site bucket's.
    if (pathname.startsWith(`${API_PREFIX}/`)) return forwardToApi(opts.apiUrl(), req, res);
    serveStatic(root, opts.webConfig, req, res, pathname);
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => resolveListen());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    stop: () =>
      new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  };
}

/**
 * `vite build` of the web app into `outDir` (the same build `npm run build:web` makes into web/dist), for
 * production whoever calls it: Vite writes the process's NODE_ENV into the bundle when one is set, and vitest sets
 * 'test', which gave the browser tests React's development build (slower, and not what users get).
 */
export async function buildWeb(repoRoot: string, outDir: string): Promise<void> {
  const { build } = await import('vite');
  const callersNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: join(repoRoot, 'web', 'vite.config.ts'),
      mode: 'production',
      build: { outDir, emptyOutDir: true },
      logLevel: 'warn',
    });
  } finally {
    if (callersNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callersNodeEnv;
  }
}
