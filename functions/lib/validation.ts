import type * as z from '../../shared/zod';
import type { ErrorMap } from '../../shared/contract/wrapper';
import { serverMessages } from '../../shared/messages';
import { InvalidInput } from './errors';

/** zod issues -> the wrapper's field map (`general` for the whole input), with plain texts for missing values. */
function toErrorMap(error: z.core.$ZodError, prefix?: string): ErrorMap {
  const map: ErrorMap = {};
  for (const issue of error.issues) {
    const field = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || 'general';
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    (map[field] ??= []).push(missing ? serverMessages.required : issue.message);
  }
  return map;
}

/** Parses with a schema, or throws InvalidInput carrying every field's messages. */
export function parseOrThrow<S extends z.ZodMiniType>(schema: S, value: unknown, prefix?: string): z.output<S> {
  // With the input on each issue, a value of the wrong kind (text for a number, 2.5 for a whole number) keeps its
  // field's message; only a value that is not there at all reads 'This field is required.'.
  const result = schema.safeParse(value, { reportInput: true });
  if (!result.success) throw new InvalidInput(toErrorMap(result.error, prefix));
  return result.data;
}
