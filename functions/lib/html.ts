import sanitizeHtml from 'sanitize-html';

/** Rich text from the editor, reduced to formatting and links: no scripts, styles, frames or event handlers. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'b',
      'i',
      'u',
      'strong',
      'em',
      'ul',
      'ol',
      'li',
      'a',
      'h1',
      'h2',
      'h3',
      'blockquote',
      'span',
    ],
    allowedAttributes: { a: ['href', 'title'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  });
}

/** Text for an HTML page or mail body. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A plain-text rendering of sanitized rich text, for the text part of a mail. */
export const htmlToText = (html: string) =>
  sanitizeHtml(html.replace(/<\/(p|li|h[1-3])>|<br\s*\/?>/gi, '\n'), { allowedTags: [], allowedAttributes: {} }).trim();
