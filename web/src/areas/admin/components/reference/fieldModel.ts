import type * as z from '../../../../../../shared/zod';
import { ISO_DATE_SHAPE } from '../../../../../../shared/format/date';
import {
  isPictureKind,
  PICTURE_FIELD,
  referenceKinds,
  type ReferenceKind,
  type ReferenceKindName,
} from '../../../../../../shared/reference/kinds';
import { checkDefsOf, declaredLimits } from '../../../../../../shared/schemaLimits';

/**
 * How a reference kind's field is edited and shown, read from the kind's zod declaration (shared/reference/kinds):
 * the screens are made from the same declarations as the contract and the server, so a new kind or field needs
 * no screen code.
 */
export type FieldModel =
  | { name: string; type: 'text'; required: boolean; maxLength?: number; multiline: boolean; email: boolean }
  /** The code a code kind is identified by (countries, states): given when creating, fixed afterwards. */
  | { name: string; type: 'code'; required: true; maxLength?: number }
  | { name: string; type: 'number'; required: boolean; integer: boolean; min?: number; max?: number }
  | { name: string; type: 'boolean'; required: false; defaultValue: boolean }
  | { name: string; type: 'date'; required: boolean }
  | { name: string; type: 'choice'; required: boolean; options: (string | number)[] }
  | {
      name: string;
      type: 'reference';
      required: boolean;
      target: ReferenceKindName;
      multiple: boolean;
      filterBy: { field: string; param: string }[];
    }
  | { name: string; type: 'tags'; required: false; maxLength?: number }
  | { name: string; type: 'rows'; required: false; columns: FieldModel[] }
  /** A catalog tactic's or campaign theme's picture (its document id): uploaded, previewed, replaced, removed. */
  | { name: string; type: 'picture'; required: false }
  /** A field these screens do not edit: kept as it was read. */
  | { name: string; type: 'kept'; required: false };

type AnySchema = z.ZodMiniType & { def: { type: string; [key: string]: unknown } };

/** Strips optional / nullable / default, noting whether a value may be left out. */
function unwrap(schema: AnySchema): { inner: AnySchema; optional: boolean; defaultValue?: unknown } {
  let inner = schema;
  let optional = false;
  let defaultValue: unknown;
  for (;;) {
    const def = inner.def;
    if (def.type === 'optional' || def.type === 'nullable') optional = true;
    else if (def.type === 'default') {
      optional = true;
      const value = def.defaultValue;
      defaultValue = typeof value === 'function' ? (value as () => unknown)() : value;
    } else break;
    inner = def.innerType as AnySchema;
  }
  return { inner, optional, defaultValue };
}

const isIsoDateString = (schema: AnySchema) =>
  checkDefsOf(schema).some((c) => c.format === 'regex' && c.pattern?.source === ISO_DATE_SHAPE.source);
const isEmail = (schema: AnySchema) => declaredLimits(schema).formats.includes('email');
const literalValues = (schema: AnySchema) =>
  schema.def.type === 'literal' ? (schema.def.values as unknown[]) : undefined;

/** Long free text (descriptions) gets a text area. */
const MULTILINE_FROM = 500;

