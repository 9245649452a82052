import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamicTableId } from '../../../shared/programs/statusColumns';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';

/**
 * A user's saved columns of a list (`save-dynamic-table`): `USER#{sub}` / `TABLE#{tableId}`, one item per list,
 * overwritten by each save (the user's own choice: the last save wins, nothing to merge).
 */
const key = (subject: string, tableId: DynamicTableId) => ({ PK: `USER#${subject}`, SK: `TABLE#${tableId}` });

export async function saveTableColumns(subject: string, tableId: DynamicTableId, columns: readonly string[]) {
  await dynamo.send(
    new PutCommand({
      TableName: env.tableName,
      Item: { ...key(subject, tableId), tableId, columns: [...columns], at: new Date().toISOString() },
    }),
  );
  return { tableId, columns: [...columns] };
}

export async function tableColumnsOf(subject: string, tableId: DynamicTableId) {
  const answer = await dynamo.send(
    // COLUMNS is one of DynamoDB's reserved words.
    new GetCommand({
      TableName: env.tableName,
      Key: key(subject, tableId),
      ProjectionExpression: '#columns',
      ExpressionAttributeNames: { '#columns': 'columns' },
    }),
  );
  const columns = answer.Item?.columns;
  return { tableId, columns: Array.isArray(columns) ? columns.map(String) : null };
}
