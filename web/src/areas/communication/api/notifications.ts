import { mutate } from 'swr';
import type * as z from '../../../../../shared/zod';
import type { sendNotificationSchema } from '../../../../../shared/contract/schemas/communication';
import { callRoute } from '../../../lib/api';
import { useRoute } from '../../../lib/useRoute';

/** How often the header asks for new notifications while the app is open. */
const NOTIFICATIONS_REFRESH_MS = 60_000;

const isNotificationsKey = (key: unknown) => Array.isArray(key) && key[0] === 'notifications.mine';

/** The signed-in user's latest notifications and how many are unread (`GET notifications`). */
export const useMyNotifications = () =>
  useRoute('notifications.mine', undefined, {
    refreshInterval: NOTIFICATIONS_REFRESH_MS,
    revalidateOnFocus: true,
    keepPreviousData: true,
  });

/** The notification types, as titles (`notifications/types`). */
export const useNotificationTypes = () => useRoute('notifications.types', undefined, { revalidateOnFocus: false });

/** Asks the server again (the dropdown's refresh button). */
export const refreshMyNotifications = () => mutate(isNotificationsKey);

/**
 * Notifies users by e-mail and in the app (`POST notifications`): answers the send with each user queued; the mail
 * sender mails them and puts their in-app items (docs/decisions.md, 'Bulk mail').
 */
export async function sendNotification(body: z.input<typeof sendNotificationSchema>) {
  const result = await callRoute('notifications.send', { body });
  await refreshMyNotifications();
  return result;
}

/** Marks one notification read (`notifications/{id}/read`). */
export async function markNotificationRead(id: string) {
  await callRoute('notifications.read', { params: { id } });
  await refreshMyNotifications();
}

/** While a send has recipients queued, its report is read again this often. */
const SEND_REFRESH_MS = 1000;

/** A send's report: each user queued, sent or failed with SES's reason (`notifications/sends/{id}`, the sender's own). */
export const useNotificationSend = (sendId: string | null) =>
  useRoute('notifications.sendReport', sendId === null ? null : { params: { id: sendId } }, {
    refreshInterval: (latest) => (latest && latest.queued === 0 ? 0 : SEND_REFRESH_MS),
    keepPreviousData: true,
  });
