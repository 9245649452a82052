import type { BuildOptions } from 'esbuild';
import { repoPath } from '../repoPath';

// An ES module bundle still meets CommonJS dependencies that call require() for Node built-ins.
const ESM_REQUIRE_SHIM =
  "import { createRequire as topLevelCreateRequire } from 'module'; const require = topLevelCreateRequire(import.meta.url);";

/**
 * How a Lambda is bundled: the one description that the CDK's NodejsFunction (infra/constructs/familyFunction.ts)
 * and `npm run bench` both build from, so what the bench measures is what is deployed.
 *
 * - ESM for Node 22, minified, ES module entries of packages first (tree-shakable `module` builds).
 * - The AWS SDK v3 is bundled too: a pinned, tree-shaken SDK instead of whatever the runtime ships (externals: none).
 * - Aliases replace what our Lambdas never reach: three parts of sanitize-html's dependencies, the SDK's credential
 *   chain beyond its first link (the environment, where Lambda puts the role's credentials), its event-stream
 *   codec, and mnemonist under the DynamoDB client's endpoint cache (see each file; what they keep out is checked
 *   by test/infra/lambdaBundle.test.ts, and docs/decisions.md 'Lean bundles' gives the sizes).
 */
export const lambdaBundle = {
  format: 'esm' as const,
  target: 'node22',
  platform: 'node' as const,
  mainFields: ['module', 'main'],
  minify: true,
  banner: ESM_REQUIRE_SHIM,
  externals: [] as string[],
  alias: {
    postcss: repoPath('infra', 'bundling', 'postcssUnused.cjs'),
    htmlparser2: repoPath('infra', 'bundling', 'htmlparser2Parser.mjs'),
    dayjs: repoPath('infra', 'bundling', 'dayjsUnused.cjs'),
    '@aws-sdk/credential-provider-node': repoPath('infra', 'bundling', 'credentialsFromEnv.mjs'),
    '@smithy/core/event-streams': repoPath('infra', 'bundling', 'eventStreamsUnused.mjs'),
    'mnemonist/lru-cache': repoPath('infra', 'bundling', 'lruCache.mjs'),
  },
};

/** The same bundle through esbuild's API (the bench, tests). */
export function esbuildOptions(entry: string, outfile: string): BuildOptions {
  return {
    entryPoints: [entry],
    absWorkingDir: repoPath(),
    bundle: true,
    outfile,
    format: lambdaBundle.format,
    target: lambdaBundle.target,
    platform: lambdaBundle.platform,
    mainFields: lambdaBundle.mainFields,
    minify: lambdaBundle.minify,
    banner: { js: lambdaBundle.banner },
    external: lambdaBundle.externals,
    alias: lambdaBundle.alias,
    logLevel: 'error',
  };
}

/** The same bundle as CDK's NodejsFunction bundling options take it (it runs the esbuild CLI). */
export const cdkBundlingArgs = {
  '--alias': Object.entries(lambdaBundle.alias).map(([name, path]) => `${name}=${path}`),
};
