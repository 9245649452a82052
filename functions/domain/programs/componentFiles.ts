import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { programGuardMessages } from '../../../shared/programs/messages';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { Conflict } from '../../lib/errors';
import type { Component, ProgramRoot } from './programTypes';
import { auditItem, type Writer } from './audit';
import { rootAllows, writeProgram } from './guard';
import { programTacticKeyOf } from './keys';

/** A component's files are a list inside its tactic item; bounded so the item stays small. */
const MAX_COMPONENT_FILES = 50;
/** Parallel appends to one component race on the same items; each is sent again until it lands. */
const APPEND_RETRIES = 12;

type File = Component['files'][number];

/**
 * Appends one file to a component: `list_append` in the write itself (never a read-modify-write of the list),
 * conditional on the component existing and holding fewer than the maximum, in one transaction with the
 * program's status check and the audit entry. Twenty parallel uploads keep twenty files.
 */
export async function appendComponentFile(
  program: ProgramRoot,
  tacticId: string,
  componentKey: string,
  file: File,
  writer: Writer,
): Promise<void> {
  try {
    await writeProgram(
      [
        rootAllows(program, 'componentFiles', writer),
        {
          Update: {
            TableName: env.tableName,
            Key: programTacticKeyOf(tacticId),
            UpdateExpression:
              'SET components.#c.files = list_append(if_not_exists(components.#c.files, :empty), :file)',
            ConditionExpression:
              'attribute_exists(components.#c) AND (attribute_not_exists(components.#c.files) OR size(components.#c.files) < :max)',
            ExpressionAttributeNames: { '#c': componentKey },
            ExpressionAttributeValues: { ':file': [file], ':empty': [], ':max': MAX_COMPONENT_FILES },
          },
        },
        auditItem(program.id, writer, 'component-file-add', {
          fromStatusId: program.statusId,
          toStatusId: program.statusId,
          notes: `${tacticId}.${componentKey} ${file.fileName} (${file.documentId})`,
        }),
      ],
      { retryConflicts: APPEND_RETRIES },
    );
  } catch (error) {
    const stored = (await componentFiles(tacticId, componentKey)) ?? [];
    if (stored.length >= MAX_COMPONENT_FILES)
      throw new Conflict(programGuardMessages.tooManyComponentFiles(MAX_COMPONENT_FILES));
    throw error;
  }
}

/** The component's files as stored now (a strongly consistent read), or undefined when it is gone. */
async function componentFiles(tacticId: string, componentKey: string): Promise<File[] | undefined> {
  const answer = await dynamo.send(
    new GetCommand({
      TableName: env.tableName,
      Key: programTacticKeyOf(tacticId),
      ProjectionExpression: 'components.#c',
      ExpressionAttributeNames: { '#c': componentKey },
      ConsistentRead: true,
    }),
  );
  const component = (answer.Item?.components as Record<string, Component> | undefined)?.[componentKey];
  return component ? (component.files ?? []) : undefined;
}

/**
 * Removes one file by its position, conditional on that position still holding it; when a parallel change
 * moved it, the list is read again and the removal retried. Removing a file that is not there changes nothing.
 * Answers the files left.
 */
export async function removeComponentFile(
  program: ProgramRoot,
  tacticId: string,
  componentKey: string,
  documentId: string,
  writer: Writer,
): Promise<File[]> {
  for (let attempt = 0; ; attempt++) {
    const files = (await componentFiles(tacticId, componentKey)) ?? [];
    const index = files.findIndex((f) => f.documentId === documentId);
    if (index < 0) return files;
    try {
      await writeProgram(
        [
          rootAllows(program, 'componentFiles', writer),
          {
            Update: {
              TableName: env.tableName,
              Key: programTacticKeyOf(tacticId),
              UpdateExpression: `REMOVE components.#c.files[${index}]`,
              ConditionExpression: `components.#c.files[${index}].documentId = :doc`,
              ExpressionAttributeNames: { '#c': componentKey },
              ExpressionAttributeValues: { ':doc': documentId },
            },
          },
          auditItem(program.id, writer, 'component-file-delete', {
            fromStatusId: program.statusId,
            toStatusId: program.statusId,
            notes: `${tacticId}.${componentKey} ${files[index].fileName} (${documentId})`,
          }),
        ],
        { retryConflicts: APPEND_RETRIES },
      );
      return files.filter((_, i) => i !== index);
    } catch (error) {
      const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
      // Only the list moved (the root's check passed): read it again and retry.
      const listMoved = reasons[0]?.Code === 'None' && reasons[1]?.Code === 'ConditionalCheckFailed';
      if (!listMoved || attempt >= APPEND_RETRIES) throw error;
    }
  }
}
