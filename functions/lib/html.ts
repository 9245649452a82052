const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const UNESCAPES = Object.fromEntries(Object.entries(ESCAPES).map(([char, entity]) => [entity, char]));

/** Text for an HTML page or mail body. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * A plain-text rendering of safe HTML, for the text part of a mail: a link keeps its address after its text (a
 * reader without HTML can still follow it), block ends become line breaks, tags go, and the entities are read back
 * into characters ('Tom &amp; Jerry' reads 'Tom & Jerry').
 * Safe HTML is what the server writes: text through `escapeHtml` inside its own tags, or rich text through
 * `sanitizeRichText` (functions/lib/richText.ts), whose output escapes `&`, `<` and `>` in text and `"` in
 * attributes, so a tag never holds a `>` and these five entities are the only ones left.
 */
export const htmlToText = (safeHtml: string) =>
  safeHtml
    .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>(.*?)<\/a>/gis, (_, href: string, label: string) =>
      label === href ? href : `${label} (${href})`,
    )
    .replace(/<\/(p|li|h[1-3]|blockquote)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => UNESCAPES[entity]!)
    .trim();
