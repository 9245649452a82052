let sanitizer: Promise<typeof import('sanitize-html')> | undefined;

/**
 * Rich text from the editor, reduced to formatting and links: no scripts, styles, frames or event handlers.
 * Its own module: sanitize-html, its parser and the HTML entity table weigh about 85 KB in a bundle, and only the
 * code that takes rich text from users needs them (functions/lib/html.ts has the rest). They are loaded on the
 * first call, not at a cold start: building the parser's entity tables took about 5 ms of communication's cold
 * import (docs/decisions.md, 'Lean bundles' round 15), and most requests never sanitize anything.
 */
export async function sanitizeRichText(html: string): Promise<string> {
  const sanitizeHtml = await (sanitizer ??= import('sanitize-html').then((module) => module.default));
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
    // rel and target are the transform's below (it overwrites any a user sends): links open in a new tab.
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  });
}
