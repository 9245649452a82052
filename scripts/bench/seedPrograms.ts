import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LocalStackFacts } from '../../shared/webConfig';
import {
  listSortKey,
  programRootKey,
  retailerYearListKey,
  searchName,
  yearListKey,
} from '../../functions/domain/programs/keys';
import { programStatus } from '../../shared/programs/status';

/**
 * A new program's root item as the repository writes it, without list keys: each seeder puts it on the lists
 * it wants (the bench on the year and retailer lists, a test on its own retailer's only).
 */
export const seededProgramRoot = (p: {
  id: number;
  name: string;
  description: string;
  retailer: { id: number; name: string };
  fiscalYear: number;
  createdAt: string;
}) => ({
  ...programRootKey(p.id),
  id: p.id,
  name: p.name,
  searchName: searchName(p.name),
  description: p.description,
  retailerId: p.retailer.id,
  retailerName: p.retailer.name,
  fiscalYear: p.fiscalYear,
  programStartDate: `${p.fiscalYear}-03-01`,
  programEndDate: `${p.fiscalYear}-05-31`,
  accountLocations: [],
  statusId: programStatus.new,
  placeholder: false,
  archived: false,
  creator: 'seed',
  creatorName: 'seed@demo.local',
  createdAt: p.createdAt,
  updatedAt: p.createdAt,
  version: 1,
});

/**
 * Writes `count` programs of one budget year straight into the table, in the aggregate's shape (root item with
 * its list keys) plus the list counters, so list pages can be measured at any table size. Ids start far above
 * the API's counter, so seeded and real programs never collide.
 */
export async function seedPrograms(
  db: DynamoDBDocumentClient,
  tableName: string,
  opts: {
    count: number;
    fiscalYear: number;
    retailers: { id: number; name: string }[];
    firstId: number;
    concurrency?: number;
  },
): Promise<void> {
  const start = Date.parse(`${opts.fiscalYear}-01-01T00:00:00Z`);
  const perRetailer = new Map<number, number>();
  const items = function* () {
    for (let i = 0; i < opts.count; i++) {
      const id = opts.firstId + i;
      const retailer = opts.retailers[i % opts.retailers.length];
      perRetailer.set(retailer.id, (perRetailer.get(retailer.id) ?? 0) + 1);
      const createdAt = new Date(start + i * 60_000).toISOString();
      const sortKey = listSortKey({ createdAt, id });
      yield {
        GSI1PK: yearListKey(opts.fiscalYear),
        GSI1SK: sortKey,
        GSI2PK: retailerYearListKey(retailer.id, opts.fiscalYear),
        GSI2SK: sortKey,
        ...seededProgramRoot({
          id,
          name: `Seeded program ${id}`,
          description: 'Seeded for the list benchmark',
          retailer,
          fiscalYear: opts.fiscalYear,
          createdAt,
        }),
      };
    }
  };
  const source = items();
  const worker = async () => {
    for (;;) {
      const batch = [];
      for (let n = 0; n < 25; n++) {
        const next = source.next();
        if (next.done) break;
        batch.push({ PutRequest: { Item: next.value } });
      }
      if (!batch.length) return;
      let pending: typeof batch | undefined = batch;
      while (pending?.length) {
        const answer = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
        pending = answer.UnprocessedItems?.[tableName] as typeof batch | undefined;
      }
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency ?? 8 }, worker));
  const counters: [string, number][] = [
    [yearListKey(opts.fiscalYear), opts.count],
    ...[...perRetailer].map(([r, n]) => [retailerYearListKey(r, opts.fiscalYear), n] as [string, number]),
  ];
  for (const [list, n] of counters) {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { PK: 'COUNTER', SK: list },
        UpdateExpression: 'ADD #count :n',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':n': n },
      }),
    );
  }
}

/** `npm run seed:programs -- <count> <fiscalYear>`: seeds the running local stack (see .data/local-stack.json). */
if (process.argv[1]?.endsWith('seedPrograms.ts')) {
  const [count = '1000', fiscalYear = '2026'] = process.argv.slice(2);
  const facts: LocalStackFacts = JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', '.data', 'local-stack.json'), 'utf8'),
  );
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: facts.dynamodb.endpoint,
      region: facts.region,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
  );
  const started = Date.now();
  await seedPrograms(db, facts.dynamodb.tableName, {
    count: Number(count),
    fiscalYear: Number(fiscalYear),
    retailers: [
      { id: 1, name: 'Fresh Market Co.' },
      { id: 2, name: 'QuickStop' },
      { id: 3, name: 'HealthRx' },
    ],
    firstId: 10_000_000 + Math.floor(Math.random() * 1_000_000) * 1000,
  });
  console.log(`Seeded ${count} programs of ${fiscalYear} in ${Date.now() - started} ms.`);
  db.destroy();
}
