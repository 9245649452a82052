import { NestedStack, RemovalPolicy } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { describe, expect, it } from 'vitest';
import { accessOf } from '../../infra/config/familyAccess';
import { FamilyFunction } from '../../infra/constructs/familyFunction';
import { families, routeKey, type Family } from '../../shared/contract/route';
import { routeList } from '../../shared/contract/routes';
import { STUCK_SWEEP_EVENT } from '../../shared/imports/stuck';
import { buildTestApp, logicalIdOf } from './testApp';

const { api, auth } = buildTestApp('dev');
const template = Template.fromStack(api);
const resources = template.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, any> }>;

const functionIdOf = (family: Family) => logicalIdOf(api.functions.get(family)!);
const roleIdOf = (family: Family) => logicalIdOf(api.functions.get(family)!.role!);

/** The statements of a family's inline role policy. */
function inlineStatementsOf(family: Family) {
  const roleId = roleIdOf(family);
  return Object.values(resources)
    .filter(
      (r) => r.Type === 'AWS::IAM::Policy' && r.Properties.Roles.some((ref: { Ref: string }) => ref.Ref === roleId),
    )
    .flatMap((r) => r.Properties.PolicyDocument.Statement as { Action: string | string[] }[]);
}
const actionsOf = (family: Family) => inlineStatementsOf(family).flatMap((s) => [s.Action].flat());

