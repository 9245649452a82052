import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlToText } from './html';
import { sanitizeRichText } from './richText';

describe('rich text from the editor', () => {
  it('keeps formatting and links, and drops scripts, handlers and dangerous links', async () => {
    const dirty =
      '<p onclick="x()">Hi <b>team</b><script>alert(1)</script> <a href="javascript:alert(1)">x</a> <a href="https://example.com">files</a></p><iframe src="https://evil"></iframe>';
    const clean = await sanitizeRichText(dirty);
    expect(clean).toContain('<b>team</b>');
    expect(clean).toContain('href="https://example.com"');
    expect(clean).not.toMatch(/script|onclick|javascript:|iframe/);
  });

  it('opens every link in a new tab, without handing it the page, whatever the author wrote', async () => {
    for (const link of ['<a href="https://example.com">files</a>', '<a href="/x" target="_self" rel="opener">x</a>']) {
      const clean = await sanitizeRichText(link);
      expect(clean).toContain(' rel="noopener noreferrer"');
      expect(clean).toContain(' target="_blank"');
      expect(clean).not.toMatch(/_self|"opener"/);
    }
  });
});

describe('the plain-text part of a mail', () => {
  it('puts each paragraph, item and line break on a line of its own and drops the tags', () => {
    expect(htmlToText('<p>Line one</p><p>Line <b>two</b></p>')).toBe('Line one\nLine two');
    expect(htmlToText('<ul><li>one</li><li>two</li></ul><blockquote>a<br>b</blockquote>')).toBe('one\ntwo\na\nb');
  });

  it('reads escaped text back as the characters a reader typed', () => {
    const typed = `Tom & Jerry's "<best>" offer`;
    expect(htmlToText(`<p>${escapeHtml(typed)}</p>`)).toBe(typed);
    expect(htmlToText('<p>&amp;lt;</p>')).toBe('&lt;');
  });

  it('reads sanitized rich text as its text, each link followed by its address', async () => {
    const clean = await sanitizeRichText(
      '<h1>Title &amp; more &eacute;</h1><p><a href="https://example.com/?a=1&amp;b=2" title="a > b">the <b>files</b></a> &lt;3</p>',
    );
    expect(htmlToText(clean)).toBe('Title & more é\nthe files (https://example.com/?a=1&b=2) <3');
  });

  it('keeps the address of a link in a mail the server writes, once when the link is its own text', () => {
    const link = 'https://planner.example.com/#/programdetails/7';
    expect(htmlToText(`<p><a href="${escapeHtml(link)}">Open it in the planner</a></p>`)).toBe(
      `Open it in the planner (${link})`,
    );
    expect(htmlToText(`<a href="${link}">${link}</a>`)).toBe(link);
  });
});

describe('text put into a page', () => {
  it('is escaped', () => {
    expect(escapeHtml('<a href="x">&\'</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;');
  });
});
