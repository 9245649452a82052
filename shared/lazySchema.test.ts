import { describe, expect, it } from 'vitest';
import * as z from './zod';
import { lazySchema } from './lazySchema';

const eager = () =>
  z.object({
    name: z.string().check(z.trim(), z.minLength(1, 'Name is required.')),
    count: z._default(z.number().check(z.int()), 1),
  });

describe('lazySchema', () => {
  it('builds the schema on first use, once, not when the module defines it', () => {
    let builds = 0;
    const schema = lazySchema(() => (builds++, eager()));
    expect(builds).toBe(0);
    schema.parse({ name: 'a' });
    schema.parse({ name: 'b' });
    expect(builds).toBe(1);
  });

  it('parses, defaults and refuses as the schema it stands for, with the same messages', () => {
    const schema = lazySchema(eager);
    expect(schema.parse({ name: '  Lager ' })).toEqual({ name: 'Lager', count: 1 });
    const refused = schema.safeParse({ name: ' ', count: 1.5 });
    const expected = eager().safeParse({ name: ' ', count: 1.5 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual(expected.error?.issues);
  });

  it('composes inside other schemas, eager or lazy, and shows its shape', () => {
    const inner = lazySchema(eager);
    const outer = lazySchema(() => z.extend(inner, { note: z.optional(z.string()) }));
    expect(Object.keys(outer.shape)).toEqual(['name', 'count', 'note']);
    expect(z.array(inner).parse([{ name: 'x', count: 2 }])).toEqual([{ name: 'x', count: 2 }]);
    expect(z.object({ item: inner }).safeParse({ item: {} }).success).toBe(false);
    expect(inner instanceof z.ZodMiniObject).toBe(true);
  });
});
