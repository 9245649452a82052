import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { families, type Family } from '../../shared/contract/route';
import type { LocalStackFacts } from '../../shared/webConfig';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { startCognitoLocal, type CognitoCode } from './cognito';
import { seedDemoData } from './demoData';
import { seedDemoPrograms } from './demoPrograms';
import { ensureDynamoDbLocal, ensureTable, localCredentials, startDynamoDbLocal } from './dynamodb';
import { accessOf, familyEnvironment, type FunctionName } from '../../infra/config/familyAccess';
import { startFunctionWorkers } from './functionWorkers';
import { startEdgeProxy } from './edge';
import { startGateway } from './gateway';
import { freePort } from './ports';
import { startS3Local } from './s3';
import { startSesLocal } from './ses';
import { startSqsLocal } from './sqs';
import { pollQueue } from './sqsPoller';
import { STUCK_SWEEP_EVENT } from '../../shared/imports/stuck';

export const REPO_ROOT = join(import.meta.dirname, '..', '..');
const REGION = 'us-east-1';
const TABLE_NAME = 'planner';
const BUCKETS = { documents: 'planner-documents', imports: 'planner-imports' };
const QUEUES = { mail: 'planner-mail', mailDeadLetters: 'planner-mail-dead' };
/** Deliveries of a bulk mail message before its dead letters, as the CDK queue (infra/constructs/mailQueue.ts). */
const MAIL_MAX_RECEIVES = 3;
const MAIL_FROM = 'no-reply@demo.local';
const LOCAL_SWEEP_MS = 60_000;

/** Ports `npm start` tries first, so bookmarks keep working; any free port is used when one is taken. */
const PREFERRED_PORTS = { web: 5173, api: 3001, mail: 8005, dynamodb: 8000, s3: 4569, cognito: 9229, sqs: 9324 };

export interface LocalStackOptions {
  /** Where state lives: DynamoDB files, S3 objects, Cognito pools, the facts file. */
  dataDir: string;
  /** Keep data on disk between runs (npm start) or hold DynamoDB in memory (tests). */
  persist: boolean;
  reset?: boolean;
  /**
   * The web app on its own origin, which forwards /api to the gateway: `dev` is Vite's dev server (npm start,
   * edits show at once); `build` is the production build, made into the data folder and served as CloudFront
   * serves it (browser tests).
   */
  web?: false | 'dev' | 'build';
  preferredPorts?: boolean;
  /** Demo programs, promo requests, address books and tactic files, made through the API (default true; the test stack says false). */
  demoPrograms?: boolean;
}

export interface LocalStack {
  facts: LocalStackFacts;
  factsFile: string;
  stop(): Promise<void>;
}

/**
 * The environment of one of the product's Lambdas on this machine: exactly what its CDK function gets, from the
 * same declaration (infra/config/familyAccess.ts), naming the stand-ins; plus what the Lambda runtime sets and
 * the local-only SDK endpoints and credentials of the services its access lets it reach.
 */
export function localFunctionEnvironment(facts: LocalStackFacts, name: FunctionName): Record<string, string> {
  const access = accessOf(name);
  return {
    ...familyEnvironment(access, {
      tableName: facts.dynamodb.tableName,
      documentsBucket: facts.s3.buckets.documents,
      importsBucket: facts.s3.buckets.imports,
      userPoolId: facts.cognito.userPoolId,
      mailFrom: MAIL_FROM,
      // E-mailed links open the product's own origin: the web server, which forwards /api to the gateway.
      siteUrl: facts.webUrl || facts.apiUrl,
      mailQueueUrl: facts.sqs.queues.mail,
      // The API families check the origin secret the edge proxy adds, as CloudFront adds it in AWS.
      ...((families as readonly string[]).includes(name) && { originSecret: facts.originSecret ?? '' }),
    }),
    AWS_REGION: facts.region,
    AWS_LAMBDA_FUNCTION_NAME: `planner-${name}`,
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: facts.dynamodb.endpoint,
    ...((access.documents || access.imports) && { AWS_ENDPOINT_URL_S3: facts.s3.endpoint }),
    ...(access.mail && { AWS_ENDPOINT_URL_SES: facts.mailUrl }),
    ...(access.userPool && { AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: facts.cognito.endpoint }),
    ...(access.mailQueue === 'send' && { AWS_ENDPOINT_URL_SQS: facts.sqs.endpoint }),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'WARN',
  };
}

/**
 * Starts the whole product on this machine with nothing from AWS: DynamoDB Local, s3rver, cognito-local, the
 * SES stand-in, the local API gateway over the very same family handlers, demo data, and optionally the web app.
 */
