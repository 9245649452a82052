import { describe, expect, it } from 'vitest';
import * as z from '../zod';
import { routeList } from './routes';
import { checkDefsOf, declaredLimits } from '../schemaLimits';
import { defOf, fieldsOf } from '../../test/support/schemaFields';

/**
 * Every text the API accepts has an upper bound (docs/decisions.md, "Bad input"): walks the params, query and
 * body schemas of every route of the contract and names each string without one. A string is bounded by a
 * max length, or by anchored patterns without unbounded repetition (ids, codes, uuids).
 */
const unboundedRepetition = /(?<!\\)[*+]|\{\d+,\}/;
function boundedPattern(pattern: RegExp): boolean {
  // Character classes and escapes cannot repeat anything; drop them before looking for * + {n,}.
  const source = pattern.source.replace(/\\./g, 'x').replace(/\[[^\]]*\]/g, 'x');
  return source.startsWith('^') && source.endsWith('$') && !unboundedRepetition.test(source);
}

/** The paths of the strings in a schema without an upper bound. */
function unboundedStrings(schema: z.ZodMiniType, path: string, found: string[]): string[] {
  for (const field of fieldsOf(schema, path)) {
    if (defOf(field.schema).type !== 'string') continue;
    const patterns = checkDefsOf(field.schema).flatMap((c) => (c.pattern ? [c.pattern] : []));
    const bounded =
      declaredLimits(field.schema).maxLength !== undefined || (patterns.length > 0 && patterns.some(boundedPattern));
    if (!bounded) found.push(field.path || '(root)');
  }
  return found;
}

describe('every text field of the contract has an upper bound', () => {
  it('tells a bounded pattern from an unbounded one', () => {
    expect(boundedPattern(/^[A-Z0-9]{2,3}$/)).toBe(true);
    expect(boundedPattern(/^\d{1,10}(,\d{1,10}){0,49}$/)).toBe(true);
    expect(boundedPattern(/^[A-Za-z0-9_-]+$/)).toBe(false);
    expect(boundedPattern(/^\d{4}-/)).toBe(false);
    expect(boundedPattern(/^a{2,}$/)).toBe(false);
  });

  it('finds an unbounded text wherever it hides', () => {
    const schema = z.intersection(
      z.object({
        a: z.array(z.object({ b: z.optional(z.string().check(z.trim())) })),
        c: z.string().check(z.maxLength(3)),
      }),
      z.object({
        d: z.record(z.string(), z.number()),
        e: z.nullish(z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number))),
        f: z.union([z.string(), z.number()]),
      }),
    );
    expect(unboundedStrings(schema, 'body', [])).toEqual(['body.a[].b', 'body.d{key}', 'body.e', 'body.f']);
  });

  it.each(routeList.map((r) => [r.name, r] as const))('%s', (_, route) => {
    const found: string[] = [];
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = route[part];
      if (schema) unboundedStrings(schema, part, found);
    }
    expect(found).toEqual([]);
  });
});
