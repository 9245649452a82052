import { mkdirSync } from 'node:fs';
import type { S3Event } from 'aws-lambda';
import S3rver from 's3rver';

// Browsers upload and download straight to the stand-in with presigned URLs, from the web app's origin.
const corsConfiguration = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

export interface S3Local {
  endpoint: string;
  /** S3 event notifications, as AWS sends them to a Lambda (`ObjectCreated:*` for one bucket). */
  onObjectCreated(bucket: string, listener: (event: S3Event) => void): void;
  stop(): Promise<void>;
}

/** Starts s3rver in this process with the product's buckets. */
export async function startS3Local(opts: { port: number; directory: string; buckets: string[] }): Promise<S3Local> {
  mkdirSync(opts.directory, { recursive: true });
  const server = new S3rver({
    port: opts.port,
    address: '127.0.0.1',
    directory: opts.directory,
    silent: true,
    configureBuckets: opts.buckets.map((name) => ({ name, configs: [corsConfiguration] })),
  });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${opts.port}`,
    onObjectCreated: (bucket, listener) =>
      server.on('event', (event: S3Event) => {
        const record = event.Records[0];
        if (record?.s3.bucket.name === bucket && record.eventName.startsWith('ObjectCreated:')) listener(event);
      }),
    stop: () => server.close(),
  };
}
