import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getObjectStream, objectExists, presignGet, presignPut, presignUploadSlot, putObject } from './s3Presign';

/** The presigned URLs are the ones the SDK's getSignedUrl makes with the S3 client of functions/lib/clients/s3.ts. */
const ENV_KEYS = [
  'AWS_REGION',
  'AWS_ENDPOINT_URL_S3',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
];

const sdkClient = () =>
  new S3Client({
    forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

describe('presigned S3 URLs without the S3 client', () => {
  const saved = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-25T04:05:06Z'), toFake: ['Date'] });
    process.env.AWS_ACCESS_KEY_ID = 'AKIDEXAMPLE';
    process.env.AWS_SECRET_ACCESS_KEY = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY';
    process.env.AWS_SESSION_TOKEN = 'session/token+with=signs';
  });
  afterEach(() => {
    vi.useRealTimers();
    for (const key of ENV_KEYS) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  });

  const places = [
    { region: 'us-east-1', endpoint: undefined, bucket: 'planner-documents-1a2b3c' },
    { region: 'eu-central-1', endpoint: undefined, bucket: 'planner-imports-9z' },
    { region: 'eu-central-1', endpoint: undefined, bucket: 'planner.with.dots' },
    { region: 'us-east-1', endpoint: 'http://127.0.0.1:4569', bucket: 'planner-documents' },
  ];
  const keys = ['documents/2026-11/6f1c0d8e-1b2a-4c3d-9e8f-0a1b2c3d4e5f', 'imports/1/2/a b+é(1)!.csv'];

  it.each(places)('PUT in $region at $endpoint, bucket $bucket', async ({ region, endpoint, bucket }) => {
    process.env.AWS_REGION = region;
    if (endpoint) process.env.AWS_ENDPOINT_URL_S3 = endpoint;
    else delete process.env.AWS_ENDPOINT_URL_S3;
    for (const key of keys) {
      const expected = await getSignedUrl(
        sdkClient(),
        new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: 'text/csv', ContentLength: 1234 }),
        { expiresIn: 300, signableHeaders: new Set(['content-type', 'content-length']) },
      );
      expect(await presignPut({ bucket, key, contentType: 'text/csv', contentLength: 1234, expiresIn: 300 })).toBe(
        expected,
      );
    }
  });

  it.each(places)('GET in $region at $endpoint, bucket $bucket', async ({ region, endpoint, bucket }) => {
    process.env.AWS_REGION = region;
    if (endpoint) process.env.AWS_ENDPOINT_URL_S3 = endpoint;
    else delete process.env.AWS_ENDPOINT_URL_S3;
    const disposition = `attachment; filename="Q1 plan_.pdf"; filename*=UTF-8''Q1%20plan%C3%A9.pdf`;
    for (const key of keys) {
      const expected = await getSignedUrl(
        sdkClient(),
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ResponseContentDisposition: disposition,
          ResponseContentType: 'application/pdf',
        }),
        { expiresIn: 300 },
      );
      expect(
        await presignGet({
          bucket,
          key,
          contentDisposition: disposition,
          contentType: 'application/pdf',
          expiresIn: 300,
        }),
      ).toBe(expected);
      const plain = await getSignedUrl(sdkClient(), new GetObjectCommand({ Bucket: bucket, Key: key }), {
        expiresIn: 60,
      });
      expect(await presignGet({ bucket, key, expiresIn: 60 })).toBe(plain);
    }
  });

  it('an upload slot: the PUT of its type and size, the header to send, the expiry and the size limit', async () => {
    process.env.AWS_REGION = 'us-east-1';
    delete process.env.AWS_ENDPOINT_URL_S3;
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T10:00:00Z') });
    try {
      const object = { bucket: 'planner-imports', key: 'imports/expenses/7.csv' };
      const slot = await presignUploadSlot({ ...object, id: '7', contentType: 'text/csv', size: 1234 });
      expect(slot).toEqual({
        id: '7',
        uploadUrl: await presignPut({ ...object, contentType: 'text/csv', contentLength: 1234, expiresIn: 300 }),
        method: 'PUT',
        headers: { 'content-type': 'text/csv' },
        expiresAt: '2026-11-26T10:05:00.000Z',
        maxBytes: 50 * 1024 * 1024,
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('without a session token (long-term keys) as the SDK', async () => {
    process.env.AWS_REGION = 'us-east-1';
    delete process.env.AWS_ENDPOINT_URL_S3;
    delete process.env.AWS_SESSION_TOKEN;
    const bucket = 'planner-documents';
    const expected = await getSignedUrl(sdkClient(), new GetObjectCommand({ Bucket: bucket, Key: 'a/b' }), {
      expiresIn: 300,
    });
    expect(await presignGet({ bucket, key: 'a/b', expiresIn: 300 })).toBe(expected);
  });
});

describe('putObject and getObjectStream', () => {
  const saved = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));
  afterEach(() => {
    for (const key of ENV_KEYS) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  });

  /**
   * A loopback S3 stand-in answering the given statuses in turn (a 200 to a GET with `content`); it records what
   * each request carried.
   */
  async function fakeS3(statuses: number[], content = '') {
    const puts: { method?: string; url?: string; contentType?: string; contentLength?: string; body: string }[] = [];
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        puts.push({
          method: req.method,
          url: req.url,
          contentType: req.headers['content-type'],
          contentLength: req.headers['content-length'],
          body: Buffer.concat(chunks).toString(),
        });
        const status = statuses.shift() ?? 200;
        if (status === 200 && req.method === 'GET')
          return res
            .writeHead(200, { 'content-type': 'text/csv', 'content-length': Buffer.byteLength(content) })
            .end(content);
        const code = { 403: 'AccessDenied', 404: 'NoSuchKey' }[status] ?? 'InternalError';
        res
          .writeHead(status, { 'content-type': 'application/xml' })
          .end(status === 200 ? '' : `<Error><Code>${code}</Code></Error>`);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.AWS_REGION = 'eu-central-1';
    process.env.AWS_ENDPOINT_URL_S3 = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env.AWS_ACCESS_KEY_ID = 'AKIDEXAMPLE';
    process.env.AWS_SECRET_ACCESS_KEY = 'secret';
    return { puts, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  const object = { bucket: 'planner-documents', key: 'exports/2026-11/a.xlsx', contentType: 'application/x-test' };

  it('writes the body with its type through a presigned PUT, again after a server error', async () => {
    const s3 = await fakeS3([500, 200]);
    try {
      await putObject({ ...object, body: Buffer.from('PK workbook') });
      expect(s3.puts).toHaveLength(2);
      for (const put of s3.puts) {
        expect(put.url).toMatch(/^\/planner-documents\/exports\/2026-11\/a\.xlsx\?.*X-Amz-Signature=/);
        expect(put).toMatchObject({ contentType: 'application/x-test', contentLength: '11', body: 'PK workbook' });
      }
    } finally {
      await s3.close();
    }
  });

  it("refuses at once with S3's error code when S3 denies, and after three attempts on server errors", async () => {
    const denied = await fakeS3([403]);
    try {
      await expect(putObject({ ...object, body: Buffer.from('x') })).rejects.toThrow(/403 AccessDenied/);
      expect(denied.puts).toHaveLength(1);
    } finally {
      await denied.close();
    }
    const failing = await fakeS3([500, 500, 500, 200]);
    try {
      await expect(putObject({ ...object, body: Buffer.from('x') })).rejects.toThrow(/500 InternalError/);
      expect(failing.puts).toHaveLength(3);
    } finally {
      await failing.close();
    }
  });

  it('streams an object through a presigned GET with its size, again after a server error', async () => {
    const csv = 'attention,companyName\n' + 'Store,Fresh Market Co.\n'.repeat(2000);
    const s3 = await fakeS3([503, 200], csv);
    try {
      const object = await getObjectStream({ bucket: 'planner-imports', key: 'imports/7/a b.csv' });
      expect(object.contentLength).toBe(csv.length);
      expect(Buffer.concat(await object.body.toArray()).toString()).toBe(csv);
      expect(s3.puts.map((r) => r.method)).toEqual(['GET', 'GET']);
      expect(s3.puts[1].url).toMatch(/^\/planner-imports\/imports\/7\/a%20b\.csv\?.*X-Amz-Signature=/);
    } finally {
      await s3.close();
    }
  });

  it("refuses a missing object at once with S3's error code", async () => {
    const s3 = await fakeS3([404]);
    try {
      await expect(getObjectStream({ bucket: 'planner-imports', key: 'gone.csv' })).rejects.toMatchObject({
        name: 'NoSuchKey',
        message: expect.stringMatching(/404 NoSuchKey/),
      });
      expect(s3.puts).toHaveLength(1);
    } finally {
      await s3.close();
    }
  });

  it('tells whether an object is there by reading its first byte: a 404 or 403 is not, another error throws', async () => {
    const s3 = await fakeS3([200, 404, 403, 500], 'content');
    try {
      const object = { bucket: 'planner-documents', key: 'requests/1/a.pdf' };
      expect(await objectExists(object)).toBe(true);
      expect(await objectExists(object)).toBe(false);
      expect(await objectExists(object)).toBe(false);
      await expect(objectExists(object)).rejects.toThrow(/answered 500/);
      expect(s3.puts.map((r) => r.method)).toEqual(['GET', 'GET', 'GET', 'GET']);
    } finally {
      await s3.close();
    }
  });
});