describe('family Lambdas', () => {
  it('creates one Node 22 ARM64 function per endpoint family plus the import processor and the mail sender, and no other', () => {
    template.resourceCountIs('AWS::Lambda::Function', families.length + 2);
    for (const family of families) {
      expect(resources[functionIdOf(family)].Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
      });
    }
  });

  it('runs the import processor for every upload under imports/ of the imports bucket, with time to stream 50 MB', () => {
    const processor = Object.entries(resources).find(
      ([id, r]) => r.Type === 'AWS::Lambda::Function' && id.startsWith('ImportProcessor'),
    )!;
    expect(processor[1].Properties).toMatchObject({ Timeout: 900, MemorySize: 1024, Runtime: 'nodejs22.x' });
    template.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: Match.objectLike({
        source: ['aws.s3'],
        'detail-type': ['Object Created'],
        detail: Match.objectLike({ object: { key: [{ prefix: 'imports/' }] } }),
      }),
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [processor[0], 'Arn'] } })],
    });
  });

  it('gives every family the origin secret CloudFront sends, resolved from the one secret at deploy', () => {
    const secretId = logicalIdOf(api.originSecret);
    template.resourceCountIs('AWS::SecretsManager::Secret', 1);
    for (const family of families) {
      const value = JSON.stringify(resources[functionIdOf(family)].Properties.Environment.Variables.ORIGIN_SECRET);
      expect(value, family).toContain('{{resolve:secretsmanager:');
      expect(value, family).toContain(secretId);
    }
    // The import processor answers no HTTP request: it does not get it.
    const processor = Object.entries(resources).find(
      ([id, r]) => r.Type === 'AWS::Lambda::Function' && id.startsWith('ImportProcessor'),
    )!;
    expect(processor[1].Properties.Environment.Variables.ORIGIN_SECRET).toBeUndefined();
  });

  it('traces every Lambda with X-Ray', () => {
    const functions = Object.values(resources).filter((r) => r.Type === 'AWS::Lambda::Function');
    expect(functions.map((r) => r.Properties.TracingConfig)).toEqual(functions.map(() => ({ Mode: 'Active' })));
  });

  it("sends the import processor's failed invocations, after two retries, and undeliverable uploads to a dead-letter queue", () => {
    const processorId = Object.keys(resources).find(
      (id) => resources[id].Type === 'AWS::Lambda::Function' && id.startsWith('ImportProcessor'),
    )!;
    const queueId = logicalIdOf(api.importDeadLetters);
    expect(resources[queueId].Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 1209600,
    });
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: processorId },
      MaximumRetryAttempts: 2,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
    });
    template.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: Match.objectLike({ source: ['aws.s3'] }),
      Targets: [
        Match.objectLike({
          RetryPolicy: { MaximumRetryAttempts: 2 },
          DeadLetterConfig: { Arn: { 'Fn::GetAtt': [queueId, 'Arn'] } },
        }),
      ],
    });
    // Only over TLS, and written by the processor (its destination) and by EventBridge (the rule's DLQ).
    const policy = JSON.stringify(template.findResources('AWS::SQS::QueuePolicy'));
    expect(policy).toContain('aws:SecureTransport');
    expect(policy).toContain('events.amazonaws.com');
    const processorRole = resources[processorId].Properties.Role['Fn::GetAtt'][0] as string;
    const processorActions = Object.values(resources)
      .filter(
        (r) =>
          r.Type === 'AWS::IAM::Policy' && r.Properties.Roles.some((ref: { Ref: string }) => ref.Ref === processorRole),
      )
      .flatMap((r) => r.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
    expect(processorActions).toContainEqual(
      expect.objectContaining({
        Action: expect.arrayContaining(['sqs:SendMessage']),
        Resource: { 'Fn::GetAtt': [queueId, 'Arn'] },
      }),
    );
  });

  it('sweeps imports stuck past their deadline every five minutes, through the import processor', () => {
    const processorId = Object.keys(resources).find(
      (id) => resources[id].Type === 'AWS::Lambda::Function' && id.startsWith('ImportProcessor'),
    )!;
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [processorId, 'Arn'] },
          Input: JSON.stringify(STUCK_SWEEP_EVENT),
        }),
      ],
    });
  });

  it('feeds the mail sender from the bulk mail queue, ten at a time, reporting the ones to try again', () => {
    const senderId = logicalIdOf(api.mailSender);
    const queueId = logicalIdOf(api.mailQueue.queue);
    const deadId = logicalIdOf(api.mailQueue.deadLetters);
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: senderId },
      EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
      BatchSize: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    expect(resources[queueId].Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [deadId, 'Arn'] }, maxReceiveCount: 3 },
    });
    // Lambda asks a visibility timeout of six times the function's at least.
    expect(resources[queueId].Properties.VisibilityTimeout).toBeGreaterThanOrEqual(
      6 * resources[senderId].Properties.Timeout,
    );
    const policies = JSON.stringify(template.findResources('AWS::SQS::QueuePolicy'));
    expect(policies).toContain(queueId);
    expect(policies).toContain('aws:SecureTransport');
  });

  it('lets only the families that queue mail put messages on the mail queue, and the sender only consume them', () => {
    const queueArn = { 'Fn::GetAtt': [logicalIdOf(api.mailQueue.queue), 'Arn'] };
    const sendsToQueue = (family: Family) =>
      inlineStatementsOf(family).some(
        (s) => [s.Action].flat().includes('sqs:SendMessage') && JSON.stringify(s).includes(JSON.stringify(queueArn)),
      );
    expect(families.filter(sendsToQueue).sort()).toEqual(['assets', 'communication', 'programs']);
    for (const family of ['assets', 'communication', 'programs'] as const)
      expect(resources[functionIdOf(family)].Properties.Environment.Variables.MAIL_QUEUE_URL).toEqual({
        Ref: logicalIdOf(api.mailQueue.queue),
      });
    const senderRole = logicalIdOf(api.mailSender.role!);
    const senderActions = Object.values(resources)
      .filter(
        (r) =>
          r.Type === 'AWS::IAM::Policy' && r.Properties.Roles.some((ref: { Ref: string }) => ref.Ref === senderRole),
      )
      .flatMap((r) => r.Properties.PolicyDocument.Statement as { Action: string | string[] }[])
      .flatMap((s) => [s.Action].flat());
    expect(senderActions.filter((a) => a.startsWith('sqs:')).sort()).toEqual([
      'sqs:ChangeMessageVisibility',
      'sqs:DeleteMessage',
      'sqs:GetQueueAttributes',
      'sqs:GetQueueUrl',
      'sqs:ReceiveMessage',
    ]);
    expect(senderActions).toContain('ses:SendEmail');
    expect(senderActions.filter((a) => a.startsWith('cognito-idp:') || a.startsWith('s3:'))).toEqual([]);
  });

  it('never lets a family Scan the table', () => {
    for (const family of families) expect(actionsOf(family)).not.toContain('dynamodb:Scan');
  });

  it('lets the health check only read the table', () => {
    expect(
      actionsOf('system')
        .filter((a) => a.startsWith('dynamodb:'))
        .sort(),
    ).toEqual(['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query']);
  });

  it('gives the documents bucket only to the families that declare it', () => {
    expect(families.filter((f) => accessOf(f).documents)).toEqual([
      'documents',
      'reference',
      'programs',
      'reports',
      'assets',
      'communication',
      'retailerProfiles',
    ]);
    for (const family of families) {
      const properties = resources[functionIdOf(family)].Properties;
      const role = resources[roleIdOf(family)].Properties;
      const hasDocuments = Boolean(accessOf(family).documents);
      expect(Object.keys(properties.Environment.Variables).includes('DOCUMENTS_BUCKET')).toBe(hasDocuments);
      expect(JSON.stringify(role.ManagedPolicyArns ?? []).includes('DocumentsAccessreadWrite')).toBe(hasDocuments);
    }
  });
});