function modelOf(name: string, schema: AnySchema, kind: ReferenceKind | null): FieldModel {
  const { inner, optional, defaultValue } = unwrap(schema);
  const reference = kind?.references.find((r) => r.field === name);
  if (reference && reference.kind in referenceKinds) {
    const target = reference.kind as ReferenceKindName;
    // A lookup narrows to the chosen parent when this form also points at that parent (sub-sectors of the sector).
    const targetReferences: ReferenceKind['references'] = referenceKinds[target].references;
    const filterBy = targetReferences
      .filter(
        (r) =>
          !r.many && kind!.references.some((own) => own.field === r.field && own.kind === r.kind && own.field !== name),
      )
      .map((r) => ({ field: r.field, param: r.field }));
    return { name, type: 'reference', required: !optional, target, multiple: !!reference.many, filterBy };
  }
  if (kind && isPictureKind(kind.kind) && name === PICTURE_FIELD) return { name, type: 'picture', required: false };
  if (kind?.id.type === 'code' && kind.id.field === name) {
    return {
      name,
      type: 'code',
      required: true,
      maxLength: declaredLimits(inner).maxLength ?? 3,
    };
  }
  switch (inner.def.type) {
    case 'string': {
      if (isIsoDateString(inner)) return { name, type: 'date', required: !optional };
      const { maxLength, formats } = declaredLimits(inner);
      if (formats.includes('uuid')) return { name, type: 'kept', required: false };
      return {
        name,
        type: 'text',
        required: !optional,
        ...(maxLength ? { maxLength } : {}),
        multiline: (maxLength ?? 0) >= MULTILINE_FROM,
        email: isEmail(inner),
      };
    }
    case 'number': {
      const { min: minValue, max: maxValue, integer: isInt } = declaredLimits(inner);
      const safe = (n: number | undefined) =>
        n === undefined || !Number.isFinite(n) || Math.abs(n) >= Number.MAX_SAFE_INTEGER ? undefined : n;
      return {
        name,
        type: 'number',
        required: !optional,
        integer: isInt,
        ...(safe(minValue) !== undefined ? { min: safe(minValue) } : {}),
        ...(safe(maxValue) !== undefined ? { max: safe(maxValue) } : {}),
      };
    }
    case 'boolean':
      return { name, type: 'boolean', required: false, defaultValue: defaultValue === true };
    case 'union': {
      const options = inner.def.options as AnySchema[];
      const literals = options.map(literalValues);
      if (literals.every(Boolean))
        return { name, type: 'choice', required: !optional, options: literals.flat() as (string | number)[] };
      // `z.string().email().optional().or(z.literal(''))`: text that may be left empty.
      const text = options.map((o) => unwrap(o).inner).find((o) => o.def.type === 'string');
      if (text) return { ...(modelOf(name, text, kind) as FieldModel), required: false } as FieldModel;
      return { name, type: 'kept', required: false };
    }
    case 'array': {
      const element = unwrap(inner.def.element as AnySchema).inner;
      if (element.def.type === 'object') {
        const shape = (element as unknown as z.ZodMiniObject).shape as Record<string, AnySchema>;
        return {
          name,
          type: 'rows',
          required: false,
          columns: Object.entries(shape).map(([column, s]) => modelOf(column, s, null)),
        };
      }
      if (element.def.type === 'string')
        return {
          name,
          type: 'tags',
          required: false,
          maxLength: declaredLimits(element).maxLength,
        };
      return { name, type: 'kept', required: false };
    }
    default:
      return { name, type: 'kept', required: false };
  }
}

/** The fields of a kind, in declaration order, as the edit form and the list show them. */
export function fieldModels(kindName: ReferenceKindName): FieldModel[] {
  const kind = referenceKinds[kindName] as unknown as ReferenceKind;
  const shape = (kind.fields as z.ZodMiniObject).shape as Record<string, AnySchema>;
  return Object.entries(shape).map(([name, schema]) => modelOf(name, schema, kind));
}

/** What a new record's form starts with: the declared defaults, empty text, nothing chosen. */
function emptyValue(field: FieldModel): unknown {
  switch (field.type) {
    case 'text':
    case 'code':
      return '';
    case 'boolean':
      return field.defaultValue;
    case 'reference':
      return field.multiple ? [] : null;
    case 'tags':
    case 'rows':
      return [];
    default:
      return null;
  }
}

export function emptyRecord(fields: readonly FieldModel[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((f) => f.type !== 'kept').map((f) => [f.name, emptyValue(f)]));
}

/** A stored record as the form's values: every field present, absent ones empty. */
export function formValuesOf(fields: readonly FieldModel[], record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    fields.flatMap((f) => {
      const value = record[f.name];
      if (f.type === 'kept') return value === undefined ? [] : [[f.name, value]];
      return [[f.name, value === undefined || (value === null && f.type === 'text') ? emptyValue(f) : value]];
    }),
  );
}

/**
 * The form's values as the body the schema checks: text trimmed (empty optional text stays '' so clearing it
 * reaches the server, which keeps absent fields), an empty optional number or choice as null.
 */
export function bodyOf(fields: readonly FieldModel[], values: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined) continue;
    if ((field.type === 'text' || field.type === 'code') && typeof value === 'string') body[field.name] = value.trim();
    else if (field.type === 'rows' && Array.isArray(value))
      body[field.name] = value.map((row: Record<string, unknown>) => bodyOf(field.columns, row));
    else body[field.name] = value;
  }
  return body;
}

/** The columns a kind's list shows: every field that fits in a cell (lists of things go to the row's detail). */
export const listFields = (fields: readonly FieldModel[]) =>
  fields.filter(
    (f) => !['rows', 'tags', 'kept', 'picture'].includes(f.type) && !(f.type === 'reference' && f.multiple),
  );

/** The field a record is known by (the kind's unique name), shown first and frozen in the list. */
export function labelField(kindName: ReferenceKindName, fields: readonly FieldModel[]): string {
  const kind = referenceKinds[kindName];
  const preferred = kind.id.type === 'code' ? 'name' : kind.uniqueBy;
  return fields.some((f) => f.name === preferred) ? preferred : fields[0]!.name;
}
