import { afterEach, describe, expect, it, vi } from 'vitest';
import { listedFiles } from '.';

const mutate = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('swr', () => ({ mutate }));
vi.mock('../api', () => ({ ApiError: class extends Error {} }));

/** An XMLHttpRequest whose PUT answers `status` after one progress event (0: the network fails). */
const putAnswering = (status: number) =>
  vi.stubGlobal(
    'XMLHttpRequest',
    class {
      status = status;
      upload: { onprogress?: (e: { loaded: number; total: number; lengthComputable: boolean }) => void } = {};
      onload?: () => void;
      onerror?: () => void;
      open() {}
      setRequestHeader() {}
      abort() {}
      send() {
        this.upload.onprogress?.({ loaded: 2, total: 4, lengthComputable: true });
        queueMicrotask(() => (status ? this.onload?.() : this.onerror?.()));
      }
    },
  );

const slot = { id: 'doc-9', uploadUrl: 'https://s3.example/doc-9', method: 'PUT' as const, headers: {} };
const file = new File(['abcd'], 'artwork.pdf', { type: 'application/pdf' });

function writes() {
  const ask = vi.fn(async () => slot);
  const take = vi.fn(async () => [{ documentId: 'doc-1' }]);
  return { ask, take, files: listedFiles({ list: 'tactics.files', ask, take }) };
}

/** The cache matcher of the last `mutate`, asked about a key. */
const lastMatcher = () => (mutate.mock.calls.at(-1) as unknown as [(key: unknown) => boolean])[0];

afterEach(() => {
  vi.unstubAllGlobals();
  mutate.mockClear();
});

describe("a thing's file list", () => {
  it('asks for a listed slot with the checked type, sends the bytes with their progress and reads the list again', async () => {
    putAnswering(200);
    const { ask, take, files } = writes();
    const progress = vi.fn();
    await files.upload(7, file, 'application/pdf', progress, new AbortController().signal);
    expect(ask).toHaveBeenCalledWith(7, { fileName: 'artwork.pdf', contentType: 'application/pdf', size: 4 });
    expect(progress).toHaveBeenCalledWith(2, 4);
    expect(take).not.toHaveBeenCalled();
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(lastMatcher()(['tactics.files', { params: { id: 7 } }])).toBe(true);
  });

  it('takes the listed slot off again when the bytes do not arrive, so no empty file is offered', async () => {
    putAnswering(0);
    const { take, files } = writes();
    await expect(files.upload(7, file, 'application/pdf', vi.fn(), new AbortController().signal)).rejects.toThrow();
    expect(take).toHaveBeenCalledWith(7, 'doc-9');
    expect(mutate).toHaveBeenCalledTimes(1);
  });

  it("removes a file and shows the files left without reading the list again, only that thing's list", async () => {
    const { take, files } = writes();
    expect(await files.remove(7, 'doc-2')).toEqual([{ documentId: 'doc-1' }]);
    expect(take).toHaveBeenCalledWith(7, 'doc-2');
    const [, data, options] = mutate.mock.calls.at(-1) as unknown as [unknown, unknown, unknown];
    const matches = lastMatcher();
    expect(data).toEqual([{ documentId: 'doc-1' }]);
    expect(options).toEqual({ revalidate: false });
    expect(matches(['tactics.files', { params: { id: 7 } }])).toBe(true);
    expect(matches(['tactics.files', { params: { id: 8 } }])).toBe(false);
    expect(matches(['components.files', { params: { id: 7 } }])).toBe(false);
  });
});
