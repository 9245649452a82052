import type { PictureKind } from '../../../shared/reference/kinds';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';

export interface DocumentRecord {
  id: string;
  /** S3 key in the documents bucket, made by the server. */
  key: string;
  fileName: string;
  contentType: string;
  size: number;
  uploadedBy: string;
  createdAt: string;
  /** What the document was uploaded for; its access rules decide who may read it. Absent: only the uploader. */
  owner?: DocumentOwner;
}

/**
 * The owners documents are uploaded for, each recorded by its upload route: a program (the files of its
 * tactics' components), a catalog tactic, a retailer, a content page (guidelines, resources), a catalog tactic's or campaign theme's picture. A new owner kind adds its read rule in documentAccess.ts.
 */
export type DocumentOwner =
  | { kind: 'program'; programId: number }
  | { kind: 'tactic'; tacticId: number }
  | { kind: 'retailer'; retailerId: number }
  | { kind: 'content'; page: string }
  /** The picture of a catalog tactic or campaign theme (`reference/pictures`). */
  | { kind: 'picture'; of: PictureKind };

const documentKey = (id: string) => ({ PK: `DOC#${id}`, SK: 'DOC' });

export async function putDocument(doc: DocumentRecord): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: env.tableName, Item: { ...documentKey(doc.id), ...doc } }));
}

export async function getDocument(id: string): Promise<DocumentRecord | undefined> {
  const answer = await dynamo.send(new GetCommand({ TableName: env.tableName, Key: documentKey(id) }));
  return answer.Item as DocumentRecord | undefined;
}

/** Forgets a document (a retailer library's entry removed): its downloads answer 404; the object stays. */
export async function deleteDocument(id: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: env.tableName, Key: documentKey(id) }));
}
