import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactFields, ProfileFields, ProfileVersionState } from '../../../shared/retailerProfile/profile';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { Conflict } from '../../lib/errors';

/**
 * The retailer profile's items: one partition per retailer, `RPROFILE#{retailerId}`, holding the profile (`P#PROFILE`),
 * its versions (`P#V#{vvvv}`), its owner/resident contacts (`P#OWNER#{id}`), its library documents
 * (`P#LIB#{documentId}`) and the audit entries (`AUDIT#{at}#{rand}`). This file is the only one that knows the keys.
 * Everything of a retailer is one Query; every list here is bounded (tens to hundreds of items per retailer).
 */
type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

const pk = (retailerId: number) => `RPROFILE#${retailerId}`;
const PROFILE_SK = 'P#PROFILE';
const versionSk = (versionId: number) => `P#V#${String(versionId).padStart(4, '0')}`;
const ownerSk = (id: string) => `P#OWNER#${id}`;
const librarySk = (documentId: string) => `P#LIB#${documentId}`;

export interface Stamp {
  by: string;
  byName: string;
  at: string;
}

export interface ProfileRoot {
  retailerId: number;
  profile: ProfileFields;
  version: number;
  lastVersionId: number;
  approvedVersionId: number | null;
  updated: Stamp | null;
}

interface StoredFile {
  documentId: string;
  fileName: string;
  contentType: string;
  size: number;
}

export interface ProfileVersion {
  versionId: number;
  status: ProfileVersionState;
  version: number;
  comment: string;
  files: StoredFile[];
  profile: ProfileFields;
  uploaded: Stamp | null;
  requested: Stamp | null;
  decided: Stamp | null;
  decisionNotes: string | null;
}

export interface Contact extends ContactFields {
  id: string;
  retailerId: number;
  version: number;
  updatedAt: string;
}

export interface LibraryDocument extends StoredFile {
  retailerId: number;
  title: string;
  /** The S3 key (copies share the original's object). */
  key: string;
  uploadedBy: string;
  uploadedAt: string;
  copiedFrom: number | null;
}

const strip = <T>(item: Record<string, unknown> | undefined): T | undefined => {
  if (!item) return undefined;
  const { PK: _pk, SK: _sk, ...rest } = item;
  return rest as T;
};

/** Everything of one retailer's profile, in one Query (the partition is bounded). */
export async function loadProfilePartition(retailerId: number) {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const answer = await dynamo.send(
      new QueryCommand({
        TableName: env.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :p)',
        ExpressionAttributeValues: { ':pk': pk(retailerId), ':p': 'P#' },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(answer.Items ?? []));
    start = answer.LastEvaluatedKey;
  } while (start);
  const of = <T>(prefix: string) => items.filter((i) => String(i.SK).startsWith(prefix)).map((i) => strip<T>(i)!);
  return {
    root: strip<ProfileRoot>(items.find((i) => i.SK === PROFILE_SK)),
    versions: of<ProfileVersion>('P#V#').sort((a, b) => b.versionId - a.versionId),
    contacts: of<Contact>('P#OWNER#'),
    library: of<LibraryDocument>('P#LIB#'),
  };
}

export async function getProfileRoot(retailerId: number): Promise<ProfileRoot | undefined> {
  const answer = await dynamo.send(
    new GetCommand({ TableName: env.tableName, Key: { PK: pk(retailerId), SK: PROFILE_SK } }),
  );
  return strip<ProfileRoot>(answer.Item);
}

export async function getVersion(retailerId: number, versionId: number): Promise<ProfileVersion | undefined> {
  const answer = await dynamo.send(
    new GetCommand({ TableName: env.tableName, Key: { PK: pk(retailerId), SK: versionSk(versionId) } }),
  );
  return strip<ProfileVersion>(answer.Item);
}

export function profileAudit(retailerId: number, actor: Stamp, action: string, notes: string): TransactItem {
  return {
    Put: {
      TableName: env.tableName,
      Item: {
        PK: pk(retailerId),
        SK: `AUDIT#${actor.at}#${randomUUID().slice(0, 8)}`,
        at: actor.at,
        by: actor.by,
        byName: actor.byName,
        action,
        notes,
      },
    },
  };
}

async function transact(items: TransactItem[]) {
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') throw new Conflict();
    throw error;
  }
}

/** Saves the profile's fields at the version read (0: never saved); 409 when someone saved meanwhile. */
export async function saveProfile(retailerId: number, version: number, profile: ProfileFields, actor: Stamp) {
  await transact([
    {
      Update: {
        TableName: env.tableName,
        Key: { PK: pk(retailerId), SK: PROFILE_SK },
        UpdateExpression:
          'SET #profile = :profile, #version = :next, #updated = :updated, retailerId = :r, ' +
          'lastVersionId = if_not_exists(lastVersionId, :zero), approvedVersionId = if_not_exists(approvedVersionId, :null)',
        ConditionExpression:
          version === 0 ? 'attribute_not_exists(#version) OR #version = :zero' : '#version = :version',
        ExpressionAttributeNames: { '#profile': 'profile', '#version': 'version', '#updated': 'updated' },
        ExpressionAttributeValues: {
          ':profile': profile,
          ':next': version + 1,
          ':updated': actor,
          ':r': retailerId,
          ':zero': 0,
          ':null': null,
          ...(version === 0 ? {} : { ':version': version }),
        },
      },
    },
    profileAudit(retailerId, actor, 'save-profile', `version ${version + 1}`),
  ]);
}

