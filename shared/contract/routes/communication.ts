import * as z from '../../zod';
import { knownClaims } from '../../claims';
import { answers, defineRoute } from '../route';
import { sendNotificationSchema, sendProgramMessageSchema } from '../schemas/communication';
import type { notificationSendSchema } from '../answers/communication';
import { listCursor } from '../schemas/common';
import { communicationRequestRoutes } from './communicationRequests';
import * as contractMessages from '../contractMessages';
import type {
  notificationsTypesAnswer,
  notificationsMineAnswer,
  notificationsPageAnswer,
  notificationsReadAllAnswer,
  notificationsReadAnswer,
} from '../answers/communication';
import { lazySchema } from '../../lazySchema';

/** Notifications and program messages, in the app (activity dropdown) and by e-mail (spec 03, sections 2 and 7). */
export const communicationRoutes = {
  'notifications.types': defineRoute({
    method: 'GET',
    path: 'notifications/types',
    family: 'communication',
    access: 'signed-in',
    response: answers<typeof notificationsTypesAnswer>(),
    summary: 'The notification types (titles).',
  }),
  'notifications.send': defineRoute({
    method: 'POST',
    path: 'notifications',
    family: 'communication',
    access: 'signed-in',
    body: sendNotificationSchema,
    response: answers<typeof notificationSendSchema>(),
    summary:
      'Notifies users by e-mail and in the app through the bulk mail queue; answers the send, each recipient queued.',
  }),
  'notifications.sendReport': defineRoute({
    method: 'GET',
    path: 'notifications/sends/{id}',
    family: 'communication',
    access: 'signed-in',
    params: lazySchema(() => z.object({ id: z.string().check(z.uuid(contractMessages.unknownSend)) })),
    response: answers<typeof notificationSendSchema>(),
    summary:
      "A send of the caller's notification or program message: each recipient queued, sent, or failed with the reason.",
  }),
  'notifications.mine': defineRoute({
    method: 'GET',
    path: 'notifications',
    family: 'communication',
    access: 'signed-in',
    response: answers<typeof notificationsMineAnswer>(),
    summary: "The signed-in user's latest notifications and how many are unread.",
  }),
  'notifications.page': defineRoute({
    method: 'GET',
    path: 'notifications/page',
    family: 'communication',
    access: 'signed-in',
    query: lazySchema(() =>
      z.object({
        pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 50),
        /** The answer's `nextCursor`, for the next (older) page. */
        cursor: z.optional(listCursor),
      }),
    ),
    response: answers<typeof notificationsPageAnswer>(),
    summary: "The messages page: the signed-in user's notifications, newest first, a page at a time.",
  }),
  'notifications.readAll': defineRoute({
    method: 'POST',
    path: 'notifications/read-all',
    family: 'communication',
    access: 'signed-in',
    response: answers<typeof notificationsReadAllAnswer>(),
    summary: "Marks all the signed-in user's notifications read.",
  }),
  'notifications.read': defineRoute({
    method: 'POST',
    path: 'notifications/{id}/read',
    family: 'communication',
    access: 'signed-in',
    params: lazySchema(() =>
      z.object({
        id: z.string().check(z.regex(/^\d{8}T\d{9}Z-[0-9a-f]{8}$/, contractMessages.unknownNotification)),
      }),
    ),
    response: answers<typeof notificationsReadAnswer>(),
    summary: 'Marks a notification read.',
  }),
  'programs.sendMessage': defineRoute({
    method: 'POST',
    path: 'programs/send-message',
    family: 'communication',
    access: knownClaims.notifyProgram,
    body: sendProgramMessageSchema,
    response: answers<typeof notificationSendSchema>(),
    summary:
      'Queues an Action Requested or General Information message about a program for each user; answers the send, each recipient queued.',
  }),
  ...communicationRequestRoutes,
};
