import * as recordMessages from '../../../shared/recordMessages';
import { jobServerMessages } from '../../../shared/programs/jobsToBeDone';
import {
  GetCommand,
  QueryCommand,
  UpdateCommand,
  PutCommand,
  DeleteCommand,
  type TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { fieldAssignments } from '../../lib/updateExpression';
import { Conflict, NotFound } from '../../lib/errors';

/**
 * Jobs to be done of one brand and budget year share a partition `JTBD#B{brand}#Y{year}` (a handful of items,
 * one Query). A job's id `{brand}-{year}-{seq}` names its partition, so `.../{id}` routes need no index.
 * Contributions are a bounded list inside the job; programs that choose a job count as its users.
 */
export interface Job {
  id: string;
  brandId: number;
  budgetYear: number;
  name: string;
  description: string;
  details: { id: string; name: string }[];
  contributions: { contributingBrandId: number; brandName: string; atlPercent: number; btlPercent: number }[];
  active: boolean;
  usageTotal: number;
  version: number;
}

type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

const partition = (brandId: number, year: number) => `JTBD#B${brandId}#Y${year}`;
export const parseJobId = (id: string) => {
  const [brandId, budgetYear, seq] = id.split('-').map(Number);
  return { brandId, budgetYear, seq };
};
const jobKey = (id: string) => {
  const { brandId, budgetYear, seq } = parseJobId(id);
  return { PK: partition(brandId, budgetYear), SK: `JOB#${String(seq).padStart(6, '0')}` };
};
const strip = ({ PK: _pk, SK: _sk, ...rest }: Record<string, unknown>) => rest as unknown as Job;

export async function listJobs(brandId: number, budgetYear: number): Promise<Job[]> {
  const answer = await dynamo.send(
    new QueryCommand({
      TableName: env.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :job)',
      ExpressionAttributeValues: { ':pk': partition(brandId, budgetYear), ':job': 'JOB#' },
    }),
  );
  return (answer.Items ?? []).map(strip);
}

export async function getJob(id: string): Promise<Job> {
  const answer = await dynamo.send(new GetCommand({ TableName: env.tableName, Key: jobKey(id) }));
  if (!answer.Item) throw new NotFound(recordMessages.job);
  return strip(answer.Item);
}

export async function createJob(fields: Omit<Job, 'id' | 'usageTotal' | 'version' | 'contributions'>): Promise<Job> {
  const counter = await dynamo.send(
    new UpdateCommand({
      TableName: env.tableName,
      Key: { PK: 'COUNTER', SK: `JOB#${fields.brandId}#${fields.budgetYear}` },
      UpdateExpression: 'ADD lastId :one',
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const job: Job = {
    ...fields,
    id: `${fields.brandId}-${fields.budgetYear}-${counter.Attributes!.lastId}`,
    contributions: [],
    usageTotal: 0,
    version: 1,
  };
  await dynamo.send(
    new PutCommand({
      TableName: env.tableName,
      Item: { ...jobKey(job.id), ...job },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return job;
}

/** Writes the given fields at the version read; 409 when someone saved the job in between. */
export async function updateJob(id: string, version: number, fields: Partial<Job>): Promise<Job> {
  const assign = fieldAssignments(fields);
  try {
    const answer = await dynamo.send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: jobKey(id),
        UpdateExpression: `SET ${[...assign.set, 'version = :next'].join(', ')}`,
        ConditionExpression: 'version = :version',
        ExpressionAttributeNames: assign.names,
        ExpressionAttributeValues: {
          ...assign.values,
          ':next': version + 1,
          ':version': version,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return strip(answer.Attributes!);
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') {
      await getJob(id);
      throw new Conflict();
    }
    throw error;
  }
}

export const jobInUseReason = (job: Pick<Job, 'usageTotal'>) =>
  job.usageTotal > 0 ? jobServerMessages.inUse(job.usageTotal) : null;

export async function deleteJob(id: string): Promise<void> {
  const job = await getJob(id);
  const reason = jobInUseReason(job);
  if (reason) throw new Conflict(reason);
  try {
    await dynamo.send(
      new DeleteCommand({
        TableName: env.tableName,
        Key: jobKey(id),
        ConditionExpression: 'version = :version AND usageTotal = :zero',
        ExpressionAttributeValues: { ':version': job.version, ':zero': 0 },
      }),
    );
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException')
      throw new Conflict(jobInUseReason(await getJob(id)) ?? undefined);
    throw error;
  }
}

/** One more (or fewer) program choosing the job; also proves the job exists. */
export function jobUsageChange(id: string, delta: number): TransactItem {
  return {
    Update: {
      TableName: env.tableName,
      Key: jobKey(id),
      UpdateExpression: 'SET usageTotal = if_not_exists(usageTotal, :zero) + :delta',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':zero': 0, ':delta': delta },
    },
  };
}
