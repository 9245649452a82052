import { Duration } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectOwnership,
  type BucketProps,
  type IBucket,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

const ACCESS_LOG_RETENTION = Duration.days(365);

/**
 * Settings every bucket of the product shares: private, TLS only, encrypted at rest. Buckets keep the CDK
 * default removal policy (retain) in every stage: removing a non-empty bucket fails, and emptying it on
 * delete would need a custom-resource Lambda.
 */
const privateByDefault = {
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  enforceSSL: true,
  encryption: BucketEncryption.S3_MANAGED,
} satisfies BucketProps;

/** A private bucket whose server access logs go to `accessLogs` under its own prefix. */
export function privateBucket(
  scope: Construct,
  id: string,
  accessLogs: IBucket,
  props: Omit<BucketProps, keyof typeof privateByDefault | 'serverAccessLogsBucket'> = {},
): Bucket {
  return new Bucket(scope, id, {
    ...privateByDefault,
    serverAccessLogsBucket: accessLogs,
    serverAccessLogsPrefix: `${id}/`,
    ...props,
  });
}

/**
 * The bucket that receives S3 server access logs (and CloudFront standard logs, which are still delivered
 * with ACLs, hence object ownership "bucket owner preferred"). One per stack, so a bucket never needs a
 * policy statement on another stack's bucket.
 */
export function accessLogsBucket(scope: Construct): Bucket {
  return new Bucket(scope, 'AccessLogs', {
    ...privateByDefault,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
    lifecycleRules: [{ expiration: ACCESS_LOG_RETENTION }],
  });
}
