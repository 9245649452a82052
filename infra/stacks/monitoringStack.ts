import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AlarmStatusWidget,
  Dashboard,
  GraphWidget,
  Metric,
  Stats,
  type IMetric,
  type IWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import { Operation, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { FilterPattern, MetricFilter, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stageConfig';
import { ALARM_PERIOD, AlarmTopic } from '../constructs/alarms';

type LoggingFunction = IFunction & { readonly logGroup: ILogGroup };

export interface MonitoringStackProps extends StackProps {
  config: StageConfig;
  httpApi: IHttpApi;
  /** The family Lambdas, by family. */
  functions: ReadonlyMap<string, LoggingFunction>;
  /** The import processor; its log lines, and the families', count failed and stuck imports. */
  importProcessor: LoggingFunction;
  /** The bulk mail sender (docs/decisions.md, 'Bulk mail'). */
  mailSender: LoggingFunction;
  /** Dead-letter queues: a message there is work that failed for good (imports' events, bulk mail). */
  deadLetterQueues: ReadonlyMap<string, IQueue>;
  table: ITable;
  /** The web distribution; its metrics live in us-east-1 whatever the stage's region. */
  distributionId: string;
  /**
   * Whether the CloudFront 5xx alarm is made here: only where the stack is in us-east-1 (or region-agnostic, a
   * developer stage); otherwise the edge alarms stack in us-east-1 holds it (see `EdgeAlarmsStack`).
   */
  cloudFrontAlarmHere: boolean;
}

// The kit answers domain errors (4xx) itself; a few 5xx in five minutes means a real fault.
const SERVER_ERRORS_THRESHOLD = 5;
/** p95 of a family's Lambda duration, three periods in a row: interactive calls should take well under this. */
const P95_LATENCY_MS = 3000;
/** SES reviews an account at 5 % bounces and 0.1 % complaints: warn at half of each. */
const SES_BOUNCE_RATE = 0.025;
const SES_COMPLAINT_RATE = 0.0005;
/** 5xx answers of the distribution, per cent of its requests. */
const CLOUDFRONT_5XX_RATE = 5;

/** The log lines the import processor writes (docs/decisions.md, "Alarms and the dashboard"). */
export const IMPORT_LOG_FIELDS = { failed: 'importFailed', stuck: 'importStuck' } as const;
const METRIC_NAMESPACE = 'Planner';

/**
 * The CloudFront metric of a distribution's 5xx rate. CloudFront publishes it in us-east-1 only: a dashboard
 * elsewhere reads it from there (`region`); an alarm must be made in us-east-1 (no region given).
 */
export const cloudFront5xxRate = (distributionId: string, region?: string) =>
  new Metric({
    namespace: 'AWS/CloudFront',
    metricName: '5xxErrorRate',
    dimensionsMap: { DistributionId: distributionId, Region: 'Global' },
    ...(region && { region }),
    statistic: Stats.AVERAGE,
    period: ALARM_PERIOD,
  });

export const cloudFrontAlarmOptions = {
  threshold: CLOUDFRONT_5XX_RATE,
  evaluationPeriods: 2,
  description: 'The site answers 5xx to more than 5 % of requests (CloudFront; the API or the site bucket).',
};

/**
 * Alarms of a stage, sent to one SNS topic with the stage's e-mail, and its CloudWatch dashboard: the API's 5xx,
 * each Lambda's errors, throttles and p95 duration, DynamoDB throttles and system errors, SES bounce and
 * complaint rates, failed and stuck imports, CloudFront 5xx.
 */
export class MonitoringStack extends Stack {
  readonly alarms: AlarmTopic;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const { config } = props;
    const alarms = new AlarmTopic(this, 'Alarms', { alarmEmail: config.alarmEmail });
    this.alarms = alarms;
    const sum = { period: ALARM_PERIOD, statistic: Stats.SUM };

    const apiErrors = props.httpApi.metricServerError(sum);
    alarms.alarm('ApiServerErrors', apiErrors, {
      threshold: SERVER_ERRORS_THRESHOLD,
      description: 'The API answered 5xx at least 5 times in 5 minutes.',
    });

    const lambdas = new Map<string, LoggingFunction>([
      ...props.functions,
      ['importProcessor', props.importProcessor],
      ['mailSender', props.mailSender],
    ]);
    for (const [name, fn] of lambdas) {
      alarms.alarm(`${name}Errors`, fn.metricErrors(sum), {
        threshold: 1,
        description: `The ${name} Lambda failed (an unhandled error or a timeout).`,
      });
      alarms.alarm(`${name}Throttles`, fn.metricThrottles(sum), {
        threshold: 1,
        description: `The ${name} Lambda was throttled (account concurrency reached).`,
      });
    }
    const p95 = (fn: IFunction) => fn.metricDuration({ period: ALARM_PERIOD, statistic: Stats.p(95) });
    for (const [family, fn] of props.functions) {
      alarms.alarm(`${family}LatencyP95`, p95(fn), {
        threshold: P95_LATENCY_MS,
        evaluationPeriods: 3,
        description: `p95 duration of the ${family} family above ${P95_LATENCY_MS} ms for 15 minutes.`,
      });
    }

    const tableThrottles = props.table.metricThrottledRequestsForOperations({
      ...sum,
      operations: [
        Operation.GET_ITEM,
        Operation.QUERY,
        Operation.PUT_ITEM,
        Operation.UPDATE_ITEM,
        Operation.DELETE_ITEM,
      ],
    });
    alarms.alarm('TableThrottles', tableThrottles, {
      threshold: 1,
      description: 'DynamoDB throttled requests to the table (on-demand capacity or a hot partition).',
    });
    const tableSystemErrors = props.table.metricSystemErrorsForOperations({
      ...sum,
      operations: [
        Operation.GET_ITEM,
        Operation.BATCH_GET_ITEM,
        Operation.QUERY,
        Operation.PUT_ITEM,
        Operation.UPDATE_ITEM,
        Operation.DELETE_ITEM,
        Operation.BATCH_WRITE_ITEM,
        Operation.TRANSACT_WRITE_ITEMS,
      ],
    });
    alarms.alarm('TableSystemErrors', tableSystemErrors, {
      threshold: 1,
      description: 'DynamoDB answered with system errors (500) to table requests.',
    });

    // Account-level reputation (the mail stack's configuration set turns reputation metrics on).
    const sesRate = (metricName: string) =>
      new Metric({ namespace: 'AWS/SES', metricName, statistic: Stats.MAXIMUM, period: Duration.hours(1) });
    const bounceRate = sesRate('Reputation.BounceRate');
    const complaintRate = sesRate('Reputation.ComplaintRate');
    alarms.alarm('SesBounceRate', bounceRate, {
      threshold: SES_BOUNCE_RATE,
      description: 'SES bounce rate above 2.5 % (SES reviews the account at 5 %).',
    });
    alarms.alarm('SesComplaintRate', complaintRate, {
      threshold: SES_COMPLAINT_RATE,
      description: 'SES complaint rate above 0.05 % (SES reviews the account at 0.1 %).',
    });

    // A failed or stuck import logs `importFailed` / `importStuck` (true) where it is marked: the processor, its
    // sweep, or a family's read of the import's status; every Lambda's log group feeds the same metric.
    const importMetric = (field: keyof typeof IMPORT_LOG_FIELDS, metricName: string) => {
      for (const [name, fn] of lambdas)
        new MetricFilter(this, `Import${field}-${name}`, {
          logGroup: fn.logGroup,
          filterPattern: FilterPattern.booleanValue(`$.${IMPORT_LOG_FIELDS[field]}`, true),
          metricNamespace: METRIC_NAMESPACE,
          metricName,
          metricValue: '1',
        });
      return new Metric({ namespace: METRIC_NAMESPACE, metricName, ...sum });
    };
    const importsFailed = importMetric('failed', `${config.name}-ImportsFailed`);
    const importsStuck = importMetric('stuck', `${config.name}-ImportsStuck`);
    alarms.alarm('ImportsFailed', importsFailed, {
      threshold: 1,
      description: 'An import failed (a Lambda logged importFailed).',
    });
    alarms.alarm('ImportsStuck', importsStuck, {
      threshold: 1,
      description: "An import stayed 'processing' past its time and was marked failed (importStuck).",
    });

    // Work that failed for good: an upload event the processor never handled, a mail no retry could send.
    for (const [name, queue] of props.deadLetterQueues) {
      alarms.alarm(`${name}DeadLetters`, queue.metricApproximateNumberOfMessagesVisible({ period: ALARM_PERIOD }), {
        threshold: 1,
        description: `Messages wait in the ${name} dead-letter queue (docs/operations.md: redrive).`,
      });
    }

    const cloudFront = cloudFront5xxRate(props.distributionId, 'us-east-1');
    if (props.cloudFrontAlarmHere) {
      alarms.alarm('CloudFront5xx', cloudFront5xxRate(props.distributionId), cloudFrontAlarmOptions);
    }

    const graph = (title: string, left: IMetric[], width = 8): IWidget =>
      new GraphWidget({ title, left, width, height: 6 });
    const functions = [...props.functions];
    new Dashboard(this, 'Dashboard', {
      dashboardName: `planner-${config.name}`,
      defaultInterval: Duration.hours(3),
      widgets: [
        [new AlarmStatusWidget({ title: 'Alarms', alarms: alarms.alarms, width: 24, height: 6 })],
        [
          graph('API requests and 5xx', [
            props.httpApi.metricCount(sum),
            apiErrors,
            props.httpApi.metricClientError(sum),
          ]),
          graph('API latency p95 (ms)', [
            props.httpApi.metricLatency({ period: ALARM_PERIOD, statistic: Stats.p(95) }),
          ]),
          graph('CloudFront 5xx rate (%)', [cloudFront]),
        ],
        [
          graph(
            'Lambda errors',
            functions.map(([, fn]) => fn.metricErrors(sum)),
            12,
          ),
          graph(
            'Lambda p95 duration (ms)',
            functions.map(([, fn]) => p95(fn)),
            12,
          ),
        ],
        [
          // Two graphs: both are math expressions over the same per-operation metrics.
          graph('DynamoDB throttled requests', [tableThrottles], 6),
          graph('DynamoDB system errors', [tableSystemErrors], 6),
          graph('SES bounce and complaint rates', [bounceRate, complaintRate], 6),
          graph('Imports failed and stuck', [importsFailed, importsStuck, props.importProcessor.metricErrors(sum)], 6),
        ],
      ],
    });
  }
}
