import { inject } from 'vitest';
import { localFunctionEnvironment } from '../../scripts/local/stack';

// The local stack runs every Lambda in a worker of its own. The only code the stack tests run in this process is
// a few handlers with an injected clock or a mocked SES client (assets, communication, the mail sender) and the
// mail module they use, so this process gets those functions' environments and nothing more.
for (const name of ['assets', 'communication', 'mailSender'] as const) {
  Object.assign(process.env, localFunctionEnvironment(inject('stack'), name));
}
