import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { LocalStackFacts } from '../../shared/webConfig';
import { localFunctionEnvironment, startLocalStack } from '../../scripts/local/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: LocalStackFacts;
    /** The environment of the functions the stack tests run in their own process (test/setup/stackEnv.ts). */
    inProcessEnvironment: Record<string, string>;
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
  // The only code the stack tests run in their own process is a few handlers with an injected clock or a mocked
  // SES client (assets, communication, the mail sender) and the mail module they use: those functions'
  // environments and nothing more. Made once here, so no test file imports the stack's starter to make it.
  project.provide(
    'inProcessEnvironment',
    Object.assign(
      {},
      ...(['assets', 'communication', 'mailSender'] as const).map((name) =>
        localFunctionEnvironment(stack.facts, name),
      ),
    ),
  );
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
