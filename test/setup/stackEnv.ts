import { inject } from 'vitest';

// The local stack runs every Lambda in a worker of its own; the few handlers the stack tests run in this process
// get the environment the global setup made for them (test/setup/localStack.ts).
Object.assign(process.env, inject('inProcessEnvironment'));
