import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { tableDesign } from '../../functions/lib/tableDesign';
import { buildTestApp } from './testApp';

const bucketWithLogicalIdPrefix = (template: Template, prefix: string) => {
  const [entry] = Object.entries(template.findResources('AWS::S3::Bucket')).filter(([id]) => id.startsWith(prefix));
  if (!entry) throw new Error(`No bucket ${prefix}`);
  return entry[1].Properties;
};

describe('data stack', () => {
  const template = Template.fromStack(buildTestApp('dev').data);

  it("sends the imports bucket's uploads to EventBridge, where the import processor picks them up", () => {
    template.hasResourceProperties('Custom::S3BucketNotifications', {
      NotificationConfiguration: { EventBridgeConfiguration: {} },
    });
  });

  it('keys the one table by PK and SK, on demand, with the GSIs of the table design', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: tableDesign.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDesign.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: tableDesign.globalSecondaryIndexes.map((index) =>
        Match.objectLike({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        }),
      ),
    });
  });

  it('expires items by the TTL attribute and keeps point-in-time recovery', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: tableDesign.timeToLiveAttribute, Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
  });

  it('versions the documents bucket, keeps it private and TLS-only, and logs its access', () => {
    const documents = bucketWithLogicalIdPrefix(template, 'Documents');
    expect(documents.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(documents.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(documents.LoggingConfiguration).toMatchObject({ LogFilePrefix: 'Documents/' });
    expect(documents.CorsConfiguration.CorsRules[0].AllowedMethods).toEqual(['GET', 'PUT']);
  });

  it('expires import files after 30 days and drops incomplete uploads', () => {
    const imports = bucketWithLogicalIdPrefix(template, 'Imports');
    expect(imports.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({
        Status: 'Enabled',
        ExpirationInDays: 30,
        AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
      }),
    );
  });

  it('lets a dev table go with its stack', () => {
    template.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Delete' });
  });

  it('retains and protects the table in prod', () => {
    Template.fromStack(buildTestApp('prod').data).hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
  });
});
