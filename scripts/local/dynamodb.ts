import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTableCommand,
} from '@aws-sdk/client-dynamodb';
import { tableDesign } from '../../functions/lib/tableDesign';
import { waitFor } from './ports';

const POM = join(import.meta.dirname, 'dynamodb', 'pom.xml');

/** Fetches DynamoDB Local and sqlite4java with Maven once, into a cache folder kept between runs. */
export function ensureDynamoDbLocal(cacheDir: string): string {
  const lib = join(cacheDir, 'dynamodb-local', 'lib');
  const present = existsSync(lib) && readdirSync(lib).some((f) => /^DynamoDBLocal-.*\.jar$/.test(f));
  if (!present) {
    console.log('Fetching DynamoDB Local with Maven (first run only)...');
    const result = spawnSync(
      'mvn',
      ['-q', '-B', '-f', POM, 'dependency:copy-dependencies', `-DoutputDirectory=${lib}`],
      { stdio: 'inherit' },
    );
    if (result.status !== 0) throw new Error('Maven could not fetch DynamoDB Local (see the output above)');
  }
  return lib;
}

export interface DynamoDbLocal {
  endpoint: string;
  stop(): Promise<void>;
}

/** Starts DynamoDB Local on a loopback port; persisted under `dbPath`, or in memory without one. */
export async function startDynamoDbLocal(opts: { lib: string; port: number; dbPath?: string }): Promise<DynamoDbLocal> {
  const args = [
    `-Djava.library.path=${opts.lib}`,
    '-Xmx1g',
    '-cp',
    join(opts.lib, '*'),
    'software.amazon.dynamodb.services.local.main.ServerRunner',
    '-port',
    String(opts.port),
    '-disableTelemetry',
    '-sharedDb',
  ];
  if (opts.dbPath) {
    mkdirSync(opts.dbPath, { recursive: true });
    args.push('-dbPath', opts.dbPath);
  } else {
    args.push('-inMemory');
  }
  const child: ChildProcess = spawn('java', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  stopWithParent(child);
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const endpoint = `http://127.0.0.1:${opts.port}`;
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: localCredentials });
  try {
    await waitFor('DynamoDB Local', async () => {
      if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}: ${stderr}`);
      await client.send(new ListTablesCommand({}));
    });
  } finally {
    client.destroy();
  }
  return { endpoint, stop: () => stopChild(child) };
}

export const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A stand-in child never outlives the process that started it, whichever way that process ends. */
export function stopWithParent(child: ChildProcess): void {
  const kill = () => child.exitCode === null && child.kill('SIGKILL');
  process.once('exit', kill);
  child.once('exit', () => process.removeListener('exit', kill));
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

/**
 * Creates the product's one table from the same design the CDK data stack uses, if it is missing, and adds any
 * index the design gained since the table was made (a kept `.data/` folder from an older version).
 */
export async function ensureTable(endpoint: string, region: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region, credentials: localCredentials });
  const keySchema = (partitionKey: string, sortKey: string) => [
    { AttributeName: partitionKey, KeyType: 'HASH' as const },
    { AttributeName: sortKey, KeyType: 'RANGE' as const },
  ];
  const attributes = (...names: string[]) =>
    names.map((name) => ({ AttributeName: name, AttributeType: 'S' as const }));
  try {
    const { TableNames = [] } = await client.send(new ListTablesCommand({}));
    if (!TableNames.includes(tableName)) {
      await client.send(
        new CreateTableCommand({
          TableName: tableName,
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: attributes(
            tableDesign.partitionKey,
            tableDesign.sortKey,
            ...tableDesign.globalSecondaryIndexes.flatMap((g) => [g.partitionKey, g.sortKey]),
          ),
          KeySchema: keySchema(tableDesign.partitionKey, tableDesign.sortKey),
          GlobalSecondaryIndexes: tableDesign.globalSecondaryIndexes.map((g) => ({
            IndexName: g.indexName,
            KeySchema: keySchema(g.partitionKey, g.sortKey),
            Projection: { ProjectionType: 'ALL' },
          })),
        }),
      );
      return;
    }
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const existing = new Set((Table?.GlobalSecondaryIndexes ?? []).map((g) => g.IndexName));
    for (const g of tableDesign.globalSecondaryIndexes.filter((index) => !existing.has(index.indexName))) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: attributes(g.partitionKey, g.sortKey),
          GlobalSecondaryIndexUpdates: [
            {
              Create: {
                IndexName: g.indexName,
                KeySchema: keySchema(g.partitionKey, g.sortKey),
                Projection: { ProjectionType: 'ALL' },
              },
            },
          ],
        }),
      );
    }
  } finally {
    client.destroy();
  }
}
