import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { get as httpsGet } from 'node:https';
import { fromEnv } from '@aws-sdk/credential-provider-env';
import { SignatureV4 } from '@smithy/signature-v4';
import { MAX_UPLOAD_BYTES, PRESIGNED_URL_TTL_SECONDS } from '../../../shared/constants';
import type { DocumentUpload } from '../../../shared/contract/schemas/documents';
import { clock } from '../clock';

/**
 * Presigned S3 object URLs without the S3 client: the families that only hand out upload and download URLs sign
 * them with the SDK's own SigV4 signer, as `getSignedUrl` from `@aws-sdk/s3-request-presigner` does, but without
 * `@aws-sdk/client-s3` (its schemas for every S3 operation, checksums, XML; about 150 KB of each bundle).
 * The URLs are the SDK's, byte for byte (s3Presign.test.ts compares them): virtual-hosted
 * `https://<bucket>.s3.<region>.amazonaws.com/<key>`, or path-style on the local stand-in named by
 * `AWS_ENDPOINT_URL_S3` (the local stand-in, which serves buckets by path), with the credentials and region of
 * the environment. `putObject` and `getObjectStream` write and read an object through such a URL from the Lambda
 * itself (the reports family's workbook, the import processor's files), so no Lambda bundles the S3 client.
 */

type SourceData = string | ArrayBuffer | ArrayBufferView;

const toBuffer = (data: SourceData) =>
  typeof data === 'string'
    ? Buffer.from(data, 'utf8')
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);

/** SHA-256 and HMAC-SHA-256 in the shape the signer takes (node:crypto, as the SDK's Node runtime uses). */
class Sha256 {
  private hash: Hash | Hmac;
  constructor(private readonly secret?: SourceData) {
    this.hash = this.create();
  }
  private create() {
    return this.secret === undefined ? createHash('sha256') : createHmac('sha256', toBuffer(this.secret));
  }
  update(data: SourceData) {
    this.hash.update(toBuffer(data));
  }
  digest() {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
  reset() {
    this.hash = this.create();
  }
}

// The SDK's escaping of a URI part (smithy's escapeUri): encodeURIComponent, and !'()* too.
const escapeUri = (part: string) =>
  encodeURIComponent(part).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

// A bucket name S3 serves as a host name over TLS (no dots, no upper case); others go path-style, as in the SDK.
const VIRTUAL_HOSTABLE = /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/;

function region() {
  const value = process.env.AWS_REGION;
  if (!value) throw new Error('Environment variable AWS_REGION is not set');
  return value;
}

function objectRequest(method: 'GET' | 'PUT', bucket: string, key: string) {
  const keyPath = `/${key.split('/').map(escapeUri).join('/')}`;
  const local = process.env.AWS_ENDPOINT_URL_S3;
  const endpoint = local
    ? new URL(local)
    : new URL(
        VIRTUAL_HOSTABLE.test(bucket)
          ? `https://${bucket}.s3.${region()}.amazonaws.com`
          : `https://s3.${region()}.amazonaws.com`,
      );
  const base = endpoint.pathname.replace(/\/$/, '');
  const port = endpoint.port ? Number(endpoint.port) : undefined;
  return {
    method,
    protocol: endpoint.protocol,
    hostname: endpoint.hostname,
    port,
    path: local || !VIRTUAL_HOSTABLE.test(bucket) ? `${base}/${bucket}${keyPath}` : `${base}${keyPath}`,
    query: { 'x-id': method === 'PUT' ? 'PutObject' : 'GetObject' } as Record<string, string>,
    headers: {
      host: `${endpoint.hostname}${port === undefined ? '' : `:${port}`}`,
      'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD',
    } as Record<string, string>,
  };
}

async function presign(
  request: ReturnType<typeof objectRequest>,
  expiresIn: number,
  signableHeaders?: Set<string>,
): Promise<string> {
  const signer = new SignatureV4({
    service: 's3',
    region: region(),
    credentials: fromEnv(),
    sha256: Sha256,
    uriEscapePath: false,
    applyChecksum: false,
  });
  const signed = await signer.presign(request, {
    expiresIn,
    signableHeaders,
    unsignableHeaders: new Set(['content-type']),
    unhoistableHeaders: new Set(),
  });
  const query = Object.keys(signed.query ?? {})
    .sort()
    .map((name) => `${escapeUri(name)}=${escapeUri(String(signed.query![name]))}`)
    .join('&');
  const port = signed.port === undefined ? '' : `:${signed.port}`;
  return `${signed.protocol}//${signed.hostname}${port}${signed.path}?${query}`;
}

/**
 * A presigned PUT of one object. Its type and size are signed, so S3 refuses a body of another length or type;
 * the uploader sends `content-type` as given.
 */
export function presignPut(input: {
  bucket: string;
  key: string;
  contentType: string;
  contentLength: number;
  expiresIn: number;
}): Promise<string> {
  const request = objectRequest('PUT', input.bucket, input.key);
  request.headers['content-type'] = input.contentType;
  request.headers['content-length'] = String(input.contentLength);
  return presign(request, input.expiresIn, new Set(['content-type', 'content-length']));
}

/**
 * The contract's upload slot for one object (documents, request files, CSV imports): its presigned PUT, the header
 * the uploader sends, when the link expires and the size limit the client checks first.
 */
export async function presignUploadSlot(input: {
  bucket: string;
  key: string;
  /** The slot's id in the answer: the document's or the import's. */
  id: string;
  contentType: string;
  size: number;
}): Promise<DocumentUpload> {
  const { id, size, ...object } = input;
  const issuedAt = clock.now();
  const uploadUrl = await presignPut({ ...object, contentLength: size, expiresIn: PRESIGNED_URL_TTL_SECONDS });
  return {
    id,
    uploadUrl,
    method: 'PUT',
    headers: { 'content-type': object.contentType },
    expiresAt: new Date(issuedAt.getTime() + PRESIGNED_URL_TTL_SECONDS * 1000).toISOString(),
    maxBytes: MAX_UPLOAD_BYTES,
  };
}

/** A presigned GET of one object, optionally answered with the given Content-Disposition and Content-Type. */
export function presignGet(input: {
  bucket: string;
  key: string;
  contentDisposition?: string;
  contentType?: string;
  expiresIn: number;
}): Promise<string> {
  const request = objectRequest('GET', input.bucket, input.key);
  if (input.contentDisposition !== undefined) request.query['response-content-disposition'] = input.contentDisposition;
  if (input.contentType !== undefined) request.query['response-content-type'] = input.contentType;
  return presign(request, input.expiresIn);
}

const ATTEMPTS = 3;

class S3RequestFailed extends Error {
  constructor(
    readonly status: number,
    errorDocument: string,
  ) {
    const code = /<Code>([^<]*)<\/Code>/.exec(errorDocument)?.[1] ?? '';
    super(`S3 refused the request (${status}${code ? ` ${code}` : ''})`);
    this.name = code || 'S3RequestFailed';
  }
  get retryable() {
    return this.status === 429 || this.status >= 500;
  }
}

/**
 * One object request from the Lambda itself through a URL signed for it (a fresh one per attempt), with the
 * function role's credentials, retried like the SDK's standard mode: up to three attempts, after a network error,
 * a throttling answer (429, 503 SlowDown) or a server error, with jittered exponential backoff; S3's error code
 * names the error otherwise.
 */
async function withRetries<T>(attempt: () => Promise<T>): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      const retryable = !(error instanceof S3RequestFailed) || error.retryable;
      if (!retryable || n >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 100 * 2 ** n));
    }
  }
}

