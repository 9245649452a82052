import { describe, expect, it } from 'vitest';
import { filesToSend, percentSent, queueFiles, withStatus } from './uploadQueue';

const file = (name: string, size: number) => new File(['x'.repeat(size)], name, { lastModified: 1 });

describe('the queue of files of a request', () => {
  it('queues several files of any type, each once', () => {
    const a = file('a.pdf', 10);
    const queue = queueFiles(queueFiles([], [a, file('b.docx', 20)]), [a, file('c.zip', 5)]);
    expect(queue.map((q) => q.file.name)).toEqual(['a.pdf', 'b.docx', 'c.zip']);
    expect(queue.every((q) => q.status === 'queued')).toBe(true);
  });

  it('retries only what is missing: a failed file is sent again, an uploaded one is not', () => {
    let queue = queueFiles([], [file('a.pdf', 10), file('b.png', 30)]);
    queue = withStatus(queue, queue[0]!.id, { status: 'done', loaded: 10 });
    queue = withStatus(queue, queue[1]!.id, { status: 'failed', loaded: 12 });
    expect(filesToSend(queue).map((q) => q.file.name)).toEqual(['b.png']);
  });

  it('reports the share of bytes sent', () => {
    let queue = queueFiles([], [file('a.pdf', 10), file('b.png', 30)]);
    expect(percentSent(queue)).toBe(0);
    queue = withStatus(queue, queue[0]!.id, { status: 'done' });
    queue = withStatus(queue, queue[1]!.id, { status: 'uploading', loaded: 15 });
    expect(percentSent(queue)).toBe(63);
  });
});
