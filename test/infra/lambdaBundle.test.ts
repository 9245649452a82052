import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleBudgetKiB } from '../../infra/bundling/bundleBudgets';
import { esbuildOptions } from '../../infra/bundling/lambdaBundle';
import { placeholderEnvironment } from '../../infra/bundling/placeholderEnvironment';
import { accessOf, entryOf, type FamilyAccess, type FunctionName } from '../../infra/config/familyAccess';
import { repoPath } from '../../infra/repoPath';
import { families } from '../../shared/contract/route';
import * as source from '../../functions/lib/richText';

/** What keeps the Lambda bundles lean (infra/bundling/lambdaBundle.ts, docs/decisions.md 'Lean bundles'). */
const sourceFiles = (dir: string): string[] =>
  readdirSync(repoPath(dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));

const functionNames: FunctionName[] = [...families, 'imports', 'mailSender'];

/** Bundles `contents` (a module in the repository root) as a Lambda is bundled, and imports it. */
async function importBundled<T>(outDir: string, name: string, contents: string): Promise<T> {
  const outfile = join(outDir, `${name}.mjs`);
  const { entryPoints: _, ...options } = esbuildOptions(repoPath('index.ts'), outfile);
  await build({ ...options, stdin: { contents, resolveDir: repoPath(), loader: 'ts', sourcefile: `${name}.ts` } });
  return (await import(pathToFileURL(outfile).href)) as T;
}

interface Answer {
  status?: number;
  headers: Record<string, string>;
  body: string;
}

/** A loopback HTTP server answering each request with `answer`; it records each request and its body. */
async function fakeService(answer: Answer | ((method?: string) => Answer)) {
  const requests: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString() });
      const { status, headers, body } = typeof answer === 'function' ? answer(req.method) : answer;
      res.writeHead(status ?? 200, headers).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Sets environment variables for one test; the returned function restores them. */
function withEnv(values: Record<string, string | undefined>) {
  const before = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]));
  const apply = (next: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  apply(values);
  return () => apply(before);
}

