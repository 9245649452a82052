import type * as z from './zod';

type CheckDef = {
  check: string;
  maximum?: number;
  minimum?: number;
  length?: number;
  value?: number;
  format?: string;
  pattern?: RegExp;
};

/** The definitions of a schema's checks (`def.checks`): what a form or a test reads a field's limits from. */
export const checkDefsOf = (schema: z.ZodMiniType): CheckDef[] =>
  ((schema as unknown as { def: { checks?: { _zod: { def: CheckDef } }[] } }).def.checks ?? []).map((c) => c._zod.def);

/**
 * The limits a schema declares: lengths (strings, arrays), bounds (numbers; an exclusive bound counts as the bound,
 * as the classic API's `minValue` did), whether it takes whole numbers only, and its string formats. The mini API
 * keeps these only in the checks' definitions.
 */
export function declaredLimits(schema: z.ZodMiniType) {
  const limits: {
    minLength?: number;
    maxLength?: number;
    min?: number;
    max?: number;
    integer: boolean;
    formats: string[];
  } = { integer: false, formats: [] };
  const ownFormat = (schema as unknown as { def: { format?: string } }).def.format;
  if (ownFormat) limits.formats.push(ownFormat);
  for (const c of checkDefsOf(schema)) {
    if (c.check === 'max_length') limits.maxLength = Math.min(limits.maxLength ?? Infinity, c.maximum!);
    else if (c.check === 'min_length') limits.minLength = Math.max(limits.minLength ?? 0, c.minimum!);
    else if (c.check === 'length_equals') limits.minLength = limits.maxLength = c.length!;
    else if (c.check === 'less_than') limits.max = Math.min(limits.max ?? Infinity, c.value!);
    else if (c.check === 'greater_than') limits.min = Math.max(limits.min ?? -Infinity, c.value!);
    else if (c.format) limits.formats.push(c.format);
  }
  limits.integer = limits.formats.some((f) => f.includes('int'));
  return limits;
}
