import { RemovalPolicy } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { describe, expect, it } from 'vitest';
import { accessOf } from '../../infra/config/familyAccess';
import { FamilyFunction } from '../../infra/constructs/familyFunction';
import { families, routeKey, type Family } from '../../shared/contract/route';
import { routeList } from '../../shared/contract/routes';
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
  it('creates one Node 22 ARM64 function per endpoint family plus the import processor, and no other', () => {
    template.resourceCountIs('AWS::Lambda::Function', families.length + 1);
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
  const routesByKey = new Map(
    Object.values(resources)
      .filter((r) => r.Type === 'AWS::ApiGatewayV2::Route')
      .map((r) => [r.Properties.RouteKey as string, r.Properties]),
  );
  const authorizerId = Object.keys(template.findResources('AWS::ApiGatewayV2::Authorizer'))[0];

  it('has exactly the routes of the contract', () => {
    expect([...routesByKey.keys()].sort()).toEqual(routeList.map(routeKey).sort());
  });

  it.each(routeList.map((route) => [routeKey(route), route] as const))('serves %s', (key, route) => {
    const properties = routesByKey.get(key)!;
    const integrationId = properties.Target['Fn::Join'][1][1].Ref as string;
    expect(resources[integrationId].Properties.IntegrationUri).toEqual({
      'Fn::GetAtt': [functionIdOf(route.family), 'Arn'],
    });
    if (route.access === 'public') {
      expect(properties.AuthorizationType).toBe('NONE');
    } else {
      expect(properties).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: { Ref: authorizerId } });
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

  it('lets only the users family create users, change their groups and sign them out', () => {
    expect(actionsOf('users')).toContain('cognito-idp:AdminCreateUser');
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
