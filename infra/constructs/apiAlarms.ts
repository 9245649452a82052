import { Duration, Stack } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, TreatMissingData, type Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface ApiAlarmsProps {
  httpApi: IHttpApi;
  functions: ReadonlyMap<string, IFunction>;
  alarmEmail?: string;
}

const PERIOD = Duration.minutes(5);
// The kit answers domain errors (4xx) itself; a few 5xx in five minutes means a real fault.
const SERVER_ERRORS_THRESHOLD = 5;

/** Alarms on the API's 5xx answers and on each family Lambda's errors and throttles, sent to one topic. */
export class ApiAlarms extends Construct {
  private readonly topic: Topic;

  constructor(scope: Construct, id: string, props: ApiAlarmsProps) {
    super(scope, id);

    this.topic = new Topic(this, 'Topic', { enforceSSL: true });
    // enforceSSL gives the topic a policy of its own, which replaces SNS's default owner-account policy, so
    // CloudWatch is allowed to publish explicitly.
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
    );
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));

    this.alarm(
      'ApiServerErrors',
      props.httpApi.metricServerError({ period: PERIOD, statistic: 'Sum' }),
      SERVER_ERRORS_THRESHOLD,
    );
    for (const [family, fn] of props.functions) {
      this.alarm(`${family}Errors`, fn.metricErrors({ period: PERIOD, statistic: 'Sum' }), 1);
      this.alarm(`${family}Throttles`, fn.metricThrottles({ period: PERIOD, statistic: 'Sum' }), 1);
    }
  }

  private alarm(id: string, metric: Metric, threshold: number) {
    const alarm = new Alarm(this, id, {
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      // No traffic is not a fault.
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
  }
}
