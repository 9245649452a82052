import { Duration, Stack } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData, type IAlarm, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface AlarmTopicProps {
  /** The stage's alarm e-mail, subscribed to the topic (the subscriber confirms the first message). */
  alarmEmail?: string;
}

export interface AlarmOptions {
  threshold: number;
  /** Periods the metric must breach in a row; default 1. */
  evaluationPeriods?: number;
  /** Default: greater than or equal to the threshold. */
  comparisonOperator?: ComparisonOperator;
  description: string;
}

/**
 * One SNS topic per stack that alarms, with the stage's e-mail subscribed, and every alarm made here sending to
 * it: an alarm without an action cannot be made through this construct (test/infra/monitoring.test.ts checks
 * every alarm of the app has one).
 */
export class AlarmTopic extends Construct {
  readonly topic: Topic;
  readonly alarms: IAlarm[] = [];

  constructor(scope: Construct, id: string, props: AlarmTopicProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { enforceSSL: true, displayName: 'Trade-marketing planner alarms' });
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
  }

  /** An alarm that notifies the topic when it fires and when it recovers; no traffic is not a fault. */
  alarm(id: string, metric: IMetric, options: AlarmOptions): Alarm {
    const alarm = new Alarm(this, id, {
      metric,
      threshold: options.threshold,
      evaluationPeriods: options.evaluationPeriods ?? 1,
      comparisonOperator: options.comparisonOperator ?? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: options.description,
    });
    const action = new SnsAction(this.topic);
    alarm.addAlarmAction(action);
    alarm.addOkAction(action);
    this.alarms.push(alarm);
    return alarm;
  }
}

/** The period most alarms look at. */
export const ALARM_PERIOD = Duration.minutes(5);
