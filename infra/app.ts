import { Tags, Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { stageConfigOf } from './config/stageConfig';
import { ApiStack } from './stacks/apiStack';
import { AuthStack } from './stacks/authStack';
import { DataStack } from './stacks/dataStack';
import { MailStack } from './stacks/mailStack';
import { WebStack } from './stacks/webStack';

/**
 * The stacks of one stage. Environment-agnostic (no account or region, no lookups), so `cdk synth` runs
 * offline; the account and region come from the credentials at deploy time.
 * cdk-nag's AwsSolutions pack runs at every synth: any unacknowledged finding, warning or error, stops it.
 */
export function buildApp(app: App, stageName: string) {
  const config = stageConfigOf(app, stageName);
  const name = (part: string) => `planner-${config.name}-${part}`;

  const auth = new AuthStack(app, name('auth'), { config });
  const data = new DataStack(app, name('data'), { config });
  const mail = new MailStack(app, name('mail'), { config });
  const api = new ApiStack(app, name('api'), {
    config,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    resources: {
      table: data.table,
      userPool: auth.userPool,
      documents: data.documents,
      imports: data.imports,
      mail: mail.sender,
      siteUrl: config.siteUrl,
    },
  });
  const web = new WebStack(app, name('web'), {
    config,
    httpApi: api.httpApi,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
  });

  Tags.of(app).add('project', 'trade-marketing-planner');
  Tags.of(app).add('stage', config.name);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { config, auth, data, mail, api, web };
}
