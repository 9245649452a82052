import { englishNoticeWords, noticeParagraphs, type NoticeFacts } from '../../../shared/communication/notices';
import { escapeHtml } from '../../lib/html';

/** A notice's stored body and e-mail HTML: its English paragraphs, escaped. */
export const noticeBodyHtml = (notice: NoticeFacts) =>
  noticeParagraphs(notice, englishNoticeWords)
    .map((text) => `<p>${escapeHtml(text)}</p>`)
    .join('');
