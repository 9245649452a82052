import { ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ledgerDelta, type LedgerProgram } from '../../../shared/allocation/ledger';
import { ledgerKey } from './ledgerRepository';

/**
 * The migration naming each program on its retailer's brand rows of the ledger (`programIds`, docs/decisions.md,
 * 'A totals row counts distinct programs'), for a table whose programs were counted before the rows named them:
 * every program root (a Scan filtered on `SK = P#PROGRAM`, projected to what the ledger counts) is added to the
 * set of each row that counts it, as its create would (`ledgerDelta`). ADD to a set is idempotent: running it again
 * changes nothing. Answers the number of rows written.
 */
export async function nameLedgerPrograms(db: DynamoDBDocumentClient, tableName: string): Promise<number> {
  let written = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: 'SK = :root',
        ProjectionExpression: 'id, statusId, fiscalYear, retailerId, budgetLines',
        ExpressionAttributeValues: { ':root': 'P#PROGRAM' },
        ExclusiveStartKey: start,
      }),
    );
    for (const program of (page.Items ?? []) as LedgerProgram[]) {
      if (typeof program.id !== 'number') continue;
      for (const entry of ledgerDelta(null, program)) {
        if (entry.retailerId === null || entry.brandId === null || entry.figures.programs <= 0) continue;
        await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: ledgerKey(entry.budgetYear, entry.retailerId, entry.brandId),
            UpdateExpression: 'ADD programIds :id',
            ExpressionAttributeValues: { ':id': new Set([program.id]) },
          }),
        );
        written++;
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return written;
}
