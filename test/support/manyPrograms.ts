import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  UpdateCommand,
  type BatchWriteCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { listSortKey, retailerYearListKey } from '../../functions/domain/programs/keys';
import { seededProgramRoot } from '../../scripts/bench/seedPrograms';

/**
 * `count` programs of a retailer's budget year written straight into the table, newer than any made before (so a
 * list read newest first meets them first), in the root's shape with the retailer's list keys and counter only: a
 * test's own retailer gets more programs than a bounded read takes without the API's minutes per program, and no
 * year list or other test's screen shows them. Ids far above the API's counter, so they never collide.
 */
export async function seedRetailerPrograms(opts: {
  retailerId: number;
  retailerName: string;
  fiscalYear: number;
  count: number;
  name: string;
}): Promise<void> {
  const db = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  const firstId = 20_000_000 + Math.floor(Math.random() * 1_000_000) * 1000;
  const start = Date.now() + 60_000;
  const items = Array.from({ length: opts.count }, (_, i) => {
    const id = firstId + i;
    const createdAt = new Date(start + i * 1000).toISOString();
    return {
      GSI2PK: retailerYearListKey(opts.retailerId, opts.fiscalYear),
      GSI2SK: listSortKey({ createdAt, id }),
      ...seededProgramRoot({
        id,
        name: `${opts.name} ${i + 1}`,
        description: 'Seeded',
        retailer: { id: opts.retailerId, name: opts.retailerName },
        fiscalYear: opts.fiscalYear,
        createdAt,
      }),
    };
  });
  try {
    for (let i = 0; i < items.length; i += 25) {
      let pending: unknown[] | undefined = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
      while (pending?.length) {
        const answer: BatchWriteCommandOutput = await db.send(
          new BatchWriteCommand({ RequestItems: { [process.env.TABLE_NAME!]: pending as never } }),
        );
        pending = answer.UnprocessedItems?.[process.env.TABLE_NAME!];
      }
    }
    await db.send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: { PK: 'COUNTER', SK: retailerYearListKey(opts.retailerId, opts.fiscalYear) },
        UpdateExpression: 'ADD #count :n',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':n': opts.count },
      }),
    );
  } finally {
    db.destroy();
  }
}
