import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { build } from 'esbuild';
import { BUNDLE_GOAL_KIB, bundleBudgetKiB } from '../../infra/bundling/bundleBudgets';
import { esbuildOptions } from '../../infra/bundling/lambdaBundle';
import { placeholderEnvironment } from '../../infra/bundling/placeholderEnvironment';
import { entryOf, type FunctionName } from '../../infra/config/familyAccess';
import { families } from '../../shared/contract/route';
import { DEMO_PASSWORD } from '../local/demoData';
import { localCredentials } from '../local/dynamodb';
import { localFunctionEnvironment, REPO_ROOT, startLocalStack, type LocalStack } from '../local/stack';
import { apiCaller } from './benchApi';
import { measureBrandsSummary } from './brandsSummary';
import { measureExpenseImport, measureExpenseList } from './expenses';
import { measureHome } from './home';
import { measureRequestDetails } from './requestDetails';
import { seedPrograms } from './seedPrograms';

/**
 * `npm run bench`: bundle size and cold import time of each family's Lambda bundle, and local API latency.
 * Prints a table and writes bench/results.json. Numbers are for comparison between commits on one machine.
 */
const COLD_IMPORT_RUNS = 7;
/** The bundle goals of issue 11, for every family (the import processor is shown, not judged). */
const GOAL_COLD_IMPORT_MS = 100;
const REQUESTS = 300;
const WARMUP = 20;
const PROGRAM_PAGE_SIZE = 50;
const PROGRAM_LIST_REQUESTS = 100;
const IMPORT_ROWS = 50_000;
/** `--expense-lines=N` sets the PO import's size (500,000 lines are 50 MB). */
const EXPENSE_LINES = Number(
  /^--expense-lines=(\d+)$/.exec(process.argv.find((a) => a.startsWith('--expense-lines=')) ?? '')?.[1] ?? 500_000,
);
/**
 * `--expense-in-flight=N`: batches the processor writes at once (EXPENSE_IMPORT_IN_FLIGHT). 1 by default here:
 * DynamoDB Local serializes transactions and loses throughput with each one in flight beyond the first (AWS
 * takes the processor's default of 4; docs/decisions.md, 'Expense benches').
 */
const EXPENSE_IN_FLIGHT = Number(
  /^--expense-in-flight=(\d+)$/.exec(process.argv.find((a) => a.startsWith('--expense-in-flight=')) ?? '')?.[1] ?? 1,
);
const EXPENSE_GOALS = { peakRssMiB: 256, linesPerSecond: 5_000, rcuRatio: 1.2 };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * What the Lambda Node.js runtime has done in the process before it imports the handler: its runtime interface
 * client loads `node:http` and makes the keep-alive agent it talks to the Runtime API with (RAPIDClient in
 * aws-lambda-nodejs-runtime-interface-client), so a cold start in Lambda does not pay for Node's HTTP modules again.
 */
const LAMBDA_RUNTIME_PRELUDE =
  "const http = await import('node:http'); new http.Agent({ keepAlive: true, maxSockets: 1 });";

/**
 * Each Lambda's bundle: size, the AWS SDK's share of it, and its cold import, the median of fresh Node processes
 * importing it after the runtime's prelude: wall time (`coldImportMs`, what the goal is judged on; it swings with
 * the shared machine's load) and the process's CPU time for it (`coldImportCpuMs`, steadier under load); and the
 * wall time in a bare process (`bareImportMs`, which also loads Node's HTTP modules: what rounds 1 to 14 measured).
 */
