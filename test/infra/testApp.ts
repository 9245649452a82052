import { readFileSync } from 'node:fs';
import { App, Stack, type CfnElement } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { buildApp } from '../../infra/app';
import { repoPath } from '../../infra/repoPath';

/** The context the CDK CLI gives the app (feature flags, stages), read from the same cdk.json. */
export const cdkJsonContext = JSON.parse(readFileSync(repoPath('cdk.json'), 'utf8')).context as Record<string, unknown>;

/**
 * The app as `cdk synth` builds it for a stage, minus Lambda bundling (no stack is in the bundling list) and
 * CDK's built-in CloudFormation template validation (over a second per synth), so the tests take seconds;
 * `npm run synth` covers both. cdk-nag still runs at every synth.
 */
export function buildTestApp(stage = 'dev', context: Record<string, unknown> = {}) {
  const app = new App({
    context: { ...cdkJsonContext, ...context, 'aws:cdk:bundling-stacks': [] },
    builtinCloudFormationValidation: false,
  });
  return { app, ...buildApp(app, stage) };
}

/** The logical id of a construct's CloudFormation resource, as its stack's template names it. */
export const logicalIdOf = (construct: IConstruct) =>
  Stack.of(construct).resolve((construct.node.defaultChild as CfnElement).logicalId) as string;
