import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useMyNotifications } from '../../areas/communication/api/notifications';
import type { RouteResult } from '../../lib/api';
import { noticeTarget } from '../../lib/noticeLink';
import { noticeTypeText } from '../../lib/noticeTypes';
import { noticeLine } from '../../lib/noticeText';
import { useSession } from '../../lib/session';
import { taskTitle, useActionRequiredTasks, type TaskRow } from '../../lib/tasks';

/** Activity statuses (spec 01, section 3). */
type ActivityStatus = 'MINOR' | 'NORMAL' | 'PRIMARY' | 'URGENT' | 'CRITICAL';

export interface Activity {
  id: string;
  icon: string;
  status: ActivityStatus;
  title: string;
  time?: string;
  /** The app route the item opens (the communication request or the program it concerns, the task's item). */
  link: string;
}

type Notification = RouteResult<'notifications.mine'>['items'][number];

const taskIcons: Record<TaskRow['kind'], string> = {
  approveProgram: 'pi pi-check-square',
  reviseProgram: 'pi pi-replay',
  planProgram: 'pi pi-pencil',
  approvePromos: 'pi pi-ticket',
  approvePromosTier2: 'pi pi-ticket',
  reviewRequest: 'pi pi-comments',
  approvePo: 'pi pi-dollar',
  sendToProduction: 'pi pi-box',
};

/** A message's status from its type: what it asks of the reader. */
const messageStatus: Record<string, ActivityStatus> = {
  'Action Required': 'URGENT',
  'Action Requested': 'URGENT',
  'Program Update': 'PRIMARY',
  Reminder: 'NORMAL',
  'General Information': 'MINOR',
};

/**
 * Messages: the notifications about a program (transitions, program messages, its communication requests' notices),
 * newest first, each opening what it concerns (a request's notice the request), titled by its type in the reader's
 * words.
 */
export function messagesOf(t: TFunction, notifications: readonly Notification[]): Activity[] {
  return notifications.flatMap((n) => {
    const target = n.programId === null ? null : noticeTarget(n);
    if (!target) return [];
    return [
      {
        id: n.id,
        icon: n.read ? 'pi pi-envelope' : 'pi pi-inbox',
        status: messageStatus[n.type] ?? 'NORMAL',
        title: `${noticeTypeText(t, n.type)}: ${noticeLine(t, n)}`,
        time: n.at,
        link: target.to,
      },
    ];
  });
}

/**
 * What the header's bell counts: each unread item once. The unread notifications (the Messages tab lists some of
 * them, read ones too, so it adds nothing) and the tasks waiting for the user.
 */
export const unreadCount = (unreadNotifications: number | undefined, tasks: readonly Activity[] | undefined) =>
  (unreadNotifications ?? 0) + (tasks?.length ?? 0);

/** Tasks: what waits for the user (`tasks/action-required`), with the server's spec status and the item's time. */
export function tasksOf(t: TFunction, tasks: readonly TaskRow[]): Activity[] {
  return tasks.map((task) => ({
    id: task.id,
    icon: taskIcons[task.kind],
    status: task.status,
    title: taskTitle(t, task),
    time: task.updatedAt,
    link: task.link,
  }));
}

/** What the activity dropdown shows: messages from the notifications, tasks from `tasks/action-required`. */
export function useActivities(t: TFunction) {
  const notifications = useMyNotifications();
  // A user without a role has no tasks (the route would answer 403).
  const session = useSession();
  const tasks = useActionRequiredTasks(Boolean(session?.user.roles.length));
  // Stable between renders while the reads are the same (the dropdown keys its last-updated time on them).
  const messages = useMemo(
    () => (notifications.data ? messagesOf(t, notifications.data.items) : undefined),
    [t, notifications.data],
  );
  const taskItems = useMemo(() => (tasks.data ? tasksOf(t, tasks.data.items) : undefined), [t, tasks.data]);
  return {
    messages,
    tasks: taskItems,
    /** Each tab's failed read: the Messages tab's is the notifications read's. */
    errors: { messages: notifications.error as unknown, tasks: tasks.error as unknown },
    isValidating: tasks.isValidating,
    refresh: () => tasks.mutate(),
  };
}