async function measureBundles() {
  const outDir = mkdtempSync(join(tmpdir(), 'planner-bench-'));
  const rows = [];
  for (const family of [...families, 'imports', 'mailSender'] as FunctionName[]) {
    const outfile = join(outDir, `${family}.mjs`);
    // The bundle the CDK API stack deploys: the same esbuild options (infra/bundling/lambdaBundle.ts).
    const { metafile } = await build({
      ...esbuildOptions(join(REPO_ROOT, entryOf(family)), outfile),
      metafile: true,
    });
    // How much of it is the AWS SDK (bundled on purpose, see lambdaBundle.ts).
    const sdkBytes = Object.entries(Object.values(metafile.outputs)[0].inputs)
      .filter(([path]) => /node_modules\/(@aws-sdk|@smithy|@aws-crypto)\//.test(path))
      .reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
    const code = readFileSync(outfile);
    const wall: number[] = [];
    const cpu: number[] = [];
    const bare: number[] = [];
    const importOnce = (prelude: string) => {
      const run = spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `${prelude} const t = performance.now(); const c = process.cpuUsage(); await import(${JSON.stringify(outfile)}); ` +
            `const u = process.cpuUsage(c); console.log(JSON.stringify([performance.now() - t, (u.user + u.system) / 1000]));`,
        ],
        { encoding: 'utf8', env: { ...process.env, ...placeholderEnvironment(family) } },
      );
      if (run.status !== 0) throw new Error(`Importing the ${family} bundle failed: ${run.stderr}`);
      return JSON.parse(run.stdout.trim().split('\n').pop()!) as [number, number];
    };
    for (let i = 0; i < COLD_IMPORT_RUNS; i++) {
      const [wallMs, cpuMs] = importOnce(LAMBDA_RUNTIME_PRELUDE);
      wall.push(wallMs);
      cpu.push(cpuMs);
      bare.push(importOnce('')[0]);
    }
    rows.push({
      family: family === 'imports' ? 'imports (processor)' : family,
      minifiedKiB: round(code.length / 1024),
      budgetKiB: bundleBudgetKiB(family),
      gzipKiB: round(gzipSync(code).length / 1024),
      awsSdkKiB: round(sdkBytes / 1024),
      coldImportMs: round(median(wall)),
      coldImportCpuMs: round(median(cpu)),
      bareImportMs: round(median(bare)),
    });
  }
  rmSync(outDir, { recursive: true, force: true });
  return rows;
}

async function timeRequests(url: string, headers: Record<string, string>, requests: number) {
  const timings: number[] = [];
  for (let i = 0; i < WARMUP + requests; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
    if (i >= WARMUP) timings.push(performance.now() - started);
  }
  return timings.sort((a, b) => a - b);
}

/**
 * A budget year's program list at 1,000 and at 100,000 programs: consumed read capacity of the first and
 * second page (the repository asks DynamoDB for it) and latency through the local gateway.
 */
async function measureProgramLists(facts: LocalStack['facts'], headers: Record<string, string>) {
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: facts.dynamodb.endpoint, region: facts.region, credentials: localCredentials }),
  );
  const { listProgramsPage } = await import('../../functions/domain/programs/programLists');
  const retailers = [
    { id: 1, name: 'Fresh Market Co.' },
    { id: 2, name: 'QuickStop' },
    { id: 3, name: 'HealthRx' },
  ];
  const rows = [];
  for (const [count, fiscalYear, firstId] of [
    [1_000, 2030, 50_000_000],
    [100_000, 2031, 60_000_000],
  ] as const) {
    const seedStarted = performance.now();
    await seedPrograms(db, facts.dynamodb.tableName, { count, fiscalYear, retailers, firstId });
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const first = await listProgramsPage({ fiscalYear, pageSize: PROGRAM_PAGE_SIZE });
    const second = await listProgramsPage({
      fiscalYear,
      pageSize: PROGRAM_PAGE_SIZE,
      cursor: first.nextCursor ?? undefined,
    });
    const timings = await timeRequests(
      `${facts.apiUrl}/api/programs/status-list?fiscalYear=${fiscalYear}&pageSize=${PROGRAM_PAGE_SIZE}`,
      headers,
      PROGRAM_LIST_REQUESTS,
    );
    rows.push({
      programs: count,
      pageSize: PROGRAM_PAGE_SIZE,
      totalCount: first.totalCount,
      rcuPage1: first.consumedCapacity,
      rcuPage2: second.consumedCapacity,
      p50Ms: round(percentile(timings, 50), 2),
      p95Ms: round(percentile(timings, 95), 2),
      seeded: `${round(count / seedSeconds, 0)} items/s`,
    });
  }
  db.destroy();
  return rows;
}

/**
 * A 50,000-row location import through the real path: presigned upload to the S3 stand-in, the S3 event, the
 * processor streaming the file into the table. The processor runs in a worker thread of this process: the RSS
 * sampled here includes it; the heap figure is this thread's only.
 */
