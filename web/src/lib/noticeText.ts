import type { TFunction } from 'i18next';
import { noticeParagraphs, type NoticeFacts, type NoticeWords } from '../../../shared/communication/notices';
import { plainText } from './plainText';

/** The notice words in the reader's language: the catalogue templates the server's English is written from. */
const readerWords = (t: TFunction): NoticeWords => ({
  submittedBody: (program, by) => t('widgets.programNotices.submittedBody', { program, by }),
  approvedBody: (program, by) => t('widgets.programNotices.approvedBody', { program, by }),
  rejectedBody: (program, by) => t('widgets.programNotices.rejectedBody', { program, by }),
  notesLine: (notes) => t('widgets.programNotices.notesLine', { notes }),
  newVersion: (requestName, versionId) => t('widgets.requestNotices.newVersion', { requestName, versionId }),
});

/** A notification as the lists show it: its body as sent, and what it says when the server wrote it. */
export interface ShownNotice {
  body: string;
  notice?: NoticeFacts;
}

/**
 * The paragraphs of a notice the server wrote, in the reader's language; null for a user's message (its body is
 * shown as sent, in the words its author chose).
 */
export const noticeParagraphsOf = (t: TFunction, n: ShownNotice): string[] | null =>
  n.notice ? noticeParagraphs(n.notice, readerWords(t)) : null;

/** A notification's text on one line (the activity bell, Recent activity). */
export const noticeLine = (t: TFunction, n: ShownNotice): string =>
  noticeParagraphsOf(t, n)?.join(' ') ?? plainText(n.body);
