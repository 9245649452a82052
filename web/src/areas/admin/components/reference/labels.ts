import type { TFunction } from 'i18next';
import { referenceKinds, type ReferenceKindName } from '../../../../../../shared/reference/kinds';

/** `retailerName` -> `Retailer name`: the fallback for a field no translation names yet. */
const humanize = (name: string) => {
  const words = name
    .replace(/Id(s?)$/, '$1')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A field's label in the current language (a kind added later shows its declared name until translated). */
export const fieldLabel = (t: TFunction, name: string, parent?: string) =>
  t(parent ? [`admin.rowFields.${parent}.${name}`, `admin.fields.${name}`] : `admin.fields.${name}`, {
    defaultValue: humanize(name),
  });

/**
 * A kind's name, one or many: as a heading ('Fiscal year', 'Fiscal years') or inside a sentence ('New fiscal
 * year'; languages that capitalise nouns keep their capitals there).
 */
export const kindLabel = (t: TFunction, kind: ReferenceKindName, many = false, inSentence = false) => {
  const definition = referenceKinds[kind];
  const heading = many ? definition.plural.charAt(0).toUpperCase() + definition.plural.slice(1) : definition.label;
  const fallback = inSentence ? (many ? definition.plural : definition.label.toLowerCase()) : heading;
  const key = inSentence ? (many ? 'many' : 'a') : many ? 'other' : 'one';
  return t(`admin.kinds.${kind}.${key}`, { defaultValue: fallback });
};

/** How a choice field's value reads (a campaign theme's type number as words). */
export const choiceLabel = (t: TFunction, kind: ReferenceKindName, field: string, value: string | number) =>
  t(`admin.choices.${kind}.${field}.${value}`, { defaultValue: String(value) });