async function measureImport(facts: LocalStack['facts'], headers: Record<string, string>) {
  const api = apiCaller(facts.apiUrl, headers);
  const brand = (await api('GET', 'brands')).items[0];
  const program = await api('POST', 'programs', {
    name: 'Import benchmark',
    description: 'Bench',
    retailerId: 1,
    fiscalYear: 2026,
    programStartDate: '2026-03-01',
    programEndDate: '2026-05-31',
    accountLocations: ['FM-001'],
    fundingSources: [{ brandId: brand.id, atlTarget: 1, btlTarget: 1 }],
  });
  const rows = Array.from(
    { length: IMPORT_ROWS },
    (_, i) => `Store ${i},Fresh Market Co.,${i} Commerce Way,,Chicago,IL,60601,US,555-0100`,
  );
  const csv = Buffer.from(`attention,companyName,address1,address2,city,state,zip,country,phone\n${rows.join('\n')}\n`);
  const started = await api('POST', `programs/${program.program.id}/import-shipping-location`, {
    fileName: 'bench.csv',
    contentType: 'text/csv',
    size: csv.length,
  });
  global.gc?.();
  const baseline = process.memoryUsage();
  let peakRss = baseline.rss;
  let peakHeap = baseline.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 50);
  const t0 = performance.now();
  await fetch(started.upload.uploadUrl, { method: 'PUT', headers: started.upload.headers, body: csv });
  let status;
  do {
    await new Promise((r) => setTimeout(r, 200));
    status = await api('GET', `programs/${program.program.id}/imports/${started.importId}`);
  } while (status.status === 'waiting' || status.status === 'processing');
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  if (status.status !== 'done') throw new Error(`The import ended ${status.status}`);
  const mib = (bytes: number) => round(bytes / 1024 / 1024);
  return {
    rows: status.rowsImported,
    fileMiB: mib(csv.length),
    seconds: round(seconds, 1),
    rowsPerSecond: round(status.rowsImported / seconds, 0),
    peakRssGrowthMiB: mib(peakRss - baseline.rss),
    peakHeapGrowthMiB: mib(peakHeap - baseline.heapUsed),
  };
}

/** Runs `measure` against a fresh local stack (in memory), signed in as the demo planner. */
async function withStack<T>(measure: (facts: LocalStack['facts'], headers: Record<string, string>) => Promise<T>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'planner-bench-stack-'));
  const stack = await startLocalStack({ dataDir, persist: false, web: false });
  // The list measures call repositories in this process: give it that function's environment.
  Object.assign(process.env, localFunctionEnvironment(stack.facts, 'programs'));
  try {
    const cognito = new CognitoIdentityProviderClient({
      endpoint: stack.facts.cognito.endpoint,
      region: stack.facts.region,
      credentials: localCredentials,
    });
    const auth = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.facts.cognito.clientId,
        AuthParameters: { USERNAME: 'planner@demo.local', PASSWORD: DEMO_PASSWORD },
      }),
    );
    return await measure(stack.facts, { authorization: `Bearer ${auth.AuthenticationResult!.IdToken}` });
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measureApi(facts: LocalStack['facts'], headers: Record<string, string>) {
  const rows = [];
  for (const path of ['health', 'users/claims']) {
    const timings = await timeRequests(`${facts.apiUrl}/api/${path}`, headers, REQUESTS);
    rows.push({
      route: `GET ${path}`,
      requests: REQUESTS,
      p50Ms: round(percentile(timings, 50), 2),
      p95Ms: round(percentile(timings, 95), 2),
    });
  }
  rows.push(...(await measureRequestDetails(facts, headers)));
  return {
    api: rows,
    programLists: await measureProgramLists(facts, headers),
    locationImport: await measureImport(facts, headers),
  };
}

