import { mutate } from 'swr';
import type { z } from 'zod';
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

/** Notifies users in the app and by e-mail (`POST notifications`); a refused mail answers 502 with the server's text. */
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
