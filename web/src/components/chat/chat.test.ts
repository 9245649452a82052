import { describe, expect, it } from 'vitest';
import { canPost, countMessages, isTooLong, type ChatMessage } from './chat';

const message = (id: string, replies: ChatMessage[] = []): ChatMessage => ({
  id,
  parentId: null,
  text: id,
  authorName: 'Ana',
  createdAt: '2026-11-25T10:00:00Z',
  editedAt: null,
  mine: false,
  files: [],
  replies,
});

describe('a chat thread', () => {
  it('counts replies with their messages', () => {
    expect(countMessages([message('a', [message('b', [message('c')])]), message('d')])).toBe(4);
  });

  it('posts only a message that is not empty, and not while saving', () => {
    expect(canPost('  ', false)).toBe(false);
    expect(canPost('Looks good', true)).toBe(false);
    expect(canPost('Looks good', false)).toBe(true);
  });

  it('refuses a message over the host limit, counted without its surrounding spaces', () => {
    expect(isTooLong('a'.repeat(2001), 2000)).toBe(true);
    expect(isTooLong(` ${'a'.repeat(2000)}\n`, 2000)).toBe(false);
    expect(isTooLong('a'.repeat(9000), undefined)).toBe(false);
  });
});
