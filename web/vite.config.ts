import { readdir, readFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { dirname, join, relative, resolve, sep } from 'node:path';
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

/**
 * The spec's ten language keys (shared/constants `LANGUAGES`; a unit test keeps the two equal, for the same reason
 * as API_PREFIX).
 */
export const LANGUAGE_KEYS = ['us', 'fr', 'es', 'de', 'jp', 'cn', 'zh', 'pt', 'ru', 'kr'] as const;
const srcDir = resolve(webDir, 'src');

type TranslationTree = { [key: string]: string | TranslationTree };

/** A translation file: `{key}.json` in an `i18n` folder or below one (`areas/admin/i18n/fr.json`, `i18n/shell/fr.json`). */
const TRANSLATION_FILE = /(?:^|[\\/])i18n[\\/](?:.+[\\/])?([a-z]+)\.json$/;

/** Every area's translation files, by language, sorted so a bundle is built the same way every time. */
export async function translationFiles(root = srcDir): Promise<Map<string, string[]>> {
  const entries = await readdir(root, { recursive: true });
  const files = new Map<string, string[]>();
  for (const entry of entries.sort()) {
    const match = TRANSLATION_FILE.exec(entry);
    if (!match) continue;
    const list = files.get(match[1]!) ?? [];
    list.push(join(root, entry));
    files.set(match[1]!, list);
  }
  return files;
}

/**
 * Deep merge of the areas' trees. Areas own separate top-level keys; two files giving the same text key (or a
 * text where another gives a group) is a mistake that would silently hide one of them, so it fails the build.
 */
export function mergeTranslations(trees: { file: string; tree: TranslationTree }[]): TranslationTree {
  const merged: TranslationTree = {};
  const origin = new Map<string, string>();
  const walk = (target: TranslationTree, source: TranslationTree, path: string, file: string) => {
    for (const [key, value] of Object.entries(source)) {
      const at = path ? `${path}.${key}` : key;
      const existing = target[key];
      if (typeof value === 'object' && value !== null && typeof existing !== 'string') {
        const child = (existing ?? {}) as TranslationTree;
        target[key] = child;
        walk(child, value, at, file);
      } else if (existing === undefined && typeof value === 'string') {
        target[key] = value;
        origin.set(at, file);
      } else {
        throw new Error(`Translation key ${at} of ${file} is already given by ${origin.get(at) ?? 'another file'}`);
      }
    }
  };
  for (const { file, tree } of trees) walk(merged, tree, '', file);
  return merged;
}

/** The `/langs/{key}.json` the client loads: every area's `i18n/{key}.json`, merged. */
export async function languageBundle(key: string, root = srcDir): Promise<TranslationTree> {
  const files = (await translationFiles(root)).get(key) ?? [];
  const trees = await Promise.all(
    files.map(async (file) => ({ file, tree: JSON.parse(await readFile(file, 'utf8')) as TranslationTree })),
  );
  return mergeTranslations(trees);
}

const isLanguageKey = (key: string): key is (typeof LANGUAGE_KEYS)[number] =>
  (LANGUAGE_KEYS as readonly string[]).includes(key);

/**
 * Serves `/langs/{key}.json` from the areas' files in development (read on each request, so an edit shows on the
 * next load) and writes `langs/{key}.json` into the build. A key outside the ten is a 404.
 */
function languages(): Plugin {
  return {
    name: 'planner-languages',
    configureServer(server) {
      server.middlewares.use('/langs', (req, res, next) => {
        const key = /^\/([a-z]+)\.json(?:\?.*)?$/.exec(req.url ?? '')?.[1];
        if (!key || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
        if (!isLanguageKey(key)) return sendText(res, 404, `No language ${key}`);
        languageBundle(key)
          .then((bundle) => {
            res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
            res.end(JSON.stringify(bundle));
          })
          .catch((error: Error) => {
            server.config.logger.error(`/langs/${key}.json: ${error.message}`, { timestamp: true });
            sendText(res, 500, error.message);
          });
      });
      // A translation edit reloads the page (the files are not modules, so HMR does not see them).
      server.watcher.on('change', (file) => {
        if (file.startsWith(srcDir + sep) && TRANSLATION_FILE.test(relative(srcDir, file)))
          server.ws.send({ type: 'full-reload' });
      });
    },
    async generateBundle() {
      for (const key of LANGUAGE_KEYS) {
        const files = (await translationFiles()).get(key) ?? [];
        files.forEach((file) => this.addWatchFile(file));
        this.emitFile({
          type: 'asset',
          fileName: `langs/${key}.json`,
          source: JSON.stringify(await languageBundle(key)),
        });
      }
    },
  };
}

/** Read on every request, so a restarted local stack (new ports, new pool) is picked up without restarting Vite. */
async function readLocalStackFacts(): Promise<LocalStackFacts> {
  const file = process.env.LOCAL_STACK_FILE
    ? resolve(process.env.LOCAL_STACK_FILE)
    : resolve(repoDir, '.data/local-stack.json');
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
        const upstream = send(
          target,
          { method: req.method, headers: { ...req.headers, host: target.host } },
          (answer: IncomingMessage) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
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

/**
 * Zod compiles object parsers with `new Function` when eval is allowed, probing for it when a schema is built;
 * under the site's Content-Security-Policy (no 'unsafe-eval', shared/securityHeaders.ts) the probe is refused and
 * reported as a violation, though Zod falls back. Its jitless mode skips both; it must be set before any schema is
 * built, and chunks are evaluated before the entry's own code, so every chunk starts by setting it (Zod keeps its
 * configuration on globalThis).
 */
const ZOD_JITLESS = '(globalThis.__zod_globalConfig ??= {}).jitless = true;';

export default defineConfig({
  root: webDir,
  // Static files (sample data); never a `config.json`: that one is generated (by the dev server here, by the
  // deployment in AWS).
  publicDir: resolve(webDir, 'public'),
  plugins: [react(), localStack(), languages()],
  build: {
    outDir: resolve(webDir, 'dist'),
    emptyOutDir: true,
    rolldownOptions: { output: { banner: ZOD_JITLESS } },
  },
});
