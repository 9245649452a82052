import { join } from 'node:path';
import { DEMO_PASSWORD, demoUsers } from './demoData';
import { REPO_ROOT, startLocalStack } from './stack';

/** `npm start [-- --reset]`: the whole product on this machine, until Ctrl+C. */
const reset = process.argv.includes('--reset');
const stack = await startLocalStack({
  dataDir: join(REPO_ROOT, '.data'),
  persist: true,
  reset,
  web: 'dev',
  preferredPorts: true,
});
const { facts } = stack;

console.log(`
Trade-marketing planner is running${reset ? ' (data reset to the demo data)' : ''}.

  Web app       ${facts.webUrl}
  API           ${facts.apiUrl}/api/health
  Mailbox       ${facts.mailUrl}

  Demo users (password ${DEMO_PASSWORD}):
${demoUsers.map((u) => `    ${u.email.padEnd(22)} ${u.groups.join(', ')}`).join('\n')}

  Stack facts   ${stack.factsFile}
  Stack log     ${facts.logFile}
Press Ctrl+C to stop.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    await stack.stop();
    process.exit(0);
  });
}