/** The expense list's read capacity at 1,000 and 100,000 lines, and the 50 MB PO import. */
async function measureExpenses(facts: LocalStack['facts'], headers: Record<string, string>) {
  const expenseList = await measureExpenseList(facts);
  const expenseImport = await measureExpenseImport(facts, headers, EXPENSE_LINES, EXPENSE_IN_FLIGHT);
  console.log('Expense list of one retailer (read capacity of a page, through the list use case)');
  console.table(expenseList.rows);
  console.log(
    `Read capacity of a page at 100k vs 1k lines: x${round(expenseList.ratio, 2)} (at most ${EXPENSE_GOALS.rcuRatio}: ${expenseList.ratio <= EXPENSE_GOALS.rcuRatio ? 'yes' : 'NO'})`,
  );
  console.log('PO import (the processor bundle in a process of its own; peak RSS of that process)');
  console.table([expenseImport]);
  console.log(
    `Import at least ${EXPENSE_GOALS.linesPerSecond} lines/s: ${expenseImport.linesPerSecond >= EXPENSE_GOALS.linesPerSecond ? 'yes' : 'NO'}; ` +
      `peak RSS at most ${EXPENSE_GOALS.peakRssMiB} MiB: ${expenseImport.peakRssMiB <= EXPENSE_GOALS.peakRssMiB ? 'yes' : 'NO'}`,
  );
  return { expenseList: expenseList.rows, expenseListRcuRatio: expenseList.ratio, expenseImport };
}

/** The brands summary at 2,000 and 20,000 programs (issue 14): p95 and read capacity, ratio at most 1.2. */
async function measureSummary(facts: LocalStack['facts'], headers: Record<string, string>) {
  const summary = await measureBrandsSummary(facts, (url, n) => timeRequests(url, headers, n), percentile);
  console.log('Brands summary of 500 brands (one request; read capacity of the use case, latency through the gateway)');
  console.table(summary.rows);
  console.log(
    `Brands summary at 20k vs 2k programs: read capacity x${round(summary.rcuRatio, 2)}, p95 x${round(summary.p95Ratio, 2)} (at most 1.2: ${summary.rcuRatio <= 1.2 && summary.p95Ratio <= 1.2 ? 'yes' : 'NO'})`,
  );
  console.log(
    `Dashboard refresh of all seven reports at 20k vs 2k programs: read capacity x${round(summary.reportsRcuRatio, 2)}, p95 x${round(summary.reportsP95Ratio, 2)} (at most 1.2: ${summary.reportsRcuRatio <= 1.2 && summary.reportsP95Ratio <= 1.2 ? 'yes' : 'NO'})`,
  );
  return {
    brandsSummary: summary.rows,
    brandsSummaryRcuRatio: summary.rcuRatio,
    brandsSummaryP95Ratio: summary.p95Ratio,
    reportsRcuRatio: summary.reportsRcuRatio,
    reportsP95Ratio: summary.reportsP95Ratio,
  };
}

/** Home's data for an approver at 1,000 and 20,000 programs (issue 15): p95 and read capacity, ratio at most 1.2. */
async function measureHomeData(facts: LocalStack['facts']) {
  const home = await measureHome(facts, percentile);
  console.log("Home's data of an approver (tasks, programs by status, budget by brand; three requests at once)");
  console.table(home.rows);
  console.log(
    `Home at 20k vs 1k programs: read capacity x${round(home.rcuRatio, 2)}, p95 x${round(home.p95Ratio, 2)} (at most 1.2: ${home.rcuRatio <= 1.2 && home.p95Ratio <= 1.2 ? 'yes' : 'NO'})`,
  );
  return { home: home.rows, homeRcuRatio: home.rcuRatio, homeP95Ratio: home.p95Ratio };
}

const RESULTS = join(REPO_ROOT, 'bench', 'results.json');
const lastResults = () =>
  existsSync(RESULTS) ? (JSON.parse(readFileSync(RESULTS, 'utf8')) as Record<string, unknown>) : {};
/**
 * The benches that run alone, without the rest (`npm run bench -- --summary`, and `--expense-lines=N` with
 * `--expenses`): their rows replace those of bench/results.json, and the rest of the last full run stays.
 */
const benchesAlone: Record<
  string,
  {
    what: string;
    stamp: string;
    measure: (facts: LocalStack['facts'], headers: Record<string, string>) => Promise<object>;
  }
