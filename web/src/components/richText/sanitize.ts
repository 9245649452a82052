/**
 * Rich text reduced to formatting and links in the browser, with the same allow-list as the server's sanitiser
 * (functions/lib/html.ts): for pasted content, and before showing a stored body. The server sanitises every body
 * it keeps; this is the second line, so nothing a browser would run is ever put into the page.
 */
const ALLOWED = new Set([
  'P',
  'BR',
  'B',
  'I',
  'U',
  'STRONG',
  'EM',
  'UL',
  'OL',
  'LI',
  'A',
  'H1',
  'H2',
  'H3',
  'BLOCKQUOTE',
  'SPAN',
  'DIV',
]);
/** Dropped with everything inside them. */
const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'TEMPLATE',
  'NOSCRIPT',
  'TITLE',
  'META',
  'LINK',
  'SVG',
  'MATH',
  'HEAD',
]);

function clean(source: Node, target: Node, doc: Document) {
  source.childNodes.forEach((node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(node.textContent ?? ''));
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const element = node as Element;
    const tag = element.tagName.toUpperCase();
    if (DROPPED.has(tag)) return;
    if (!ALLOWED.has(tag)) {
      // Unknown wrappers (font, table cells, ...) keep their text.
      clean(element, target, doc);
      return;
    }
    const copy = doc.createElement(tag === 'DIV' ? 'p' : tag.toLowerCase());
    if (tag === 'A') {
      const href = element.getAttribute('href') ?? '';
      if (/^(https?:|mailto:)/i.test(href.trim())) {
        copy.setAttribute('href', href.trim());
        copy.setAttribute('target', '_blank');
        copy.setAttribute('rel', 'noopener noreferrer');
      }
    }
    clean(element, copy, doc);
    target.appendChild(copy);
  });
}

export function sanitizeRichTextInBrowser(html: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const container = out.createElement('div');
  clean(parsed.body, container, out);
  return container.innerHTML;
}