describe('HTTP API routes from the contract', () => {
  // Each family's routes sit in a nested stack of its own (infra/constructs/contractRoutes.ts); a value the API's
  // stack hands it arrives as a parameter of the nested stack's resource.
  const routeStacks = api.node.findAll().filter((c): c is NestedStack => c instanceof NestedStack);
  const routes = routeStacks.flatMap((nested) => {
    const nestedResources = Template.fromStack(nested).toJSON().Resources as typeof resources;
    const passed = resources[api.resolve(nested.nestedStackResource!.logicalId) as string].Properties
      .Parameters as Record<string, unknown>;
    /** A value of the nested template, as the API's stack gives it. */
    const resolve = (value: { Ref?: string }) => (value.Ref && value.Ref in passed ? passed[value.Ref] : value);
    return Object.values(nestedResources)
      .filter((r) => r.Type === 'AWS::ApiGatewayV2::Route')
      .map((r) => ({ nested, nestedResources, resolve, properties: r.Properties }));
  });
  const routesByKey = new Map(routes.map((r) => [r.properties.RouteKey as string, r]));
  const authorizerId = Object.keys(template.findResources('AWS::ApiGatewayV2::Authorizer'))[0];

  it('has exactly the routes of the contract, one nested stack per family, each well within 500 resources', () => {
    expect([...routesByKey.keys()].sort()).toEqual(routeList.map(routeKey).sort());
    expect(routeStacks).toHaveLength(families.length);
    for (const nested of routeStacks) {
      expect(Object.keys(Template.fromStack(nested).toJSON().Resources).length).toBeLessThan(400);
    }
    expect(Object.keys(resources).length).toBeLessThan(400);
  });

  it.each(routeList.map((route) => [routeKey(route), route] as const))('serves %s', (key, route) => {
    const { nestedResources, resolve, properties } = routesByKey.get(key)!;
    const integrationId = properties.Target['Fn::Join'][1][1].Ref as string;
    expect(resolve(nestedResources[integrationId].Properties.IntegrationUri)).toEqual({
      'Fn::GetAtt': [functionIdOf(route.family), 'Arn'],
    });
    if (route.access === 'public') {
      expect(properties.AuthorizationType).toBe('NONE');
    } else {
      expect(properties.AuthorizationType).toBe('JWT');
      expect(resolve(properties.AuthorizerId)).toEqual({ Ref: authorizerId });
    }
  });

  it('verifies Cognito tokens from the Authorization header for the web client', () => {
    const properties = resources[authorizerId].Properties;
    expect(properties).toMatchObject({ AuthorizerType: 'JWT', IdentitySource: ['$request.header.Authorization'] });
    // Cross-stack values: the audience and issuer name the auth stack's client and pool by logical id.
    expect(JSON.stringify(properties.JwtConfiguration.Audience)).toContain(logicalIdOf(auth.userPoolClient));
    expect(JSON.stringify(properties.JwtConfiguration.Issuer)).toContain(logicalIdOf(auth.userPool));
    expect(JSON.stringify(properties.JwtConfiguration.Issuer)).toContain('https://cognito-idp.');
  });

  it('writes access logs from the default stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('\\$context.requestId') },
    });
  });
});

