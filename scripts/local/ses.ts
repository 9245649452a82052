import sesLocal from 'aws-ses-v2-local';

// A CommonJS module with `exports.default`: Node's ESM loader wraps it once more than a bundler does.
const startServer: typeof sesLocal =
  typeof sesLocal === 'function' ? sesLocal : (sesLocal as unknown as { default: typeof sesLocal }).default;

export interface SesLocal {
  /** The mailbox page: every captured message, readable in a browser. */
  mailUrl: string;
  endpoint: string;
  stop(): Promise<void>;
}

/** Starts the SES stand-in in this process; its page at `/` lists every captured e-mail. */
export async function startSesLocal(opts: { port: number }): Promise<SesLocal> {
  const server = await startServer({ host: '127.0.0.1', port: opts.port });
  const endpoint = `http://127.0.0.1:${opts.port}`;
  return {
    endpoint,
    mailUrl: endpoint,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
