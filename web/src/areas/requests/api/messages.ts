import { mutate } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { callRoute, type RouteResult } from '../../../lib/api';

export type MessagesPage = RouteResult<'notifications.page'>;

const PAGE_SIZE = 25;

/** The user's messages and notifications, newest first, a page at a time (`GET notifications` with its cursor). */
export function useMyMessages() {
  return useSWRInfinite<MessagesPage>(
    (index, previous: MessagesPage | null) => {
      if (index > 0 && !previous?.nextCursor) return null;
      return ['messages.page', index === 0 ? null : previous!.nextCursor];
    },
    ([, cursor]: [string, string | null]) =>
      callRoute('notifications.page', { query: { pageSize: PAGE_SIZE, ...(cursor ? { cursor } : {}) } }),
    { revalidateFirstPage: true, revalidateOnFocus: true },
  );
}

/** The header's dropdown reads the same notifications: it is told too. */
export const refreshDropdown = () => mutate((key: unknown) => Array.isArray(key) && key[0] === 'notifications.mine');

export async function markMessageRead(id: string) {
  await callRoute('notifications.read', { params: { id } });
}

export async function markAllMessagesRead() {
  await callRoute('notifications.readAll');
}