describe('the families that administer Cognito', () => {
  const { api } = buildTestApp('dev');
  const apiResources = Template.fromStack(api).toJSON().Resources as Record<string, { Type: string; Properties: any }>;
  const actionsOf = (family: string) =>
    Object.values(apiResources)
      .filter((r) => r.Type === 'AWS::IAM::Policy' && JSON.stringify(r.Properties.Roles).includes(`Family${family}`))
      .flatMap((r) => r.Properties.PolicyDocument.Statement)
      .flatMap((s: { Action: string | string[] }) => [s.Action].flat());

  it('lets only the users family create users, change their groups and names and sign them out', () => {
    expect(actionsOf('users')).toContain('cognito-idp:AdminCreateUser');
    expect(actionsOf('users')).toContain('cognito-idp:AdminUpdateUserAttributes');
    expect(actionsOf('admin')).not.toContain('cognito-idp:AdminUpdateUserAttributes');
    // Disabling a user signs them out everywhere.
    expect(actionsOf('users')).toEqual(
      expect.arrayContaining(['cognito-idp:AdminDisableUser', 'cognito-idp:AdminUserGlobalSignOut']),
    );
    expect(actionsOf('admin')).not.toContain('cognito-idp:AdminUserGlobalSignOut');
    expect(actionsOf('admin')).not.toContain('cognito-idp:AdminCreateUser');
    expect(actionsOf('reference').some((a) => a.startsWith('cognito-idp:'))).toBe(false);
  });

  it('lets only the admin family create and delete groups (roles)', () => {
    expect(actionsOf('admin')).toEqual(expect.arrayContaining(['cognito-idp:CreateGroup', 'cognito-idp:DeleteGroup']));
    expect(actionsOf('users')).not.toContain('cognito-idp:CreateGroup');
  });
});

describe('a family that declares imports and mail access', () => {
  // No family of the contract sends mail or reads imports yet; a probe function shows what declaring it grants.
  const probeApp = buildTestApp('dev');
  const { data, config } = probeApp;
  const probe = new FamilyFunction(probeApp.api, 'Probe', {
    family: 'users',
    access: { table: 'read', imports: 'read', mail: true },
    resources: {
      table: data.table,
      userPool: probeApp.auth.userPool,
      documents: data.documents,
      imports: data.imports,
      mail: probeApp.mail.sender,
      siteUrl: config.siteUrl,
    },
    logLevel: 'INFO',
    logRetention: RetentionDays.ONE_DAY,
    logRemovalPolicy: RemovalPolicy.DESTROY,
  });
  const probeTemplate = Template.fromStack(probeApp.api).toJSON().Resources as typeof resources;
  const roleId = logicalIdOf(probe.function.role!);
  const statements = Object.values(probeTemplate)
    .filter((r) => r.Type === 'AWS::IAM::Policy' && r.Properties.Roles[0].Ref === roleId)
    .flatMap((r) => r.Properties.PolicyDocument.Statement);

  it('names only the declared resources in its environment', () => {
    const variables = probeTemplate[logicalIdOf(probe.function)].Properties.Environment.Variables;
    expect(Object.keys(variables).sort()).toEqual([
      'IMPORTS_BUCKET',
      'LOG_LEVEL',
      'MAIL_CONFIGURATION_SET',
      'MAIL_FROM',
      'NODE_OPTIONS',
      'TABLE_NAME',
    ]);
    expect(variables.MAIL_FROM).toBe(config.mailFrom);
  });

  it('may send mail only from the stage sender, through the identity and configuration set', () => {
    expect(statements).toContainEqual({
      Action: 'ses:SendEmail',
      Effect: 'Allow',
      Resource: [expect.anything(), expect.anything()],
      Condition: { StringEquals: { 'ses:FromAddress': config.mailFrom } },
    });
  });

  it("gets the imports bucket's read policy", () => {
    expect(JSON.stringify(probeTemplate[roleId].Properties.ManagedPolicyArns)).toContain('ImportsAccessread');
  });
});
