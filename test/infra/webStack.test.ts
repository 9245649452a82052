import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { describe, expect, it } from 'vitest';
import { ORIGIN_SECRET_HEADER } from '../../shared/constants';
import { API_PREFIX, families } from '../../shared/contract/route';
import { buildTestApp, cdkJsonContext, logicalIdOf } from './testApp';

const { app, web, auth, api } = buildTestApp('dev');
const template = Template.fromStack(web);
const distributionConfig = () =>
  Object.values(template.findResources('AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;

describe('web stack', () => {
  it('serves the SPA from a private bucket through origin access control, index.html at the root', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    const config = distributionConfig();
    expect(config.DefaultRootObject).toBe('index.html');
    const s3Origin = config.Origins.find((o: { Id: string }) => o.Id === config.DefaultCacheBehavior.TargetOriginId);
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
  });

  it(`sends ${API_PREFIX}/* to the HTTP API, uncached, with every viewer header but Host and every method`, () => {
    const config = distributionConfig();
    const apiBehavior = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === `${API_PREFIX}/*`);
    expect(apiBehavior).toMatchObject({
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      ViewerProtocolPolicy: 'https-only',
    });
    const apiOrigin = config.Origins.find((o: { Id: string }) => o.Id === apiBehavior.TargetOriginId);
    expect(apiOrigin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    expect(JSON.stringify(apiOrigin.DomainName)).toContain('HttpApi');
  });

  it("sends the API stack's origin secret to the API origin only, so the API answers only through CloudFront", () => {
    const config = distributionConfig();
    const apiBehavior = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === `${API_PREFIX}/*`);
    const apiOrigin = config.Origins.find((o: { Id: string }) => o.Id === apiBehavior.TargetOriginId);
    expect(apiOrigin.OriginCustomHeaders).toEqual([
      { HeaderName: ORIGIN_SECRET_HEADER, HeaderValue: expect.anything() },
    ]);
    // A dynamic reference to the secret, resolved by CloudFormation at deploy (never the value in the template).
    const value = JSON.stringify(apiOrigin.OriginCustomHeaders[0].HeaderValue);
    expect(value).toContain('{{resolve:secretsmanager:');
    expect(value).toContain(logicalIdOf(api.originSecret));
    const siteOrigin = config.Origins.find((o: { Id: string }) => o.Id === config.DefaultCacheBehavior.TargetOriginId);
    expect(siteOrigin.OriginCustomHeaders).toBeUndefined();
  });

  it("pins the distribution and every family to the stage's originSecretVersionId once a rotation sets it", () => {
    const stages = cdkJsonContext['planner:stages'] as Record<string, object>;
    const rotated = buildTestApp('rotated', {
      'planner:stages': { ...stages, rotated: { ...stages.dev, originSecretVersionId: 'v-2027' } },
    });
    const config = Object.values(Template.fromStack(rotated.web).findResources('AWS::CloudFront::Distribution'))[0]
      .Properties.DistributionConfig;
    const headers = config.Origins.flatMap((o: { OriginCustomHeaders?: unknown[] }) => o.OriginCustomHeaders ?? []);
    expect(JSON.stringify(headers)).toContain(':SecretString:::v-2027}}');
    const functions = Template.fromStack(rotated.api).findResources('AWS::Lambda::Function');
    const pinned = Object.values(functions).filter((f) =>
      JSON.stringify(f.Properties.Environment?.Variables?.ORIGIN_SECRET ?? '').includes(':SecretString:::v-2027}}'),
    );
    expect(pinned).toHaveLength(families.length);
  });

  it('has no error-page rewrite that would hide API errors behind the SPA', () => {
    expect(distributionConfig().CustomErrorResponses).toBeUndefined();
  });

  it('deploys config.json fresh, with the user pool and client the SPA signs in with', () => {
    const [entryDeployment] = Object.values(
      template.findResources('Custom::CDKBucketDeployment', {
        Properties: { Include: Match.arrayWith(['config.json']) },
      }),
    );
    expect(entryDeployment.Properties.SystemMetadata).toEqual({ 'cache-control': 'no-cache' });
    // Filled in at deploy time from the auth stack's outputs.
    const markers = JSON.stringify(entryDeployment.Properties.SourceMarkers);
    expect(markers).toContain(logicalIdOf(auth.userPool));
    expect(markers).toContain(logicalIdOf(auth.userPoolClient));
  });

  it('tells the SPA not to offer registration where the stage keeps self sign-up off (the default)', () => {
    const out = app.synth().directory;
    const configs = readdirSync(out)
      .map((dir) => join(out, dir, 'config.json'))
      .filter((file) => existsSync(file))
      .map((file) => JSON.parse(readFileSync(file, 'utf8')));
    expect(configs).toEqual([expect.objectContaining({ authFlowType: 'USER_SRP_AUTH', selfSignUp: false })]);
  });
});

describe('response headers', () => {
  const { web } = buildTestApp('dev');
  const headersTemplate = Template.fromStack(web);
  const [policyId, policy] = Object.entries(
    headersTemplate.findResources('AWS::CloudFront::ResponseHeadersPolicy'),
  )[0]!;
  const config = policy.Properties.ResponseHeadersPolicyConfig;

  it('send the security headers and the enforced Content-Security-Policy on the site and the API', () => {
    const distribution = Object.values(headersTemplate.findResources('AWS::CloudFront::Distribution'))[0]!.Properties
      .DistributionConfig;
    for (const behavior of [distribution.DefaultCacheBehavior, ...distribution.CacheBehaviors]) {
      expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
    expect(config.SecurityHeadersConfig).toMatchObject({
      ContentTypeOptions: {},
      FrameOptions: { FrameOption: 'SAMEORIGIN' },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin' },
      StrictTransportSecurity: { AccessControlMaxAgeSec: 31536000 },
    });
    // The origin's own policy wins: the API's pages for e-mailed links send a stricter one.
    expect(config.SecurityHeadersConfig.ContentSecurityPolicy.Override).toBe(false);
    const csp = JSON.stringify(config.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
    for (const part of ["default-src 'self'", 'https://cognito-idp.', '.amazonaws.com', "object-src 'none'", 'blob:']) {
      expect(csp).toContain(part);
    }
    expect(config.CustomHeadersConfig).toBeUndefined();
  });
});
