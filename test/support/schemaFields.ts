import type * as z from '../../shared/zod';

/** A field schema found in a schema, at its path (`body.items[].name`, `body.limits{key}`). */
export interface SchemaField {
  path: string;
  schema: z.ZodMiniType;
}

/** The schema's definition as zod keeps it: its type and what it wraps. */
export const defOf = (schema: z.ZodMiniType) => (schema as unknown as { def: Record<string, any> }).def;

/**
 * Every schema inside a schema, at any depth, with its path: objects by key, arrays (`[]`), records (`{key}`,
 * `{}`), and through unions, intersections, pipes and the wrappers (optional, nullable, default...). Each schema
 * once, so a recursive one ends. The contract's tests walk the route schemas with it.
 */
export function fieldsOf(
  schema: z.ZodMiniType,
  path: string,
  found: SchemaField[] = [],
  seen = new Set<z.ZodMiniType>(),
) {
  if (seen.has(schema)) return found;
  seen.add(schema);
  found.push({ path, schema });
  const def = defOf(schema);
  const walk = (inner: z.ZodMiniType | undefined, at = path) => inner && fieldsOf(inner, at, found, seen);
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries((schema as z.ZodMiniObject).shape))
        walk(value as z.ZodMiniType, path ? `${path}.${key}` : key);
      break;
    case 'array':
      walk(def.element, `${path}[]`);
      break;
    case 'record':
      walk(def.keyType, `${path}{key}`);
      walk(def.valueType, `${path}{}`);
      break;
    case 'union':
      for (const option of def.options) walk(option);
      break;
    case 'intersection':
      walk(def.left);
      walk(def.right);
      break;
    case 'pipe':
      walk(def.in);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      walk(def.innerType);
      break;
    case 'lazy':
      walk(def.getter());
      break;
    default:
      // strings, numbers, booleans, enums, literals, transforms: nothing inside
      break;
  }
  return found;
}
