/**
 * The text of a notification body (sanitised HTML from the server), for a one-line title: a block's edge is a
 * space, an inline tag nothing ('the <b>flyer</b>.' reads 'the flyer.').
 */
export const plainText = (html: string) =>
  html
    .replace(/<\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|pre)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
