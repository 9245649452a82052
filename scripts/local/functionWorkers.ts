import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { accessOf, entryOf, type FunctionName } from '../../infra/config/familyAccess';
import type { FunctionWorkerData, Invocation, InvocationAnswer } from './functionWorker';

interface Running {
  worker: Worker;
  ready: Promise<void>;
  pending: Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>;
}

/**
 * The product's Lambdas on this machine, one worker thread each, started on first use. Each worker's
 * process.env is only what `environmentOf` gives that function (its CDK environment plus the local endpoints),
 * so a handler that reaches for a resource its access does not declare fails here as it would in AWS.
 */
export function startFunctionWorkers(opts: {
  repoRoot: string;
  environmentOf: (name: FunctionName) => Record<string, string>;
}) {
  const running = new Map<FunctionName, Running>();
  let nextId = 0;
  let stopped = false;

  const start = (name: FunctionName): Running => {
    const workerData: FunctionWorkerData = {
      entry: join(opts.repoRoot, entryOf(name)),
      table: accessOf(name).table,
      functionName: `planner-${name}`,
    };
    const worker = new Worker(join(opts.repoRoot, 'scripts', 'local', 'functionWorker.ts'), {
      workerData,
      env: opts.environmentOf(name),
      execArgv: ['--import', 'tsx'],
      name: `planner-${name}`,
    });
    const pending: Running['pending'] = new Map();
    const ready = new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
    });
    ready.catch(() => undefined);
    worker.on('message', (answer: InvocationAnswer | { ready: true }) => {
      if (!('id' in answer)) return;
      const call = pending.get(answer.id);
      pending.delete(answer.id);
      if (!call) return;
      if ('error' in answer) call.reject(Object.assign(new Error(answer.error.message), answer.error));
      else call.resolve(answer.result);
    });
    const fail = (error: Error) => {
      // A crashed or failed worker is started again on the next invocation, as Lambda starts a new container.
      if (running.get(name)?.worker === worker) running.delete(name);
      for (const call of pending.values()) call.reject(error);
      pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The ${name} function's worker exited (code ${code})`)));
    return { worker, ready, pending };
  };

  return {
    /** Invokes a function with an event (API Gateway payload 2.0, or an S3 event for the import processor). */
    invoke<T>(name: FunctionName, event: unknown): Promise<T> {
      return send<T>(name, { event });
    },
    /** Runs `name` exported by `module` (relative to the repository) inside a function's worker, with its access. */
    run<T>(functionName: FunctionName, module: string, name: string, ...args: unknown[]): Promise<T> {
      return send<T>(functionName, { task: { module: join(opts.repoRoot, module), name, args } });
    },
    async stop() {
      stopped = true;
      const workers = [...running.values()].map((r) => r.worker);
      running.clear();
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };

  async function send<T>(name: FunctionName, message: Omit<Invocation, 'id'>): Promise<T> {
    if (stopped) throw new Error('The local functions are stopped');
    if (!running.has(name)) running.set(name, start(name));
    const { worker, ready, pending } = running.get(name)!;
    await ready;
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, ...message });
    });
  }
}
