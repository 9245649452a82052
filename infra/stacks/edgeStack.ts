import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stageConfig';
import { AlarmTopic } from '../constructs/alarms';
import { cloudFront5xxRate, cloudFrontAlarmOptions } from './monitoringStack';

export interface EdgeStackProps extends StackProps {
  config: StageConfig;
}

/** Requests per five minutes one IP may make when the stage sets no limit. */
const DEFAULT_WAF_RATE_LIMIT = 2000;

const visibility = (metricName: string) => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

const managedRuleGroup = (name: string, priority: number, excludedRules: string[] = []): CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: {
    managedRuleGroupStatement: {
      vendorName: 'AWS',
      name,
      ...(excludedRules.length > 0 && {
        ruleActionOverrides: excludedRules.map((rule) => ({ name: rule, actionToUse: { count: {} } })),
      }),
    },
  },
  visibilityConfig: visibility(name),
});

/**
 * What of a stage must live in us-east-1 because CloudFront is global: the WAF web ACL of its distribution
 * (scope CLOUDFRONT can only be made there). The web stack references it across regions (CDK's
 * `crossRegionReferences`: the ARN travels through an SSM parameter that CDK writes and reads).
 */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`planner-${props.config.name}`),
      rules: [
        // The common rule set blocks request bodies over 8 KB; the API takes larger JSON (content pages, imports'
        // column maps) and API Gateway itself caps bodies at 10 MB, so that one rule only counts.
        managedRuleGroup('AWSManagedRulesCommonRuleSet', 0, ['SizeRestrictions_BODY']),
        managedRuleGroup('AWSManagedRulesKnownBadInputsRuleSet', 1),
        {
          name: 'RateLimitPerIp',
          priority: 2,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: props.config.wafRateLimit ?? DEFAULT_WAF_RATE_LIMIT,
              aggregateKeyType: 'IP',
            },
          },
          visibilityConfig: visibility('RateLimitPerIp'),
        },
      ],
    });
  }
}

export interface EdgeAlarmsStackProps extends StackProps {
  config: StageConfig;
  distributionId: string;
}

/**
 * The CloudFront 5xx alarm of a stage outside us-east-1: CloudFront publishes its metrics in us-east-1 only and
 * an alarm must be in its metric's region, so it lives here with a topic of its own (the same e-mail).
 */
export class EdgeAlarmsStack extends Stack {
  constructor(scope: Construct, id: string, props: EdgeAlarmsStackProps) {
    super(scope, id, props);
    const alarms = new AlarmTopic(this, 'Alarms', { alarmEmail: props.config.alarmEmail });
    alarms.alarm('CloudFront5xx', cloudFront5xxRate(props.distributionId), cloudFrontAlarmOptions);
  }
}
