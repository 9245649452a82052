import { Duration, Validations, type RemovalPolicy } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { tableDesign } from '../../functions/lib/tableDesign';
import { cdkBundlingArgs, lambdaBundle } from '../bundling/lambdaBundle';
import { entryOf, familyEnvironment, type FamilyAccess, type FunctionName } from '../config/familyAccess';
import { repoPath } from '../repoPath';
import type { MailSender } from '../stacks/mailStack';
import type { BucketObjectAccess } from './bucketObjectAccess';

/** The resources a family may be granted, by the names the Lambdas read them under (functions/lib/aws.ts). */
export interface FamilyResources {
  table: ITable;
  userPool: IUserPool;
  documents: BucketObjectAccess;
  imports: BucketObjectAccess;
  mail: MailSender;
  /** The stage's site origin, for links in e-mails (stage config `siteUrl`). */
  siteUrl: string;
  /** The bulk mail queue (the API stack's), for the families that declare `mailQueue: 'send'`. */
  mailQueue?: IQueue;
}

export interface FamilyFunctionProps {
  /** An endpoint family, or `imports` for the import processor; decides the entry (see entryOf). */
  family: FunctionName;
  access: FamilyAccess;
  description?: string;
  /** The origin secret CloudFront sends (a dynamic reference resolved at deploy): API families only. */
  originSecret?: string;
  timeout?: Duration;
  memorySize?: number;
  resources: FamilyResources;
  logLevel: string;
  logRetention: RetentionDays;
  logRemovalPolicy: RemovalPolicy;
}

// No Scan: the architecture bans it on request paths, and the role enforces it.
const TABLE_READ = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
const TABLE_WRITE = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];

const USER_POOL_ACTIONS = {
  groups: ['cognito-idp:CreateGroup', 'cognito-idp:DeleteGroup', 'cognito-idp:ListUsersInGroup'],
  users: [
    'cognito-idp:AdminCreateUser',
    'cognito-idp:AdminAddUserToGroup',
    'cognito-idp:AdminRemoveUserFromGroup',
    'cognito-idp:AdminEnableUser',
    'cognito-idp:AdminDisableUser',
    // A user's first and last name as given_name and family_name (standard attributes of every pool).
    'cognito-idp:AdminUpdateUserAttributes',
    // Disabling a user also signs them out everywhere (revokes their refresh tokens).
    'cognito-idp:AdminUserGlobalSignOut',
  ],
  firstAdmin: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminCreateUser', 'cognito-idp:AdminAddUserToGroup'],
};

/**
 * The Lambda of one endpoint family (functions/<family>/handler.ts): Node 22 on ARM64, the AWS SDK bundled
 * and minified, its own log group, and a role holding only what the family declared in familyAccess.ts.
 */
export class FamilyFunction extends Construct {
  readonly function: NodejsFunction;
  private readonly role: Role;

  constructor(scope: Construct, id: string, props: FamilyFunctionProps) {
    super(scope, id);
    const { family, access, resources } = props;

    const logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention,
      removalPolicy: props.logRemovalPolicy,
    });
    // An own role instead of the default one, which would attach the AWSLambdaBasicExecutionRole managed policy.
    this.role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(this.role);

    this.function = new NodejsFunction(this, 'Function', {
      description: props.description ?? `The ${family} endpoint family`,
      entry: repoPath(entryOf(family)),
      handler: 'handler',
      projectRoot: repoPath(),
      depsLockFilePath: repoPath('package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      // Below the HTTP API's 30-second integration limit, so a slow call ends as a logged Lambda timeout.
      timeout: props.timeout ?? Duration.seconds(10),
      role: this.role,
      logGroup,
      // X-Ray traces of each invocation (initialisation, duration, errors) beside the logs' request ids.
      tracing: Tracing.ACTIVE,
      environment: {
        ...familyEnvironment(access, {
          tableName: resources.table.tableName,
          documentsBucket: resources.documents.bucket.bucketName,
          importsBucket: resources.imports.bucket.bucketName,
          userPoolId: resources.userPool.userPoolId,
          mailFrom: resources.mail.from,
          mailConfigurationSet: resources.mail.configurationSetName,
          siteUrl: resources.siteUrl,
          mailQueueUrl: resources.mailQueue?.queueUrl ?? '',
          originSecret: props.originSecret,
        }),
        LOG_LEVEL: props.logLevel,
        // Stack traces in the logs point at the TypeScript sources, through the bundled source maps.
        NODE_OPTIONS: '--enable-source-maps',
      },
      // The options the bench measures too (infra/bundling/lambdaBundle.ts), plus source maps.
      bundling: {
        format: OutputFormat.ESM,
        target: lambdaBundle.target,
        mainFields: lambdaBundle.mainFields,
        banner: lambdaBundle.banner,
        minify: lambdaBundle.minify,
        sourceMap: true,
        sourcesContent: false,
        externalModules: lambdaBundle.externals,
        esbuildArgs: cdkBundlingArgs,
      },
    });
    Validations.of(this.function).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'The project fixes Node.js 22 on ARM64 for its handlers (esbuild targets node22); moving to a newer ' +
        'runtime is a separate, tested upgrade.',
    });

    this.grant(access, resources);
    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        "Active tracing's grant, made by aws-cdk-lib: X-Ray's PutTraceSegments and PutTelemetryRecords have no " +
        'resource-level permissions, so they can only be granted on *.',
    });
  }

  private grant(access: FamilyAccess, resources: FamilyResources) {
    const { table } = resources;
    this.role.addToPolicy(
      new PolicyStatement({
        actions: access.table === 'readWrite' ? [...TABLE_READ, ...TABLE_WRITE] : TABLE_READ,
        // The table and each named index, rather than the `index/*` wildcard.
        resources: [
          table.tableArn,
          ...tableDesign.globalSecondaryIndexes.map((index) => `${table.tableArn}/index/${index.indexName}`),
        ],
      }),
    );
    if (access.documents) this.role.addManagedPolicy(resources.documents.policy(access.documents));
    if (access.imports) this.role.addManagedPolicy(resources.imports.policy(access.imports));
    if (access.userPool) {
      this.role.addToPolicy(
        new PolicyStatement({
          actions: USER_POOL_ACTIONS[access.userPool],
          resources: [resources.userPool.userPoolArn],
        }),
      );
    }
    if (access.mailQueue === 'send') {
      if (!resources.mailQueue) throw new Error('A family that sends to the mail queue needs the queue');
      this.role.addToPolicy(
        new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [resources.mailQueue.queueArn] }),
      );
    }
    if (access.mail) {
      const { mail } = resources;
      this.role.addToPolicy(
        new PolicyStatement({
          actions: ['ses:SendEmail'],
          resources: [mail.identityArn, mail.configurationSetArn],
          conditions: { StringEquals: { 'ses:FromAddress': mail.from } },
        }),
      );
    }
  }
}
