import { QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { closedMarker, kindListKey, tacticSumKey } from './expenseKeys';

/**
 * The closed-reconciliation markers of tactics whose PO lines were approved before the approve wrote the marker
 * (docs/decisions.md, 'An approved reconciliation no longer changes'): every PO line past approval (GSI1
 * `EXPENSES#po`, filtered on status, page by page) marks its tactic's sum item as the approve does,
 * `if_not_exists` (a marker already there stays; running it again changes nothing). Answers the lines read.
 */
export async function markClosedReconciliations(db: DynamoDBDocumentClient, tableName: string): Promise<number> {
  let marked = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :list',
        FilterExpression: '#status IN (:approved, :confirmed)',
        ProjectionExpression: 'id, #status, tacticId',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':list': kindListKey('po'),
          ':approved': 'approved',
          ':confirmed': 'confirmed',
        },
        ExclusiveStartKey: start,
      }),
    );
    for (const line of page.Items ?? []) {
      if (typeof line.tacticId !== 'string') continue;
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: tacticSumKey(line.tacticId),
          UpdateExpression: 'SET #closed = if_not_exists(#closed, :status), #line = if_not_exists(#line, :id)',
          ExpressionAttributeNames: { '#closed': closedMarker.status, '#line': closedMarker.lineId },
          ExpressionAttributeValues: { ':status': line.status, ':id': line.id },
        }),
      );
      marked++;
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return marked;
}
