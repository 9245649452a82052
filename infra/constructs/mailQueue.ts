import { Duration } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

/** Deliveries of a message before it goes to the dead-letter queue (the sender retries passing SES failures). */
const MAIL_MAX_RECEIVES = 3;

/**
 * The bulk mail queue (docs/decisions.md, 'Bulk mail'): one message per recipient, put by the sending families and
 * consumed by the mail sender Lambda; a message delivered three times without success goes to its dead-letter
 * queue. Both encrypted by SQS and reachable only over TLS.
 */
export class MailQueue extends Construct {
  readonly queue: Queue;
  readonly deadLetters: Queue;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.deadLetters = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // Six times the sender's timeout, as Lambda's SQS event source asks.
      visibilityTimeout: Duration.minutes(6),
      retentionPeriod: Duration.days(4),
      deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: MAIL_MAX_RECEIVES },
    });
  }
}
