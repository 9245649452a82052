import { readFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Connect, type Logger, type Plugin } from 'vite';
import type { LocalStackFacts, WebConfig } from '../shared/webConfig';

// Paths come from this file's own location: the local stack starts Vite programmatically from the repo root
// with `configFile: 'web/vite.config.ts'`, and a developer may run it from anywhere.
const webDir = dirname(fileURLToPath(import.meta.url));
const repoDir = resolve(webDir, '..');

/**
 * The contract's `API_PREFIX`. Only type imports from `shared/` here: Vite's coming native config loader refuses
 * extensionless relative imports, and the repo's TypeScript settings refuse `.ts` ones (a unit test keeps the two equal).
 */
export const API_PREFIX = '/api';

/** Read on every request, so a restarted local stack (new ports, new pool) is picked up without restarting Vite. */
async function readLocalStackFacts(): Promise<LocalStackFacts> {
  const file = process.env.LOCAL_STACK_FILE ? resolve(process.env.LOCAL_STACK_FILE) : resolve(repoDir, '.data/local-stack.json');
  return JSON.parse(await readFile(file, 'utf8')) as LocalStackFacts;
}

/** The `/config.json` the SPA loads at startup, for the local stack (in AWS the web stack's deployment writes it). */
export function webConfigFromFacts(facts: LocalStackFacts): WebConfig {
  const { region, cognito } = facts;
  if (typeof region !== 'string' || typeof cognito?.userPoolId !== 'string' || typeof cognito.clientId !== 'string') {
    throw new Error('it lacks region or cognito.userPoolId / cognito.clientId');
  }
  return {
    apiBase: API_PREFIX,
    region,
    userPoolId: cognito.userPoolId,
    userPoolClientId: cognito.clientId,
    userPoolEndpoint: cognito.endpoint,
    authFlowType: 'USER_PASSWORD_AUTH',
  };
}

function sendText(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
}

const serveWebConfig =
  (logger: Logger): Connect.NextHandleFunction =>
  (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    readLocalStackFacts()
      .then((facts) => {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
        res.end(JSON.stringify(webConfigFromFacts(facts)));
      })
      .catch((error: Error) => {
        logger.warn(`/config.json: the local stack facts are not readable: ${error.message}`, { timestamp: true });
        sendText(res, 503, `The local stack facts are not readable: ${error.message}`);
      });
  };

/**
 * Forwards `/api/*` to the local gateway, unchanged (it serves the `/api` prefix itself). Vite's own proxy fixes
 * its target when the server starts; this one looks the gateway up in the facts file on every request, so a
 * restarted stack on other ports is followed without restarting Vite.
 */
const proxyApi =
  (logger: Logger): Connect.NextHandleFunction =>
  (req, res) => {
    const fail = (message: string) => {
      if (res.writableEnded || res.destroyed) return; // the browser left; nobody to tell
      logger.warn(`${req.method} ${req.originalUrl}: ${message}`, { timestamp: true });
      if (!res.headersSent) sendText(res, 502, message);
      else res.destroy();
    };
    readLocalStackFacts()
      .then((facts) => {
        const target = new URL(req.originalUrl ?? req.url ?? '/', facts.apiUrl);
        const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
        const upstream = send(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer: IncomingMessage) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        upstream.on('error', (error) => fail(`the local API gateway did not answer: ${error.message}`));
        // A browser that gives up (navigation, abort) should not leave the gateway call hanging.
        res.on('close', () => upstream.destroy());
        req.pipe(upstream);
      })
      .catch((error: Error) => fail(`the local stack facts are not readable: ${error.message}`));
  };

/** Dev and preview servers: runtime config and the API, both from the running local stack. */
function localStack(): Plugin {
  return {
    name: 'planner-local-stack',
    configureServer(server) {
      server.middlewares.use('/config.json', serveWebConfig(server.config.logger));
      server.middlewares.use(API_PREFIX, proxyApi(server.config.logger));
    },
    configurePreviewServer(server) {
      server.middlewares.use('/config.json', serveWebConfig(server.config.logger));
      server.middlewares.use(API_PREFIX, proxyApi(server.config.logger));
    },
  };
}

export default defineConfig({
  root: webDir,
  // No public folder: `/config.json` is generated (by the dev server here, by the deployment in AWS).
  publicDir: false,
  plugins: [react(), localStack()],
  build: {
    outDir: resolve(webDir, 'dist'),
    emptyOutDir: true,
  },
});
