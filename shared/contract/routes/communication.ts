import * as z from '../../zod';
import { knownClaims } from '../../claims';
import { notificationTypes } from '../../communication/messages';
import { defineRoute } from '../route';
import {
  notificationSchema,
  notificationSendSchema,
  sendNotificationSchema,
  sendProgramMessageSchema,
} from '../schemas/communication';
import { listCursor } from '../schemas/common';
import { communicationRequestRoutes } from './communicationRequests';
import * as contractMessages from '../contractMessages';

/** Notifications and program messages, in the app (activity dropdown) and by e-mail (spec 03, sections 2 and 7). */
export const communicationRoutes = {
  'notifications.types': defineRoute({
    method: 'GET',
    path: 'notifications/types',
    family: 'communication',
    access: 'signed-in',
    response: z.array(z.enum(notificationTypes)),
    summary: 'The notification types (titles).',
  }),
  'notifications.send': defineRoute({
    method: 'POST',
    path: 'notifications',
    family: 'communication',
    access: 'signed-in',
    body: sendNotificationSchema,
    response: notificationSendSchema,
    summary:
      'Notifies users by e-mail and in the app through the bulk mail queue; answers the send, each recipient queued.',
  }),
  'notifications.sendReport': defineRoute({
    method: 'GET',
    path: 'notifications/sends/{id}',
    family: 'communication',
    access: 'signed-in',
    params: z.object({ id: z.string().check(z.uuid(contractMessages.unknownSend)) }),
    response: notificationSendSchema,
    summary:
      "A send of the caller's notification or program message: each recipient queued, sent, or failed with the reason.",
  }),
  'notifications.mine': defineRoute({
    method: 'GET',
    path: 'notifications',
    family: 'communication',
    access: 'signed-in',
    response: z.object({ items: z.array(notificationSchema), unread: z.number() }),
    summary: "The signed-in user's latest notifications and how many are unread.",
  }),
  'notifications.page': defineRoute({
    method: 'GET',
    path: 'notifications/page',
    family: 'communication',
    access: 'signed-in',
    query: z.object({
      pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 50),
      /** The answer's `nextCursor`, for the next (older) page. */
      cursor: z.optional(listCursor),
    }),
    response: z.object({
      items: z.array(notificationSchema),
      /** Unread among all the user's notifications. */
      unread: z.number(),
      nextCursor: z.nullable(z.string()),
    }),
    summary: "The messages page: the signed-in user's notifications, newest first, a page at a time.",
  }),
  'notifications.readAll': defineRoute({
    method: 'POST',
    path: 'notifications/read-all',
    family: 'communication',
    access: 'signed-in',
    response: z.object({ marked: z.number() }),
    summary: "Marks all the signed-in user's notifications read.",
  }),
  'notifications.read': defineRoute({
    method: 'POST',
    path: 'notifications/{id}/read',
    family: 'communication',
    access: 'signed-in',
    params: z.object({
      id: z.string().check(z.regex(/^\d{8}T\d{9}Z-[0-9a-f]{8}$/, contractMessages.unknownNotification)),
    }),
    response: z.object({ read: z.literal(true) }),
    summary: 'Marks a notification read.',
  }),
  'programs.sendMessage': defineRoute({
    method: 'POST',
    path: 'programs/send-message',
    family: 'communication',
    access: knownClaims.notifyProgram,
    body: sendProgramMessageSchema,
    response: notificationSendSchema,
    summary:
      'Queues an Action Requested or General Information message about a program for each user; answers the send, each recipient queued.',
  }),
  ...communicationRequestRoutes,
};
