import { ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { searchFold } from '../../../shared/search';

/**
 * The migration of the stored search texts (docs/decisions.md, 'Accents do not count'), for a table written
 * before they were folded without accents: every item holding a `searchText` or a `searchName` (programs, their
 * approved entries and locations, address-book locations, expense lines, payable lines, communication requests)
 * gets it folded as `searchFold` folds it. The stored text was the source text in lower case, and folding that
 * gives what folding the source gives, so no item kind needs its own rule. Each update is conditional on the text
 * read (a write meanwhile already wrote it folded; a deleted item is not brought back); running it again changes
 * nothing. Answers the number of items changed.
 */
export async function foldStoredSearchTexts(db: DynamoDBDocumentClient, tableName: string): Promise<number> {
  let changed = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: 'attribute_exists(searchText) OR attribute_exists(searchName)',
        ProjectionExpression: 'PK, SK, searchText, searchName',
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) changed += await foldItemSearchTexts(db, tableName, item);
    start = page.LastEvaluatedKey;
  } while (start);
  return changed;
}

/**
 * One item's stored search texts folded, each only if it is still the text read (a write meanwhile has written it
 * folded; a deleted item is not brought back). Answers the number of texts changed.
 */
export async function foldItemSearchTexts(
  db: DynamoDBDocumentClient,
  tableName: string,
  item: Record<string, unknown>,
): Promise<number> {
  let changed = 0;
  for (const attribute of ['searchText', 'searchName'] as const) {
    const stored: unknown = item[attribute];
    if (typeof stored !== 'string' || searchFold(stored) === stored) continue;
    try {
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { PK: item.PK, SK: item.SK },
          UpdateExpression: 'SET #text = :folded',
          ConditionExpression: '#text = :stored',
          ExpressionAttributeNames: { '#text': attribute },
          ExpressionAttributeValues: { ':folded': searchFold(stored), ':stored': stored },
        }),
      );
      changed++;
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    }
  }
  return changed;
}
