import { existsSync } from 'node:fs';
import { Annotations, CfnOutput, Duration, Fn, Stack, Token, Validations, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { ORIGIN_SECRET_HEADER } from '../../shared/constants';
import { API_PREFIX } from '../../shared/contract/route';
import type { WebConfig } from '../../shared/webConfig';
import type { StageConfig } from '../config/stageConfig';
import { accessLogsBucket, privateBucket } from '../constructs/privateBucket';
import { siteHeadersPolicy } from '../constructs/siteHeaders';
import { originSecretValue } from './apiStack';
import { allObjectsFinding } from '../nagFindings';
import { repoPath } from '../repoPath';

export interface WebStackProps extends StackProps {
  config: StageConfig;
  httpApi: IHttpApi;
  /** The API stack's origin secret: sent to the API origin, whose families refuse requests without it. */
  originSecret: ISecret;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  /** The stage's WAF web ACL (CLOUDFRONT scope, made in us-east-1 by the edge stack). */
  webAclArn?: string;
}

/** Files the SPA must always fetch fresh: the entry page names the current hashed bundles. */
/** Files whose names carry no content hash: always revalidated, never cached as immutable. */
const ENTRY_FILES = ['index.html', 'config.json', 'langs/*', 'data/*'];

/**
 * The bootstrap's asset bucket (default qualifier), which BucketDeployment reads the site's zip from, as cdk-nag
 * names it: by tokens in a region-agnostic stage, by account and region in a pipeline stage.
 */
const cdkAssetsObjects = (stack: Stack) =>
  Token.isUnresolved(stack.account)
    ? 'arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*'
    : `arn:${stack.partition}:s3:::cdk-hnb659fds-assets-${stack.account}-${stack.region}/*`;
/** What CDK's BucketDeployment grants its handler on the asset and site buckets (`grantRead`, `grantReadWrite`). */
const DEPLOYMENT_WILDCARD_ACTIONS = ['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'];

/**
 * The web client on CloudFront: the SPA from a private bucket (origin access control) and the API under
 * `/api/*` on the same origin, so the browser needs no CORS and the token never leaves the site's origin.
 */
export class WebStack extends Stack {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const accessLogs = accessLogsBucket(this);
    const siteBucket = privateBucket(this, 'Site', accessLogs);

    const headers = siteHeadersPolicy(this);
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Trade-marketing planner (${props.config.name})`,
      defaultRootObject: 'index.html',
      // No error-page rewrite to index.html: the client uses a hash router, and CloudFront error responses
      // apply to every behaviour, so a rewrite would turn the API's 403 and 404 answers into the SPA page.
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
      },
      additionalBehaviors: {
        [`${API_PREFIX}/*`]: {
          origin: new HttpOrigin(Fn.parseDomainName(props.httpApi.apiEndpoint), {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            // The API answers only requests that carry it: nobody reaches it around the distribution and its WAF.
            customHeaders: {
              [ORIGIN_SECRET_HEADER]: originSecretValue(props.originSecret, props.config).unsafeUnwrap(),
            },
          }),
          // A redirect would turn a POST into a GET.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Every viewer header (Authorization included, allowed because nothing is cached) except Host,
          // which must name the API's own domain for API Gateway to find the API.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
        },
      },
      httpVersion: HttpVersion.HTTP2_AND_3,
      // A stage's own domain, with its certificate (ACM, us-east-1) and TLS 1.2 or later for viewers.
      ...(props.config.domain && {
        domainNames: [props.config.domain.name],
        certificate: Certificate.fromCertificateArn(this, 'Certificate', props.config.domain.certificateArn),
        minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      }),
      // The WAF web ACL of the stage's edge stack (us-east-1), in a pipeline stage.
      ...(props.webAclArn && { webAclId: props.webAclArn }),
      enableLogging: true,
      logBucket: accessLogs,
      logFilePrefix: 'cloudfront/',
    });
    this.acknowledgeDistributionFindings(props);
    // The address of the product, and the origin to set as the stage's `webOrigins`.
    new CfnOutput(this, 'SiteUrl', { value: `https://${this.distribution.distributionDomainName}` });

    this.deploySite(siteBucket, {
      apiBase: API_PREFIX,
      region: this.region,
      userPoolId: props.userPool.userPoolId,
      userPoolClientId: props.userPoolClient.userPoolClientId,
      authFlowType: 'USER_SRP_AUTH',
      selfSignUp: props.config.selfSignUp === true,
    });
  }

  /**
   * Two deployments of the Vite build: hashed bundles cached for a year and kept across deployments (open
   * sessions still load the old ones), and the entry files served fresh. Synth works without a build
   * (tests, CI before the web build): then only config.json is deployed.
   */
  private deploySite(siteBucket: Bucket, webConfig: WebConfig) {
    const distDir = repoPath('web', 'dist');
    const built = existsSync(`${distDir}/index.html`);
    if (!built) {
      Annotations.of(this).addWarningV2(
        'planner:web-not-built',
        'web/dist has no index.html: only config.json is deployed. Run `npm run build:web` before deploying.',
      );
    }
    const role = new Role(this, 'SiteDeploymentRole', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    const logGroup = new LogGroup(this, 'SiteDeploymentLogs', { retention: RetentionDays.ONE_MONTH });
    logGroup.grantWrite(role);
    const deployment = { destinationBucket: siteBucket, role, logGroup, prune: false };

    let bundles: BucketDeployment | undefined;
    if (built) {
      bundles = new BucketDeployment(this, 'DeployBundles', {
        ...deployment,
        sources: [Source.asset(distDir)],
        exclude: ENTRY_FILES,
        cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
      });
    }
    const entry = new BucketDeployment(this, 'DeployEntry', {
      ...deployment,
      sources: [...(built ? [Source.asset(distDir)] : []), Source.jsonData('config.json', webConfig)],
      exclude: ['*'],
      include: ENTRY_FILES,
      cacheControl: [CacheControl.noCache()],
    });
    // The entry page names the new bundles: it is uploaded only once they are all in place, so no browser loads
    // an index.html whose scripts are not there yet (config.json goes with it, in the same deployment).
    if (bundles) entry.node.addDependency(bundles);
    this.acknowledgeDeploymentFindings(role, siteBucket);
  }

  /** CDK's BucketDeployment handler: its runtime and its grants are CDK's, and it runs only at deploy time. */
  private acknowledgeDeploymentFindings(role: Role, siteBucket: Bucket) {
    const reason =
      'CDK BucketDeployment grants its deploy-time handler read on the bootstrap asset bucket and ' +
      'sync (read, write, delete) on the site bucket, which it owns entirely.';
    Validations.of(role).acknowledge(
      ...DEPLOYMENT_WILDCARD_ACTIONS.map((action) => ({ id: `AwsSolutions-IAM5[Action::${action}]`, reason })),
      { id: `AwsSolutions-IAM5[Resource::${cdkAssetsObjects(this)}]`, reason },
      { id: allObjectsFinding(siteBucket), reason },
    );
    const handler = this.node.children.find((child) => child instanceof LambdaFunction && child.role === role);
    if (!handler) throw new Error('The BucketDeployment handler running with the site deployment role was not found');
    Validations.of(handler).acknowledge({
      id: 'AwsSolutions-L1',
      reason: "The runtime of CDK's BucketDeployment handler is chosen by aws-cdk-lib and moves with its upgrades.",
    });
  }

  private acknowledgeDistributionFindings(props: WebStackProps) {
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'Brand and retail teams work from many countries; the product has no geographic restriction.',
    });
    if (!props.webAclArn) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'A region-agnostic developer stage has no WAF: a CloudFront web ACL must live in us-east-1, which only ' +
          'a stage with a known region can reference (the pipeline stages have one, infra/stacks/edgeStack.ts). ' +
          'API routes need a Cognito token unless the contract marks them public, and the API stage is throttled.',
      });
    }
    if (!props.config.domain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'The stage uses the default *.cloudfront.net certificate, whose viewer TLS policy CloudFront fixes; ' +
          'a stage with a custom domain and certificate sets TLSv1.2_2021.',
      });
    }
  }
}
