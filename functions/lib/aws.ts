import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESClient } from '@aws-sdk/client-ses';

/**
 * SDK clients, created once per Lambda container. Endpoints come from the SDK's own
 * AWS_ENDPOINT_URL_<SERVICE> variables, which only the local stack sets; in AWS they are unset.
 */
export const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

export const s3 = new S3Client({
  // The local S3 stand-in serves buckets by path, and stores streamed uploads corrupted when the SDK adds
  // its default checksums; real S3 accepts both settings.
  forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3),
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

export const ses = new SESClient({});

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Environment variable ${name} is not set`);
  return value;
}

export const env = {
  get tableName() {
    return required('TABLE_NAME');
  },
  get documentsBucket() {
    return required('DOCUMENTS_BUCKET');
  },
  get importsBucket() {
    return required('IMPORTS_BUCKET');
  },
  get mailFrom() {
    return required('MAIL_FROM');
  },
  get mailConfigurationSet() {
    return process.env.MAIL_CONFIGURATION_SET || undefined;
  },
};
