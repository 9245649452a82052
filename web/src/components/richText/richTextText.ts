/**
 * Pure helpers of the rich-text field: what counts as empty, and how long a body is as the server counts it
 * (the HTML as submitted; spec 03, section 9: under 5,000 characters).
 */

/** The body to send: an editor holding only blank lines or stray breaks sends nothing. */
export function normalizeRichText(html: string): string {
  const text = html
    .replace(/<br\s*\/?>/gi, '')
    .replace(/&nbsp;/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .trim();
  return text ? html : '';
}

/** Link targets a body may carry, as the server's sanitiser allows them. */
export function isSafeHref(href: string): boolean {
  return /^(https?:|mailto:)/i.test(href.trim());
}

/** What the user typed in the link box, as a link target: a bare address becomes https, an e-mail mailto. */
export function linkTarget(typed: string): string | null {
  const value = typed.trim();
  if (!value) return null;
  if (isSafeHref(value)) return value;
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return `mailto:${value}`;
  if (/^[\w-]+(\.[\w-]+)+([/?#].*)?$/.test(value)) return `https://${value}`;
  return null;
}
