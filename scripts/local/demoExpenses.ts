import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { importColumns, type ExpenseKind } from '../../shared/expenses/rules';

/**
 * Demo expenses on the demo programs, imported through the API's import path as the demo planner (upload, then
 * Process), so the expense lists and reconciliation are meaningful on first start: lines matched to demo program
 * tactics, pending lines on no tactic (some that try-assign assigns or proposes), and one tactic over budget; one
 * retailer's lines the retailer demo user does not see. Safe at every start: its own marker, and an import adds no
 * line twice anyway.
 */
type Call = <T = any>(
  user: 'planner',
  method: string,
  path: string,
  opts?: { body?: unknown; query?: Record<string, string | number> },
) => Promise<T>;

const MARKER_KEY = { PK: 'DEMO#DATA', SK: 'EXPENSES' };
const pathKind = { po: 'po', do: 'do', coupon: 'coupon', promo: 'promocode' } as const;
/** `{tactic:Name}` and `{retailer:Name}` in a row are the demo program's tactic and the retailer's id. */
const demoFiles: Record<ExpenseKind, { program: string; rows: string[] }[]> = {
  po: [
    {
      program: 'Summer Refresh at Fresh Market',
      rows: [
        'PO-10001,INV-5001,03/15/2026,Acme Print,{retailer},{tactic:Floor Display},"$1,250.00",Floor display print run',
        'PO-10001,INV-5002,04/02/2026,Acme Print,{retailer},{tactic:Floor Display},"$2,100.00",Second print run',
        'PO-10002,INV-5003,04/05/2026,Signs Inc,{retailer},{tactic:End Cap Sign},"$250,000.00",End cap signs (over budget)',
        'PO-10003,INV-5004,04/10/2026,Acme Print,{retailer},,"$980.00",Not yet assigned',
        // For try-assign: PO-10001 already counts against Floor Display only (a sure match), and a reprint whose
        // amount and date fit Shelf Talker (a suggestion).
        'PO-10001,INV-5005,06/20/2026,Acme Print,{retailer},,"$600.00",Third print run',
        'PO-10004,INV-5006,07/08/2026,Print Hub,{retailer},,"$45.00",Shelf talker reprint',
      ],
    },
    {
      program: 'Back to School at QuickStop',
      rows: ['PO-20001,INV-7101,03/20/2026,Acme Print,{retailer},{tactic:},"$640.00",Back to school signage'],
    },
  ],
  do: [
    {
      program: 'Summer Refresh at Fresh Market',
      rows: [
        'DO-30001,INV-6001,03/16/2026,Fast Freight,{retailer},{tactic:Floor Display},480.50,Store delivery',
        'DO-30002,INV-6002,03/18/2026,Fast Freight,{retailer},,312.00,Awaiting a tactic',
        'DO-30001,INV-6003,07/15/2026,Fast Freight,{retailer},,95.00,Second delivery (try-assign: a sure match)',
      ],
    },
  ],
  coupon: [
    {
      program: 'Summer Refresh at Fresh Market',
      rows: ['CPN-3001,digital,INV-7001,03/17/2026,Coupon Co,{retailer},,"2,000.00",Redemptions March'],
    },
  ],
  promo: [
    {
      program: 'Summer Refresh at Fresh Market',
      rows: ['PROMO-SPRING,INV-8001,03/18/2026,Promo House,{retailer},,(150.00),Credit note'],
    },
  ],
};

interface ImportStatus {
  status: string;
  rowsImported: number;
  errors: { line: number; field: string; message: string }[];
}

async function importFile(call: Call, kind: ExpenseKind, csv: string): Promise<ImportStatus> {
  const body = Buffer.from(csv);
  const started = await call<{ importId: string; upload: { uploadUrl: string; headers: Record<string, string> } }>(
    'planner',
    'POST',
    `expensesmanagment/import-${pathKind[kind]}`,
    { body: { fileName: `demo-${kind}.csv`, contentType: 'text/csv', size: body.length } },
  );
  const put = await fetch(started.upload.uploadUrl, { method: 'PUT', headers: started.upload.headers, body });
  if (!put.ok) throw new Error(`demo expenses: the upload answered ${put.status}`);
  await call('planner', 'PUT', `expensesmanagment/process-import-${pathKind[kind]}`, {
    body: { importId: started.importId },
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = await call<ImportStatus>('planner', 'GET', `expensesmanagment/imports/${started.importId}`);
    if (status.status === 'done' || status.status === 'failed') return status;
    if (Date.now() > deadline) throw new Error(`demo expenses: the ${kind} import did not finish`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Imports the demo expenses once (its marker); answers the number of lines added. */
export async function seedDemoExpenses(call: Call, db: DynamoDBDocumentClient, tableName: string): Promise<number> {
  const marker = await db.send(new GetCommand({ TableName: tableName, Key: MARKER_KEY }));
  if (marker.Item) return 0;
  let added = 0;
  for (const kind of Object.keys(demoFiles) as ExpenseKind[]) {
    const rows: string[] = [];
    for (const file of demoFiles[kind]) {
      const found = await call<{ items: { id: number; name: string; retailerId?: number }[] }>(
        'planner',
        'GET',
        'programs/communicationrequest/lookup/programs',
        { query: { searchTerm: file.program, fiscalYear: 2026, pageSize: 20 } },
      );
      const program = found.items.find((p) => p.name === file.program);
      if (!program) throw new Error(`demo expenses: the demo program '${file.program}' is missing`);
      const details = await call<{ program: { retailerId: number } }>('planner', 'GET', `programs/${program.id}`);
      const tactics = await call<{ id: string; name: string }[]>(
        'planner',
        'GET',
        'programs/communicationrequest/related-programs',
        { query: { programId: program.id } },
      );
      for (const row of file.rows)
        rows.push(
          row
            .replace('{retailer}', String(details.program.retailerId))
            .replace(
              /\{tactic:([^}]*)\}/,
              (_, name: string) => (tactics.find((t) => t.name === name) ?? tactics[0])?.id ?? '',
            ),
        );
    }
    const result = await importFile(call, kind, `${importColumns[kind].join(',')}\n${rows.join('\n')}\n`);
    if (result.status !== 'done' || result.errors.length)
      throw new Error(`demo expenses: the ${kind} import failed: ${JSON.stringify(result.errors)}`);
    added += result.rowsImported;
  }
  await db.send(new PutCommand({ TableName: tableName, Item: { ...MARKER_KEY, seededAt: new Date().toISOString() } }));
  return added;
}
