import { inject } from 'vitest';
import { localFunctionEnvironment } from '../../scripts/local/stack';

// The local stack runs every Lambda in a worker of its own. The only code the stack tests run in this process is
// the assets family (its handler, with an injected clock or a mocked SES client, and the mail module it uses), so
// this process gets the assets function's environment and nothing more (test/integration/assetLinks.test.ts adds the
// mail sender's, to run that handler here with a mocked SES).
Object.assign(process.env, localFunctionEnvironment(inject('stack'), 'assets'));
