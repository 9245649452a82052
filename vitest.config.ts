import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (pure rules and the kit, no I/O), `infra` (CDK assertions and cdk-nag), and `stack`
 * (integration, contract and browser tests against the local stack, started once by the global setup).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'functions/**/*.test.ts',
            'scripts/**/*.test.ts',
            'test/support/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'stack',
          include: ['test/integration/**/*.test.ts', 'test/contract/**/*.test.ts', 'test/browser/**/*.test.ts'],
          globalSetup: ['test/setup/localStack.ts'],
          setupFiles: ['test/setup/stackEnv.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One stack for all files; files run one after another so the browser and the API do not starve
          // each other on a two-core machine.
          fileParallelism: false,
        },
      },
    ],
  },
});
