import { Duration, RemovalPolicy, SecretValue, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { families, type Family } from '../../shared/contract/route';
import { accessOf } from '../config/familyAccess';
import type { StageConfig } from '../config/stageConfig';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { addContractRoutes } from '../constructs/contractRoutes';
import { throttleRouteFamilies } from '../constructs/routeThrottles';
import { FamilyFunction, type FamilyResources } from '../constructs/familyFunction';
import { ImportRecovery } from '../constructs/importRecovery';
import { MailQueue } from '../constructs/mailQueue';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';

/**
 * The origin secret as a dynamic reference CloudFormation resolves at deploy: pinned to the stage's
 * `originSecretVersionId` when set, so a rotation changes the reference and every resource holding it is updated.
 */
export const originSecretValue = (secret: ISecret, config: StageConfig): SecretValue =>
  SecretValue.secretsManager(secret.secretArn, {
    ...(config.originSecretVersionId && { versionId: config.originSecretVersionId }),
  });

export interface ApiStackProps extends StackProps {
  config: StageConfig;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  resources: FamilyResources;
}

// A stage-wide ceiling well above a planning team's interactive use: it stops a runaway client or a flood
// before it reaches Lambda and DynamoDB.
const THROTTLE = { rateLimit: 100, burstLimit: 200 };

/** The HTTP API: the route contract, one Lambda per endpoint family, the Cognito JWT authorizer, alarms. */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly functions: ReadonlyMap<Family, NodejsFunction>;
  readonly importProcessor: NodejsFunction;
  /** The import processor's failed invocations and undelivered upload events (docs/decisions.md, 'Import recovery'). */
  readonly importDeadLetters: IQueue;
  /** Bulk mail: the queue the sending families fill, its sender Lambda and its dead letters (docs/decisions.md). */
  readonly mailQueue: MailQueue;
  readonly mailSender: NodejsFunction;
  /** The value CloudFront adds to every request for the API (shared/constants.ts ORIGIN_SECRET_HEADER). */
  readonly originSecret: Secret;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;
    const logRetention = config.retainData ? RetentionDays.ONE_YEAR : RetentionDays.ONE_MONTH;
    const logRemovalPolicy = config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    this.mailQueue = new MailQueue(this, 'MailQueue');
    const resources = { ...props.resources, mailQueue: this.mailQueue.queue };
    // The API answers only through CloudFront: the distribution sends this value, the families refuse requests
    // without it (functions/lib/familyHandler.ts). Resolved at deploy into the families' environment (no Secrets
    // Manager client or cold-start call in the families); rotated by a new value and a deployment
    // (docs/operations.md, "Rotating the origin secret").
    this.originSecret = new Secret(this, 'OriginSecret', {
      description: `The header value CloudFront sends to the planner API (${config.name})`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    Validations.of(this.originSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The origin secret is resolved at deploy into the distribution and the families; a Secrets Manager ' +
        'rotation would change it without either knowing. It is rotated with a deployment (docs/operations.md).',
    });
    const originSecret = originSecretValue(this.originSecret, config).unsafeUnwrap();
    this.functions = new Map(
      families.map((family) => [
        family,
        new FamilyFunction(this, `Family-${family}`, {
          family,
          access: accessOf(family),
          resources,
          originSecret,
          logLevel: config.logLevel,
          logRetention,
          logRemovalPolicy,
        }).function,
      ]),
    );

    // Served under /api/* of the web distribution (same origin), so the API needs no CORS.
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: `Trade-marketing planner API (${config.name})`,
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: logRetention, removalPolicy: logRemovalPolicy });
    const stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            requestTime: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            routeKey: '$context.routeKey',
            status: '$context.status',
            responseLength: '$context.responseLength',
            latencyMs: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
            subject: '$context.authorizer.claims.sub',
          }),
        ),
      },
    });

    const authorizer = new HttpUserPoolAuthorizer('CognitoAuthorizer', props.userPool, {
      userPoolClients: [props.userPoolClient],
      identitySource: ['$request.header.Authorization'],
    });
    const routeStacks = addContractRoutes(this, { httpApi: this.httpApi, functions: this.functions, authorizer });
    throttleRouteFamilies(stage, routeStacks);

    // The import processor: streams uploaded CSVs into the table, triggered by the imports bucket's uploads.
    const importProcessor = new FamilyFunction(this, 'ImportProcessor', {
      family: 'imports',
      description: 'Streams uploaded location CSVs into the address book and the program',
      access: accessOf('imports'),
      resources: props.resources,
      timeout: Duration.minutes(15),
      memorySize: 1024,
      logLevel: config.logLevel,
      logRetention,
      logRemovalPolicy,
    }).function;
    // Its dead letters and the sweep of imports stuck past their deadline.
    const recovery = new ImportRecovery(this, 'ImportRecovery', { processor: importProcessor });
    this.importDeadLetters = recovery.deadLetters;
    new Rule(this, 'ImportUploaded', {
      description: 'A location CSV was uploaded to the imports bucket',
      eventPattern: {
        source: ['aws.s3'],
        detailType: ['Object Created'],
        detail: {
          bucket: { name: [props.resources.imports.bucket.bucketName] },
          object: { key: [{ prefix: 'imports/' }] },
        },
      },
      targets: [new LambdaFunction(importProcessor, { retryAttempts: 2, deadLetterQueue: recovery.deadLetters })],
    });

    // The mail sender: sends each queued recipient's mail through SES, reporting the ones to try again.
    this.mailSender = new FamilyFunction(this, 'MailSender', {
      family: 'mailSender',
      description: 'Sends the bulk mail queue through SES, recording each recipient',
      access: accessOf('mailSender'),
      resources,
      timeout: Duration.minutes(1),
      logLevel: config.logLevel,
      logRetention,
      logRemovalPolicy,
    }).function;
    this.mailSender.addEventSource(
      new SqsEventSource(this.mailQueue.queue, {
        batchSize: 10,
        reportBatchItemFailures: true,
        // At most five senders at once: well under SES's sending rate, whatever the queue holds.
        maxConcurrency: 5,
      }),
    );

    // Alarms and the dashboard: the monitoring stack (infra/stacks/monitoringStack.ts).
    this.importProcessor = importProcessor;
  }
}
