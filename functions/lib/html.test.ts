import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlToText, sanitizeRichText } from './html';

describe('rich text from the editor', () => {
  it('keeps formatting and links, and drops scripts, handlers and dangerous links', () => {
    const dirty =
      '<p onclick="x()">Hi <b>team</b><script>alert(1)</script> <a href="javascript:alert(1)">x</a> <a href="https://example.com">files</a></p><iframe src="https://evil"></iframe>';
    const clean = sanitizeRichText(dirty);
    expect(clean).toContain('<b>team</b>');
    expect(clean).toContain('href="https://example.com"');
    expect(clean).not.toMatch(/script|onclick|javascript:|iframe/);
  });

  it('renders a plain-text version for the text part of a mail', () => {
    expect(htmlToText('<p>Line one</p><p>Line <b>two</b></p>')).toBe('Line one\nLine two');
  });

  it('escapes text put into a page', () => {
    expect(escapeHtml('<a href="x">&\'</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;');
  });
});