/** Writes one object through a presigned PUT, as the browser uploads (the reports family's workbook). */
export function putObject(input: { bucket: string; key: string; body: Uint8Array; contentType: string }) {
  const { body, ...object } = input;
  return withRetries(async () => {
    const answer = await fetch(await presignPut({ ...object, contentLength: body.byteLength, expiresIn: 60 }), {
      method: 'PUT',
      headers: { 'content-type': input.contentType },
      // A Buffer's memory may be a SharedArrayBuffer by type; ours are plain buffers.
      body: body as Uint8Array<ArrayBuffer>,
    });
    if (!answer.ok) throw new S3RequestFailed(answer.status, await answer.text());
    await answer.body?.cancel();
  });
}

/**
 * Reads one object as a stream through a presigned GET (the import processor's uploaded files), with its size.
 * Through node:http, as the SDK's own handler reads: fetch fails a body it was told to pause (a slow consumer)
 * when the server closes the connection after sending it all, which the local S3 stand-in does. Only connecting
 * is retried: a stream that breaks half way fails the read, as the SDK's GetObject does.
 */
export function getObjectStream(input: {
  bucket: string;
  key: string;
}): Promise<{ body: IncomingMessage; contentLength: number }> {
  return withRetries(async () => {
    const url = await presignGet({ ...input, expiresIn: 60 });
    const answer = await new Promise<IncomingMessage>((resolve, reject) =>
      (url.startsWith('https:') ? httpsGet : httpGet)(url, resolve).on('error', reject),
    );
    const status = answer.statusCode ?? 0;
    if (status >= 200 && status < 300)
      return { body: answer, contentLength: Number(answer.headers['content-length'] ?? 0) };
    const errorDocument = Buffer.concat(await answer.toArray()).toString();
    throw new S3RequestFailed(status, errorDocument);
  });
}

/**
 * Whether an object is there (an upload the browser announced has arrived): a presigned GET of its first byte, so
 * the Lambda needs read access only. S3 answers 403 instead of 404 to a reader without ListBucket: both mean no.
 */
export async function objectExists(input: { bucket: string; key: string }): Promise<boolean> {
  const answer = await fetch(await presignGet({ ...input, expiresIn: 60 }), { headers: { range: 'bytes=0-0' } });
  await answer.body?.cancel();
  if (answer.ok) return true;
  if (answer.status === 404 || answer.status === 403) return false;
  throw new Error(`The bucket ${input.bucket} answered ${answer.status} for ${input.key}`);
}
