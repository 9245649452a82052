import { S3Client } from '@aws-sdk/client-s3';

export const s3 = new S3Client({
  // The local S3 stand-in serves buckets by path, and stores streamed uploads corrupted when the SDK adds
  // its default checksums; real S3 accepts both settings.
  forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3),
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});
