import { createHash, randomBytes } from 'node:crypto';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SHARED_LINK_EXPIRY_DAYS } from '../../../shared/constants';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';

/**
 * An e-mailed asset link is a random token (256 bits) for one recipient. The table keeps only the token's
 * SHA-256 (`ASSETLINK#{hash}`, with a TTL at expiry), so a copy of the table opens nothing; the history the
 * product shows lives under the tactic (`TACTIC#{id}` / `LINK#{linkId}`) and outlives the TTL.
 */
export interface AssetLink {
  id: string;
  tacticId: number;
  recipient: string;
  sentAt: string;
  sentBy: string;
  sentByName: string;
  expiresAt: string;
  status: 'pending' | 'sent' | 'revoked';
  downloadCount: number;
  lastDownloadAt: string | null;
  files: { documentId: string; fileName: string }[];
  tokenHash: string;
}

export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const looksLikeToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

const tokenKey = (tokenHash: string) => ({ PK: `ASSETLINK#${tokenHash}`, SK: 'LINK' });
const historyKey = (tacticId: number, linkId: string) => ({ PK: `TACTIC#${tacticId}`, SK: `LINK#${linkId}` });
const strip = ({ PK: _pk, SK: _sk, ...rest }: Record<string, unknown>) => rest as unknown as AssetLink;

/** A new link for one recipient, pending until its mail is sent. */
export async function createPendingLink(
  link: Omit<AssetLink, 'status' | 'downloadCount' | 'lastDownloadAt' | 'expiresAt'>,
  now: Date,
): Promise<AssetLink> {
  const expires = new Date(now.getTime() + SHARED_LINK_EXPIRY_DAYS * 86_400_000);
  const record: AssetLink = {
    ...link,
    status: 'pending',
    downloadCount: 0,
    lastDownloadAt: null,
    expiresAt: expires.toISOString(),
  };
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: env.tableName,
            Item: {
              ...tokenKey(link.tokenHash),
              linkId: link.id,
              tacticId: link.tacticId,
              expiresAt: Math.floor(expires.getTime() / 1000),
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        { Put: { TableName: env.tableName, Item: { ...historyKey(link.tacticId, link.id), ...record } } },
      ],
    }),
  );
  return record;
}

export async function markSent(link: AssetLink): Promise<AssetLink> {
  await dynamo.send(
    new UpdateCommand({
      TableName: env.tableName,
      Key: historyKey(link.tacticId, link.id),
      UpdateExpression: 'SET #status = :sent',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':sent': 'sent' },
    }),
  );
  return { ...link, status: 'sent' };
}

/** A link whose mail could not be sent leaves no trace that could open anything. */
export async function discardPending(link: AssetLink): Promise<void> {
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: env.tableName, Key: tokenKey(link.tokenHash) } },
        { Delete: { TableName: env.tableName, Key: historyKey(link.tacticId, link.id) } },
      ],
    }),
  );
}

export async function listLinks(tacticId: number): Promise<AssetLink[]> {
  const answer = await dynamo.send(
    new QueryCommand({
      TableName: env.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': `TACTIC#${tacticId}`, ':prefix': 'LINK#' },
    }),
  );
  return (answer.Items ?? []).map(strip).filter((l) => l.status !== 'pending');
}

export async function getLink(tacticId: number, linkId: string): Promise<AssetLink | undefined> {
  const answer = await dynamo.send(new GetCommand({ TableName: env.tableName, Key: historyKey(tacticId, linkId) }));
  return answer.Item ? strip(answer.Item) : undefined;
}

/** The link a token opens, or nothing: unknown tokens and tokens whose TTL removed them look the same. */
export async function findLinkByToken(token: string): Promise<AssetLink | undefined> {
  const answer = await dynamo.send(new GetCommand({ TableName: env.tableName, Key: tokenKey(hashToken(token)) }));
  if (!answer.Item) return undefined;
  return getLink(answer.Item.tacticId as number, answer.Item.linkId as string);
}

export async function revokeLink(link: AssetLink): Promise<AssetLink> {
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: env.tableName,
            Key: historyKey(link.tacticId, link.id),
            UpdateExpression: 'SET #status = :revoked',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':revoked': 'revoked' },
          },
        },
        // The token stays (until its TTL) marked revoked, so the page can say the link was withdrawn.
        {
          Update: {
            TableName: env.tableName,
            Key: tokenKey(link.tokenHash),
            UpdateExpression: 'SET revoked = :yes',
            ExpressionAttributeValues: { ':yes': true },
          },
        },
      ],
    }),
  );
  return { ...link, status: 'revoked' };
}

/** Counts a download on the link and keeps a log entry (who, when, which file): one transaction. */
export async function recordDownload(entry: {
  tacticId: number;
  linkId: string | null;
  recipient: string;
  documentId: string;
  fileName: string;
  at: string;
}): Promise<void> {
  const items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']> = [
    {
      Put: {
        TableName: env.tableName,
        Item: {
          PK: `TACTIC#${entry.tacticId}`,
          SK: `DOWNLOAD#${entry.at}#${randomBytes(4).toString('hex')}`,
          ...entry,
        },
      },
    },
  ];
  if (entry.linkId) {
    items.push({
      Update: {
        TableName: env.tableName,
        Key: historyKey(entry.tacticId, entry.linkId),
        UpdateExpression: 'SET downloadCount = downloadCount + :one, lastDownloadAt = :at',
        ConditionExpression: '#status = :sent',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':one': 1, ':at': entry.at, ':sent': 'sent' },
      },
    });
  }
  await dynamo.send(new TransactWriteCommand({ TransactItems: items }));
}
