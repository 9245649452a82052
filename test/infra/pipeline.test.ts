import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../functions/domain/migrations/migrations';
import { clientsConfig, clientStages } from '../../infra/config/clients';
import { buildPipelineApp } from '../../infra/stacks/pipelineStack';
import { cdkJsonContext } from './testApp';

// As `cdk synth -c pipeline=true` builds it, minus Lambda bundling (see testApp.ts).
const app = new App({
  context: { ...cdkJsonContext, 'aws:cdk:bundling-stacks': [] },
  builtinCloudFormationValidation: false,
});
const pipelineStack = buildPipelineApp(app);
const template = Template.fromStack(pipelineStack);
const expected = clientStages(clientsConfig);

interface Action {
  Name: string;
  RunOrder: number;
  ActionTypeId: { Category: string; Provider: string };
  Configuration?: Record<string, unknown>;
}
const pipelineStages = () =>
  Object.values(template.findResources('AWS::CodePipeline::Pipeline'))[0]!.Properties.Stages as {
    Name: string;
    Actions: Action[];
  }[];

describe('the pipeline', () => {
  it('synthesizes with cdk-nag clean, every client stage included', () => {
    expect(() => app.synth()).not.toThrow();
    expect(pipelineStack.stages.map((s) => s.stageName)).toEqual(expected.map((s) => s.id));
  });

  it('takes the source from the repository connection of the config', () => {
    const source = pipelineStages()[0]!.Actions[0]!;
    expect(source.ActionTypeId).toMatchObject({ Category: 'Source', Provider: 'CodeStarSourceConnection' });
    expect(source.Configuration).toMatchObject({
      ConnectionArn: clientsConfig.pipeline.connectionArn,
      FullRepositoryId: clientsConfig.pipeline.repository,
      BranchName: clientsConfig.pipeline.branch,
    });
  });

  it('installs, tests, builds the web app and synthesizes the pipeline app', () => {
    const buildSpecs = Object.values(template.findResources('AWS::CodeBuild::Project')).map((p) =>
      String(p.Properties.Source.BuildSpec),
    );
    const synth = buildSpecs.find((spec) => spec.includes('cdk synth'))!;
    expect(synth).toBeDefined();
    const order = ['npm ci', 'npm test', 'npm run build:web', 'npx cdk synth -c pipeline=true'].map((c) =>
      synth.indexOf(c),
    );
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it.each(expected.map((s) => [s.id, s.production] as const))(
    'deploys %s (production: %s) after a manual approval exactly when it is production',
    (id, production) => {
      const stage = pipelineStages().find((s) => s.Name === id)!;
      expect(stage).toBeDefined();
      const approvals = stage.Actions.filter((a) => a.ActionTypeId.Category === 'Approval');
      const deploys = stage.Actions.filter((a) => a.ActionTypeId.Category === 'Deploy');
      expect(deploys.length).toBeGreaterThan(0);
      if (!production) return expect(approvals).toEqual([]);
      expect(approvals).toHaveLength(1);
      expect(deploys.every((d) => d.RunOrder > approvals[0]!.RunOrder)).toBe(true);
    },
  );
});

describe('a stage from the config', () => {
  const prod = pipelineStack.stages.find((s) => expected.find((e) => e.id === s.stageName)!.production)!;
  const prodConfig = expected.find((e) => e.id === prod.stageName)!;
  const { stacks } = prod;

  it('is pinned to its account and region, with the WAF in us-east-1', () => {
    expect(stacks.web.account).toBe(prodConfig.env.account);
    expect(stacks.web.region).toBe(prodConfig.env.region);
    expect(stacks.edge!.region).toBe('us-east-1');
  });

  it('serves its domain with its certificate, TLS 1.2 or later, behind the WAF', () => {
    const domain = prodConfig.config.domain!;
    const distribution = Template.fromStack(stacks.web).findResources('AWS::CloudFront::Distribution');
    const config = Object.values(distribution)[0]!.Properties.DistributionConfig;
    expect(config.Aliases).toEqual([domain.name]);
    expect(config.ViewerCertificate).toMatchObject({
      AcmCertificateArn: domain.certificateArn,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    // The web ACL's ARN crosses from us-east-1 (CDK's cross-region reference, read from SSM).
    expect(config.WebACLId).toBeDefined();
  });

  it("has a WAF with AWS's common and known-bad-inputs rules and the per-IP rate limit of the config", () => {
    const edge = Template.fromStack(stacks.edge!);
    edge.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: Match.arrayWith([
        Match.objectLike({
          Statement: {
            ManagedRuleGroupStatement: Match.objectLike({ VendorName: 'AWS', Name: 'AWSManagedRulesCommonRuleSet' }),
          },
        }),
        Match.objectLike({
          Statement: {
            ManagedRuleGroupStatement: Match.objectLike({
              VendorName: 'AWS',
              Name: 'AWSManagedRulesKnownBadInputsRuleSet',
            }),
          },
        }),
        Match.objectLike({
          Action: { Block: {} },
          Statement: {
            RateBasedStatement: { Limit: prodConfig.config.wafRateLimit, AggregateKeyType: 'IP' },
          },
        }),
      ]),
    });
  });

  it('has its Cognito settings: SES sender, MFA, threat protection, self sign-up', () => {
    Template.fromStack(stacks.auth).hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({ EmailSendingAccount: 'DEVELOPER', From: prodConfig.config.mailFrom }),
      MfaConfiguration: prodConfig.config.mfa === 'required' ? 'ON' : Match.anyValue(),
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      UserPoolTier: prodConfig.config.threatProtection ? 'PLUS' : 'ESSENTIALS',
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: !prodConfig.config.selfSignUp },
    });
  });

  it("seeds the stage and creates the config's first administrator", () => {
    Template.fromStack(stacks.seed).hasResourceProperties('Custom::StageSeed', {
      firstAdminEmail: prodConfig.config.firstAdminEmail,
      skin: prodConfig.config.skin,
      clientName: prodConfig.config.clientName,
    });
  });

  it('runs the data migrations after the API is deployed, again at a deploy that brings a new one', () => {
    Template.fromStack(stacks.seed).hasResourceProperties('Custom::StageSeed', {
      migrations: migrations.map((migration) => migration.name).join(' '),
    });
    expect(stacks.seed.dependencies).toContain(stacks.api);
  });

  it('alarms on CloudFront 5xx in us-east-1, to the stage e-mail', () => {
    const alarms = Template.fromStack(stacks.edgeAlarms!);
    alarms.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/CloudFront',
      MetricName: '5xxErrorRate',
      AlarmActions: [Match.anyValue()],
    });
    alarms.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: prodConfig.config.alarmEmail,
    });
  });
});
