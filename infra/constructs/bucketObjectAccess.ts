import { Validations } from 'aws-cdk-lib';
import { ManagedPolicy, PolicyStatement, type IManagedPolicy } from 'aws-cdk-lib/aws-iam';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { allObjectsFinding } from '../nagFindings';

export type ObjectAccessLevel = 'read' | 'readWrite';

const ACTIONS: Record<ObjectAccessLevel, string[]> = {
  // Versions too: documents keep their earlier versions.
  read: ['s3:GetObject', 's3:GetObjectVersion'],
  // No delete and no listing: objects are addressed by keys the table holds.
  readWrite: ['s3:GetObject', 's3:GetObjectVersion', 's3:PutObject'],
};

/**
 * What "read" and "read and write" mean for one bucket's objects, as managed policies in the bucket's own
 * stack that consumers attach to their roles. Keeping the `/*` wildcard beside the bucket lets it be
 * reviewed and acknowledged there once, by a stable id, rather than in every consumer through cross-stack
 * references. Each policy is created on first use only.
 */
export class BucketObjectAccess extends Construct {
  private readonly policies = new Map<ObjectAccessLevel, ManagedPolicy>();

  constructor(
    scope: Construct,
    id: string,
    readonly bucket: Bucket,
    private readonly whyAllObjects: string,
  ) {
    super(scope, id);
  }

  policy(level: ObjectAccessLevel): IManagedPolicy {
    const existing = this.policies.get(level);
    if (existing) return existing;
    const policy = new ManagedPolicy(this, level, {
      description: `${level} access to the objects of ${this.node.id}`,
      statements: [new PolicyStatement({ actions: ACTIONS[level], resources: [this.bucket.arnForObjects('*')] })],
    });
    Validations.of(policy).acknowledge({ id: allObjectsFinding(this.bucket), reason: this.whyAllObjects });
    this.policies.set(level, policy);
    return policy;
  }
}
