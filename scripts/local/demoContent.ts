import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * Demo text of the content pages (Guidelines, Resources), saved through the API as the demo admin (PUT
 * content/{page}, sanitised like any save). Its own marker: added once, and a page someone already saved (version
 * above 0) is left as it is.
 */
type Call = <T = any>(
  user: 'admin',
  method: string,
  path: string,
  opts?: { body?: unknown; query?: Record<string, string | number> },
) => Promise<T>;

const MARKER_KEY = { PK: 'DEMO#DATA', SK: 'CONTENT' };

const demoPages = {
  guidelines: {
    title: 'Planning guidelines',
    html: [
      '<h2>Before you plan</h2>',
      '<p>Every program belongs to <b>one retailer</b> and <b>one budget year</b>. Check the brand allocation in ',
      '<i>Brands Summary</i> before you fund a program from a brand.</p>',
      '<h2>Planning a program</h2>',
      '<ol><li>Start from a campaign theme in the Campaign Library.</li>',
      '<li>Fund it from the brands that pay for it: ATL and BTL targets per brand.</li>',
      '<li>Put catalog tactics in the cart and set their in-store dates.</li>',
      '<li>Set the delivery date (at least two weeks before the program starts) and the distribution.</li>',
      '<li>Submit: an approver reviews it; a rejected program comes back with notes.</li></ol>',
      '<h2>Dates</h2>',
      '<p>The <i>Events Calendar</i> shows every program, its tactics in store and its deliveries; ',
      '<i>My Planner</i> shows your own.</p>',
    ].join(''),
  },
  resources: {
    title: 'Resources',
    html: [
      '<h2>Templates and contacts</h2>',
      '<ul><li>Expense imports: each import dialog offers its CSV template.</li>',
      '<li>Artwork reviews: open a Communication Request on the program.</li>',
      '<li>Questions about allocations: the brand team, through Messages.</li></ul>',
      '<h2>Links</h2>',
      '<p><a href="https://www.w3.org/WAI/standards-guidelines/wcag/">Accessibility guidelines (WCAG)</a> for ',
      'in-store and digital material.</p>',
    ].join(''),
  },
} as const;

/** Saves the demo text of each page once (its marker); answers the number of pages saved. */
export async function seedDemoContent(call: Call, db: DynamoDBDocumentClient, tableName: string): Promise<number> {
  const marker = await db.send(new GetCommand({ TableName: tableName, Key: MARKER_KEY }));
  if (marker.Item) return 0;
  let saved = 0;
  for (const [page, content] of Object.entries(demoPages)) {
    const current = await call<{ version: number }>('admin', 'GET', `content/${page}`);
    if (current.version > 0) continue;
    await call('admin', 'PUT', `content/${page}`, { body: { ...content, version: 0 } });
    saved += 1;
  }
  await db.send(new PutCommand({ TableName: tableName, Item: { ...MARKER_KEY, seededAt: new Date().toISOString() } }));
  return saved;
}
