import { notificationTypes } from '../../shared/communication/messages';
import { communicationFamily } from '../../shared/contract/families/communication';
import { familyHandler } from '../lib/familyHandler';
import { notificationSendReport, sendNotification, sendProgramMessage } from '../domain/notifications/messageDelivery';
import { markAllRead, markRead, notificationsPage, unreadCount } from '../domain/notifications/notificationRepository';
import {
  addComment,
  confirmFiles,
  fileLink,
  uploadAgain,
  uploadMessageFile,
} from '../domain/communicationRequests/requestComments';
import {
  lookupContacts,
  lookupPrograms,
  reasonRows,
  relatedTactics,
} from '../domain/communicationRequests/requestLookups';
import {
  addVersion,
  createRequest,
  markAsResolved,
  tickChecklist,
  updateContact,
  updateReason,
  updateTactic,
} from '../domain/communicationRequests/requestUseCases';
import { listRequests, loadVisibleRequest, requestDetails } from '../domain/communicationRequests/requestView';

export const handler = familyHandler(communicationFamily, {
  'notifications.types': async () => [...notificationTypes],
  'notifications.send': async ({ auth, body }) => sendNotification(auth, body),
  'notifications.sendReport': async ({ auth, params }) => notificationSendReport(params.id, auth),
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
  'communicationRequests.list': async ({ auth, query }) => listRequests(auth, query),
  'communicationRequests.get': async ({ auth, params }) => requestDetails(auth, params.id),
  'communicationRequests.getVersion': async ({ auth, params }) => requestDetails(auth, params.id, params.version),
  'communicationRequests.create': async ({ auth, body }) => createRequest(auth, body),
  'communicationRequests.addComment': async ({ auth, body }) => addComment(auth, body),
  'communicationRequests.updateReasonReview': async ({ auth, body }) => updateReason(auth, body),
  'communicationRequests.updateRelatedTactics': async ({ auth, body }) => updateTactic(auth, body),
  'communicationRequests.updateContacts': async ({ auth, body }) => updateContact(auth, body),
  'communicationRequests.addVersion': async ({ auth, body }) => addVersion(auth, body),
  'communicationRequests.markAsResolved': async ({ auth, body }) => markAsResolved(auth, body),
  'communicationRequests.tickChecklist': async ({ auth, body }) => tickChecklist(auth, body),
  'communicationRequests.confirmFiles': async ({ auth, body }) => confirmFiles(auth, body),
  'communicationRequests.upload': async ({ auth, params, body }) => uploadAgain(auth, params.id, body),
  'communicationRequests.uploadMessageFile': async ({ auth, params, body }) =>
    uploadMessageFile(auth, params.id, params.messageId, body),
  'communicationRequests.file': async ({ auth, query }) => fileLink(auth, query),
  'communicationRequests.reasonForReview': async ({ auth, query }) =>
    reasonRows(query.requestId ? (await loadVisibleRequest(query.requestId, auth)).reasonIds : []),
  'communicationRequests.relatedPrograms': async ({ auth, query }) =>
    relatedTactics(
      auth,
      query.programId,
      query.requestId ? (await loadVisibleRequest(query.requestId, auth)).tacticIds : [],
    ),
  'communicationRequests.lookupPrograms': async ({ auth, query }) => lookupPrograms(auth, query),
  'communicationRequests.lookupContacts': async ({ auth, query }) => lookupContacts(auth, query),
});