describe('lean Lambda bundles', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'lambda-bundle-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  // What each Lambda's bundle is made of (esbuild's metafile: the inputs that kept bytes in the output).
  const bundled = new Map<FunctionName, string[]>();
  const sizeKiB = new Map<FunctionName, number>();
  beforeAll(async () => {
    for (const name of functionNames) {
      const { metafile } = await build({
        ...esbuildOptions(repoPath(entryOf(name)), join(outDir, `${name}.mjs`)),
        metafile: true,
      });
      const { inputs, bytes } = Object.values((metafile as Metafile).outputs)[0];
      sizeKiB.set(name, Math.round((bytes / 1024) * 10) / 10);
      bundled.set(
        name,
        Object.entries(inputs)
          .filter(([, input]) => input.bytesInOutput > 0)
          .map(([path]) => path),
      );
    }
  });

  it.each(functionNames)(
    'the %s bundle holds no credential chain beyond the environment, no event-stream codec, no classic zod, no zod locale but English, no dayjs',
    (name) => {
      const unwanted = bundled
        .get(name)!
        .filter((path) =>
          /node_modules\/(@aws-sdk\/(credential-provider-(?!env\/)[\w-]+|nested-clients|token-providers)|@smithy\/credential-provider-imds|mnemonist|dayjs)\/|node_modules\/@smithy\/core\/dist-es\/submodules\/event-streams\/|node_modules\/zod\/v4\/(classic\/|locales\/(?!en\.js))/.test(
            path,
          ),
        );
      expect(unwanted).toEqual([]);
    },
  );

  // Nothing parses a route's answer at run time, yet a schema a module defines is built whenever the module is
  // imported: the schemas only answers are made of live in shared/contract/answers/, which the routes name by type
  // alone (`answers<typeof …>()`), so no cold start builds them (docs/decisions.md, 'Answers by type').
  it.each(functionNames)('the %s bundle builds no answer schema (nothing of shared/contract/answers/)', (name) => {
    expect(bundled.get(name)!.filter((path) => path.startsWith('shared/contract/answers/'))).toEqual([]);
  });

  // Each cold start loads the whole bundle: a Lambda under the size goal stays under it, one above it stays within
  // its recorded budget (infra/bundling/bundleBudgets.ts), so a library or a module pulled in unawares shows here.
  it.each(functionNames)('the %s bundle weighs no more than its budget (KiB minified)', (name) => {
    expect(sizeKiB.get(name)).toBeLessThanOrEqual(bundleBudgetKiB(name));
  });

  // A cold start runs every module's top level. The first use of ICU in a process (an Intl object, a locale compare or
  // format) loads its data, about 15 ms: the money format and the list collation did it at import in every Lambda,
  // for requests that format no money and sort nothing. They are made on first use now.
  const reportIcuUse = `const used = [];
    const record = (name, target) => new Proxy(target, {
      construct: (t, args, next) => (used.push(name), Reflect.construct(t, args, next)),
      apply: (t, self, args) => (used.push(name), Reflect.apply(t, self, args)),
    });
    for (const name of Object.getOwnPropertyNames(Intl)) if (/^[A-Z]/.test(name)) Intl[name] = record('Intl.' + name, Intl[name]);
    for (const [type, name] of [[String, 'localeCompare'], [Number, 'toLocaleString'], [Date, 'toLocaleString'],
      [Date, 'toLocaleDateString'], [Date, 'toLocaleTimeString']]) type.prototype[name] = record(name, type.prototype[name]);`;
  it.each(functionNames)(
    'importing the %s bundle uses no ICU (no Intl object, no locale compare or format)',
    (name) => {
      const bundle = pathToFileURL(join(outDir, `${name}.mjs`)).href;
      const run = spawnSync(
        process.execPath,
        ['--input-type=module', '-e', `${reportIcuUse} await import('${bundle}'); console.log(JSON.stringify(used));`],
        { encoding: 'utf8', env: { ...process.env, ...placeholderEnvironment(name) } },
      );
      expect(run.status, run.stderr).toBe(0);
      expect(JSON.parse(run.stdout.trim().split('\n').pop()!)).toEqual([]);
    },
    30_000,
  );

  // A schema is built when its expression runs: a module of top-level schemas built them all at import, so each
  // cold start built every request schema of its family (reference 1,333 zod objects, programs 917) for a request
  // that parses one route's. They are made with `lazySchema` (shared/lazySchema.ts), built on first use. Zod gives
  // every schema and check it builds its `_zod` internals through Object.defineProperty, which is counted here.
  const reportZodBuilds = `let built = 0; const define = Object.defineProperty;
    Object.defineProperty = function (target, key, descriptor) { if (key === '_zod') built++; return define(target, key, descriptor); };`;
  it.each(functionNames)(
    'importing the %s bundle builds no zod schema',
    (name) => {
      const bundle = pathToFileURL(join(outDir, `${name}.mjs`)).href;
      const run = spawnSync(
        process.execPath,
        ['--input-type=module', '-e', `${reportZodBuilds} await import('${bundle}'); console.log(built);`],
        { encoding: 'utf8', env: { ...process.env, ...placeholderEnvironment(name) } },
      );
      expect(run.status, run.stderr).toBe(0);
      expect(Number(run.stdout.trim().split('\n').pop())).toBe(0);
    },
    30_000,
  );

  it.each(functionNames)('the %s bundle reaches S3 through presigned URLs, without the S3 client', (name) => {
    expect(
      bundled.get(name)!.filter((path) => /node_modules\/@aws-sdk\/(client-s3|s3-request-presigner)\//.test(path)),
    ).toEqual([]);
  });

  // A service's client comes only with the grant to use it: a client a Lambda may not call is weight in each of its
  // cold starts (communication carried Cognito's through a user lookup, the mail sender SQS's through the message
  // format). Reading what Cognito or the queue knows goes through the table or the module of the format.
  const clientGrants: Record<string, (access: FamilyAccess) => boolean> = {
    'client-cognito-identity-provider': (access) => access.userPool !== undefined,
    'client-ses': (access) => access.mail === true,
    'client-sqs': (access) => access.mailQueue === 'send',
  };
  it.each(functionNames)('the %s bundle holds the SDK client of a service only when it is granted it', (name) => {
    const clients = new Set(
      bundled
        .get(name)!
        .map((path) => /node_modules\/@aws-sdk\/(client-[\w-]+)\//.exec(path)?.[1])
        .filter((client) => client !== undefined && client in clientGrants),
    );
    const expected = Object.keys(clientGrants).filter((client) => clientGrants[client](accessOf(name)));
    expect([...clients].sort()).toEqual(expected.sort());
  });

  it('bundles the HTML sanitizer only where rich text from users is taken in', () => {
    // Mail text and pages built from escaped text need functions/lib/html.ts alone; sanitize-html, its parser and
    // the entity table (about 85 KB) come with functions/lib/richText.ts.
    const sanitizing = functionNames.filter((name) =>
      bundled.get(name)!.some((path) => /\/sanitize-html\//.test(path)),
    );
    expect(sanitizing.sort()).toEqual(['communication', 'documents', 'mailSender']);
  });

  it('a bundled client signs with the credentials in the environment, as Lambda gives them', async () => {
    const dynamodb = await fakeService({
      headers: { 'content-type': 'application/x-amz-json-1.0' },
      body: JSON.stringify({ Item: { pk: { S: 'SYSTEM' }, value: { N: '7' } } }),
    });
    const restore = withEnv({
      AWS_REGION: 'eu-central-1',
      AWS_ENDPOINT_URL_DYNAMODB: dynamodb.url,
      AWS_ACCESS_KEY_ID: undefined,
      AWS_SECRET_ACCESS_KEY: undefined,
      AWS_SESSION_TOKEN: undefined,
      AWS_PROFILE: undefined,
    });
    try {
      const { dynamo, GetCommand } = await importBundled<
        typeof import('@aws-sdk/lib-dynamodb') & {
          dynamo: typeof import('../../functions/lib/clients/dynamo').dynamo;
        }
      >(
        outDir,
        'dynamoClient',
        "export { dynamo } from './functions/lib/clients/dynamo'; export { GetCommand } from '@aws-sdk/lib-dynamodb';",
      );
      const get = () => dynamo.send(new GetCommand({ TableName: 'planner', Key: { pk: 'SYSTEM' } }));
      // Without credentials in the environment nothing else is asked (no profile files, no instance metadata).
      await expect(get()).rejects.toThrow(/environment variable credentials/);
      expect(dynamodb.requests).toEqual([]);

      withEnv({ AWS_ACCESS_KEY_ID: 'AKIDBUNDLE', AWS_SECRET_ACCESS_KEY: 'bundle-secret', AWS_SESSION_TOKEN: 'token' });
      expect((await get()).Item).toEqual({ pk: 'SYSTEM', value: 7 });
      expect(dynamodb.requests[0].headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDBUNDLE\/\d{8}\/eu-central-1\/dynamodb\/aws4_request, /,
      );
      expect(dynamodb.requests[0].headers['x-amz-security-token']).toBe('token');
    } finally {
      restore();
      await dynamodb.close();
    }
  });

  it('imports zod through shared/zod.ts only: the mini API with English messages', () => {
    // The classic API puts every method on every schema, so a bundle keeps all of it (about 97 KB against 34 KB)
    // and builds each schema slower; shared/zod.ts also registers the English messages mini leaves out.
    const direct = ['shared', 'functions', 'scripts', 'infra', 'test', 'web/src']
      .flatMap((dir) =>
        readdirSync(repoPath(dir), { recursive: true, encoding: 'utf8' }).map((f) => join(repoPath(dir), f)),
      )
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) => !file.endsWith(join('shared', 'zod.ts')))
      .filter((file) => /from '(zod|zod\/[^']*)'/.test(readFileSync(file, 'utf8')));
    expect(direct).toEqual([]);
  });

  it('server code takes the record and administration texts one by one, not as a whole list', () => {
    // shared/messages.ts re-exports both modules as objects for the web; through it a Lambda would bundle every text.
    const whole = [...sourceFiles('functions'), ...sourceFiles('shared')].filter((file) =>
      /^import \{[^}]*\b(recordMessages|adminMessages)\b[^}]*\} from '[./]*shared\/messages'/m.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(whole).toEqual([]);
  });

  it('no Lambda imports the whole route contract', () => {
    const whole = sourceFiles('functions').filter((file) =>
      /^import (?!type )[^;]*from '[./]*shared\/contract\/routes'/m.test(readFileSync(file, 'utf8')),
    );
    expect(whole).toEqual([]);
  });

  it('a bundled Lambda writes and streams objects without the S3 client, signed with the environment', async () => {
    const csv = 'attention,companyName\nStore 1,Fresh Market Co.\n';
    const s3 = await fakeService((method): Answer =>
      method === 'PUT'
        ? { headers: { etag: '"e1"' }, body: '' }
        : { headers: { 'content-type': 'text/csv', 'content-length': String(csv.length) }, body: csv },
    );
    const restore = withEnv({
      AWS_REGION: 'eu-central-1',
      AWS_ENDPOINT_URL_S3: s3.url,
      AWS_ACCESS_KEY_ID: 'AKIDBUNDLE',
      AWS_SECRET_ACCESS_KEY: 'bundle-secret',
      AWS_SESSION_TOKEN: undefined,
    });
    try {
      const bundle = await importBundled<typeof import('../../functions/lib/clients/s3Presign')>(
        outDir,
        's3Objects',
        "export { getObjectStream, putObject } from './functions/lib/clients/s3Presign';",
      );
      await bundle.putObject({
        bucket: 'planner-documents',
        key: 'exports/a.xlsx',
        body: Buffer.from('xlsx'),
        contentType: 'x',
      });
      const object = await bundle.getObjectStream({ bucket: 'planner-documents', key: 'imports/a.csv' });
      expect(object.contentLength).toBe(csv.length);
      expect((await object.body.toArray()).join('')).toBe(csv);
      expect(s3.requests.map((r) => `${r.method} ${r.url?.split('?')[0]}`)).toEqual([
        'PUT /planner-documents/exports/a.xlsx',
        'GET /planner-documents/imports/a.csv',
      ]);
      expect(s3.requests[0].body).toBe('xlsx');
      expect(decodeURIComponent(s3.requests[1].url!)).toMatch(/X-Amz-Credential=AKIDBUNDLE\/\d{8}\/eu-central-1\/s3\//);
    } finally {
      restore();
      await s3.close();
    }
  });

  it('sanitizes rich text in the bundle as the source does (the postcss, htmlparser2 and dayjs aliases)', async () => {
    const outfile = join(outDir, 'richText.mjs');
    await build(esbuildOptions(repoPath('functions', 'lib', 'richText.ts'), outfile));
    const bundled = (await import(pathToFileURL(outfile).href)) as typeof source;
    const samples = [
      '<p onclick="x()" style="color:red">Hi <b>team</b><script>alert(1)</script> <a href="javascript:alert(1)">x</a> <a href="https://example.com" style="x">files</a></p><iframe src="https://evil"></iframe>',
      '<h1>Title &amp; more &eacute;&#233;&nbsp;</h1><ul><li>one</li><li><span style="font-weight:bold">two</span></li></ul><img src=x onerror=alert(1)>',
      '<blockquote>quote<br>next</blockquote><a href="mailto:a@b.c" title="mail">mail</a><style>p{}</style>',
    ];
    for (const html of samples) {
      expect(await bundled.sanitizeRichText(html)).toBe(await source.sanitizeRichText(html));
    }
  });
});
