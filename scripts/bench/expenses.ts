import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { build } from 'esbuild';
import { importColumns } from '../../shared/expenses/rules';
import { esbuildOptions } from '../../infra/bundling/lambdaBundle';
import { entryOf } from '../../infra/config/familyAccess';
import { localCredentials } from '../local/dynamodb';
import { localFunctionEnvironment, REPO_ROOT, type LocalStack } from '../local/stack';
import { apiCaller } from './benchApi';

/**
 * `npm run bench`, expenses (issue 13): a 50 MB PO import (about 500,000 lines) processed by the import processor's
 * Lambda bundle in a process of its own (its peak RSS is the figure), and an expense list page's read capacity at
 * 1,000 and at 100,000 lines.
 */
type Facts = LocalStack['facts'];

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const mib = (bytes: number) => round(bytes / 1024 / 1024);

/** Bench-only retailer ids: their lists hold nothing but the seeded lines. */
const LIST_RETAILERS = { small: 90_001, large: 90_002 } as const;
const LIST_PAGE_SIZE = 50;
/** The later page read: far enough that a cost growing with the offset would show. */
const LATER_PAGE = 10;
const IMPORT_LINE_BYTES = 100;
/** One line in this many is bad (an amount that is no number): the bad-row path is measured too. */
const BAD_LINE_EVERY = 10_000;

/**
 * Sums the read capacity DynamoDB reports for every call the client sends while `measure` runs: a middleware
 * asks for it (ReturnConsumedCapacity) and adds it up, so no use case or handler carries it.
 */
export function capacityMeter(client: { middlewareStack: DynamoDBClient['middlewareStack'] }) {
  let units = 0;
  let calls = 0;
  client.middlewareStack.add(
    (next) => async (args) => {
      (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      const consumed = (result.output as { ConsumedCapacity?: unknown }).ConsumedCapacity;
      for (const c of [consumed ?? []].flat() as { CapacityUnits?: number }[]) units += c.CapacityUnits ?? 0;
      calls++;
      return result;
    },
    { step: 'initialize', name: 'benchCapacityMeter' },
  );
  return async <T>(measure: () => Promise<T>) => {
    units = 0;
    calls = 0;
    const result = await measure();
    return { result, units, calls };
  };
}

/** Seeds `count` pending PO lines of one retailer in the repository's item shape, with their list counters. */
async function seedExpenseLines(db: DynamoDBDocumentClient, tableName: string, retailerId: number, count: number) {
  const { expenseItem } = await import('../../functions/domain/expenses/expenseRepository');
  const { counterKey, kindListKey, retailerListKey, expenseIdOf } =
    await import('../../functions/domain/expenses/expenseKeys');
  const start = Date.parse('2026-01-01T00:00:00Z');
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const batch = [];
      for (; batch.length < 25 && next < count; next++) {
        const code = `PO-SEED-${retailerId}-${next}`;
        const item = expenseItem({
          id: expenseIdOf('po', code, 'INV-1'),
          kind: 'po',
          code,
          couponType: null,
          invoiceNumber: 'INV-1',
          invoiceDate: new Date(start + (next % 365) * 86_400_000).toISOString().slice(0, 10),
          vendor: 'Seed Vendor',
          description: `Seeded line ${next}`,
          retailerId,
          programId: null,
          tacticId: null,
          amountCents: 1000 + (next % 9000),
          status: 'pending',
          importId: null,
          createdBy: 'seed',
          createdAt: new Date(start).toISOString(),
        });
        batch.push({ PutRequest: { Item: item } });
      }
      let pending: typeof batch | undefined = batch;
      while (pending?.length) {
        const answer = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
        pending = answer.UnprocessedItems?.[tableName] as typeof batch | undefined;
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  for (const list of [kindListKey('po'), retailerListKey('po', retailerId)])
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: counterKey(list),
        UpdateExpression: 'ADD #count :n',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':n': count },
      }),
    );
}

/**
 * A retailer's PO list at 1,000 and at 100,000 lines, through the list use case in this process (the expenses
 * family's environment): read capacity of the first page and of a later one (reached by its cursors).
 */
export async function measureExpenseList(facts: Facts) {
  Object.assign(process.env, localFunctionEnvironment(facts, 'expenses'));
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: facts.dynamodb.endpoint, region: facts.region, credentials: localCredentials }),
  );
  const { dynamo } = await import('../../functions/lib/clients/dynamo');
  const { listExpenses } = await import('../../functions/domain/expenses/expenseUseCases');
  const metered = capacityMeter(dynamo);
  const auth = { subject: 'bench', email: 'bench@demo.local', roles: [], claims: [], retailerSide: false };
  const rows = [];
  for (const [count, retailerId] of [
    [1_000, LIST_RETAILERS.small],
    [100_000, LIST_RETAILERS.large],
  ] as const) {
    const seedStarted = performance.now();
    await seedExpenseLines(db, facts.dynamodb.tableName, retailerId, count);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const page = (cursor?: string) => listExpenses(auth, 'po', { pageSize: LIST_PAGE_SIZE, retailerId, cursor });
    const first = await metered(() => page());
    let cursor = first.result.nextCursor ?? undefined;
    for (let i = 2; i < LATER_PAGE && cursor; i++) cursor = (await page(cursor)).nextCursor ?? undefined;
    const later = await metered(() => page(cursor));
    if (first.result.items.length !== LIST_PAGE_SIZE || later.result.items.length !== LIST_PAGE_SIZE)
      throw new Error(`A page of the ${count}-line list held fewer than ${LIST_PAGE_SIZE} lines`);
    rows.push({
      lines: count,
      pageSize: LIST_PAGE_SIZE,
      totalCount: first.result.totalCount,
      rcuPage1: first.units,
      [`rcuPage${LATER_PAGE}`]: later.units,
      callsPerPage: first.calls,
      seeded: `${round(seedSeconds, 1)} s (${round(count / seedSeconds, 0)} lines/s)`,
    });
  }
  db.destroy();
  const ratio = (rows[1].rcuPage1 as number) / (rows[0].rcuPage1 as number);
  const laterRatio = (rows[1][`rcuPage${LATER_PAGE}`] as number) / (rows[0][`rcuPage${LATER_PAGE}`] as number);
  return { rows, ratio: Math.max(ratio, laterRatio) };
}

