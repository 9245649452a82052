import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * Demo production (docs/decisions.md, 'Production'): the approved 'Summer Refresh at QuickStop' sent to production
 * as the demo production user, its customizations applied to production and its first tactic in production; the
 * other approved programs wait to be sent (the production user's tasks). The planner's message about the sent
 * program gives the production user's messages and recent activity something to show. Through the API, with
 * its own marker: added once.
 */
type Call = <T = any>(
  user: 'production' | 'planner',
  method: string,
  path: string,
  opts?: { body?: unknown; query?: Record<string, string | number> },
) => Promise<T>;

const MARKER_KEY = { PK: 'DEMO#DATA', SK: 'PRODUCTION' };
const SENT_PROGRAM = 'Summer Refresh at QuickStop';

export async function seedDemoProduction(call: Call, db: DynamoDBDocumentClient, tableName: string): Promise<void> {
  const marker = await db.send(new GetCommand({ TableName: tableName, Key: MARKER_KEY }));
  if (marker.Item) return;
  const list = await call<{ items: { id: number; name: string; productionSentAt: string | null }[] }>(
    'production',
    'GET',
    'programs/productionfiles',
    { query: { fiscalYear: 2026, searchTerm: SENT_PROGRAM, pageSize: 10 } },
  );
  const program = list.items.find((p) => p.name === SENT_PROGRAM);
  if (program && !program.productionSentAt) {
    await call('production', 'PUT', `programs/${program.id}/set-send-production`, {
      body: { notes: 'Demo: sent on approval.' },
    });
    await call('production', 'PUT', `programs/${program.id}/apply-customizations-production`);
    const files = await call<{ files: { tactics: { programTacticId: string }[] }[] }>(
      'production',
      'GET',
      `programs/getallfile/${program.id}`,
    );
    const first = files.files[0]?.tactics[0];
    if (first)
      await call('production', 'PUT', 'tactics/orderstatus', {
        body: { programTacticId: first.programTacticId, fromStatus: 'Sent', orderStatus: 'InProduction' },
      });
  }
  const recipients = await call<{ items: { id: string; email: string }[] }>('planner', 'GET', 'users/lookup/users', {
    query: { searchTerm: 'production@demo.local', pageSize: 5 },
  });
  const productionUser = recipients.items.find((u) => u.email === 'production@demo.local');
  if (productionUser && program)
    await call('planner', 'POST', 'programs/send-message', {
      body: {
        programId: program.id,
        type: 'General Information',
        users: [productionUser.id],
        message: 'The Spanish signs are final: please print them with the first QuickStop order.',
      },
    });
  await db.send(new PutCommand({ TableName: tableName, Item: { ...MARKER_KEY, seededAt: new Date().toISOString() } }));
}
