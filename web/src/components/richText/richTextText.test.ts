import { describe, expect, it } from 'vitest';
import { isSafeHref, linkTarget, normalizeRichText } from './richTextText';

describe('rich-text helpers', () => {
  it('send nothing for an editor holding only blank lines', () => {
    for (const blank of ['', '<br>', '<p><br></p>', '<div>&nbsp;</div>', '<ul><li><br></li></ul>'])
      expect(normalizeRichText(blank)).toBe('');
    expect(normalizeRichText('<p><b>Hi</b></p>')).toBe('<p><b>Hi</b></p>');
  });

  it('turn what was typed in the link box into an http(s) or mailto target, and refuse anything else', () => {
    expect(linkTarget('https://example.com/a')).toBe('https://example.com/a');
    expect(linkTarget('example.com/files')).toBe('https://example.com/files');
    expect(linkTarget('ana@retail.example')).toBe('mailto:ana@retail.example');
    expect(linkTarget('javascript:alert(1)')).toBeNull();
    expect(linkTarget('  ')).toBeNull();
    expect(isSafeHref('data:text/html,x')).toBe(false);
  });
});
