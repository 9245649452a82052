import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import type { DocumentRecord } from '../documents/documentRepository';

/** A catalog tactic's files: `TACTIC#{id}` / `FILE#{documentId}`, pointing at document records. */
export interface TacticFile {
  documentId: string;
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: string;
}

const fileKey = (tacticId: number, documentId: string) => ({ PK: `TACTIC#${tacticId}`, SK: `FILE#${documentId}` });

export async function listTacticFiles(tacticId: number): Promise<TacticFile[]> {
  const answer = await dynamo.send(
    new QueryCommand({
      TableName: env.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': `TACTIC#${tacticId}`, ':prefix': 'FILE#' },
    }),
  );
  return (answer.Items ?? []).map(({ documentId, fileName, contentType, size, uploadedAt }) => ({
    documentId,
    fileName,
    contentType,
    size,
    uploadedAt,
  }));
}

/** One file of a tactic, or undefined when the document is not (or no longer) on the tactic's list. */
export async function getTacticFile(tacticId: number, documentId: string): Promise<TacticFile | undefined> {
  const answer = await dynamo.send(new GetCommand({ TableName: env.tableName, Key: fileKey(tacticId, documentId) }));
  if (!answer.Item) return undefined;
  const { fileName, contentType, size, uploadedAt } = answer.Item;
  return { documentId, fileName, contentType, size, uploadedAt };
}

export async function addTacticFile(tacticId: number, document: DocumentRecord): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: env.tableName,
      Item: {
        ...fileKey(tacticId, document.id),
        documentId: document.id,
        fileName: document.fileName,
        contentType: document.contentType,
        size: document.size,
        uploadedAt: document.createdAt,
      },
    }),
  );
}

export async function removeTacticFile(tacticId: number, documentId: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: env.tableName, Key: fileKey(tacticId, documentId) }));
}