/**
 * A deterministic PO file of `lines` lines of 100 bytes (500,000 lines are 50 MB): codes and invoices numbered,
 * three retailers in turn, one bad amount every BAD_LINE_EVERY lines. Made here, never committed.
 */
function poFile(lines: number): Buffer<ArrayBuffer> {
  const header = `${importColumns.po.join(',')}\n`;
  const file = Buffer.alloc(header.length + lines * IMPORT_LINE_BYTES);
  let at = file.write(header);
  for (let i = 1; i <= lines; i++) {
    const amount = i % BAD_LINE_EVERY === 0 ? 'n/a' : `${(i % 5000) + 1}.${String(i % 100).padStart(2, '0')}`;
    const start = `PO-B${String(i).padStart(7, '0')},INV-${i % 97},03/${String((i % 28) + 1).padStart(2, '0')}/2026,Bench Vendor ${i % 50},${(i % 3) + 1},,${amount},`;
    at += file.write(`${start}${'x'.repeat(IMPORT_LINE_BYTES - start.length - 1)}\n`, at);
  }
  return Buffer.from(file.buffer as ArrayBuffer, file.byteOffset, at);
}

/**
 * The PO import: the file is uploaded through the API's presigned slot as the web does, the import moved to
 * `queued` (what Process does, without its marker, so the stack's own worker does not take it), and the import
 * processor's Lambda bundle (the esbuild bundle the CDK deploys) runs in a Node process of its own, handed the
 * marker's S3 event. Its peak RSS (getrusage's maxrss) is the memory figure; progress is read while it runs.
 */
export async function measureExpenseImport(
  facts: Facts,
  headers: Record<string, string>,
  lines: number,
  inFlight: number,
) {
  const api = apiCaller(facts.apiUrl, headers);
  Object.assign(process.env, localFunctionEnvironment(facts, 'expenses'));
  const { expenseImports } = await import('../../functions/domain/expenses/importRepository');
  const { importMarkerKey } = await import('../../functions/domain/expenses/expenseKeys');

  const csv = poFile(lines);
  const started = await api('POST', 'expensesmanagment/import-po', {
    fileName: 'bench-po.csv',
    contentType: 'text/csv',
    size: csv.length,
  });
  const put = await fetch(started.upload.uploadUrl, { method: 'PUT', headers: started.upload.headers, body: csv });
  if (!put.ok) throw new Error(`The upload answered ${put.status}`);
  if (!(await expenseImports.move(started.importId, 'uploading', 'queued')))
    throw new Error('The import was not waiting');

  const outDir = mkdtempSync(join(tmpdir(), 'planner-bench-import-'));
  const bundle = join(outDir, 'processor.mjs');
  await build(esbuildOptions(join(REPO_ROOT, entryOf('imports')), bundle));
  const event = {
    Records: [
      { s3: { bucket: { name: facts.s3.buckets.imports }, object: { key: importMarkerKey('po', started.importId) } } },
    ],
  };
  const script =
    `const { handler } = await import(${JSON.stringify(bundle)}); const t = performance.now(); ` +
    `await handler(${JSON.stringify(event)}); ` +
    `const u = process.resourceUsage(); console.log(JSON.stringify({ ms: performance.now() - t, ` +
    `maxRssKiB: u.maxRSS, cpuMs: (u.userCPUTime + u.systemCPUTime) / 1000 }));`;
  const progress = new Set<number>();
  let polling = true;
  const poll = (async () => {
    while (polling) {
      const status = await api('GET', `expensesmanagment/imports/${started.importId}`);
      if (status.status === 'processing') progress.add(status.rowsRead);
      await new Promise((r) => setTimeout(r, 1000));
    }
  })();
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      env: {
        PATH: process.env.PATH,
        ...localFunctionEnvironment(facts, 'imports'),
        EXPENSE_IMPORT_IN_FLIGHT: String(inFlight),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`The processor exited ${code}`))));
  });
  polling = false;
  await poll;
  rmSync(outDir, { recursive: true, force: true });
  const { ms, maxRssKiB, cpuMs } = JSON.parse(output.trim().split('\n').pop()!) as Record<string, number>;
  const status = await api('GET', `expensesmanagment/imports/${started.importId}`);
  if (status.status !== 'done') throw new Error(`The import ended ${status.status}`);
  const bad = Math.floor(lines / BAD_LINE_EVERY);
  if (status.rowsImported !== lines - bad || status.errorCount !== bad)
    throw new Error(`The import added ${status.rowsImported} lines with ${status.errorCount} bad rows`);
  return {
    lines,
    fileMiB: mib(csv.length),
    seconds: round(ms / 1000, 1),
    linesPerSecond: round(lines / (ms / 1000), 0),
    peakRssMiB: round(maxRssKiB / 1024),
    batchesInFlight: inFlight,
    processorCpuSeconds: round(cpuMs / 1000, 1),
    badRows: status.errorCount,
    progressSeen: progress.size,
  };
}
