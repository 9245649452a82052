import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lib/clients/dynamo';
import { clock } from '../../lib/clock';
import { env } from '../../lib/env';
import { migrations, type Migration } from './migrations';

/** Where a migration's run is recorded: one item per migration, never removed. */
export const migrationRecordKey = (name: string) => ({ PK: 'MIGRATION', SK: name });

export interface MigrationRun {
  name: string;
  /** The items the migration wrote. */
  changed: number;
}

/**
 * Runs, in their order, the migrations this table has no record of, and records each as it ends: a deployed
 * stage's seed at every deploy (functions/seed/handler.ts), a local stack at its start. A migration that throws
 * is not recorded and stops the ones after it, so the next run starts it again (each is idempotent). Answers
 * the migrations run.
 */
export async function runPendingMigrations(
  db: DynamoDBDocumentClient,
  tableName: string,
  list: readonly Migration[] = migrations,
): Promise<MigrationRun[]> {
  const runs: MigrationRun[] = [];
  for (const migration of list) {
    const record = await db.send(
      new GetCommand({ TableName: tableName, Key: migrationRecordKey(migration.name), ConsistentRead: true }),
    );
    if (record.Item) continue;
    const startedAt = clock.now().toISOString();
    const changed = await migration.run(db, tableName);
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...migrationRecordKey(migration.name), changed, startedAt, finishedAt: clock.now().toISOString() },
      }),
    );
    runs.push({ name: migration.name, changed });
  }
  return runs;
}

/** The stage's pending migrations on its own table, with the seed function's access (in AWS and locally). */
export const runStageMigrations = () => runPendingMigrations(dynamo, env.tableName);
