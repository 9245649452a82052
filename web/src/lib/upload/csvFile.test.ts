import { describe, expect, it } from 'vitest';
import { fileSizeText } from './csvFile';

describe('file sizes', () => {
  it('read as bytes, KB or MB, a small file in bytes rather than rounded up to a kilobyte', () => {
    expect(fileSizeText(102)).toBe('102 B');
    expect(fileSizeText(1536)).toBe('1.5 KB');
    expect(fileSizeText(200 * 1024)).toBe('200 KB');
    expect(fileSizeText(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(fileSizeText(50 * 1024 * 1024)).toBe('50 MB');
    expect(fileSizeText(-1)).toBe('');
  });
});
