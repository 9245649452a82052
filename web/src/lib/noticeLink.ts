import { requestCode } from '../../../shared/communication/requests';

/** Where opening a notice leads: the communication request it concerns, else its program. */
export interface NoticeTarget {
  kind: 'request' | 'program';
  id: number;
  /** How the lists name it: `CR-000003`, `#12`. */
  code: string;
  /** The app route. */
  to: string;
}

/**
 * Where a notice (a notification, a message) leads when opened (docs/decisions.md, 'Comments'): the communication
 * request it concerns, else the program it is about; null when it concerns neither. The activity dropdown's
 * Messages and Notifications tabs and the Messages page all open notices through it.
 */
export function noticeTarget(notice: { programId: number | null; requestId?: number | null }): NoticeTarget | null {
  if (notice.requestId)
    return {
      kind: 'request',
      id: notice.requestId,
      code: requestCode(notice.requestId),
      to: `/communicationrequest/${notice.requestId}`,
    };
  if (notice.programId !== null)
    return {
      kind: 'program',
      id: notice.programId,
      code: `#${notice.programId}`,
      to: `/programdetails/${notice.programId}`,
    };
  return null;
}
