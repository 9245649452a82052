import { Stack } from 'aws-cdk-lib';
import type { Bucket, CfnBucket } from 'aws-cdk-lib/aws-s3';

/**
 * The cdk-nag IAM5 finding id of a statement on every object of `bucket` (`<bucket ARN>/*`), as cdk-nag
 * prints it when the bucket is in the same stack as the policy. cdk-nag 3 acknowledges findings by exact id.
 */
export function allObjectsFinding(bucket: Bucket): string {
  const logicalId = Stack.of(bucket).resolve((bucket.node.defaultChild as CfnBucket).logicalId) as string;
  return `AwsSolutions-IAM5[Resource::<${logicalId}.Arn>/*]`;
}
