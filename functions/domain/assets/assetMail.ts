import { communicationMessages } from '../../../shared/communication/messages';
import { escapeHtml, htmlToText } from '../../lib/html';
import { sanitizeRichText } from '../../lib/richText';

/** The mail of one asset link: the sender's words (sanitised), the files, the personal link and its expiry. */
export async function assetMail(input: {
  subject: string;
  additionalBody: string;
  tacticName: string;
  url: string;
  files: string[];
  senderName: string;
}) {
  const body = await sanitizeRichText(input.additionalBody);
  const fileList = input.files.map((f) => `<li>${escapeHtml(f)}</li>`).join('');
  const html = `${body}<p>${escapeHtml(input.senderName)} shared the files of <b>${escapeHtml(input.tacticName)}</b> with you:</p><ul>${fileList}</ul>
<p><a href="${escapeHtml(input.url)}">Download the files</a></p><p>${escapeHtml(communicationMessages.linkExpiry)}</p>`;
  const text = `${htmlToText(body)}\n\n${input.senderName} shared the files of ${input.tacticName} with you:\n${input.files.map((f) => `- ${f}`).join('\n')}\n\nDownload: ${input.url}\n\n${communicationMessages.linkExpiry}`;
  return { subject: input.subject, html, text };
}
