import { describe, expect, it } from 'vitest';
import { fileSize } from './fileSize';

describe('file sizes', () => {
  it('read as bytes, KB or MB', () => {
    expect(fileSize(512)).toBe('512 B');
    expect(fileSize(1536)).toBe('1.5 KB');
    expect(fileSize(200 * 1024)).toBe('200 KB');
    expect(fileSize(50 * 1024 * 1024)).toBe('50 MB');
    expect(fileSize(-1)).toBe('');
  });
});
