import './richText.css';
import { useMemo } from 'react';
import { sanitizeRichTextInBrowser } from './sanitize';

/** A stored rich-text body, shown read-only after the browser's own sanitising pass. */
export function RichTextView({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeRichTextInBrowser(html), [html]);
  return (
    <div
      className={['rich-text-view', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
