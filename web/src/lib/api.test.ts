import { describe, expect, it, vi } from 'vitest';
import { httpMessages, serverMessages } from '../../../shared/messages';
import { programGuardMessages } from '../../../shared/programs/messages';
import { messagesOfError } from '../components/messageBox/messages';
import { ApiError, createApiClient, errorFromResponse, routeRequestUrl } from './api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const wrapped = (data: unknown) => ({ hasError: false, error: {}, data });
const failed = (error: Record<string, string[]>) => ({ hasError: true, error, data: null });

function client(answer: () => Promise<Response>, token: string | null = 'id-token') {
  const fetch = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) => answer());
  const onUnauthorized = vi.fn();
  const api = createApiClient({ apiBase: '/api', getIdToken: async () => token ?? undefined, fetch, onUnauthorized });
  const request = () => {
    const [url, init] = fetch.mock.calls[0]!;
    return { url: String(url), init: init!, headers: init!.headers as Record<string, string> };
  };
  return { api, fetch, onUnauthorized, request };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('callRoute', () => {
  it('sends the ID token, no-cache headers and a JSON body to the contract path, and unwraps the data', async () => {
    const { api, request } = client(async () => json(200, wrapped({ lastLoggedOn: null })));
    const data = await api.callRoute('users.tracklogin', { body: { token: 't', type: 1, url: 'http://x/#/home' } });

    expect(data).toEqual({ lastLoggedOn: null });
    const { url, init, headers } = request();
    expect(url).toBe('/api/users/tracklogin');
    expect(init.method).toBe('POST');
    expect(init.cache).toBe('no-store');
    expect(headers).toMatchObject({
      Authorization: 'Bearer id-token',
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(init.body as string)).toEqual({ token: 't', type: 1, url: 'http://x/#/home' });
  });

  it('fills path parameters and the query string from the input', async () => {
    const { api, request } = client(async () => json(200, wrapped([])));
    await api.callRoute('users.claims');
    expect(request().url).toBe('/api/users/claims');
    expect(routeRequestUrl('/api/', 'documents/{id}/file', { id: 'a b' }, { sitename: 'demo', skip: undefined })).toBe(
      '/api/documents/a%20b/file?sitename=demo',
    );
  });

  it('sends no Authorization header to a public route or when signed out', async () => {
    const publicCall = client(async () => json(200, wrapped({ status: 'ok', time: 'now' })));
    await publicCall.api.callRoute('health');
    expect(publicCall.request().headers.Authorization).toBeUndefined();

    const signedOut = client(async () => json(200, wrapped([])), null);
    await signedOut.api.callRoute('users.claims');
    expect(signedOut.request().headers.Authorization).toBeUndefined();
  });

  it('reports a network failure with the network text', async () => {
    const { api } = client(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(api.callRoute('users.claims'));
    expect(error.status).toBe(0);
    expect(error.messages).toEqual([httpMessages.networkError]);
  });

  it('shows the server messages of a 400, field by field', async () => {
    const { api } = client(async () => json(400, failed({ url: ['Too long'], general: ['Check the form'] })));
    const error = await failure(api.callRoute('users.claims'));
    expect(error.status).toBe(400);
    expect(error.errors).toEqual({ url: ['Too long'], general: ['Check the form'] });
    expect(error.messages).toEqual(['Too long', 'Check the form']);
  });

  it('says the body was not formatted when a 400 is unreadable', async () => {
    const { api } = client(async () => new Response('<html>Bad Request</html>', { status: 400 }));
    expect((await failure(api.callRoute('users.claims'))).messages).toEqual([httpMessages.unformattedBody]);
  });

  it('answers a 401 with the login text and raises the unauthorized event once', async () => {
    const { api, onUnauthorized } = client(async () => json(401, failed({ general: ['You need to sign in.'] })));
    const error = await failure(api.callRoute('users.claims'));
    expect(error.messages).toEqual([httpMessages.loginFailed]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('answers a 403 with the login text without raising the unauthorized event', async () => {
    const { api, onUnauthorized } = client(async () =>
      json(403, failed({ general: ['You do not have permission to do this.'] })),
    );
    expect((await failure(api.callRoute('users.claims'))).messages).toEqual([httpMessages.loginFailed]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("shows the body's messages of other failures, or the undecodable text without any", async () => {
    const notFound = client(async () => json(404, failed({ general: ['The requested item was not found.'] })));
    expect((await failure(notFound.api.callRoute('users.claims'))).messages).toEqual([
      'The requested item was not found.',
    ]);

    const gatewayDown = client(async () => new Response('Bad gateway', { status: 502 }));
    expect((await failure(gatewayDown.api.callRoute('users.claims'))).messages).toEqual([
      httpMessages.undecodableError,
    ]);

    const emptyError = client(async () => json(500, failed({ general: [] })));
    expect((await failure(emptyError.api.callRoute('users.claims'))).messages).toEqual([httpMessages.undecodableError]);
  });

  it('treats a successful status whose wrapper has hasError as a failure', async () => {
    const { api } = client(async () => json(200, failed({ general: ['Your sign-in could not be recorded.'] })));
    const error = await failure(api.callRoute('users.tracklogin', { body: { token: 't', type: 1, url: '' } }));
    expect(error.messages).toEqual(['Your sign-in could not be recorded.']);
  });

  it('says the body was not formatted when a successful answer is not the wrapper', async () => {
    const { api } = client(async () => new Response('ok', { status: 200 }));
    expect((await failure(api.callRoute('users.claims'))).messages).toEqual([httpMessages.unformattedBody]);
  });

  it('types the input from the contract', () => {
    const { api } = client(async () => json(200, wrapped(null)));
    // Compile-time checks only: the calls below must not type-check.
    const unchecked = () => {
      // @ts-expect-error tracklogin needs its body
      void api.callRoute('users.tracklogin');
      // @ts-expect-error type is 1 or 2
      void api.callRoute('users.tracklogin', { body: { token: 't', type: 3, url: '' } });
      // @ts-expect-error redirect routes are links, not calls
      void api.callRoute('documents.file', { params: { id: 'x' }, query: {} });
    };
    expect(unchecked).toBeTypeOf('function');
  });
});

describe('errorFromResponse', () => {
  it('maps statuses to the spec catalogue', () => {
    expect(errorFromResponse(400, undefined).messages).toEqual([httpMessages.unformattedBody]);
    expect(errorFromResponse(401, undefined).messages).toEqual([httpMessages.loginFailed]);
    expect(errorFromResponse(403, undefined).messages).toEqual([httpMessages.loginFailed]);
    expect(errorFromResponse(403, failed({ general: [serverMessages.forbidden] })).messages).toEqual([
      httpMessages.loginFailed,
    ]);
  });

  it("shows a 403's own reason (a four-eyes refusal), not the generic 403 text", () => {
    const reason = programGuardMessages.selfReviewPromo;
    const error = errorFromResponse(403, failed({ general: [reason] }));
    expect(error.status).toBe(403);
    expect(error.messages).toEqual([reason]);
    expect(messagesOfError(error)).toEqual([reason]);
    expect(errorFromResponse(500, { hasError: true, error: 'boom' }).messages).toEqual([httpMessages.undecodableError]);
    expect(errorFromResponse(409, failed({ general: ['Someone else changed this item.'] })).status).toBe(409);
  });
});
