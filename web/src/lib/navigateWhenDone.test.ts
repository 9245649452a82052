import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A component that navigates after an `await` (a save, a delete, a sign-in) moved a user who had left during the
 * wait back to where the work would have led: React Router's `navigate` keeps working after its component is gone.
 * Such a move goes through `useNavigateWhenDone` (./navigateWhenDone.ts), which moves only a user still there.
 * This test fails on a call of a `useNavigate()` function, or of a function of the same file that calls one
 * (`const signedUp = (email) => navigate(...)`), that follows an `await` in the function it is in.
 */
const webSrc = join(__dirname, '..');

/** Signing out ends the session wherever the user is, so its move to the login page is not the user's to skip. */
const alwaysMoves = new Set(['app/shell/Header.tsx signOut']);

const sources = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => join(dir, name));

const isFunction = (node: ts.Node): node is ts.FunctionLikeDeclaration =>
  ts.isArrowFunction(node) ||
  ts.isFunctionExpression(node) ||
  ts.isFunctionDeclaration(node) ||
  ts.isMethodDeclaration(node);

/** The name a function is known by: its own, or the variable it is assigned to. */
function nameOf(fn: ts.FunctionLikeDeclaration): string {
  if (fn.name && ts.isIdentifier(fn.name)) return fn.name.text;
  const parent = fn.parent;
  return ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name) ? parent.name.text : '(anonymous)';
}

/** Each call of a `useNavigate()` function placed after an `await` of the function it is in, as `file name`. */
function navigationsAfterAwait(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const navigators = new Set<string>();
  const collect = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      node.initializer.expression.getText() === 'useNavigate'
    )
      navigators.add(node.name.text);
    ts.forEachChild(node, collect);
  };
  collect(source);
  // A function of the file that navigates navigates where it is called.
  const functions: ts.FunctionLikeDeclaration[] = [];
  const gather = (node: ts.Node) => {
    if (isFunction(node)) functions.push(node);
    ts.forEachChild(node, gather);
  };
  gather(source);
  const callsNavigator = (node: ts.Node): boolean =>
    (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && navigators.has(node.expression.text)) ||
    (!isFunction(node) && (ts.forEachChild(node, callsNavigator) ?? false));
  for (let grew = true; grew;) {
    grew = false;
    for (const fn of functions) {
      const name = nameOf(fn);
      if (!navigators.has(name) && name !== '(anonymous)' && fn.body && callsNavigator(fn.body)) {
        navigators.add(name);
        grew = true;
      }
    }
  }
  const found: string[] = [];
  /** Walks a function's own body (not the functions inside it) in source order. */
  const walk = (fn: ts.FunctionLikeDeclaration) => {
    let awaited = false;
    const visit = (node: ts.Node) => {
      if (isFunction(node)) return walk(node);
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        navigators.has(node.expression.text) &&
        (awaited || node.arguments.some((arg) => containsAwait(arg)))
      )
        found.push(`${relative(webSrc, file).split('\\').join('/')} ${nameOf(fn)}`);
      ts.forEachChild(node, visit);
      if (ts.isAwaitExpression(node) || (ts.isForOfStatement(node) && node.awaitModifier)) awaited = true;
    };
    if (fn.body) visit(fn.body);
  };
  const top = (node: ts.Node): void => {
    if (isFunction(node)) walk(node);
    else ts.forEachChild(node, top);
  };
  top(source);
  return found;
}

function containsAwait(node: ts.Node): boolean {
  if (ts.isAwaitExpression(node)) return true;
  if (isFunction(node)) return false;
  return ts.forEachChild(node, containsAwait) ?? false;
}

describe('moving on after work', () => {
  it('never navigates with useNavigate after an await: a user who left stays where they went', () => {
    const found = sources(webSrc).flatMap(navigationsAfterAwait);
    expect(found.filter((place) => !alwaysMoves.has(place))).toEqual([]);
    // The exception is still there to be excepted.
    expect(found.filter((place) => alwaysMoves.has(place))).toEqual([...alwaysMoves]);
  });
});
