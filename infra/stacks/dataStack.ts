import { Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table } from 'aws-cdk-lib/aws-dynamodb';
import { HttpMethods, type CorsRule } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { tableDesign } from '../../functions/lib/tableDesign';
import { documentCorsOrigins, type StageConfig } from '../config/stageConfig';
import { BucketObjectAccess } from '../constructs/bucketObjectAccess';
import { accessLogsBucket, privateBucket } from '../constructs/privateBucket';

export interface DataStackProps extends StackProps {
  config: StageConfig;
}

const IMPORT_RETENTION = Duration.days(30);
const INCOMPLETE_UPLOAD_RETENTION = Duration.days(1);

/** The system of record: the one table (docs/data-model.md) and the buckets for documents and imports. */
export class DataStack extends Stack {
  readonly table: Table;
  readonly documents: BucketObjectAccess;
  readonly imports: BucketObjectAccess;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { config } = props;
    const stringAttribute = (name: string) => ({ name, type: AttributeType.STRING });

    this.table = new Table(this, 'Table', {
      partitionKey: stringAttribute(tableDesign.partitionKey),
      sortKey: stringAttribute(tableDesign.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: tableDesign.timeToLiveAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: config.retainData,
      removalPolicy: config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    for (const index of tableDesign.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: stringAttribute(index.partitionKey),
        sortKey: stringAttribute(index.sortKey),
      });
    }

    const accessLogs = accessLogsBucket(this);
    // Browsers PUT uploads and GET downloads straight to S3 with presigned URLs (never through the API).
    const browserTransfers: CorsRule = {
      allowedMethods: [HttpMethods.GET, HttpMethods.PUT],
      allowedOrigins: documentCorsOrigins(config),
      allowedHeaders: ['content-type', 'content-length'],
      exposedHeaders: ['etag'],
      maxAge: Duration.hours(1).toSeconds(),
    };

    // Versioned: communication-request and retailer-profile versions are object versions.
    const documentsBucket = privateBucket(this, 'Documents', accessLogs, {
      versioned: true,
      cors: [browserTransfers],
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: INCOMPLETE_UPLOAD_RETENTION }],
    });
    this.documents = new BucketObjectAccess(
      this,
      'DocumentsAccess',
      documentsBucket,
      'Document keys are made by the server per upload (documents/<month>/<uuid>) and only known at run ' +
        "time; the bucket holds nothing but the product's documents.",
    );

    // An import file is only needed until it is processed; its rows and row errors live in the table.
    const importsBucket = privateBucket(this, 'Imports', accessLogs, {
      cors: [browserTransfers],
      // Uploads reach the import processor as EventBridge events (a rule in the api stack), which avoids the
      // stack cycle a bucket notification to another stack's Lambda would make.
      eventBridgeEnabled: true,
      lifecycleRules: [
        { expiration: IMPORT_RETENTION, abortIncompleteMultipartUploadAfter: INCOMPLETE_UPLOAD_RETENTION },
      ],
    });
    this.acknowledgeNotificationHandlerFindings();
    this.imports = new BucketObjectAccess(
      this,
      'ImportsAccess',
      importsBucket,
      'Import file keys are made by the server per import and only known at run time; the bucket holds ' +
        'nothing but uploaded import files.',
    );
  }

  /** CDK's bucket-notifications handler (a deploy-time custom resource) switches EventBridge on for the imports bucket. */
  private acknowledgeNotificationHandlerFindings() {
    const handler = this.node.children.find((child) => child.node.id.startsWith('BucketNotificationsHandler'));
    if (!handler) throw new Error("CDK's bucket notifications handler was not found");
    Validations.of(handler).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        "The role of CDK's bucket-notifications custom resource is made by aws-cdk-lib; it only writes its logs and runs at deploy time.",
    });
  }
}
