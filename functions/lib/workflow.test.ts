import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { knownClaims, type Claim } from '../../shared/claims';
import { serverMessages } from '../../shared/messages';
import { defineWorkflow } from '../../shared/workflow/workflow';
import { Conflict, Forbidden, InvalidInput } from './errors';
import { applyTransition, refuseTransition, requireNotes } from './workflow';

process.env.TABLE_NAME = 'unit-table';
process.env.AWS_REGION = 'us-east-1';
process.env.AWS_ACCESS_KEY_ID = 'unit';
process.env.AWS_SECRET_ACCESS_KEY = 'unit';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

const review = defineWorkflow({
  subject: 'review',
  stateNames: { open: 'Open', approved: 'Approved' },
  transitions: {
    approve: { from: ['open'], to: 'approved', claim: knownClaims.approveProgram, done: 'approved', label: 'Approve' },
    reject: {
      from: ['open'],
      to: null,
      claim: knownClaims.approveProgram,
      needsNotes: true,
      done: 'rejected',
      label: 'Reject',
    },
  },
});
const holding = (...claims: Claim[]) => ({ claims });
const audit = { Put: { TableName: 'unit-table', Item: { PK: 'R#1', SK: 'AUDIT#1' } } };
const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
const sent = () => ddb.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems!;

describe('refuseTransition', () => {
  it("answers 409 with the flow's own refusal when the state does not allow the action", () => {
    const attempt = () => refuseTransition(review, 'approve', 'approved', holding(knownClaims.approveProgram));
    expect(attempt).toThrow(Conflict);
    expect(attempt).toThrow('An approved review cannot be approved.');
  });

  it("answers 403 to a user without the action's claim, and lets a holder through", () => {
    expect(() => refuseTransition(review, 'approve', 'open', holding(knownClaims.viewPrograms))).toThrow(Forbidden);
    expect(() => refuseTransition(review, 'approve', 'open', holding(knownClaims.approveProgram))).not.toThrow();
  });
});

describe('requireNotes', () => {
  it('answers 400 on notes when an action that needs them has none (blank counts as none)', () => {
    const attempt = () => requireNotes(review, 'reject', '  ', 'Notes are required.');
    expect(attempt).toThrow(InvalidInput);
    expect(attempt).toThrow('Notes are required.');
    expect(() => requireNotes(review, 'reject', 'Too deep', 'Notes are required.')).not.toThrow();
    expect(() => requireNotes(review, 'approve', undefined, 'Notes are required.')).not.toThrow();
  });
});

describe('applyTransition', () => {
  const move = {
    key: { PK: 'R#1', SK: 'ROOT' },
    stateAttribute: 'status',
    from: 'open' as const,
    version: 3,
    audit,
    at: '2026-01-02T03:04:05.000Z',
  };

  it('writes the move, its audit entry and what goes with it in one transaction, conditional on version and state', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    const counter = { Update: { TableName: 'unit-table', Key: { PK: 'C', SK: 'C' }, UpdateExpression: 'ADD n :one' } };
    const result = await applyTransition({
      ...move,
      to: 'approved',
      set: { approvedBy: 'u-1', notes: undefined },
      remove: ['GSI1PK'],
      alsoWrite: [counter],
    });
    expect(result).toEqual({ version: 4, at: move.at });
    const [update, auditPut, also] = sent();
    expect(auditPut).toEqual(audit);
    expect(also).toEqual(counter);
    expect(update.Update).toMatchObject({
      Key: move.key,
      ConditionExpression: '#version = :version AND #state = :from',
      UpdateExpression: 'SET #state = :to, #version = :next, #updatedAt = :at, #s0 = :s0 REMOVE #r0, #r1',
      ExpressionAttributeNames: { '#state': 'status', '#s0': 'approvedBy', '#r0': 'notes', '#r1': 'GSI1PK' },
      ExpressionAttributeValues: { ':version': 3, ':from': 'open', ':to': 'approved', ':next': 4, ':at': move.at },
    });
  });

  it('deletes the subject when the target is null, on the same condition', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    await applyTransition({ ...move, to: null });
    expect(sent()[0].Delete).toMatchObject({
      Key: move.key,
      ConditionExpression: '#version = :version AND #state = :from',
      ExpressionAttributeValues: { ':version': 3, ':from': 'open' },
    });
  });

  it('answers 409 (stale version) when the condition fails or another transaction won the race', async () => {
    for (const codes of [
      ['ConditionalCheckFailed', 'None'],
      ['None', 'None', 'ConditionalCheckFailed'],
      ['TransactionConflict', 'None'],
    ]) {
      ddb.reset();
      ddb.on(TransactWriteCommand).rejects(cancelled(...codes));
      const attempt = applyTransition({ ...move, to: 'approved' });
      await expect(attempt).rejects.toBeInstanceOf(Conflict);
      await expect(attempt).rejects.toThrow(serverMessages.staleVersion);
    }
  });

  it('lets any other failure through as it is', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled('ValidationError'));
    await expect(applyTransition({ ...move, to: 'approved' })).rejects.toBeInstanceOf(TransactionCanceledException);
    ddb.reset();
    ddb.on(TransactWriteCommand).rejects(new Error('throttled'));
    await expect(applyTransition({ ...move, to: 'approved' })).rejects.toThrow('throttled');
  });
});
