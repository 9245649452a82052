import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { RequestRoot } from './requestRepository';
import { searchFold } from '../../../shared/search';
import { dynamo } from '../../lib/clients/dynamo';
import { Conflict } from '../../lib/errors';

/**
 * The communication request aggregate (docs/data-model.md, 'Communication requests'); this module is the only
 * owner of its keys. One partition `CREQ#{id}`: the root `R#ROOT`, versions `R#V#{vvvv}`, messages
 * `R#M#{vvvv}#{mmmmmm}` (a version's thread is one Query), the message sequence `R#SEQ`, audit entries
 * `AUDIT#{at}#{rand}`. Lists: GSI1 `CREQS` (every request) and GSI2 `CREQS#R#{retailerId}` (one retailer's),
 * sorted by `{createdAt}#{id}`. Request ids come from the counter `COUNTER` / `SEQ#CREQ`.
 */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export const pk = (id: number) => `CREQ#${id}`;
const pad = (n: number, width: number) => String(n).padStart(width, '0');
export const rootKey = (id: number) => ({ PK: pk(id), SK: 'R#ROOT' });
export const versionKey = (id: number, versionId: number) => ({ PK: pk(id), SK: `R#V#${pad(versionId, 4)}` });
export const messagePrefix = (versionId: number) => `R#M#${pad(versionId, 4)}#`;
export const messageKey = (id: number, versionId: number, messageId: number) => ({
  PK: pk(id),
  SK: `${messagePrefix(versionId)}${pad(messageId, 6)}`,
});
export const ALL_LIST = 'CREQS';
export const retailerList = (retailerId: number) => `CREQS#R#${retailerId}`;
export const listSortKey = (root: Pick<RequestRoot, 'createdAt' | 'id'>) => `${root.createdAt}#${pad(root.id, 12)}`;

export const strip = <T>(item: Record<string, unknown> | undefined): T | undefined => {
  if (!item) return undefined;
  const { PK: _pk, SK: _sk, GSI1PK: _a, GSI1SK: _b, GSI2PK: _c, GSI2SK: _d, searchText: _s, ...rest } = item;
  return rest as T;
};

export const searchText = (root: Pick<RequestRoot, 'requestName' | 'programName' | 'id'>) =>
  searchFold(`${root.id} ${root.requestName} ${root.programName}`);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One transaction; cancelled only because another touched the same items at that moment, it is sent again
 * (a failed condition is a refusal and is never retried: `refused` says what it means).
 */
export async function transact(items: TransactItem[], refused: () => Error, retries = 8): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await dynamo.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if ((error as Error).name !== 'TransactionCanceledException') throw error;
      const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
      if (reasons.some((r) => r.Code === 'ConditionalCheckFailed')) throw refused();
      if (attempt >= retries) throw new Conflict();
      await pause(Math.random() * Math.min(500, 20 * 2 ** attempt));
    }
  }
}
