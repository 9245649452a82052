import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Task } from '../../../shared/tasks/tasks';
import { batchGetAll } from '../../lib/batchGet';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';

/**
 * A user's dismissed tasks (mark-as-completed): `USER#{subject}` / `TASKDONE#{taskId}`, holding the task as it was
 * and the state it was dismissed in. Only this module spells the keys. The workflows never read them.
 */
const dismissalKey = (subject: string, taskId: string) => ({ PK: `USER#${subject}`, SK: `TASKDONE#${taskId}` });

/** How many of a user's completed tasks the complete list reads (the newest of them are shown). */
const COMPLETED_READ = 200;

export interface Dismissal extends Task {
  state: string;
  completedAt: string;
}

/** The states the given tasks were dismissed in (BatchGet of their records; absent ones were never dismissed). */
export async function dismissedStates(subject: string, taskIds: readonly string[]): Promise<Map<string, string>> {
  const states = new Map<string, string>();
  const keys = [...new Set(taskIds)].map((id) => dismissalKey(subject, id));
  const items = await batchGetAll(keys, {
    ProjectionExpression: '#id, #state',
    ExpressionAttributeNames: { '#id': 'id', '#state': 'state' },
  });
  for (const item of items) states.set(String(item.id), String(item.state));
  return states;
}

export async function putDismissal(subject: string, dismissal: Dismissal): Promise<void> {
  await dynamo.send(
    new PutCommand({ TableName: env.tableName, Item: { ...dismissalKey(subject, dismissal.id), ...dismissal } }),
  );
}

/** The user's dismissed tasks, newest first (at most the 200 their partition lists first). */
export async function completedTasks(subject: string): Promise<Dismissal[]> {
  const answer = await dynamo.send(
    new QueryCommand({
      TableName: env.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${subject}`, ':prefix': 'TASKDONE#' },
      Limit: COMPLETED_READ,
    }),
  );
  return (answer.Items ?? [])
    .map(({ PK: _pk, SK: _sk, ...rest }) => rest as Dismissal)
    .sort((a, b) => b.completedAt.localeCompare(a.completedAt));
}
