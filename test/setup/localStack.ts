import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { LocalStackFacts } from '../../shared/webConfig';
import { startLocalStack } from '../../scripts/local/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: LocalStackFacts;
  }
}

/**
 * One local stack (in-memory DynamoDB, temporary S3 and Cognito folders, free ports) for the stack tests. The web
 * app is built once here and served as CloudFront serves it, so the browser tests see what users get.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'planner-test-'));
  const stack = await startLocalStack({ dataDir, persist: false, web: 'build', demoPrograms: false });
  project.provide('stack', stack.facts);
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
