import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { lambdaContext } from './apiGatewayEvent';

/**
 * One Lambda of the product on this machine: a worker thread whose process.env is exactly what its CDK function
 * gets (see functionWorkers.ts), importing the very same handler module. It answers invocations by message.
 */
export interface FunctionWorkerData {
  /** Absolute path of the handler module. */
  entry: string;
  /** What IAM would allow the function on the table; a read-only function's writes are refused as in AWS. */
  table: 'read' | 'readWrite';
  functionName: string;
}

export interface Invocation {
  id: number;
  event?: unknown;
  /** Instead of the handler, an exported function of another module, run with this function's access (demo data). */
  task?: { module: string; name: string; args: unknown[] };
}

export type InvocationAnswer =
  { id: number; result: unknown } | { id: number; error: { name: string; message: string; stack?: string } };

const { entry, table, functionName } = workerData as FunctionWorkerData;

// DynamoDB operations that IAM's table write actions (Put/Update/Delete/BatchWrite/ConditionCheck) cover.
const WRITE_OPERATIONS = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);

if (table === 'read') {
  // The same client module the handler uses: refuse writes before they leave, with the error IAM answers.
  const { dynamo } = await import('../../functions/lib/clients/dynamo');
  dynamo.middlewareStack.add(
    (next) => async (args) => {
      const target = String((args.request as { headers?: Record<string, string> }).headers?.['x-amz-target'] ?? '');
      const operation = target.split('.').pop() ?? '';
      if (WRITE_OPERATIONS.has(operation)) {
        throw Object.assign(
          new Error(
            `User: ${functionName} is not authorized to perform: dynamodb:${operation} (its access declares table: 'read')`,
          ),
          { name: 'AccessDeniedException', $fault: 'client', $metadata: { httpStatusCode: 400 } },
        );
      }
      return next(args);
    },
    { step: 'build', name: 'localTableReadOnly' },
  );
}

const { handler } = (await import(pathToFileURL(entry).href)) as {
  handler: (event: unknown, context: ReturnType<typeof lambdaContext>) => Promise<unknown>;
};

parentPort!.on('message', async ({ id, event, task }: Invocation) => {
  let answer: InvocationAnswer;
  try {
    if (task) {
      const module = (await import(pathToFileURL(task.module).href)) as Record<
        string,
        (...args: unknown[]) => Promise<unknown>
      >;
      answer = { id, result: await module[task.name](...task.args) };
    } else {
      answer = { id, result: await handler(event, lambdaContext(functionName)) };
    }
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    answer = { id, error: { name: e.name, message: e.message, stack: e.stack } };
  }
  parentPort!.postMessage(answer);
});
parentPort!.postMessage({ ready: true });
