import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpMessages } from '../../../shared/messages';
import { ApiError, onForbidden, onUnauthorized } from './api';
import { downloadDocument } from './download';

vi.mock('./config', () => ({ webConfig: () => ({ apiBase: '/api' }) }));
vi.mock('./session', () => ({ currentIdToken: async () => undefined }));

const answering = (status: number) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ hasError: true, error: {}, data: null }), { status })),
  );

afterEach(() => vi.unstubAllGlobals());

describe('a document download', () => {
  it('opens the session-expired dialog on a 401, as any call of the API client does', async () => {
    answering(401);
    const expired = vi.fn();
    const stop = onUnauthorized(expired);
    const error = await downloadDocument('doc-1', 'a.pdf').catch((e: unknown) => e);
    stop();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).messages).toEqual([httpMessages.loginFailed]);
  });

  it('tells the claims refresher about a 403, and nobody about a missing file', async () => {
    const forbidden = vi.fn();
    const expired = vi.fn();
    const stops = [onForbidden(forbidden), onUnauthorized(expired)];
    answering(403);
    await downloadDocument('doc-1', 'a.pdf').catch(() => undefined);
    answering(404);
    await downloadDocument('doc-1', 'a.pdf').catch(() => undefined);
    stops.forEach((stop) => stop());
    expect(forbidden).toHaveBeenCalledTimes(1);
    expect(expired).not.toHaveBeenCalled();
  });
});
