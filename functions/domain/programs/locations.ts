import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { programPk } from './keys';

/** How many delivery locations the program has selected: a keys-only count over its `L#` items. */
export async function countProgramLocations(programId: number): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: env.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': programPk(programId), ':prefix': 'L#' },
        Select: 'COUNT',
        ExclusiveStartKey: start,
      }),
    );
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}
