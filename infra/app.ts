import { Tags, Validations, type App, type Environment } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { Construct } from 'constructs';
import { routeList } from '../shared/contract/routes';
import { stageConfigOf, type StageConfig } from './config/stageConfig';
import { ApiStack } from './stacks/apiStack';
import { AuthStack } from './stacks/authStack';
import { DataStack } from './stacks/dataStack';
import { EdgeAlarmsStack, EdgeStack } from './stacks/edgeStack';
import { MailStack } from './stacks/mailStack';
import { MonitoringStack } from './stacks/monitoringStack';
import { SeedStack } from './stacks/seedStack';
import { WebStack } from './stacks/webStack';

/** API Gateway's default quota of routes per HTTP API. */
const DEFAULT_API_ROUTE_QUOTA = 300;

/**
 * The stacks of one stage, in `scope` (the app, or a pipeline stage). Without `env` they are
 * environment-agnostic (no account or region, no lookups), so `cdk synth` runs offline and the account and
 * region come from the credentials at deploy time; a pipeline stage pins both (infra/config/clients.ts).
 * cdk-nag's AwsSolutions pack runs at every synth of the scope: any unacknowledged finding, warning or error,
 * stops it.
 */
export function buildStage(scope: App | Construct, config: StageConfig, env?: Environment) {
  const name = (part: string) => `planner-${config.name}-${part}`;
  const stackProps = (part: string) => ({ config, env, stackName: name(part) });
  // A stage with a known region gets the parts CloudFront needs in us-east-1, referenced across regions.
  const edgeEnv = env?.region ? { account: env.account, region: 'us-east-1' } : undefined;
  const edge = edgeEnv && new EdgeStack(scope, name('edge'), { ...stackProps('edge'), env: edgeEnv });

  const mail = new MailStack(scope, name('mail'), stackProps('mail'));
  const auth = new AuthStack(scope, name('auth'), { ...stackProps('auth'), mail: mail.sender });
  const data = new DataStack(scope, name('data'), stackProps('data'));
  const resources = {
    table: data.table,
    userPool: auth.userPool,
    documents: data.documents,
    imports: data.imports,
    mail: mail.sender,
    siteUrl: config.siteUrl,
  };
  // API Gateway refuses an HTTP API with more routes than the account's quota: fail at synth instead.
  const routeQuota = config.apiRouteQuota ?? DEFAULT_API_ROUTE_QUOTA;
  if (routeList.length > routeQuota) {
    throw new Error(
      `The contract has ${routeList.length} routes, more than the ${routeQuota} routes per HTTP API of stage ` +
        `${config.name}: raise the quota (Service Quotas) and set apiRouteQuota, or split the API (docs/operations.md).`,
    );
  }
  const api = new ApiStack(scope, name('api'), {
    ...stackProps('api'),
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    resources,
  });
  const web = new WebStack(scope, name('web'), {
    ...stackProps('web'),
    crossRegionReferences: Boolean(edge),
    httpApi: api.httpApi,
    originSecret: api.originSecret,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    webAclArn: edge?.webAcl.attrArn,
  });
  const seed = new SeedStack(scope, name('seed'), { ...stackProps('seed'), resources });
  seed.addStackDependency(api, 'The seed runs the data migrations, which prepare data for the code the API serves');
  const monitoring = new MonitoringStack(scope, name('monitoring'), {
    ...stackProps('monitoring'),
    httpApi: api.httpApi,
    functions: api.functions,
    importProcessor: api.importProcessor,
    mailSender: api.mailSender,
    deadLetterQueues: new Map([
      ['imports', api.importDeadLetters],
      ['mail', api.mailQueue.deadLetters],
    ]),
    table: data.table,
    distributionId: web.distribution.distributionId,
    // CloudFront publishes its metrics in us-east-1, where its alarm must be.
    cloudFrontAlarmHere: !env?.region || env.region === 'us-east-1',
  });
  const edgeAlarms =
    edgeEnv && env?.region !== 'us-east-1'
      ? new EdgeAlarmsStack(scope, name('edge-alarms'), {
          ...stackProps('edge-alarms'),
          env: edgeEnv,
          crossRegionReferences: true,
          distributionId: web.distribution.distributionId,
        })
      : undefined;

  Tags.of(scope).add('project', 'trade-marketing-planner');
  Tags.of(scope).add('stage', config.name);
  Validations.of(scope).addPlugins(new AwsSolutionsChecks(scope));
  return { config, auth, data, mail, api, web, seed, monitoring, edge, edgeAlarms };
}

/** The single-stage app of `infra/bin/app.ts` (`-c stage=<name>`, the stages of cdk.json). */
export function buildApp(app: App, stageName: string) {
  return buildStage(app, stageConfigOf(app, stageName));
}
