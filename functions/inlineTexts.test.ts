import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A text the functions hand a user (a refusal, a 404, a field error) comes from a message list of shared/, which
 * web/src/lib/knownTexts.test.ts holds to a translated catalogue, so the reader sees it in their language
 * (docs/decisions.md, 'The server's own texts and its texts with values, in the reader's language'). Written
 * inline ('This role does not exist.', `A program can hold at most ${max} tactics.`), it reached every reader in
 * English and no test saw it: this one fails on a string or template literal given to a domain error
 * (functions/lib/errors.ts: `new NotFound('...')`, `new InvalidInput({ field: ['...'] })`), directly or inside
 * the field map's arrays. (The refusal helpers, `refuseChange('tactics')`, take codes, and word their refusals
 * from message lists.)
 */
const functionsDir = __dirname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);

/** The classes a use case throws to answer a user: every subclass of `DomainError` in functions/lib/errors.ts. */
function domainErrors(): Set<string> {
  const names = new Set<string>();
  parse(join(functionsDir, 'lib/errors.ts')).forEachChild((node) => {
    if (
      ts.isClassDeclaration(node) &&
      node.name &&
      node.heritageClauses?.some((clause) => clause.types.some((type) => type.expression.getText() === 'DomainError'))
    )
      names.add(node.name.text);
  });
  return names;
}

const isText = (node: ts.Node) =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);

/**
 * The literals an argument hands on as a text: itself, a field map's or a list's members, either branch of a
 * condition, the sides of `+`, `??` and `||`, the text a `.map` makes of each item. Another call, a name or a
 * member (a message list's text) is not one.
 */
function handedTexts(node: ts.Node): ts.Node[] {
  if (isText(node)) return [node];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSpreadElement(node))
    return handedTexts(node.expression);
  if (ts.isObjectLiteralExpression(node))
    return node.properties.flatMap((p) =>
      ts.isPropertyAssignment(p)
        ? handedTexts(p.initializer)
        : ts.isSpreadAssignment(p)
          ? handedTexts(p.expression)
          : [],
    );
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap(handedTexts);
  // A list of texts made from ids: `unknown.map((id) => `The user ${id} does not exist.`)`.
  if (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === 'map'
  )
    return node.arguments.flatMap((arg) =>
      ts.isArrowFunction(arg) && !ts.isBlock(arg.body) ? handedTexts(arg.body) : [],
    );
  if (ts.isConditionalExpression(node)) return [...handedTexts(node.whenTrue), ...handedTexts(node.whenFalse)];
  if (
    ts.isBinaryExpression(node) &&
    [ts.SyntaxKind.PlusToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(
      node.operatorToken.kind,
    )
  )
    return [...handedTexts(node.left), ...handedTexts(node.right)];
  return [];
}

/** Each inline text given to a domain error: `file:line: Error(text)`. */
function inlineUserTexts(sources: readonly ts.SourceFile[], errors: Set<string>): string[] {
  const found: string[] = [];
  for (const source of sources) {
    const visit = (node: ts.Node) => {
      const callee =
        ts.isNewExpression(node) && ts.isIdentifier(node.expression) && errors.has(node.expression.text)
          ? node.expression.text
          : null;
      if (callee)
        for (const text of (node as ts.NewExpression).arguments?.flatMap(handedTexts) ?? []) {
          const { line } = source.getLineAndCharacterOfPosition(text.getStart());
          const where = relative(functionsDir, source.fileName);
          found.push(`${where}:${line + 1}: ${callee}(${text.getText().replace(/\s+/g, ' ')})`);
        }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('texts the functions hand a user', () => {
  it('come from a message list of shared/, never written inline in a refusal, a 404 or a field error', () => {
    const errors = domainErrors();
    expect([...errors]).toEqual(
      expect.arrayContaining(['Conflict', 'Forbidden', 'InvalidInput', 'NotFound', 'PayloadTooLarge']),
    );
    expect(inlineUserTexts(sources(functionsDir).map(parse), errors)).toEqual([]);
  });

  it('are found wherever they sit in the arguments: a field map, a condition, a template', () => {
    const sample = ts.createSourceFile(
      join(functionsDir, 'domain/sample.ts'),
      [
        "throw new NotFound('This role does not exist.');",
        "throw new InvalidInput({ email: ['A user with this e-mail already exists.'], other: [messages.x] });",
        'throw new Conflict(n === 1 ? `one` : `${n} many`);',
        'throw new Conflict(messages.inUse(n));',
        "throw new Conflict(from === 'failed' ? messages.a : messages.b);",
        'throw new InvalidInput({ users: ids.map((id) => `The user ${id} does not exist.`), b: ids.map(m.unknown) });',
        "logger.warn('not a user text');",
      ].join('\n'),
      ts.ScriptTarget.Latest,
      true,
    );
    expect(inlineUserTexts([sample], new Set(['NotFound', 'InvalidInput', 'Conflict']))).toEqual([
      "domain/sample.ts:1: NotFound('This role does not exist.')",
      "domain/sample.ts:2: InvalidInput('A user with this e-mail already exists.')",
      'domain/sample.ts:3: Conflict(`one`)',
      'domain/sample.ts:3: Conflict(`${n} many`)',
      'domain/sample.ts:6: InvalidInput(`The user ${id} does not exist.`)',
    ]);
  });
});
