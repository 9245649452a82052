import { describe, expect, it } from 'vitest';
import { canPost, countComments, type ThreadComment } from './thread';

const comment = (id: string, replies: ThreadComment[] = []): ThreadComment => ({
  id,
  parentId: null,
  message: id,
  authorName: 'Ana',
  createdAt: '2026-11-25T10:00:00Z',
  mine: false,
  files: [],
  replies,
});

describe('a version thread', () => {
  it('counts replies with their comments', () => {
    expect(countComments([comment('a', [comment('b', [comment('c')])]), comment('d')])).toBe(4);
  });

  it('posts only a message that is not empty, and not while saving', () => {
    expect(canPost('  ', false)).toBe(false);
    expect(canPost('Looks good', true)).toBe(false);
    expect(canPost('Looks good', false)).toBe(true);
  });
});
