import { App } from 'aws-cdk-lib';
import { buildApp } from '../app';

// `npx cdk synth -c stage=prod`; the default stage is in cdk.json.
const app = new App();
buildApp(app, String(app.node.tryGetContext('stage') ?? 'dev'));
