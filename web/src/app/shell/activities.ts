import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { knownClaims } from '../../../../shared/claims';
import { useMyNotifications } from '../../areas/communication/api/notifications';
import type { RouteResult } from '../../lib/api';
import { useApprovalQueue } from '../../lib/approvalQueue';
import { useClaimCheck } from '../../lib/claims';
import { useRoute } from '../../lib/useRoute';

/** Activity statuses (spec 01, section 3). */
type ActivityStatus = 'MINOR' | 'NORMAL' | 'PRIMARY' | 'URGENT' | 'CRITICAL';

export interface Activity {
  id: string;
  icon: string;
  status: ActivityStatus;
  title: string;
  time?: string;
  /** The app route the item opens (the program's details). */
  link: string;
}

type Notification = RouteResult<'notifications.mine'>['items'][number];
type ProgramRow = RouteResult<'programs.statusList'>['items'][number];

const SUBMITTED = 20;
const REJECTED = 40;
/** How many of the approver's queue and of the user's own programs the tasks look at. */
const TASKS_READ = 50;

/** A message's status from its type: what it asks of the reader. */
const messageStatus: Record<string, ActivityStatus> = {
  'Action Required': 'URGENT',
  'Action Requested': 'URGENT',
  'Program Update': 'PRIMARY',
  Reminder: 'NORMAL',
  'General Information': 'MINOR',
};

/** The text of a notification body (sanitised HTML from the server), for a one-line title. */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** Messages: the notifications about a program (transitions and program messages), newest first. */
export function messagesOf(notifications: readonly Notification[]): Activity[] {
  return notifications
    .filter((n) => n.programId !== null)
    .map((n) => ({
      id: n.id,
      icon: n.read ? 'pi pi-envelope' : 'pi pi-inbox',
      status: messageStatus[n.type] ?? 'NORMAL',
      title: `${n.type}: ${plainText(n.body)}`,
      time: n.at,
      link: `/programdetails/${n.programId}`,
    }));
}

/**
 * Tasks: the programs awaiting the user's action. For approvers the submitted programs of the current budget year
 * that they did not create (four-eyes); for everyone their own rejected programs, to revise and submit again.
 */
export function tasksOf(t: TFunction, queue: readonly ProgramRow[], mine: readonly ProgramRow[]): Activity[] {
  const own = new Set(mine.map((p) => p.id));
  const approvals = queue
    .filter((p) => p.statusId === SUBMITTED && !own.has(p.id))
    .map<Activity>((p) => ({
      id: `approve-${p.id}`,
      icon: 'pi pi-check-square',
      status: 'URGENT',
      title: t('shell.activity.task.approve', { name: p.name ?? `#${p.id}` }),
      time: p.updatedAt,
      link: `/programdetails/${p.id}`,
    }));
  const rejected = mine
    .filter((p) => p.statusId === REJECTED)
    .map<Activity>((p) => ({
      id: `revise-${p.id}`,
      icon: 'pi pi-replay',
      status: 'CRITICAL',
      title: t('shell.activity.task.rejected', { name: p.name ?? `#${p.id}` }),
      time: p.updatedAt,
      link: `/programdetails/${p.id}`,
    }));
  return [...approvals, ...rejected].sort((a, b) => (b.time ?? '').localeCompare(a.time ?? ''));
}

/** What the activity dropdown shows: messages from the notifications, tasks from the program lists. */
export function useActivities(t: TFunction) {
  const can = useClaimCheck();
  // Users who cannot see programs have no program tasks (and are never sent to a route that answers 403).
  const viewer = can(knownClaims.viewPrograms);
  const approver = viewer && can(knownClaims.approveProgram);
  const notifications = useMyNotifications();
  const { queue, failed } = useApprovalQueue(approver, TASKS_READ);
  const mine = useRoute(
    'campaigns.myCampaigns',
    viewer ? { query: { pageSize: TASKS_READ, pageIndex: 0, sortBy: 'createdAt', sortDirection: 'desc' } } : null,
  );
  const tasksReady = !viewer || Boolean(mine.data && (!approver || queue.data || failed));
  // Stable between renders while the reads are the same (the dropdown keys its last-updated time on them).
  const messages = useMemo(
    () => (notifications.data ? messagesOf(notifications.data.items) : undefined),
    [notifications.data],
  );
  const tasks = useMemo(
    () => (tasksReady ? tasksOf(t, queue.data?.items ?? [], mine.data?.items ?? []) : undefined),
    [tasksReady, t, queue.data, mine.data],
  );
  return {
    messages,
    tasks,
    error: mine.error ?? queue.error,
    isValidating: mine.isValidating || queue.isValidating,
    refresh: () => Promise.all([mine.mutate(), queue.mutate()]),
  };
}
