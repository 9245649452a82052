import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ORIGIN_SECRET_HEADER } from '../../shared/constants';
import { forwardToApi } from './webServer';

/**
 * The distribution's `/api/*` behaviour in front of the local gateway: it forwards every request as it came and
 * adds the origin secret header, as CloudFront adds it to requests for the API origin (infra/stacks/webStack.ts).
 * Every local caller (the web server, Vite's proxy, the tests, the bench, the demo seed) uses this address; a
 * request straight to the gateway lacks the header and the families refuse it, as API Gateway's own URL does in
 * AWS.
 */
export async function startEdgeProxy(opts: {
  port: number;
  gatewayUrl: string;
  originSecret: string;
}): Promise<{ url: string; stop(): Promise<void> }> {
  const server = createServer((req, res) =>
    forwardToApi(opts.gatewayUrl, req, res, { [ORIGIN_SECRET_HEADER]: opts.originSecret }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
