import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A text of shared/ a user reads (a field error of the contract, a route's parameters or body: 'Display name must
 * be at most 200 characters', 'Unknown state'; a rule's refusal: 'Allocations cannot be negative.') reaches them as
 * the server's English, which the web says in the reader's language only when a translated catalogue holds it
 * (web/src/lib/knownTexts.test.ts). Written where it is used, it reached every reader in English and no test saw it:
 * this one fails on a string or template literal shared code hands on as a message, so each comes from a message
 * list (`contractMessages`, the reference kinds' `fieldMessages` with a `fieldLabels` label, `inputMessages`, an
 * area's list). Where a literal is a message:
 * - an `error` or `message` option (`z.string({ error })`, a refinement's issue);
 * - any argument of a zod function but for values (`z.maxLength(3, '…')`, `z.regex(re, '…')`, `z.positive('…')`);
 * - a text given to another function (`requiredText('…')`, `money({ negative: '…' })`, `messages.required('Code')`),
 *   but for a route's summary (its `summary` option, or the `summary` parameter of a route kit declared in the same
 *   file, `lookup(path, summary)`), which documents the API and is never shown, and a flow's `subject`, which the web
 *   words itself in its refusals (`workflowRefusalCatalogues`, web/src/lib/i18n.ts).
 */
const sharedDir = __dirname;
/** Options that are no message: a route's summary, a flow's subject. */
const notMessages = new Set(['summary', 'subject']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Zod functions whose arguments are values, not messages. */
const valueFunctions = new Set(['literal', 'enum', '_default', 'prefault', 'catch', 'templateLiteral']);
/** The parameters' names of each function a file declares (`const lookup = (path, summary) =>`, `function f(a)`). */
function declaredParameters(source: ts.SourceFile): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const names = (params: ts.NodeArray<ts.ParameterDeclaration>) => params.map((p) => p.name.getText());
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name) found.set(node.name.text, names(node.parameters));
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    )
      found.set(node.name.text, names(node.initializer.parameters));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const isText = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);

/** The words of a literal, its values left out: a message has some ('Unknown state', '${label} is required'). */
function wordsOf(node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression): string {
  if (!ts.isTemplateExpression(node)) return node.text;
  return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
}
const saysSomething = (words: string) =>
  /^[A-Z][\w'’-]*[a-z][\w'’-]*(\s|$|[.,:])/.test(words) || /[a-z]{2,} [a-z]{2,}/.test(words);

/** The node a literal hands its text to, through parentheses, conditions and `as`. */
function receiver(node: ts.Node): ts.Node {
  let parent = node.parent;
  while (
    parent &&
    (ts.isParenthesizedExpression(parent) || ts.isConditionalExpression(parent) || ts.isAsExpression(parent))
  )
    parent = parent.parent;
  return parent;
}

const calleeName = (call: ts.CallExpression) =>
  ts.isIdentifier(call.expression)
    ? call.expression.text
    : ts.isPropertyAccessExpression(call.expression)
      ? call.expression.name.text
      : '';
const isZod = (call: ts.CallExpression) =>
  ts.isPropertyAccessExpression(call.expression) && call.expression.expression.getText() === 'z';

/** Why a literal is a message written inline, or null. */
function inlineMessage(
  node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression,
  parameters: Map<string, string[]>,
) {
  const to = receiver(node);
  const words = wordsOf(node);
  if (ts.isPropertyAssignment(to) && ['error', 'message'].includes(to.name.getText()))
    return /[A-Za-z]/.test(words) ? `${to.name.getText()}: option` : null;
  if (ts.isCallExpression(to) && to.arguments.includes(node as ts.Expression)) {
    const name = calleeName(to);
    if (isZod(to)) return valueFunctions.has(name) || !/[A-Za-z]/.test(words) ? null : `z.${name}()`;
    if (parameters.get(name)?.[to.arguments.indexOf(node as ts.Expression)] === 'summary') return null;
    return saysSomething(words) ? `${to.expression.getText()}()` : null;
  }
  // A text in an option object given to a function: `money({ negative: '…' })`.
  if (
    ts.isPropertyAssignment(to) &&
    ts.isObjectLiteralExpression(to.parent) &&
    ts.isCallExpression(to.parent.parent) &&
    !notMessages.has(to.name.getText())
  )
    return saysSomething(words) ? `${to.name.getText()}: in ${to.parent.parent.expression.getText()}()` : null;
  return null;
}

/** Each message written inline: `file:line: where 'text'`. */
function inlineMessages(files: readonly ts.SourceFile[]): string[] {
  const found: string[] = [];
  for (const source of files) {
    const parameters = declaredParameters(source);
    const visit = (node: ts.Node) => {
      if (isText(node)) {
        const why = inlineMessage(node, parameters);
        if (why) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart());
          found.push(`${relative(sharedDir, source.fileName)}:${line + 1}: ${why} ${node.getText()}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const parse = (file: string, text = readFileSync(file, 'utf8')) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);

describe('the texts of shared/ a user reads', () => {
  it('come from a message list, never written where they are used', () => {
    expect(inlineMessages(sources(sharedDir).map((file) => parse(file)))).toEqual([]);
  });

  it('are found wherever a schema hands a text on as a message, and values and summaries are not', () => {
    const sample = parse(
      join(sharedDir, 'contract/schemas/sample.ts'),
      [
        "const a = z.string({ error: 'Value is required' }).check(z.maxLength(3, 'Unknown state'));",
        'const b = z.array(z.string()).check(z.maxLength(max, `At most ${max} rows`));',
        "const c = requiredText('Role name is required', z.regex(/x/, messages.roleNameShape));",
        "const d = money({ negative: 'Allocations cannot be negative' }).check(z.positive(messages.x));",
        "const e = z.enum(['Create', 'Edit'], { error: messages.chooseOne }); const f = z._default(z.string(), 'us');",
        "ctx.issues.push({ code: 'custom', message: 'The amount is too large', input });",
        "const g = expenseMessages.required('Invoice Number'); const h = identifier(`${label} may hold _ only`);",
        "const r = defineRoute({ method: 'POST', claim: 'Program/View', summary: 'Saves the program.' });",
        'const lookup = (path: string, summary: string) => defineRoute({ path, summary });',
        "const l = lookup('tactics/lookup/options', 'Production options.'); const n = other('x', 'Shown to a user');",
        "const w = defineWorkflow({ subject: 'tactic order' }); errors.push('Allocations cannot be negative.');",
      ].join('\n'),
    );
    expect(inlineMessages([sample])).toEqual([
      "contract/schemas/sample.ts:1: error: option 'Value is required'",
      "contract/schemas/sample.ts:1: z.maxLength() 'Unknown state'",
      'contract/schemas/sample.ts:2: z.maxLength() `At most ${max} rows`',
      "contract/schemas/sample.ts:3: requiredText() 'Role name is required'",
      "contract/schemas/sample.ts:4: negative: in money() 'Allocations cannot be negative'",
      "contract/schemas/sample.ts:6: message: option 'The amount is too large'",
      "contract/schemas/sample.ts:7: expenseMessages.required() 'Invoice Number'",
      'contract/schemas/sample.ts:7: identifier() `${label} may hold _ only`',
      "contract/schemas/sample.ts:10: other() 'Shown to a user'",
      "contract/schemas/sample.ts:11: errors.push() 'Allocations cannot be negative.'",
    ]);
  });
});
