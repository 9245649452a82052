import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { deliverAssetLink } from '../domain/assets/assetDelivery';
import type { AssetSend } from '../domain/assets/assetSendRepository';
import { deliverNotification } from '../domain/notifications/notificationDelivery';
import type { NotificationSend } from '../domain/notifications/notificationSendRepository';
import { logger } from '../lib/logger';
import { parseBulkMailMessage, type BulkMailMessage } from '../lib/bulkMailMessage';

/**
 * The mail sender Lambda (docs/decisions.md, 'Bulk mail'): the bulk mail queue's event source hands it up to ten
 * messages, one recipient each, of any kind (asset links, notifications); it sends each through SES and records the
 * recipient's outcome. A message whose failure may pass is reported in `batchItemFailures` and comes back after the
 * queue's visibility timeout; the others are deleted. A message that cannot be read is dropped (logged): no retry
 * would make it readable.
 */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const assetSends = new Map<string, Promise<AssetSend | undefined>>();
  const notificationSends = new Map<string, Promise<NotificationSend | undefined>>();
  const deliver = (message: BulkMailMessage, attempt: number) =>
    message.kind === 'notification'
      ? deliverNotification(message.sendId, message.recipient, attempt, notificationSends)
      : deliverAssetLink(message.sendId, message.recipient, attempt, assetSends);
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const message = parseBulkMailMessage(record.body);
    if (!message) {
      logger.error('unreadable bulk mail message dropped', { messageId: record.messageId });
      continue;
    }
    try {
      const attempt = Number(record.attributes.ApproximateReceiveCount) || 1;
      if ((await deliver(message, attempt)) === 'retry') batchItemFailures.push({ itemIdentifier: record.messageId });
    } catch (error) {
      // The table failing: the message comes back (and goes to the dead-letter queue after its last try).
      logger.error('bulk mail message failed', { messageId: record.messageId, error: error as Error });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
};
