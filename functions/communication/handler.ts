import { notificationTypes } from '../../shared/communication/messages';
import { communicationFamily } from '../../shared/contract/families/communication';
import { familyHandler } from '../lib/familyHandler';
import { NotFound } from '../lib/errors';
import { sendNotification, sendProgramMessage } from '../domain/notifications/messageDelivery';
import { markAllRead, markRead, notificationsPage, unreadCount } from '../domain/notifications/notificationRepository';

/** Until the communication requests' use cases land (issue 12, step 2). */
const notYet = async (): Promise<never> => {
  throw new NotFound('Communication requests are not available yet.');
};

export const handler = familyHandler(communicationFamily, {
  'notifications.types': async () => [...notificationTypes],
  'notifications.send': async ({ auth, body }) => sendNotification(auth, body),
  'notifications.mine': async ({ auth }) => {
    const { items } = await notificationsPage(auth.subject, { pageSize: 50 });
    return { items, unread: items.filter((n) => !n.read).length };
  },
  'notifications.page': async ({ auth, query }) => {
    const [page, unread] = await Promise.all([notificationsPage(auth.subject, query), unreadCount(auth.subject)]);
    return { ...page, unread };
  },
  'notifications.read': async ({ auth, params }) => {
    await markRead(auth.subject, params.id);
    return { read: true as const };
  },
  'notifications.readAll': async ({ auth }) => ({ marked: await markAllRead(auth.subject) }),
  'programs.sendMessage': async ({ auth, body }) => sendProgramMessage(auth, body),
  'communicationRequests.list': notYet,
  'communicationRequests.get': notYet,
  'communicationRequests.getVersion': notYet,
  'communicationRequests.create': notYet,
  'communicationRequests.addComment': notYet,
  'communicationRequests.updateReasonReview': notYet,
  'communicationRequests.updateRelatedTactics': notYet,
  'communicationRequests.updateContacts': notYet,
  'communicationRequests.addVersion': notYet,
  'communicationRequests.markAsResolved': notYet,
  'communicationRequests.tickChecklist': notYet,
  'communicationRequests.confirmFiles': notYet,
  'communicationRequests.upload': notYet,
  'communicationRequests.uploadMessageFile': notYet,
  'communicationRequests.file': notYet,
  'communicationRequests.reasonForReview': notYet,
  'communicationRequests.relatedPrograms': notYet,
  'communicationRequests.lookupPrograms': notYet,
  'communicationRequests.lookupContacts': notYet,
});