/**
 * A new draft version, numbered after the root's `lastVersionId` as read (two uploads at once: one gets 409).
 * The root is created (at version 0, the empty profile) when the retailer has none yet.
 */
export async function insertVersion(retailerId: number, lastVersionId: number, version: ProfileVersion, actor: Stamp) {
  await transact([
    {
      Update: {
        TableName: env.tableName,
        Key: { PK: pk(retailerId), SK: PROFILE_SK },
        UpdateExpression:
          'SET lastVersionId = :next, retailerId = :r, #profile = if_not_exists(#profile, :profile), ' +
          '#version = if_not_exists(#version, :zero), approvedVersionId = if_not_exists(approvedVersionId, :null)',
        ConditionExpression:
          lastVersionId === 0
            ? 'attribute_not_exists(lastVersionId) OR lastVersionId = :zero'
            : 'lastVersionId = :last',
        ExpressionAttributeNames: { '#profile': 'profile', '#version': 'version' },
        ExpressionAttributeValues: {
          ':next': version.versionId,
          ':r': retailerId,
          ':profile': version.profile,
          ':zero': 0,
          ':null': null,
          ...(lastVersionId === 0 ? {} : { ':last': lastVersionId }),
        },
      },
    },
    {
      Put: {
        TableName: env.tableName,
        Item: { PK: pk(retailerId), SK: versionSk(version.versionId), ...version },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    profileAudit(retailerId, actor, 'add-version', `version ${version.versionId} (${version.files.length} files)`),
  ]);
}

export const versionKey = (retailerId: number, versionId: number) => ({
  PK: pk(retailerId),
  SK: versionSk(versionId),
});

/** With an approval: the root names the approved version (no condition: edits of the fields do not touch it). */
export function markApproved(retailerId: number, versionId: number): TransactItem {
  return {
    Update: {
      TableName: env.tableName,
      Key: { PK: pk(retailerId), SK: PROFILE_SK },
      UpdateExpression: 'SET approvedVersionId = :v',
      ExpressionAttributeValues: { ':v': versionId },
    },
  };
}

export async function putContact(contact: Contact, expectedVersion: number | null) {
  await dynamo
    .send(
      new PutCommand({
        TableName: env.tableName,
        Item: { PK: pk(contact.retailerId), SK: ownerSk(contact.id), ...contact },
        ConditionExpression: expectedVersion === null ? 'attribute_not_exists(PK)' : '#version = :version',
        ...(expectedVersion === null
          ? {}
          : {
              ExpressionAttributeNames: { '#version': 'version' },
              ExpressionAttributeValues: { ':version': expectedVersion },
            }),
      }),
    )
    .catch((error: Error) => {
      throw error.name === 'ConditionalCheckFailedException' ? new Conflict() : error;
    });
}

export async function getContact(retailerId: number, id: string): Promise<Contact | undefined> {
  const answer = await dynamo.send(
    new GetCommand({ TableName: env.tableName, Key: { PK: pk(retailerId), SK: ownerSk(id) } }),
  );
  return strip<Contact>(answer.Item);
}

/** Removes a contact; false when it was not there. */
export async function deleteContact(retailerId: number, id: string): Promise<boolean> {
  const answer = await dynamo.send(
    new DeleteCommand({
      TableName: env.tableName,
      Key: { PK: pk(retailerId), SK: ownerSk(id) },
      ReturnValues: 'ALL_OLD',
    }),
  );
  return answer.Attributes !== undefined;
}

export async function putLibraryDocuments(documents: LibraryDocument[], actor: Stamp) {
  for (let i = 0; i < documents.length; i += 40) {
    const chunk = documents.slice(i, i + 40);
    await transact([
      ...chunk.map((d): TransactItem => ({
        Put: { TableName: env.tableName, Item: { PK: pk(d.retailerId), SK: librarySk(d.documentId), ...d } },
      })),
      ...[...new Set(chunk.map((d) => d.retailerId))].map((r) =>
        profileAudit(
          r,
          actor,
          'add-document',
          chunk
            .filter((d) => d.retailerId === r)
            .map((d) => d.fileName)
            .join(', '),
        ),
      ),
    ]);
  }
}

export async function getLibraryDocument(retailerId: number, documentId: string): Promise<LibraryDocument | undefined> {
  const answer = await dynamo.send(
    new GetCommand({ TableName: env.tableName, Key: { PK: pk(retailerId), SK: librarySk(documentId) } }),
  );
  return strip<LibraryDocument>(answer.Item);
}

export async function deleteLibraryDocument(document: LibraryDocument, actor: Stamp) {
  await transact([
    {
      Delete: {
        TableName: env.tableName,
        Key: { PK: pk(document.retailerId), SK: librarySk(document.documentId) },
        ConditionExpression: 'attribute_exists(PK)',
      },
    },
    profileAudit(document.retailerId, actor, 'delete-document', document.fileName),
  ]);
}