export async function startLocalStack(opts: LocalStackOptions): Promise<LocalStack> {
  if (opts.reset) {
    for (const part of ['dynamodb', 's3', 'cognito'])
      rmSync(join(opts.dataDir, part), { recursive: true, force: true });
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const port = (name: keyof typeof PREFERRED_PORTS) => freePort(opts.preferredPorts ? PREFERRED_PORTS[name] : 0);
  const lib = ensureDynamoDbLocal(join(REPO_ROOT, '.cache'));

  // What the stand-ins do that no page shows, for whoever wonders where a code went (a fresh log each start).
  const logFile = join(opts.dataDir, 'local-stack.log');
  writeFileSync(logFile, '');
  const log = (line: string) => appendFileSync(logFile, `${new Date().toISOString()} ${line}\n`);

  const stops: (() => Promise<void>)[] = [];
  // Cognito e-mails codes itself in AWS; locally the stand-in's codes are delivered to the local mailbox.
  let mailCode: (code: CognitoCode) => void = () => undefined;
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => undefined);
  };
  try {
    // Start the stand-ins side by side; if one fails, the others still get registered and stopped.
    const startedServices = await Promise.allSettled([
      port('dynamodb').then((p) =>
        startDynamoDbLocal({ lib, port: p, dbPath: opts.persist ? join(opts.dataDir, 'dynamodb') : undefined }),
      ),
      port('s3').then((p) =>
        startS3Local({ port: p, directory: join(opts.dataDir, 's3'), buckets: Object.values(BUCKETS) }),
      ),
      port('cognito').then((p) =>
        startCognitoLocal({
          port: p,
          directory: join(opts.dataDir, 'cognito'),
          region: REGION,
          onCode: (code) => {
            log(`cognito-local printed a code for ${code.destination}`);
            mailCode(code);
          },
        }),
      ),
      port('mail').then((p) => startSesLocal({ port: p })),
      port('sqs').then((p) =>
        startSqsLocal({
          port: p,
          queues: [
            { name: QUEUES.mailDeadLetters },
            {
              name: QUEUES.mail,
              visibilityTimeoutSeconds: 10,
              deadLetters: { queue: QUEUES.mailDeadLetters, maxReceiveCount: MAIL_MAX_RECEIVES },
            },
          ],
        }),
      ),
    ] as const);
    for (const result of startedServices) if (result.status === 'fulfilled') stops.push(result.value.stop);
    const failed = startedServices.find((r) => r.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    const value = <T>(result: PromiseSettledResult<T>) => (result as PromiseFulfilledResult<T>).value;
    const [dynamodb, s3, cognito, ses, sqs] = [
      value(startedServices[0]),
      value(startedServices[1]),
      value(startedServices[2]),
      value(startedServices[3]),
      value(startedServices[4]),
    ];

    const mail = new SESClient({ endpoint: ses.endpoint, region: REGION, credentials: localCredentials });
    mailCode = ({ destination, code }) => {
      mail
        .send(
          new SendEmailCommand({
            Source: MAIL_FROM,
            Destination: { ToAddresses: [destination] },
            Message: {
              Subject: { Data: 'Your verification code' },
              Body: { Text: { Data: `Your verification code (or temporary password) is ${code}` } },
            },
          }),
        )
        .then(() => log(`code for ${destination} delivered to the mailbox`))
        .catch((error) => {
          log(`code for ${destination} not delivered to the mailbox: ${String(error)}`);
          console.error('could not deliver a Cognito code to the mailbox', error);
        });
    };
    stops.push(async () => mail.destroy());

    // The addresses the product is reached at are fixed before any function starts: a worker reads its environment
    // once, at its start, and e-mailed links name the web app (a worker started before the web server once put the
    // API's address in every link it mailed).
    const [apiPort, webPort] = await Promise.all([port('api'), opts.web ? port('web') : undefined]);
    const facts: LocalStackFacts = {
      webUrl: webPort ? `http://127.0.0.1:${webPort}` : '',
      apiUrl: `http://127.0.0.1:${apiPort}`,
      mailUrl: ses.mailUrl,
      region: REGION,
      cognito: { endpoint: cognito.endpoint, userPoolId: cognito.userPoolId, clientId: cognito.clientId },
      dynamodb: { endpoint: dynamodb.endpoint, tableName: TABLE_NAME },
      s3: { endpoint: s3.endpoint, buckets: BUCKETS },
      sqs: { endpoint: sqs.endpoint, queues: { mail: sqs.queueUrl(QUEUES.mail) } },
      logFile,
      originSecret: randomBytes(32).toString('hex'),
    };
    // Each Lambda runs in a worker thread of its own, with only its own environment (nothing from this process).
    const functions = startFunctionWorkers({
      repoRoot: REPO_ROOT,
      environmentOf: (name) => localFunctionEnvironment(facts, name),
    });
    stops.push(functions.stop);

    await ensureTable(dynamodb.endpoint, REGION, TABLE_NAME);
    const db = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: dynamodb.endpoint, region: REGION, credentials: localCredentials }),
    );
    // Reference data goes through the reference family's own repository, in its worker, with its access.
    await seedDemoData(db, TABLE_NAME, cognito, () =>
      functions.run('reference', 'scripts/local/demoReferenceData.ts', 'seedReferenceData'),
    );
    // The data migrations this table has no record of, in the seed function's worker with its access, as the
    // stage seed runs them in AWS (a table seeded by an older version is brought up to date before the API starts).
    await functions.run('seed', 'functions/domain/migrations/runMigrations.ts', 'runStageMigrations');
    db.destroy();

    // The import processor Lambda, triggered by S3 events as in AWS (the CDK API stack wires the same).
    s3.onObjectCreated(BUCKETS.imports, (event) => {
      functions.invoke('imports', event).catch((error) => console.error('import processor failed', error));
    });
    // Its stuck-import sweep, which an EventBridge schedule runs in AWS (infra/constructs/importRecovery.ts): the
    // same event to the same worker, every minute here (the deadlines are tens of minutes).
    const sweep = setInterval(() => {
      functions
        .invoke('imports', STUCK_SWEEP_EVENT)
        .catch((error) => log(`stuck-import sweep failed: ${String(error)}`));
    }, LOCAL_SWEEP_MS);
    stops.push(async () => clearInterval(sweep));
    // The mail sender Lambda, fed by the bulk mail queue as Lambda's SQS event source feeds it in AWS.
    const mailPoller = pollQueue({
      endpoint: sqs.endpoint,
      region: REGION,
      queueUrl: facts.sqs.queues.mail,
      pollers: 3,
      invoke: (event) => functions.invoke('mailSender', event),
      log,
    });
    stops.push(mailPoller.stop);

    const gateway = await startGateway({
      port: await freePort(),
      cognito: facts.cognito,
      loadHandler: async (family: Family) => (event) => functions.invoke(family, event),
    });
    stops.push(gateway.stop);
    // Every caller reaches the API through the edge proxy (CloudFront's part: it adds the origin secret).
    const edge = await startEdgeProxy({
      port: apiPort,
      gatewayUrl: gateway.url,
      originSecret: facts.originSecret!,
    });
    stops.push(edge.stop);
    facts.gatewayUrl = gateway.url;
    // Demo programs go through the API as the demo users, so every rule holds for them (scripts/local/demoPrograms.ts).
    if (opts.demoPrograms !== false) {
      await seedDemoPrograms(facts).catch((error) =>
        console.error('The demo programs could not be made; the product runs without them.', error),
      );
    }

    const factsFile = join(opts.dataDir, 'local-stack.json');
    const writeFacts = () => {
      mkdirSync(dirname(factsFile), { recursive: true });
      writeFileSync(factsFile, JSON.stringify(facts, null, 2));
    };
    writeFacts();

    if (opts.web === 'dev') {
      const { createServer } = await import('vite');
      process.env.LOCAL_STACK_FILE = factsFile;
      const vite = await createServer({
        configFile: join(REPO_ROOT, 'web', 'vite.config.ts'),
        server: { port: webPort, host: '127.0.0.1', strictPort: true },
        logLevel: 'warn',
      });
      await vite.listen();
      stops.push(() => vite.close());
    } else if (opts.web === 'build') {
      const { buildWeb, startWebServer } = await import('./webServer');
      const { webConfigFromFacts } = await import('../../web/vite.config');
      const root = join(opts.dataDir, 'web');
      await buildWeb(REPO_ROOT, root);
      const web = await startWebServer({
        root,
        port: webPort!,
        webConfig: () => webConfigFromFacts(facts),
        apiUrl: () => facts.apiUrl,
        origins: { auth: [facts.cognito.endpoint], storage: [facts.s3.endpoint] },
      });
      stops.push(web.stop);
    }
    if (opts.web) {
      process.env.PUBLIC_BASE_URL = facts.webUrl;
      writeFacts();
    }
    return { facts, factsFile, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
