import { createHash } from 'node:crypto';
import { CustomResource, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { Function as LambdaFunction, type CfnFunction, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Provider } from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';
import { migrations } from '../../functions/domain/migrations/migrations';
import { stageSeedItems } from '../../functions/domain/siteSetup/stageSeed';
import type { SeedProperties } from '../../functions/seed/handler';
import { accessOf } from '../config/familyAccess';
import type { StageConfig } from '../config/stageConfig';
import { FamilyFunction, type FamilyResources } from '../constructs/familyFunction';

export interface SeedStackProps extends StackProps {
  config: StageConfig;
  resources: FamilyResources;
}

/**
 * A stage starts usable: a custom resource (CDK's Provider framework) runs `functions/seed/handler.ts` at every
 * deploy that changes the seed or its settings. It puts the roles and their claims, the menus, the site
 * configuration and the client settings that are missing (the local stack's seed, functions/domain/siteSetup/
 * stageSeed.ts), and creates the first administrator from the stage config, whom Cognito e-mails a temporary
 * password. Then it runs the data migrations the table has no record of (functions/domain/migrations/): the app
 * deploys this stack after the API's, so they run once the code that needs them serves. Nothing is removed when
 * the stack is.
 */
export class SeedStack extends Stack {
  constructor(scope: Construct, id: string, props: SeedStackProps) {
    super(scope, id, props);
    const { config } = props;
    const client = { clientName: config.clientName ?? 'Trade-marketing planner', skin: config.skin ?? 'default' };

    const seedFunction = new FamilyFunction(this, 'SeedFunction', {
      family: 'seed',
      description: 'Seeds roles, menus, settings and the first administrator of the stage',
      access: accessOf('seed'),
      resources: props.resources,
      // A migration reads the whole table or one of its lists: the most a Lambda may run.
      timeout: Duration.minutes(15),
      logLevel: config.logLevel,
      logRetention: RetentionDays.ONE_MONTH,
      logRemovalPolicy: RemovalPolicy.DESTROY,
    }).function;

    const provider = new Provider(this, 'SeedProvider', {
      onEventHandler: seedFunction,
      logGroup: new LogGroup(this, 'SeedProviderLogs', {
        retention: RetentionDays.ONE_MONTH,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
    });
    this.acknowledgeProviderFindings(provider, seedFunction);

    const properties: SeedProperties = {
      ...client,
      ...(config.firstAdminEmail && { firstAdminEmail: config.firstAdminEmail }),
    };
    new CustomResource(this, 'Seed', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::StageSeed',
      properties: {
        ...properties,
        // A new menu or role in the seed changes this, so the next deploy puts what is missing.
        seedDigest: createHash('sha256')
          .update(JSON.stringify(stageSeedItems(client)))
          .digest('hex')
          .slice(0, 16),
        // A deploy that brings a migration runs the seed again, which runs it.
        migrations: migrations.map((migration) => migration.name).join(' '),
      },
    });
  }

  /** The Provider framework's own Lambda and role are made by aws-cdk-lib and run only at deploy time. */
  private acknowledgeProviderFindings(provider: Provider, seedFunction: IFunction) {
    const framework = provider.node.findAll().find((c) => c instanceof LambdaFunction);
    if (!framework) throw new Error("The Provider framework's Lambda was not found");
    const reason =
      "CDK's custom-resource Provider framework Lambda (made by aws-cdk-lib) relays CloudFormation events to the " +
      'seed function at deploy time only; its runtime, managed logging policy and invoke grant are its own.';
    Validations.of(provider).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason,
      },
      {
        id: `AwsSolutions-IAM5[Resource::<${this.resolve((seedFunction.node.defaultChild as CfnFunction).logicalId)}.Arn>:*]`,
        reason,
      },
    );
  }
}
