import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { Fetcher } from 'aws-jwt-verify/https';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { Family } from '../../shared/contract/route';
import { inputMessages } from '../../shared/messages';
import { apiGatewayEvent, lambdaContext, MalformedPath, matchRoute } from './apiGatewayEvent';

type FamilyHandler = (
  event: APIGatewayProxyEventV2WithJWTAuthorizer,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/** aws-jwt-verify's own fetcher accepts only https; the local Cognito stand-in serves its JWKS over http. */
class LoopbackHttpFetcher implements Fetcher {
  async fetch(uri: string): Promise<ArrayBuffer> {
    const response = await fetch(uri);
    if (!response.ok) throw new Error(`JWKS fetch failed: ${response.status}`);
    return response.arrayBuffer();
  }
}

// API Gateway HTTP API refuses bodies above 10 MB before any Lambda runs; mirror it.
const MAX_BODY_BYTES = 10 * 1024 * 1024;

export interface GatewayOptions {
  port: number;
  cognito: { endpoint: string; userPoolId: string; clientId: string };
  /** Loads a family's handler module (the very same one deployed to Lambda). */
  loadHandler: (family: Family) => Promise<FamilyHandler>;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'Request Entity Too Large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The local stand-in for API Gateway: serves every route of the contract by verifying the token as the JWT
 * authorizer would (issuer, audience, signature, expiry) and invoking the family's handler with a payload 2.0
 * event. Answers what API Gateway answers when no route matches or the token is refused.
 */
export async function startGateway(
  opts: GatewayOptions,
): Promise<{ url: string; server: Server; stop(): Promise<void> }> {
  const issuer = `${opts.cognito.endpoint}/${opts.cognito.userPoolId}`;
  const verifier = JwtRsaVerifier.create(
    {
      issuer,
      audience: opts.cognito.clientId,
      jwksUri: `${issuer}/.well-known/jwks.json`,
      // As the API accepts them (docs/decisions.md, "Tokens"): ID tokens only, and only with an expiry. The
      // generic verifier checks `exp` only when present and knows nothing of Cognito's token_use.
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'id') throw new Error('Only ID tokens are accepted');
        if (typeof payload.exp !== 'number') throw new Error('The token has no expiry');
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: new LoopbackHttpFetcher() }) },
  );
  const handlers = new Map<Family, Promise<FamilyHandler>>();
  const handlerOf = (family: Family) => {
    if (!handlers.has(family)) handlers.set(family, opts.loadHandler(family));
    return handlers.get(family)!;
  };

  const server = createServer(async (req, res) => {
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(body);
    };
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const match = matchRoute(req.method ?? 'GET', url.pathname);
      if (!match) return send(404, JSON.stringify({ message: 'Not Found' }));

      let claims: Record<string, unknown> | null = null;
      if (match.route.access !== 'public') {
        const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
        if (!token) return send(401, JSON.stringify({ message: 'Unauthorized' }), { 'www-authenticate': 'Bearer' });
        try {
          claims = (await verifier.verify(token)) as Record<string, unknown>;
        } catch {
          return send(401, JSON.stringify({ message: 'Unauthorized' }), {
            'www-authenticate': 'Bearer error="invalid_token"',
          });
        }
      }
      const body = await readBody(req);
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v ?? '')]),
      );
      const event = apiGatewayEvent(
        {
          method: req.method!,
          path: url.pathname,
          rawQueryString: url.search.slice(1),
          headers,
          body,
          sourceIp: req.socket.remoteAddress,
        },
        match,
        claims,
      );
      const handler = await handlerOf(match.route.family);
      const result = await handler(event, lambdaContext(`planner-${match.route.family}`));
      const responseHeaders: Record<string, string> = {};
      for (const [k, v] of Object.entries(result.headers ?? {})) responseHeaders[k] = String(v);
      if (result.cookies?.length) res.setHeader('set-cookie', result.cookies);
      res.writeHead(result.statusCode ?? 200, responseHeaders);
      res.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined);
    } catch (error) {
      if (error instanceof HttpError) return send(error.status, JSON.stringify({ message: error.message }));
      // decodeURIComponent throws on `%ZZ`: a bad request, answered in the wrapper with a clear message.
      if (error instanceof MalformedPath)
        return send(
          400,
          JSON.stringify({ hasError: true, error: { general: [inputMessages.malformedPath] }, data: null }),
        );
      console.error('gateway: handler failed', error);
      send(500, JSON.stringify({ message: 'Internal Server Error' }));
    }
  });
  await new Promise<void>((resolve) => server.listen(opts.port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${opts.port}`,
    server,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
