import type { TFunction } from 'i18next';
import { messageTypes, notificationTypes } from '../../../shared/communication/messages';

/** A notification's or a message's type as the server stores it ('Action Required', 'General Information'). */
type NoticeType = (typeof notificationTypes)[number] | (typeof messageTypes)[number];

const typeKeys: Record<NoticeType, string> = {
  'Program Update': 'programUpdate',
  'Action Required': 'actionRequired',
  Reminder: 'reminder',
  'General Information': 'generalInformation',
  'Action Requested': 'actionRequested',
};

/** Every type a notification or a message can have, as stored. */
export const noticeTypes = Object.keys(typeKeys) as NoticeType[];

/**
 * A notification's or a message's type in the reader's words (`communication.types`): the server stores and sends
 * the English name, which the lists (activity, messages, recent activity) and the type pickers word; a type this
 * version of the app does not know shows as stored.
 */
export function noticeTypeText(t: TFunction, type: string): string {
  const key = (typeKeys as Record<string, string | undefined>)[type];
  return key ? t(`communication.types.${key}`) : type;
}
