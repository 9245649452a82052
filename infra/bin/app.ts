import { App } from 'aws-cdk-lib';
import { buildApp } from '../app';
import { buildPipelineApp, PIPELINE_CONTEXT_KEY } from '../stacks/pipelineStack';

// `npx cdk synth -c stage=prod`: one stage from cdk.json (the default stage is in cdk.json), environment-agnostic.
// `npx cdk synth -c pipeline=true`: the pipeline and a stage per client environment of infra/config/clients.ts
// (docs/operations.md).
const app = new App();
if (String(app.node.tryGetContext(PIPELINE_CONTEXT_KEY) ?? 'false') === 'true') buildPipelineApp(app);
else buildApp(app, String(app.node.tryGetContext('stage') ?? 'dev'));
