import { Duration, Validations } from 'aws-cdk-lib';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { STUCK_SWEEP_EVENT } from '../../shared/imports/stuck';

/** How often the sweep looks for imports stuck past their deadline (shared/imports/stuck.ts). */
const SWEEP_MINUTES = 5;

/**
 * What brings a failed import back: a dead-letter queue for the processor's failed asynchronous invocations (after
 * Lambda's two retries) and for the events EventBridge could not deliver to it, and a schedule that runs the
 * processor's sweep, which marks an import stuck past its deadline failed with a reason its importer sees and may
 * Retry. Redriving the dead letters: docs/decisions.md, 'Import recovery'.
 */
export class ImportRecovery extends Construct {
  readonly deadLetters: Queue;

  constructor(scope: Construct, id: string, props: { processor: IFunction }) {
    super(scope, id);
    this.deadLetters = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // The longest SQS keeps a message: time to read, fix and redrive after a weekend.
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetters).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself the dead-letter queue of the import processor (its on-failure destination and the ' +
        "upload rule target's DLQ); a dead-letter queue of a dead-letter queue would only move the same messages.",
    });
    props.processor.configureAsyncInvoke({
      retryAttempts: 2,
      maxEventAge: Duration.hours(6),
      onFailure: new SqsDestination(this.deadLetters),
    });
    new Rule(this, 'StuckSweep', {
      description: 'Marks imports stuck past their deadline failed, with a reason their importer sees',
      schedule: Schedule.rate(Duration.minutes(SWEEP_MINUTES)),
      targets: [
        new LambdaFunction(props.processor, {
          event: RuleTargetInput.fromObject(STUCK_SWEEP_EVENT),
          retryAttempts: 0,
        }),
      ],
    });
  }
}