> = {
  '--summary': { what: 'Brands summary', stamp: 'summaryMeasuredAt', measure: measureSummary },
  '--home': { what: 'Home', stamp: 'homeMeasuredAt', measure: (facts) => measureHomeData(facts) },
  '--expenses': { what: 'Expense', stamp: 'expensesMeasuredAt', measure: measureExpenses },
  '--location-import': {
    what: 'Location import',
    stamp: 'locationImportMeasuredAt',
    measure: async (facts, headers) => ({ locationImport: await measureImport(facts, headers) }),
  },
};
const aloneFlag = Object.keys(benchesAlone).find((flag) => process.argv.includes(flag));
if (aloneFlag) {
  const { what, stamp, measure } = benchesAlone[aloneFlag];
  const rows = await withStack(measure);
  console.log(JSON.stringify(rows, null, 2));
  mkdirSync(join(REPO_ROOT, 'bench'), { recursive: true });
  writeFileSync(RESULTS, JSON.stringify({ ...lastResults(), [stamp]: new Date().toISOString(), ...rows }, null, 2));
  console.log(`${what} rows written to bench/results.json`);
  process.exit(0);
}
const bundles = await measureBundles();
console.log('\nLambda bundles (per family)');
console.table(bundles);
const judged = bundles.filter((row) => (families as readonly string[]).includes(row.family));
const over = (pick: (row: (typeof bundles)[number]) => number, goal: number) =>
  judged.filter((row) => pick(row) > goal).map((row) => `${row.family} ${pick(row)}`);
for (const [what, misses] of [
  [`minified at most ${BUNDLE_GOAL_KIB} KiB`, over((row) => row.minifiedKiB, BUNDLE_GOAL_KIB)],
  [`cold import at most ${GOAL_COLD_IMPORT_MS} ms`, over((row) => row.coldImportMs, GOAL_COLD_IMPORT_MS)],
] as const)
  console.log(`Every family ${what}: ${misses.length ? `no (${misses.join(', ')})` : 'yes'}`);
const overBudget = bundles.filter((row) => row.minifiedKiB > row.budgetKiB).map((row) => row.family);
console.log(`Every Lambda within its size budget: ${overBudget.length ? `no (${overBudget.join(', ')})` : 'yes'}`);
if (process.argv.includes('--bundles')) {
  // `npm run bench -- --bundles`: the bundle table alone, without the local stack; it replaces the bundle rows of
  // bench/results.json and keeps the rest of the last full run.
  const last = lastResults();
  mkdirSync(join(REPO_ROOT, 'bench'), { recursive: true });
  writeFileSync(
    RESULTS,
    JSON.stringify({ ...last, bundlesMeasuredAt: new Date().toISOString(), node: process.version, bundles }, null, 2),
  );
  console.log('Bundle rows written to bench/results.json');
  process.exit(0);
}
const { api, programLists, locationImport, expenses, summary, home } = await withStack(async (facts, headers) => ({
  ...(await measureApi(facts, headers)),
  expenses: await measureExpenses(facts, headers),
  summary: await measureSummary(facts, headers),
  home: await measureHomeData(facts),
}));
console.log('Local API latency (sequential requests through the local gateway)');
console.table(api);
console.log('Program list of one budget year, first page (read capacity from DynamoDB, latency through the gateway)');
console.table(programLists);
console.log('CSV import of locations (streamed by the import processor; memory grows with batches, not with the file)');
console.table([locationImport]);
const [small, large] = programLists;
const rcuRatio = large.rcuPage1 / small.rcuPage1;
console.log(
  `Read capacity of a page at 100k vs 1k programs: x${round(rcuRatio, 2)} (must stay within 20%: ${Math.abs(rcuRatio - 1) <= 0.2 ? 'yes' : 'NO'})`,
);

mkdirSync(join(REPO_ROOT, 'bench'), { recursive: true });
writeFileSync(
  RESULTS,
  JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      bundlesMeasuredAt: new Date().toISOString(),
      node: process.version,
      bundles,
      api,
      programLists,
      programListRcuRatio: rcuRatio,
      locationImport,
      expensesMeasuredAt: new Date().toISOString(),
      ...expenses,
      summaryMeasuredAt: new Date().toISOString(),
      ...summary,
      homeMeasuredAt: new Date().toISOString(),
      ...home,
    },
    null,
    2,
  ),
);
console.log('Written to bench/results.json');
process.exit(0);
