import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buildPipelineApp } from '../../infra/stacks/pipelineStack';
import { IMPORT_LOG_FIELDS } from '../../infra/stacks/monitoringStack';
import { families } from '../../shared/contract/route';
import { buildTestApp, cdkJsonContext, logicalIdOf } from './testApp';

const stages = cdkJsonContext['planner:stages'] as Record<string, object>;
const ALARM_EMAIL = 'alarms@example.com';
const dev = buildTestApp('watched', {
  'planner:stages': { ...stages, watched: { ...stages.dev, alarmEmail: ALARM_EMAIL } },
});
const template = Template.fromStack(dev.monitoring);

/** Every stack of an app, stages included. */
const stacksOf = (app: App) => app.node.findAll().filter((c): c is Stack => c instanceof Stack);

describe('alarms', () => {
  it('every alarm of the app and of every pipeline stage has an action', () => {
    const pipelineApp = new App({
      context: { ...cdkJsonContext, 'aws:cdk:bundling-stacks': [] },
      builtinCloudFormationValidation: false,
    });
    buildPipelineApp(pipelineApp);
    let count = 0;
    for (const stack of [...stacksOf(dev.app), ...stacksOf(pipelineApp)]) {
      const alarms = Template.fromStack(stack).findResources('AWS::CloudWatch::Alarm');
      for (const [id, alarm] of Object.entries(alarms)) {
        count++;
        expect(alarm.Properties.AlarmActions ?? [], `${stack.stackName}/${id}`).toHaveLength(1);
      }
    }
    expect(count).toBeGreaterThan(50);
  });

  it("send to one topic with the stage's alarm e-mail subscribed", () => {
    template.resourceCountIs('AWS::SNS::Topic', 1);
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: ALARM_EMAIL });
  });

  it("alarm on the API's 5xx", () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', { Namespace: 'AWS/ApiGateway', MetricName: '5xx' });
  });

  it.each(['Errors', 'Throttles'])(
    'alarm on %s of every family Lambda, the import processor and the mail sender',
    (metricName) => {
      const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')).filter(
        (a) => a.Properties.Namespace === 'AWS/Lambda' && a.Properties.MetricName === metricName,
      );
      // The function names cross from the api stack: one alarm per function, each naming a different one.
      const functionNames = new Set(alarms.map((a) => JSON.stringify(a.Properties.Dimensions)));
      expect(functionNames.size).toBe(dev.api.functions.size + 2);
      expect(alarms).toHaveLength(families.length + 2);
    },
  );

  it('alarm on the p95 duration of every family', () => {
    const p95 = Object.values(template.findResources('AWS::CloudWatch::Alarm')).filter(
      (a) => a.Properties.MetricName === 'Duration' && a.Properties.ExtendedStatistic === 'p95',
    );
    expect(p95).toHaveLength(families.length);
  });

  it('alarm on DynamoDB throttles and system errors, SES bounce and complaint rates', () => {
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm'));
    const metricNamesOf = (a: (typeof alarms)[number]) =>
      JSON.stringify(a.Properties.Metrics ?? a.Properties.MetricName ?? '');
    expect(alarms.some((a) => metricNamesOf(a).includes('ThrottledRequests'))).toBe(true);
    expect(alarms.some((a) => metricNamesOf(a).includes('SystemErrors'))).toBe(true);
    for (const metricName of ['Reputation.BounceRate', 'Reputation.ComplaintRate']) {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', { Namespace: 'AWS/SES', MetricName: metricName });
    }
  });

  it("count failed and stuck imports from every Lambda's log lines, and alarm on them and on dead letters", () => {
    const filters = Object.values(template.findResources('AWS::Logs::MetricFilter'));
    for (const field of Object.values(IMPORT_LOG_FIELDS)) {
      const counting = filters.filter((f) => f.Properties.FilterPattern === `{ $.${field} IS TRUE }`);
      // The families (a status read marks a stuck import), the processor and its sweep, the mail sender.
      expect(counting).toHaveLength(families.length + 2);
    }
    // The import processor's and the bulk mail's dead-letter queues.
    const deadLetterAlarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')).filter(
      (a) => a.Properties.MetricName === 'ApproximateNumberOfMessagesVisible',
    );
    expect(deadLetterAlarms).toHaveLength(2);
    for (const name of ['ImportsFailed', 'ImportsStuck']) {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'Planner',
        MetricName: Match.stringLikeRegexp(name),
      });
    }
  });

  it('alarm on CloudFront 5xx of the distribution', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/CloudFront',
      MetricName: '5xxErrorRate',
      Dimensions: Match.arrayWith([{ Name: 'Region', Value: 'Global' }]),
    });
    expect(logicalIdOf(dev.web.distribution)).toMatch(/Distribution/);
  });
});

describe('the dashboard', () => {
  it('is one per stage, showing the alarms and CloudFront from us-east-1', () => {
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    const body = JSON.stringify(
      Object.values(template.findResources('AWS::CloudWatch::Dashboard'))[0]!.Properties.DashboardBody,
    );
    expect(body).toContain('alarm');
    expect(body).toContain('us-east-1');
    expect(body).toContain('5xxErrorRate');
  });
});
