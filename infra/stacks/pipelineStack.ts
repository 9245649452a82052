import { Stack, Stage, Tags, Validations, type App, type StackProps, type StageProps } from 'aws-cdk-lib';
import { ComputeType, LinuxBuildImage, Project, type CfnProject } from 'aws-cdk-lib/aws-codebuild';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { CodePipeline, CodePipelineSource, ManualApprovalStep, ShellStep } from 'aws-cdk-lib/pipelines';
import type { Construct } from 'constructs';
import { buildStage } from '../app';
import { AwsSolutionsChecks } from 'cdk-nag';
import { allObjectsFinding } from '../nagFindings';
import { clientsConfig, clientStages, type ClientsConfig, type ClientStage } from '../config/clients';

/** The context flag that makes `infra/bin/app.ts` build the pipeline app instead of one stage. */
export const PIPELINE_CONTEXT_KEY = 'pipeline';

/** One client's environment: every stack of a stage, in its account and region. */
class PlannerStage extends Stage {
  readonly stacks: ReturnType<typeof buildStage>;

  constructor(scope: Construct, id: string, props: StageProps & { clientStage: ClientStage }) {
    super(scope, id, props);
    this.stacks = buildStage(this, props.clientStage.config, props.clientStage.env);
  }
}

interface PipelineStackProps extends StackProps {
  clients: ClientsConfig;
}

/**
 * The delivery pipeline (CDK Pipelines): the repository through the connection named in the config, a synth
 * step that installs, runs every test, builds the web app and synthesizes, then one stage per client and
 * environment, each production stage behind a manual approval. The web build is part of the synth, so the
 * site's files are assets of the stage's web stack, deployed with it (the entry files after the bundles).
 * It mutates itself first when its own definition changed.
 */
class PipelineStack extends Stack {
  readonly pipeline: CodePipeline;
  readonly stages: PlannerStage[];

  constructor(scope: Construct, id: string, props: PipelineStackProps) {
    super(scope, id, props);
    const { pipeline: settings } = props.clients;

    this.pipeline = new CodePipeline(this, 'Pipeline', {
      pipelineName: 'trade-marketing-planner',
      // Stages live in the clients' own accounts: artifacts are encrypted with a key those accounts can use.
      crossAccountKeys: true,
      enableKeyRotation: true,
      synth: new ShellStep('Synth', {
        input: CodePipelineSource.connection(settings.repository, settings.branch, {
          connectionArn: settings.connectionArn,
        }),
        // `npm test` runs the local stack (DynamoDB Local needs Java 17, the browser tests Chromium).
        installCommands: ['apt-get update && apt-get install -y chromium', 'npm ci'],
        commands: ['npm test', 'npm run build:web', `npx cdk synth -c ${PIPELINE_CONTEXT_KEY}=true`],
        primaryOutputDirectory: 'cdk.out',
      }),
      codeBuildDefaults: {
        // Node 22 (the Lambda runtime) and Java 17 are on the standard 7 image.
        buildEnvironment: { buildImage: LinuxBuildImage.STANDARD_7_0, computeType: ComputeType.LARGE },
      },
    });

    this.stages = clientStages(props.clients).map((clientStage) => {
      const stage = new PlannerStage(this, clientStage.id, { env: clientStage.env, clientStage });
      this.pipeline.addStage(stage, {
        pre: clientStage.production
          ? [
              new ManualApprovalStep(`Approve-${clientStage.id}`, {
                comment: `Deploy ${clientStage.id} (production) with what the earlier stages run?`,
              }),
            ]
          : [],
      });
      return stage;
    });
    this.pipeline.buildPipeline();
    this.acknowledgePipelineFindings();
  }

  /**
   * The roles, policies and artifact bucket are made by CDK Pipelines: their wildcards are its grants on its own
   * artifact bucket and key, its CodeBuild projects' log groups and report groups, the stages' bootstrap asset
   * buckets, and the bootstrap roles it assumes to deploy (cdk-hnb659fds-*-role, in each stage account).
   */
  private acknowledgePipelineFindings() {
    const { account, region } = this;
    const reason =
      "CDK Pipelines' own grants (aws-cdk-lib): read and write on its artifact bucket and key, its CodeBuild " +
      "projects' logs and reports, and assuming the stages' CDK bootstrap roles.";
    const projectFindings = this.node
      .findAll()
      .filter((c): c is Project => c instanceof Project)
      // The asset publishing projects share one role, whose grants name every CodeBuild log group (below).
      .filter((project) => !project.node.path.includes('/Assets/'))
      .flatMap((project) => {
        const id = this.resolve((project.node.defaultChild as CfnProject).logicalId) as string;
        return [
          `AwsSolutions-IAM5[Resource::arn:aws:logs:${region}:${account}:log-group:/aws/codebuild/<${id}>:*]`,
          `AwsSolutions-IAM5[Resource::arn:aws:codebuild:${region}:${account}:report-group/<${id}>-*]`,
        ];
      });
    const ids = [
      ...['s3:Abort*', 's3:DeleteObject*', 's3:GetBucket*', 's3:GetObject*', 's3:List*'].map(
        (action) => `AwsSolutions-IAM5[Action::${action}]`,
      ),
      ...['kms:GenerateDataKey*', 'kms:ReEncrypt*'].map((action) => `AwsSolutions-IAM5[Action::${action}]`),
      'AwsSolutions-IAM5[Resource::*]',
      allObjectsFinding(this.pipeline.pipeline.artifactBucket as Bucket),
      `AwsSolutions-IAM5[Resource::arn:*:iam::${account}:role/*]`,
      `AwsSolutions-IAM5[Resource::arn:aws:codebuild:${region}:${account}:report-group/*]`,
      `AwsSolutions-IAM5[Resource::arn:aws:logs:${region}:${account}:log-group:/aws/codebuild/*]`,
      ...projectFindings,
    ];
    // Stages in other regions (the us-east-1 edge stacks) get artifacts through CDK's replication buckets.
    const replication = Object.values(this.pipeline.pipeline.crossRegionSupport).map((support) => {
      Validations.of(support.replicationBucket).acknowledge({
        id: 'AwsSolutions-S1',
        reason:
          "CDK Pipelines' cross-region replication bucket holds only copies of the pipeline's build artifacts, " +
          'read and written by its roles; CloudTrail records access to it.',
      });
      return `AwsSolutions-IAM5[Resource::arn:aws:s3:::${this.resolve(support.replicationBucket.bucketName)}/*]`;
    });
    Validations.of(this.pipeline).acknowledge(...[...ids, ...replication].map((id) => ({ id, reason })), {
      id: 'AwsSolutions-S1',
      reason:
        "The pipeline's artifact bucket is made by CDK Pipelines and read and written by its roles only; its " +
        'objects are build outputs, KMS-encrypted with the pipeline key; CloudTrail records access to it.',
    });
  }
}

/** The pipeline app (`npx cdk synth -c pipeline=true`): the pipeline stack and, inside it, every client stage. */
export function buildPipelineApp(app: App, clients: ClientsConfig = clientsConfig) {
  const pipeline = new PipelineStack(app, 'planner-pipeline', {
    clients,
    env: { account: clients.pipeline.account, region: clients.pipeline.region },
  });
  Tags.of(pipeline).add('project', 'trade-marketing-planner');
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return pipeline;
}
