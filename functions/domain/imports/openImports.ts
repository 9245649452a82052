import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';

/**
 * The open-imports index (docs/data-model.md, 'Import recovery'): an import, location, expense or inventory,
 * carries GSI1 `IMPORTS#OPEN` / `{createdAt}#{importId}` while it waits or runs, and drops it when it is done, failed
 * or removed, so the stuck sweep reads the few open imports and never scans. The records' lifecycle
 * (importRecords.ts) writes these keys for every import.
 */
const OPEN_IMPORTS = 'IMPORTS#OPEN';
export const openImportKeys = (createdAt: string, importId: string) => ({
  GSI1PK: OPEN_IMPORTS,
  GSI1SK: `${createdAt}#${importId}`,
});
/** The update clause that takes an import off the index. */
export const CLOSE_OPEN_IMPORT = 'REMOVE GSI1PK, GSI1SK';

/** The keys of the open imports started before `before` (ISO time), oldest first. */
export async function listOpenImports(before: string): Promise<{ PK: string; SK: string }[]> {
  const keys: { PK: string; SK: string }[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: env.tableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :open AND GSI1SK < :before',
        ExpressionAttributeValues: { ':open': OPEN_IMPORTS, ':before': before },
        ProjectionExpression: 'PK, SK',
        ExclusiveStartKey: start,
      }),
    );
    keys.push(...((page.Items ?? []) as { PK: string; SK: string }[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return keys;
}
