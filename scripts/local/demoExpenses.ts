import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { importColumns, type InvoiceKind } from '../../shared/expenses/rules';

/**
 * Demo expenses on the demo programs, imported through the API's import path as the demo planner (upload, then
 * Process), so the expense lists and reconciliation are meaningful on first start: lines matched to demo program
 * tactics, pending lines on no tactic (some that try-assign assigns or proposes), and one tactic over budget; one
 * retailer's lines the retailer demo user does not see. The amounts fit the demo tactics' estimates (the catalog's
 * unit cost times the quantity): every tactic's invoices stay a little under its estimate but End Cap Sign's at
 * Summer Refresh, whose signs and their delivery put it 18% over, so 'Over budget', the funding actuals and the
 * budget summaries read as they would in use. Then (a marker of its own, so a stack seeded before gets
 * them too) mindshare invoices imported the same way, and two PO lines submitted by the planner and approved by the
 * approver, so the wire report has payable POs. Safe at every start: its markers, and an import adds no line twice
 * anyway.
 */
type Call = <T = any>(
  user: 'planner' | 'approver',
  method: string,
  path: string,
  opts?: { body?: unknown; query?: Record<string, string | number> },
) => Promise<T>;

const MARKER_KEY = { PK: 'DEMO#DATA', SK: 'EXPENSES' };
const WIRE_MARKER_KEY = { PK: 'DEMO#DATA', SK: 'EXPENSES#WIRE-MINDSHARE' };
const pathKind = { po: 'po', do: 'do', coupon: 'coupon', promo: 'promocode', mindshare: 'mindshare' } as const;
/** `{tactic:Name}` and `{retailer:Name}` in a row are the demo program's tactic and the retailer's id. */
const demoFiles: Record<InvoiceKind, { program: string; rows: string[] }[]> = {
  po: [
    {
      // Estimates: Floor Display 4 x $250 = $1,000 (these two and a mindshare invoice: $965.00), End Cap Sign
      // 6 x $35 = $210 (the signs and their delivery order below: $247.80, the one tactic over budget), Shelf Talker
      // 20 x $2.50 = $50, Digital Banner Pack $0.
      program: 'Summer Refresh at Fresh Market',
      rows: [
        'PO-10001,INV-5001,03/15/2026,Acme Print,{retailer},{tactic:Floor Display},"$520.00",Floor display print run',
        'PO-10001,INV-5002,04/02/2026,Acme Print,{retailer},{tactic:Floor Display},"$310.00",Second print run',
        'PO-10002,INV-5003,04/05/2026,Signs Inc,{retailer},{tactic:End Cap Sign},"$205.80",End cap signs',
        'PO-10003,INV-5004,04/10/2026,Acme Print,{retailer},,"$180.00",Not yet assigned',
        // For try-assign: PO-10002 already counts against End Cap Sign only (a sure match; Floor Display's
        // reconciliation is approved below, so nothing more goes on it), and a reprint whose amount and date fit
        // Shelf Talker (a suggestion: $45.00 fits the $50.00 left of its estimate, dated within its program, and
        // fits no other open tactic; End Cap Sign has nothing left, Floor Display $35.00).
        'PO-10002,INV-5005,06/20/2026,Signs Inc,{retailer},,"$34.30",Replacement sign',
        'PO-10004,INV-5006,07/08/2026,Print Hub,{retailer},,"$45.00",Shelf talker reprint',
      ],
    },
    {
      // End Cap Sign 4 x $35 = $140.
      program: 'Back to School at QuickStop',
      rows: [
        'PO-20001,INV-7101,03/20/2026,Acme Print,{retailer},{tactic:End Cap Sign},"$132.00",Back to school signage',
      ],
    },
  ],
  do: [
    {
      program: 'Summer Refresh at Fresh Market',
      rows: [
        'DO-30001,INV-6001,03/16/2026,Fast Freight,{retailer},{tactic:End Cap Sign},42.00,Store delivery',
        'DO-30002,INV-6002,03/18/2026,Fast Freight,{retailer},,36.00,Awaiting a tactic',
        'DO-30001,INV-6003,07/15/2026,Fast Freight,{retailer},,16.50,Second delivery (try-assign: a sure match)',
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
  mindshare: [
    {
      program: 'Summer Refresh at Fresh Market',
      rows: [
        'MO-4001,MS-9001,03/19/2026,Mindshare Media,{retailer},{tactic:Floor Display},135.00,Radio spots March',
        'MO-4001,MS-9002,04/01/2026,Mindshare Media,{retailer},,127.50,Radio spots April',
        'MO-4002,MS-9003,04/08/2026,Mindshare Media,{retailer},,82.00,Social media boost',
      ],
    },
    {
      program: 'Back to School at QuickStop',
      rows: ['MO-5001,MS-9101,03/22/2026,Mindshare Media,{retailer},,240.00,Back to school radio'],
    },
  ],
};
/** The PO lines (code / invoice) the planner submits and the approver approves: payable on the wire report. */
const demoApprovedPos = [
  ['PO-10001', 'INV-5001'],
  ['PO-10001', 'INV-5002'],
];

interface ImportStatus {
  status: string;
  rowsImported: number;
  errors: { line: number; field: string; message: string }[];
}

async function importFile(call: Call, kind: InvoiceKind, csv: string): Promise<ImportStatus> {
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

/** A kind's demo file: its rows with the demo programs' retailer and tactic ids filled in. */
async function demoCsv(call: Call, kind: InvoiceKind): Promise<string> {
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
  return `${importColumns[kind].join(',')}\n${rows.join('\n')}\n`;
}

async function importDemoKind(call: Call, kind: InvoiceKind): Promise<number> {
  const result = await importFile(call, kind, await demoCsv(call, kind));
  if (result.status !== 'done' || result.errors.length)
    throw new Error(`demo expenses: the ${kind} import failed: ${JSON.stringify(result.errors)}`);
  return result.rowsImported;
}

/** The planner submits the demo PO lines' reconciliation and the approver approves it (four-eyes). */
async function approveDemoPos(call: Call): Promise<void> {
  for (const [code, invoice] of demoApprovedPos) {
    const found = await call<{
      items: { id: string; invoiceNumber: string; status: string; tacticId: string | null }[];
    }>('planner', 'GET', 'expensesmanagment/expenses-po', { query: { searchTerm: code, pageSize: 50 } });
    const line = found.items.find((l) => l.invoiceNumber === invoice);
    if (!line) throw new Error(`demo expenses: the PO line ${code} / ${invoice} is missing`);
    if (line.status === 'assigned')
      await call('planner', 'PUT', 'expensesmanagment/po-reconciliation-savesubmit', {
        body: { id: line.id, invoices: [{ invoiceId: line.id, isSelected: true }], fromTacticId: line.tacticId },
      });
    if (line.status === 'assigned' || line.status === 'submitted')
      await call('approver', 'PUT', 'expensesmanagment/po-reconciliation-approve', { body: { id: line.id } });
  }
}

/** Imports the demo expenses once (its markers); answers the number of lines added. */
export async function seedDemoExpenses(call: Call, db: DynamoDBDocumentClient, tableName: string): Promise<number> {
  let added = 0;
  const marker = await db.send(new GetCommand({ TableName: tableName, Key: MARKER_KEY }));
  if (!marker.Item) {
    for (const kind of ['po', 'do', 'coupon', 'promo'] as const) added += await importDemoKind(call, kind);
    await db.send(
      new PutCommand({ TableName: tableName, Item: { ...MARKER_KEY, seededAt: new Date().toISOString() } }),
    );
  }
  const wireMarker = await db.send(new GetCommand({ TableName: tableName, Key: WIRE_MARKER_KEY }));
  if (!wireMarker.Item) {
    added += await importDemoKind(call, 'mindshare');
    await approveDemoPos(call);
    await db.send(
      new PutCommand({ TableName: tableName, Item: { ...WIRE_MARKER_KEY, seededAt: new Date().toISOString() } }),
    );
  }
  return added;
}
